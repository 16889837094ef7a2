import { CONVERSATION_TITLE_MAX_LENGTH, type Conversation } from '@mike/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, dialogActionsClass } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { conversationQueryKey, conversationsQueryKey } from '../api/conversation-keys.ts';
import { renameConversation } from '../api/rename-conversation.ts';
import styles from './chat.module.css';

/** 'Renombrar consulta': the member gives one of their chats a title of their own (issue 14). */
export function RenameDialog({ chat, onClose }: { chat: Conversation; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(chat.title ?? '');
  const mutation = useMutation({
    mutationFn: (next: string) => renameConversation(chat.id, next),
    onSuccess: (renamed) => {
      queryClient.setQueryData<Conversation>(conversationQueryKey(chat.id), (current) => (current ? { ...current, title: renamed.title } : renamed));
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() !== '') mutation.mutate(title.trim());
  };
  const close = () => {
    if (!mutation.isPending) onClose();
  };
  return (
    <Dialog title={t('chat.rename.title')} onClose={close}>
      <form onSubmit={submit} className={styles.renameForm}>
        <TextField label={t('chat.rename.label')} value={title} maxLength={CONVERSATION_TITLE_MAX_LENGTH} onChange={(event) => setTitle(event.target.value)} autoFocus />
        {mutation.isError ? <ErrorAlert>{getErrorMessage(mutation.error, 'chat.rename.error')}</ErrorAlert> : null}
        <div className={dialogActionsClass}>
          <Button variant="ghost" onClick={close} disabled={mutation.isPending}>
            {t('app.back')}
          </Button>
          <Button type="submit" disabled={mutation.isPending || title.trim() === ''} aria-busy={mutation.isPending}>
            {t('chat.rename.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function PencilIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
    </svg>
  );
}

/** The pencil beside the chat's title that opens 'Renombrar consulta'. */
export function RenameButton({ chat }: { chat: Conversation }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.iconButton} aria-label={t('chat.rename.open')} onClick={() => setOpen(true)}>
        <PencilIcon />
      </button>
      {isOpen ? <RenameDialog chat={chat} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
