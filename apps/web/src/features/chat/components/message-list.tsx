import type { Message } from '@mike/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { BotMarkdown } from './bot-markdown.tsx';
import { MessageItem } from './message-item.tsx';
import { TypingDots } from './typing-dots.tsx';
import styles from './chat.module.css';

export interface MessageListProps {
  /** The stored chat the messages belong to (its answers can be rated); null before it exists. */
  chatId: string | null;
  messages: Message[];
  /** A reply is awaited: show the bot placeholder. */
  isAwaitingReply?: boolean;
  /** The reply so far, while it streams in. */
  partialText?: string | null;
  /** Checking for the reply failed: offer to try again. */
  onRetry?: (() => void) | undefined;
  /** Stops the reply being written ("Detener"); absent, no button. */
  onStop?: (() => void) | undefined;
  /** The stop was asked and not answered yet. */
  isStopping?: boolean;
}

/** The messages of a chat, oldest first, with the bot placeholder (and any streamed text) at the end. */
export function MessageList({ chatId, messages, isAwaitingReply = false, partialText = null, onRetry, onStop, isStopping = false }: MessageListProps) {
  const { t } = useTranslation();

  return (
    <div className={styles.messages}>
      <ol className={styles.messageList} aria-label={t('chat.conversation')}>
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} chatId={chatId} />
        ))}
        {isAwaitingReply ? (
          <li className={styles.botRow}>
            <div className={styles.botBubble} aria-busy="true">
              {partialText ? (
                <div className={styles.markdown}>
                  <BotMarkdown text={partialText} />
                </div>
              ) : null}
              {onRetry ? (
                <div className={styles.replyError}>
                  <span>{t('chat.replyCheckFailed')}</span>
                  <Button variant="secondary" onClick={onRetry}>
                    {t('app.retry')}
                  </Button>
                </div>
              ) : (
                <TypingDots />
              )}
              {onStop && !onRetry ? (
                <Button variant="secondary" className={styles.stopButton} onClick={onStop} disabled={isStopping}>
                  {t('chat.stop')}
                </Button>
              ) : null}
            </div>
          </li>
        ) : null}
      </ol>
    </div>
  );
}
