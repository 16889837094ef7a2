import type { Conversation } from '@mike/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useConversations } from '../api/get-all-conversations.ts';
import { getConversationQueryOptions } from '../api/get-conversation.ts';
import { searchConversationsQueryOptions } from '../api/search-conversations.ts';
import { getConversationPreview } from '../utils/conversation-preview.ts';
import { formatDay, formatTime, groupConversationsByDay } from '../utils/group-conversations.ts';
import { DeleteConversationButton } from './delete-dialog.tsx';
import { MessageList } from './message-list.tsx';
import { ExportButton } from './export-button.tsx';
import { RenameButton } from './rename-dialog.tsx';
import styles from './history.module.css';

function BackArrowIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M19 12H5M12 19l-7-7 7-7" />
    </svg>
  );
}

function ConversationGroups({ conversations, selectedId }: { conversations: Conversation[]; selectedId: string | null }) {
  const { t } = useTranslation();
  if (conversations.length === 0) {
    return (
      <div className={styles.emptyState}>
        <p className={styles.empty}>{t('historical.empty')}</p>
        <ButtonLink to="/chat">{t('historical.startChat')}</ButtonLink>
      </div>
    );
  }
  return (
    <nav aria-label={t('historical.list')}>
      {groupConversationsByDay(conversations).map((group) => (
        <section key={group.label} className={styles.group} aria-label={group.label}>
          <h2 className={styles.groupTitle}>{group.label}</h2>
          <ul className={styles.entries}>
            {group.conversations.map((conversation) => {
              const isSelected = conversation.id === selectedId;
              return (
                <li key={conversation.id}>
                  <Link
                    to={`?id=${encodeURIComponent(conversation.id)}`}
                    className={isSelected ? styles.entrySelected : styles.entry}
                    aria-current={isSelected ? 'page' : undefined}
                  >
                    <span className={styles.preview}>{getConversationPreview(conversation)}</span>
                    <time className={styles.time} dateTime={conversation.creationDate}>
                      {formatTime(new Date(conversation.creationDate))}
                    </time>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </nav>
  );
}

/** The search box over the member's chats (issue 14): Enter searches; an empty box shows every chat again. */
function SearchBox({ onSearch }: { onSearch: (query: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <input
        type="search"
        aria-label={t('historical.search')}
        placeholder={t('historical.search')}
        value={value}
        maxLength={200}
        onChange={(event) => {
          setValue(event.target.value);
          if (event.target.value.trim() === '') onSearch('');
        }}
      />
    </form>
  );
}

/** A past chat, read-only: its messages and no input. Loaded again so document links are fresh. */
function ConversationDetail({ id, listed }: { id: string; listed: Conversation | undefined }) {
  const { t } = useTranslation();
  const query = useQuery({ ...getConversationQueryOptions(id), placeholderData: listed });
  if (query.isError) {
    return (
      <ErrorAlert>
        <p>{getErrorMessage(query.error, 'toasts.chatError')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('app.retry')}
        </Button>
      </ErrorAlert>
    );
  }
  const conversation = query.data;
  if (!conversation) return <Spinner />;
  return (
    <>
      <div className={styles.detailHeader}>
        <h2 className={styles.detailTitle}>{conversation.title || formatDay(new Date(conversation.creationDate))}</h2>
        <div className={styles.detailActions}>
          <RenameButton chat={conversation} />
          <DeleteConversationButton chat={conversation} />
          <ExportButton chatId={conversation.id} />
          <ButtonLink to={`/chat/${encodeURIComponent(conversation.id)}`} variant="secondary">
            {t('historical.continue')}
          </ButtonLink>
        </div>
      </div>
      <time className={styles.detailDate} dateTime={conversation.creationDate}>
        {formatDay(new Date(conversation.creationDate))}
      </time>
      <MessageList chatId={conversation.id} messages={conversation.messages} />
    </>
  );
}

/**
 * /historical 'Consultas' (spec §2): the user's chats grouped by day, and the selected one (`?id=`) read-only.
 * Desktop shows both side by side; below 768 px they are separate views, with a 'Volver' arrow to the list.
 */
export function ConversationHistory({ selectedId }: { selectedId: string | null }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const allQuery = useConversations();
  const searchQuery = useQuery({ ...searchConversationsQueryOptions(search), enabled: search !== '' });
  const conversationsQuery = search === '' ? allQuery : searchQuery;

  let list;
  if (search !== '' && conversationsQuery.data?.length === 0) {
    list = <p className={styles.empty}>{t('historical.noResults', { query: search })}</p>;
  } else if (conversationsQuery.data) {
    list = <ConversationGroups conversations={conversationsQuery.data} selectedId={selectedId} />;
  } else if (conversationsQuery.isError) {
    list = (
      <ErrorAlert>
        <p>{getErrorMessage(conversationsQuery.error, 'toasts.chatsError')}</p>
        <Button variant="secondary" onClick={() => void conversationsQuery.refetch()}>
          {t('app.retry')}
        </Button>
      </ErrorAlert>
    );
  } else {
    list = <Spinner />;
  }

  return (
    <div className={selectedId ? `${styles.layout} ${styles.hasSelection}` : styles.layout}>
      <div className={styles.listPane}>
        <SearchBox onSearch={setSearch} />
        {list}
      </div>
      <div className={styles.detailPane}>
        {selectedId ? (
          <>
            <Link to="." className={styles.backLink} aria-label={t('app.back')}>
              <BackArrowIcon />
            </Link>
            <ConversationDetail
              key={selectedId}
              id={selectedId}
              listed={allQuery.data?.find((conversation) => conversation.id === selectedId)}
            />
          </>
        ) : (
          <p className={styles.hint}>{t('historical.selectHint')}</p>
        )}
      </div>
    </div>
  );
}
