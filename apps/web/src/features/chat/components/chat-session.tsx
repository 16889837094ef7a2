import type { Conversation, Message, MessageResponse } from '@mike/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useAuthState } from '../../../lib/auth-store.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { conversationQueryKey, conversationsQueryKey } from '../api/conversation-keys.ts';
import { createConversation } from '../api/create-conversation.ts';
import { getConversationQueryOptions } from '../api/get-conversation.ts';
import { sendMessage } from '../api/send-message.ts';
import { stopReply } from '../api/stop-reply.ts';
import { useDraft } from '../hooks/use-draft.ts';
import { useReplyWatcher } from '../hooks/use-reply-watcher.ts';
import { useStickToBottom } from '../hooks/use-stick-to-bottom.ts';
import { isAwaitingReply, upsertMessage } from '../utils/messages.ts';
import { ChatComposer } from './chat-composer.tsx';
import { ExportButton } from './export-button.tsx';
import { MessageList } from './message-list.tsx';
import { RenameButton } from './rename-dialog.tsx';
import styles from './chat.module.css';

/** The user's message as shown before the server has stored it (spec §4: added locally at once). */
function buildOptimisticMessage(text: string): Message {
  return { id: crypto.randomUUID(), messageType: 'TEXT', sender: 'USER', creationDate: new Date().toISOString(), text };
}

interface FailedSend {
  text: string;
  error: string;
  /** The send's Idempotency-Key: 'Reintentar' sends it again, so a question that did arrive is not stored twice. */
  key: string;
}

/**
 * Sends a question: the first one creates the chat (and moves to its address, `/chat/:id`), later ones are added
 * to it. The question shows at once; a send that fails puts the text back in the box, with the error beside it.
 */
function useQuestionSender(chatId: string | null, setDraft: (text: string) => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [optimistic, setOptimistic] = useState<Message | null>(null);
  const [failed, setFailed] = useState<FailedSend | null>(null);
  const mutation = useMutation({
    mutationFn: ({ text, key }: { text: string; key: string }) => (chatId ? sendMessage(chatId, text, key) : createConversation(text, key)),
  });

  const submit = (text: string, key: string = crypto.randomUUID()) => {
    setFailed(null);
    setOptimistic(buildOptimisticMessage(text));
    setDraft('');
    mutation.mutate({ text, key }, {
      onSuccess: ({ chat }: MessageResponse) => {
        queryClient.setQueryData(conversationQueryKey(chat.id), chat);
        void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
        setOptimistic(null);
        if (!chatId) void navigate(`/chat/${chat.id}`, { replace: true });
      },
      onError: (error: Error) => {
        setOptimistic(null);
        setDraft(text);
        setFailed({ text, key, error: getErrorMessage(error, chatId ? 'toasts.sendMessageError' : 'toasts.createChatError') });
      },
    });
  };
  // 'Reintentar', or sending the same text again from the box, sends the failed question under its key: it may have
  // been stored before the answer was lost.
  const retry = () => {
    if (failed) submit(failed.text, failed.key);
  };
  const send = (text: string) => submit(text, failed && failed.text === text ? failed.key : undefined);
  return { optimistic, failed, submit: send, retry, isPending: mutation.isPending };
}

/**
 * "Detener" (issue 14): stops the reply to the question `questionId` while it is written; the answer as it
 * stopped (or as it had finished) goes into the chat, which ends the wait.
 */
function useReplyStopper(chatId: string | null, questionId: string | null) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ chat, question }: { chat: string; question: string }) => stopReply(chat, question),
    onSuccess: (message, { chat }) => queryClient.setQueryData<Conversation>(conversationQueryKey(chat), (current) => (current ? upsertMessage(current, message) : current)),
    onError: (error) => notify.error(getErrorMessage(error, 'chat.stopError')),
  });
  const stop = chatId && questionId ? () => mutation.mutate({ chat: chatId, question: questionId }) : undefined;
  return { stop, isStopping: mutation.isPending };
}

/** The error of a failed send, beside the box that still holds its text, with 'Reintentar'. */
function SendError({ failed, onRetry }: { failed: FailedSend; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.sendError} role="alert">
      <span>{failed.error}</span>
      <Button variant="secondary" onClick={onRetry}>
        {t('app.retry')}
      </Button>
    </div>
  );
}

/** A chat id that is not one of the member's chats (or no longer exists). */
function ChatNotFound() {
  const { t } = useTranslation();
  return (
    <Page title={t('chat.notFound')}>
      <p>{t('chat.notFoundDescription')}</p>
      <ButtonLink to="/chat">{t('chat.newChat')}</ButtonLink>
    </Page>
  );
}

function ChatLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Page title={t('chat.conversationTitle')}>
      <ErrorAlert>
        <p>{getErrorMessage(error, 'toasts.chatError')}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('app.retry')}
        </Button>
      </ErrorAlert>
    </Page>
  );
}

const EXAMPLE_AREAS = ['tenancy', 'sale', 'mortgage', 'community'] as const;

