import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { AuthCard } from './auth-card.tsx';

/** /invitation?invitationId=… (spec §2): without an id there is nothing to accept. */
export function InvitationPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  if (!searchParams.get('invitationId')) return <Navigate to="/login" replace />;
  return <AuthCard title={t('invitation.title')} />;
}
