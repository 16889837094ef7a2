import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { AuthSplitLayout } from '../../../features/auth/components/auth-split-layout.tsx';
import { InvitationFlow } from '../../../features/auth/components/invitation-flow.tsx';

/** /invitation?invitationId=… (spec §2): without an id there is nothing to accept. */
export function InvitationPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const invitationId = searchParams.get('invitationId');
  if (!invitationId) return <Navigate to="/login" replace />;
  return (
    <AuthSplitLayout title={t('invitation.title')}>
      <InvitationFlow key={invitationId} invitationId={invitationId} />
    </AuthSplitLayout>
  );
}