/** A new chat's welcome (issue 14): the member's first name, and one example question per area that fills the box. */
function Welcome({ onPick }: { onPick: (question: string) => void }) {
  const { t } = useTranslation();
  const { clientUser } = useAuthState();
  const firstName = clientUser?.name.trim().split(/\s+/)[0] ?? '';
  return (
    <div className={styles.welcome}>
      {firstName ? <p className={styles.greeting}>{t('chat.greeting', { name: firstName })}</p> : null}
      <ul className={styles.examples} aria-label={t('chat.examplesLabel')}>
        {EXAMPLE_AREAS.map((area) => (
          <li key={area}>
            <button type="button" className={styles.example} onClick={() => onPick(t(`chat.examples.${area}`))}>
              {t(`chat.examples.${area}`)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The new-chat screen (spec §2 '/'): the large 'Consulta lo que quieras...' box. */
function NewChatForm({ draft, setDraft, sender }: { draft: string; setDraft: (text: string) => void; sender: ReturnType<typeof useQuestionSender> }) {
  const { t } = useTranslation();
  return (
    <Page title={t('chat.title')}>
      <div className={styles.newChat}>
        <Welcome onPick={setDraft} />
        <ChatComposer size="large" value={draft} onChange={setDraft} onSubmit={sender.submit} placeholder={t('chat.placeholder')} submitLabel={t('chat.submit')} autoFocus />
        {sender.failed ? <SendError failed={sender.failed} onRetry={sender.retry} /> : null}
      </div>
    </Page>
  );
}

interface ConversationViewProps {
  chatId: string | null;
  conversation: Conversation | undefined;
  draft: string;
  setDraft: (text: string) => void;
  sender: ReturnType<typeof useQuestionSender>;
}

/** An open chat: its title (renamable), the messages, and the 'Consulta a MIKE' box docked under them. */
function ConversationView({ chatId, conversation, draft, setDraft, sender }: ConversationViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const serverMessages = conversation?.messages ?? [];
  const messages = sender.optimistic ? [...serverMessages, sender.optimistic] : serverMessages;
  const lastUserMessageId = !sender.optimistic && conversation && isAwaitingReply(conversation) ? (conversation.messages.at(-1)?.id ?? null) : null;
  const watcher = useReplyWatcher(chatId, lastUserMessageId);
  const stopper = useReplyStopper(chatId, lastUserMessageId);
  const isWaiting = messages.at(-1)?.sender === 'USER';
  const scroll = useStickToBottom(`${messages.length}:${watcher.partialText?.length ?? 0}:${isWaiting}`);

  return (
    <Page
      title={conversation?.title || t('chat.conversationTitle')}
      actions={
        <>
          {conversation ? <RenameButton chat={conversation} /> : null}
          {conversation ? <ExportButton chatId={conversation.id} /> : null}
          <Button variant="secondary" onClick={() => void navigate('/chat')} disabled={sender.isPending}>
            {t('chat.newChat')}
          </Button>
        </>
      }
    >
      <div className={styles.conversation}>
        <MessageList
          chatId={chatId}
          messages={messages}
          isAwaitingReply={isWaiting}
          partialText={watcher.partialText}
           onRetry={watcher.hasFailed ? watcher.retry : undefined}
          onStop={stopper.stop}
          isStopping={stopper.isStopping}
        />
        <div className={styles.composerDock}>
          {scroll.hasNewBelow ? (
            <button type="button" className={styles.newMessages} onClick={scroll.jumpToNewest}>
              {t('chat.newMessages')}
            </button>
          ) : null}
          {sender.failed ? <SendError failed={sender.failed} onRetry={sender.retry} /> : null}
          <ChatComposer size="compact" value={draft} onChange={setDraft} onSubmit={sender.submit} placeholder={t('chat.messagePlaceholder')} submitLabel={t('chat.send')} disabled={isWaiting} />
        </div>
      </div>
    </Page>
  );
}

/**
 * One chat: `chatId` null is the new-chat screen (spec §2 '/' and '/chat'); otherwise the chat at `/chat/:id`,
 * loaded from the server when not in memory (a reload), 'Consulta no encontrada' when it is not the member's.
 * A sent message shows at once with the bot placeholder; the reply arrives through the event stream or polling.
 */
export function ChatSession({ chatId }: { chatId: string | null }) {
  const [draft, setDraft] = useDraft(chatId);
  const sender = useQuestionSender(chatId, setDraft);
  // Data of this chat arrives from the calls and the reply watcher, never from a background refetch.
  const chatQuery = useQuery({ ...getConversationQueryOptions(chatId ?? ''), enabled: chatId !== null, staleTime: Infinity });

  if (chatId === null && !sender.optimistic) return <NewChatForm draft={draft} setDraft={setDraft} sender={sender} />;
  if (chatId !== null && !chatQuery.data) {
    // An id that is not a chat id at all is as unknown as another member's.
    if (isApiError(chatQuery.error, 'NOT_FOUND') || isApiError(chatQuery.error, 'VALIDATION_ERROR')) return <ChatNotFound />;
    if (chatQuery.isError) return <ChatLoadError error={chatQuery.error} onRetry={() => void chatQuery.refetch()} />;
    return <Spinner />;
  }
  return <ConversationView chatId={chatId} conversation={chatQuery.data} draft={draft} setDraft={setDraft} sender={sender} />;
}
