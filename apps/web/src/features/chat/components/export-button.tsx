import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { exportConversation } from '../api/export-conversation.ts';

/** 'Exportar': downloads the chat as a .docx memo (issue 14). */
export function ExportButton({ chatId }: { chatId: string }) {
  const { t } = useTranslation();
  const mutation = useMutation({
    mutationFn: () => exportConversation(chatId),
    onError: (error) => notify.error(getErrorMessage(error, 'chat.export.error')),
  });
  return (
    <Button variant="secondary" onClick={() => mutation.mutate()} disabled={mutation.isPending} aria-busy={mutation.isPending}>
      {t('chat.export.open')}
    </Button>
  );
}
