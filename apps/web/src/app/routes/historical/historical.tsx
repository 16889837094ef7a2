import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { ConversationHistory } from '../../../features/chat/components/conversation-history.tsx';

/** /historical (spec §2): 'Consultas'. The open chat is the `id` query parameter, so the browser's back works. */
export function HistoricalPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  return (
    <Page title={t('historical.title')}>
      <ConversationHistory selectedId={searchParams.get('id')} />
    </Page>
  );
}
