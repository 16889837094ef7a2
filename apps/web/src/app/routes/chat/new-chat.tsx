import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page.tsx';

/** / and /chat: the new-chat screen (spec §2). */
export function NewChatPage() {
  const { t } = useTranslation();
  return <Page title={t('chat.title')} />;
}
