import type { Conversation, ConversationEvent } from '@mike/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { notify } from '../../../components/ui/toast.tsx';
import { isUnreachableError } from '../../../lib/api-error.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { conversationQueryKey } from '../api/conversation-keys.ts';
import { streamConversationEvents } from '../api/conversation-events.ts';
import { getConversation } from '../api/get-conversation.ts';
import { applyDelta } from '../utils/apply-delta.ts';
import { upsertMessage } from '../utils/messages.ts';

/** Spec §9: the chat is polled every 500 ms while a reply is awaited and the event stream is unavailable. */
export const CHAT_POLL_INTERVAL_MS = 500;
/** While the server does not answer, polls space out up to this (issue 14: the banner says so; the reply is not given up). */
const MAX_UNREACHABLE_POLL_MS = 15_000;

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export interface ReplyWatcher {
  /** The bot answer so far, from `message.delta` events; null before the first piece. */
  partialText: string | null;
  /** Checking for the reply failed; `retry` starts again. */
  hasFailed: boolean;
  retry: () => void;
}

/**
 * Spec §4's polling: GETs the chat every 500 ms (backing off while the server is unreachable) until `accept`
 * takes it or `signal` aborts; any other failure is thrown.
 */
async function pollUntil(chatId: string, signal: AbortSignal, accept: (chat: Conversation) => boolean): Promise<void> {
  let interval = CHAT_POLL_INTERVAL_MS;
  while (!signal.aborted) {
    await wait(interval, signal);
    if (signal.aborted) return;
    try {
      if (accept(await getConversation(chatId, signal))) return;
      interval = CHAT_POLL_INTERVAL_MS;
    } catch (error) {
      if (!isUnreachableError(error)) throw error;
      interval = Math.min(interval * 2, MAX_UNREACHABLE_POLL_MS);
    }
  }
}

/**
 * Waits for the bot's reply to the user message `awaitedMessageId` of chat `chatId` (null: nothing awaited).
 * It follows the conversation's event stream (DESIGN.md §7), showing `message.delta` pieces as they arrive and
 * storing the final message in the chat's query data; when the stream cannot be opened or ends early it falls
 * back to the spec's polling (§4): GET the chat every 500 ms until its message count changes. Everything stops
 * when the reply arrives or the screen unmounts.
 */
export function useReplyWatcher(chatId: string | null, awaitedMessageId: string | null): ReplyWatcher {
  const queryClient = useQueryClient();
  const [partial, setPartial] = useState<{ messageId: string; text: string } | null>(null);
  const [failedMessageId, setFailedMessageId] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!chatId || !awaitedMessageId) return undefined;
    const controller = new AbortController();
    const { signal } = controller;
    const key = conversationQueryKey(chatId);
    const baseline = queryClient.getQueryData<Conversation>(key)?.messages.length ?? 0;

    /** Takes a fetched chat once it has something new (a reply that came before the stream opened). */
    const acceptIfChanged = (chat: Conversation): boolean => {
      if (signal.aborted || chat.messages.length === baseline) return false;
      queryClient.setQueryData(key, chat);
      return true;
    };

    const onEvent = (event: ConversationEvent) => {
      if (event.type === 'message.delta') {
        if (event.replyToMessageId !== awaitedMessageId) return;
        setPartial((current) => ({
          messageId: awaitedMessageId,
          text: applyDelta(current?.messageId === awaitedMessageId ? current.text : '', event.offset, event.text),
        }));
        return;
      }
      queryClient.setQueryData<Conversation>(key, (chat) => (chat ? upsertMessage(chat, event.message) : chat));
    };

    const run = async () => {
      try {
        await streamConversationEvents(chatId, {
          signal,
          onEvent,
          // The reply may have been completed before the stream opened: look once.
          onOpen: () => {
            getConversation(chatId, signal).then(acceptIfChanged, () => undefined);
          },
        });
      } catch {
        // No stream (or it broke): polling takes over below.
      }
      if (signal.aborted) return;
      try {
        await pollUntil(chatId, signal, acceptIfChanged);
      } catch (error) {
        if (signal.aborted) return;
        notify.error(getErrorMessage(error, 'toasts.chatError'));
        setFailedMessageId(awaitedMessageId);
      }
    };
    void run();
    return () => controller.abort();
  }, [chatId, awaitedMessageId, attempt, queryClient]);

  const isCurrent = awaitedMessageId !== null;
  return {
    partialText: isCurrent && partial?.messageId === awaitedMessageId ? partial.text : null,
    hasFailed: isCurrent && failedMessageId === awaitedMessageId,
    retry: () => {
      setFailedMessageId(null);
      setAttempt((value) => value + 1);
    },
  };
}
