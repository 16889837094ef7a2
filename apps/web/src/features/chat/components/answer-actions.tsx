import { FEEDBACK_COMMENT_MAX_LENGTH, type Conversation, type FeedbackRating, type Message, type MessageFeedback } from '@mike/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { conversationQueryKey } from '../api/conversation-keys.ts';
import { sendFeedback } from '../api/send-feedback.ts';
import { answerAsText } from '../utils/answer-as-text.ts';
import styles from './chat.module.css';

/** Puts the vote into the cached chat, so the answer shows it without a refetch. */
function storeFeedback(chat: Conversation | undefined, messageId: string, feedback: MessageFeedback): Conversation | undefined {
  if (!chat) return chat;
  return { ...chat, messages: chat.messages.map((message) => (message.id === messageId ? { ...message, feedback } : message)) };
}

/** A thumb, up or down (drawn, not an emoji: every system shows it the same). */
function ThumbIcon({ down = false }: { down?: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className={down ? styles.thumbDown : undefined}>
      <path d="M7 10v12M15 5.9 14 10h5.8a2 2 0 0 1 1.9 2.6l-2.3 7A2 2 0 0 1 17.5 21H7V10l4.3-7.6A1.6 1.6 0 0 1 14.2 3a3.2 3.2 0 0 1 .8 2.9Z" />
    </svg>
  );
}

function CommentForm({ onSubmit, isPending }: { onSubmit: (comment: string) => void; isPending: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [comment, setComment] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(comment.trim());
  };
  return (
    <form className={styles.feedbackForm} onSubmit={submit}>
      <label htmlFor={id}>{t('chat.feedback.commentLabel')}</label>
      <textarea id={id} rows={2} maxLength={FEEDBACK_COMMENT_MAX_LENGTH} value={comment} onChange={(event) => setComment(event.target.value)} />
      <Button type="submit" variant="secondary" disabled={isPending || comment.trim() === ''}>
        {t('chat.feedback.sendComment')}
      </Button>
    </form>
  );
}

/**
 * The actions under a bot answer (issue 14): copy it (text and sources, as plain text), and 👍 / 👎 with an
 * optional comment, stored per answer and member. `chatId` is null in views without a stored chat.
 */
export function AnswerActions({ message, chatId }: { message: Message; chatId: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isCommenting, setCommenting] = useState(false);
  const mutation = useMutation({
    mutationFn: (request: { rating: FeedbackRating; comment?: string }) => sendFeedback(chatId ?? '', message.id, request),
    onSuccess: (feedback) => {
      if (chatId) queryClient.setQueryData<Conversation>(conversationQueryKey(chatId), (chat) => storeFeedback(chat, message.id, feedback));
    },
    onError: (error) => notify.error(getErrorMessage(error, 'chat.feedback.error')),
  });
  const rating = mutation.isSuccess ? mutation.data.rating : message.feedback?.rating;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(answerAsText(message, t('chat.citations')));
      notify.success(t('chat.copied'));
    } catch {
      notify.error(t('chat.copyFailed'));
    }
  };
  const vote = (next: FeedbackRating) => {
    setCommenting(true);
    mutation.mutate({ rating: next });
  };
  const sendComment = (comment: string) => {
    if (!rating) return;
    mutation.mutate(
      { rating, comment },
      {
        onSuccess: () => {
          setCommenting(false);
          notify.success(t('chat.feedback.thanks'));
        },
      },
    );
  };

  return (
    <div className={styles.answerActions}>
      <div className={styles.answerButtons}>
        <button type="button" className={styles.answerButton} onClick={() => void copy()}>
          {t('chat.copy')}
        </button>
        {chatId ? (
          <>
            <button type="button" className={styles.answerButton} aria-pressed={rating === 'up'} aria-label={t('chat.feedback.up')} onClick={() => vote('up')}>
              <ThumbIcon />
            </button>
            <button type="button" className={styles.answerButton} aria-pressed={rating === 'down'} aria-label={t('chat.feedback.down')} onClick={() => vote('down')}>
              <ThumbIcon down />
            </button>
          </>
        ) : null}
      </div>
      {isCommenting && rating ? <CommentForm onSubmit={sendComment} isPending={mutation.isPending} /> : null}
    </div>
  );
}
