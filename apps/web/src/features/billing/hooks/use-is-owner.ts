import { getCurrentMember, useBusiness } from '../../business/index.ts';
import { useAuthState } from '../../../lib/auth-store.ts';

/** Billing is the OWNER's alone (spec §6, DESIGN.md §5). */
export function useIsOwner(): boolean {
  const { clientUser } = useAuthState();
  const { data: business } = useBusiness();
  return getCurrentMember(business, clientUser?.id)?.rol === 'OWNER';
}
