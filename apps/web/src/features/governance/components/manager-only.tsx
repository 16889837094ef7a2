import type { Business } from '@mike/contracts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuthState } from '../../../lib/auth-store.ts';
import { canManageUsers, getCurrentMember, useBusiness } from '../../business/index.ts';

/** Renders its screen for owners and administrators; anyone else goes to / (as on /users). */
export function ManagerOnly({ children }: { children: (context: { business: Business; isOwner: boolean }) => ReactNode }) {
  const { clientUser } = useAuthState();
  const { data: business } = useBusiness();
  const member = getCurrentMember(business, clientUser?.id);
  if (!business) return <Spinner />;
  if (!member || !canManageUsers(member.rol)) return <Navigate to="/" replace />;
  return children({ business, isOwner: member.rol === 'OWNER' });
}
