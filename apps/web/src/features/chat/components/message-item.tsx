import type { Message } from '@mike/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerActions } from './answer-actions.tsx';
import { BotMarkdown } from './bot-markdown.tsx';
import { CitationList } from './citation-list.tsx';
import { DocumentCard } from './document-card.tsx';
import styles from './chat.module.css';

function BotMessage({ message, chatId }: { message: Message; chatId: string | null }) {
  const { t } = useTranslation();
  const [isEnglish, setEnglish] = useState(false);
  const hasEnglish = Boolean(message.englishText) && message.englishText !== message.text;
  const text = (isEnglish ? message.englishText : message.text) ?? '';
  return (
    <>
      {text ? (
        <div className={styles.markdown} lang={isEnglish ? 'en' : undefined}>
          <BotMarkdown text={text} />
        </div>
      ) : null}
      {message.messageType === 'DOCUMENT' && message.documentName ? (
        <DocumentCard name={message.documentName} url={message.documentUrl} />
      ) : null}
      {message.interrupted ? <p className={styles.interruptedNote}>{t('chat.interrupted')}</p> : null}
      <CitationList citations={message.citations ?? []} />
      {hasEnglish ? (
        <button type="button" className={styles.languageToggle} onClick={() => setEnglish((value) => !value)}>
          {isEnglish ? t('chat.showSpanish') : t('chat.showEnglish')}
        </button>
      ) : null}
      <AnswerActions message={message} chatId={chatId} />
    </>
  );
}

/** One message of a chat. The user's text is plain text (line breaks kept); the bot's is safe markdown. */
export function MessageItem({ message, chatId }: { message: Message; chatId: string | null }) {
  const { t } = useTranslation();
  const isUser = message.sender === 'USER';
  return (
    <li className={isUser ? styles.userRow : styles.botRow}>
      <div className={isUser ? styles.userBubble : styles.botBubble}>
        <span className="visually-hidden">{isUser ? t('chat.you') : t('chat.bot')} </span>
        {isUser ? <p className={styles.userText}>{message.text ?? message.documentName ?? ''}</p> : <BotMessage message={message} chatId={chatId} />}
      </div>
    </li>
  );
}
