import type { Message, MessageResponse } from '@mike/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { conversationQueryKey, conversationsQueryKey } from '../api/conversation-keys.ts';
import { createConversation } from '../api/create-conversation.ts';
import { getConversationQueryOptions } from '../api/get-conversation.ts';
import { sendMessage } from '../api/send-message.ts';
import { useReplyWatcher } from '../hooks/use-reply-watcher.ts';
import { isAwaitingReply } from '../utils/messages.ts';
import { ChatComposer } from './chat-composer.tsx';
import { MessageList } from './message-list.tsx';
import styles from './chat.module.css';

/** The user's message as shown before the server has stored it (spec §4: added locally at once). */
function buildOptimisticMessage(text: string): Message {
  return { id: crypto.randomUUID(), messageType: 'TEXT', sender: 'USER', creationDate: new Date().toISOString(), text };
}

/**
 * One chat of the new-chat screen (spec §2 '/'): first the large 'Consulta lo que quieras...' box, then the
 * conversation with its 'Consulta a MIKE' input. A sent message shows at once with the bot placeholder; the
 * reply arrives through the event stream or polling (`useReplyWatcher`), and the input is disabled while the
 * last message is the user's.
 */
export function ChatSession() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [chatId, setChatId] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [optimistic, setOptimistic] = useState<Message | null>(null);

  // Data of this chat arrives from the calls and the reply watcher, never from a background refetch.
  const chatQuery = useQuery({ ...getConversationQueryOptions(chatId ?? ''), enabled: chatId !== null, staleTime: Infinity });
  const conversation = chatId ? chatQuery.data : undefined;

  const storeChat = ({ chat }: MessageResponse) => {
    queryClient.setQueryData(conversationQueryKey(chat.id), chat);
    void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
  };
  const createMutation = useMutation({ mutationFn: createConversation });
  const sendMutation = useMutation({ mutationFn: (message: string) => sendMessage(chatId ?? '', message) });

  const onSubmit = (text: string) => {
    const isFirst = chatId === null;
    setOptimistic(buildOptimisticMessage(text));
    setDraft('');
    const callbacks = {
      onSuccess: (response: MessageResponse) => {
        storeChat(response);
        setChatId(response.chat.id);
        setOptimistic(null);
      },
      onError: (error: Error) => {
        setOptimistic(null);
        setDraft((current) => current || text);
        notify.error(getErrorMessage(error, isFirst ? 'toasts.createChatError' : 'toasts.sendMessageError'));
      },
    };
    if (isFirst) createMutation.mutate(text, callbacks);
    else sendMutation.mutate(text, callbacks);
  };

  const serverMessages = conversation?.messages ?? [];
  const messages = optimistic ? [...serverMessages, optimistic] : serverMessages;
  const lastUserMessageId = !optimistic && conversation && isAwaitingReply(conversation) ? (conversation.messages.at(-1)?.id ?? null) : null;
  const watcher = useReplyWatcher(chatId, lastUserMessageId);
  const isWaiting = messages.at(-1)?.sender === 'USER';

  if (messages.length === 0) {
    if (chatId !== null && chatQuery.isError) {
      // Only reachable if the chat's data was dropped (e.g. the cache was cleared) and could not be loaded again.
      return (
        <Page title={t('chat.conversationTitle')}>
          <ErrorAlert>{getErrorMessage(chatQuery.error, 'toasts.chatError')}</ErrorAlert>
        </Page>
      );
    }
    return (
      <Page title={t('chat.title')}>
        <div className={styles.newChat}>
          <ChatComposer
            size="large"
            value={draft}
            onChange={setDraft}
            onSubmit={onSubmit}
            placeholder={t('chat.placeholder')}
            submitLabel={t('chat.submit')}
            autoFocus
          />
        </div>
      </Page>
    );
  }

  return (
    <Page
      title={t('chat.conversationTitle')}
      actions={
        <Button variant="secondary" onClick={() => void navigate('/chat')} disabled={createMutation.isPending || sendMutation.isPending}>
          {t('chat.newChat')}
        </Button>
      }
    >
      <div className={styles.conversation}>
        <MessageList
          messages={messages}
          isAwaitingReply={isWaiting}
          partialText={watcher.partialText}
          onRetry={watcher.hasFailed ? watcher.retry : undefined}
        />
        <ChatComposer
          size="compact"
          value={draft}
          onChange={setDraft}
          onSubmit={onSubmit}
          placeholder={t('chat.messagePlaceholder')}
          submitLabel={t('chat.send')}
          disabled={isWaiting}
        />
      </div>
    </Page>
  );
}

