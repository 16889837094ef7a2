import { useTranslation } from 'react-i18next';
import { LegalPage } from './legal-page.tsx';

/** /privacy-policy: static, public to everyone (linked from the footer). */
export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return <LegalPage title={t('legal.privacyTitle')} paragraphs={[t('legal.privacyIntro'), t('legal.privacyData'), t('legal.privacyRights')]} />;
}
