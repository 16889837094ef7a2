import type { Rol } from '@mike/contracts';
import { canManageUsers } from '../../features/business/index.ts';

export type MenuItemId = 'chat' | 'users' | 'historical' | 'pricing' | 'logout';

export const MENU_PATHS = {
  chat: '/chat',
  users: '/users',
  historical: '/historical',
  pricing: '/pricing',
} as const satisfies Record<Exclude<MenuItemId, 'logout'>, string>;

export { canManageUsers };

/**
 * Desktop side menu (spec §2): Owner: chat, Usuarios, Consultas, Subscripción, Salir. Administrative: chat,
 * Usuarios, Consultas, Salir. Agent: chat, Consultas, Salir. Chat, Usuarios and Consultas need seats above 0.
 */
export function getDesktopMenuItems(rol: Rol, memberAllowedQuantity: number): MenuItemId[] {
  const hasPlan = memberAllowedQuantity > 0;
  const items: MenuItemId[] = [];
  if (hasPlan) items.push('chat');
  if (hasPlan && canManageUsers(rol)) items.push('users');
  if (hasPlan) items.push('historical');
  if (rol === 'OWNER') items.push('pricing');
  items.push('logout');
  return items;
}

/**
 * Mobile slide-in menu (spec §2): MIKEar, Usuarios (hidden for agents), Consultas, Subscripción, Cerrar sesión.
 * The spec lists Subscripción for every role here; the plan rule for chat, Usuarios and Consultas applies too.
 */
export function getMobileMenuItems(rol: Rol, memberAllowedQuantity: number): MenuItemId[] {
  const hasPlan = memberAllowedQuantity > 0;
  const items: MenuItemId[] = [];
  if (hasPlan) items.push('chat');
  if (hasPlan && canManageUsers(rol)) items.push('users');
  if (hasPlan) items.push('historical');
  items.push('pricing', 'logout');
  return items;
}

/** Spec §2: with no plan the owner goes to /pricing (the buying pages and the sandbox's stay), everyone else to /pending-payment. */
const OWNER_NO_PLAN_PATHS = ['/pricing', '/choose-plan', '/success-payment', '/cancelled-payment'];

export function getPlanRedirect(rol: Rol | undefined, memberAllowedQuantity: number, pathname: string): string | null {
  if (memberAllowedQuantity > 0) return null;
  if (rol === 'OWNER') return OWNER_NO_PLAN_PATHS.includes(pathname) || pathname.startsWith('/sandbox/') ? null : '/pricing';
  return pathname === '/pending-payment' ? null : '/pending-payment';
}
