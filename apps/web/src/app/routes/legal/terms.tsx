import { useTranslation } from 'react-i18next';
import { LegalPage } from './legal-page.tsx';

/** /terms-and-conditions: static, public to everyone (linked from the footer). */
export function TermsPage() {
  const { t } = useTranslation();
  return <LegalPage title={t('legal.termsTitle')} paragraphs={[t('legal.termsIntro'), t('legal.termsPlan'), t('legal.termsUse')]} />;
}
