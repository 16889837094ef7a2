import type { Rol } from '@mike/contracts';

/** Roles that manage members (spec §6). DEVELOPER's permissions are not shown: it gets the agent's menu. */
export function canManageUsers(rol: Rol): boolean {
  return rol === 'OWNER' || rol === 'ADMINISTRATIVE';
}
