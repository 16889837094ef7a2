import type { Conversation } from '@mike/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, dialogActionsClass } from '../../../components/ui/dialog.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { conversationQueryKey, conversationsQueryKey } from '../api/conversation-keys.ts';
import { deleteConversation } from '../api/delete-conversation.ts';

/** 'Eliminar' in Consultas, with its confirmation: the chat disappears for its member, back to the list. */
export function DeleteConversationButton({ chat }: { chat: Conversation }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: () => deleteConversation(chat.id),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: conversationQueryKey(chat.id) });
      queryClient.setQueryData<Conversation[]>(conversationsQueryKey, (list) => list?.filter((item) => item.id !== chat.id));
      notify.success(t('historical.deleted'));
      await navigate('/historical', { replace: true });
    },
  });
  const close = () => {
    if (!mutation.isPending) setOpen(false);
  };
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        {t('historical.delete')}
      </Button>
      {isOpen ? (
        <Dialog title={t('historical.deleteTitle')} onClose={close}>
          <p>{t('historical.deleteConfirm', { title: chat.title ?? '' })}</p>
          {mutation.isError ? <ErrorAlert>{getErrorMessage(mutation.error, 'historical.deleteError')}</ErrorAlert> : null}
          <div className={dialogActionsClass}>
            <Button variant="ghost" onClick={close} disabled={mutation.isPending}>
              {t('app.back')}
            </Button>
            <Button variant="danger" onClick={() => mutation.mutate()} disabled={mutation.isPending} aria-busy={mutation.isPending}>
              {t('historical.delete')}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
