import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLogout } from '../../features/auth/api/logout.ts';
import { CardIcon, ChatIcon, HistoryIcon, LogoutIcon, UsersIcon } from './icons.tsx';
import { MENU_PATHS, type MenuItemId } from './menu-items.ts';
import styles from './menu-list.module.css';

const ICONS: Record<MenuItemId, () => ReactNode> = {
  chat: ChatIcon,
  users: UsersIcon,
  historical: HistoryIcon,
  pricing: CardIcon,
  logout: LogoutIcon,
};

export interface MenuListProps {
  items: MenuItemId[];
  /** 'Salir' on desktop, 'Cerrar sesión' on mobile (spec §2). */
  logoutLabel: 'nav.logout' | 'nav.logoutMobile';
  onNavigate?: () => void;
}

function linkClass({ isActive }: { isActive: boolean }): string | undefined {
  return isActive ? `${styles.link} ${styles.active}` : styles.link;
}

export function MenuList({ items, logoutLabel, onNavigate }: MenuListProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  const labels = { chat: t('nav.chat'), users: t('nav.users'), historical: t('nav.historical'), pricing: t('nav.pricing') };

  return (
    <ul className={styles.list}>
      {items.map((id) => {
        const Icon = ICONS[id];
        if (id === 'logout') {
          return (
            <li key={id} className={styles.logoutItem}>
              <button
                type="button"
                className={styles.link}
                disabled={logout.isPending}
                onClick={() => logout.mutate()}
              >
                <Icon />
                {t(logoutLabel)}
              </button>
            </li>
          );
        }
        return (
          <li key={id}>
            <NavLink
              to={MENU_PATHS[id]}
              className={id === 'chat' ? styles.chatButton : linkClass}
              onClick={onNavigate}
              end
            >
              <Icon />
              {labels[id]}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
