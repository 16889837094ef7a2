import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CloseIcon } from './icons.tsx';
import { MenuList } from './menu-list.tsx';
import type { MenuItemId } from './menu-items.ts';
import styles from './mobile-menu.module.css';

export interface MobileMenuProps {
  items: MenuItemId[];
  onClose: () => void;
}

/** The slide-in menu of the mobile top bar: a modal panel that Escape, the backdrop or a link closes. */
export function MobileMenu({ items, onClose }: MobileMenuProps) {
  const { t } = useTranslation();
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      previouslyFocused?.focus();
    };
  }, [onClose]);

  return (
    <div className={styles.root}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div id="mobile-menu" className={styles.panel} role="dialog" aria-modal="true" aria-label={t('nav.mobileMenu')}>
        <div className={styles.panelHeader}>
          <span className={styles.brand}>{t('app.name')}</span>
          <button ref={closeButton} type="button" className={styles.closeButton} aria-label={t('nav.closeMenu')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t('nav.mobileMenu')}>
          <MenuList items={items} logoutLabel="nav.logoutMobile" onNavigate={onClose} />
        </nav>
        <Link to="/profile" className={styles.account} onClick={onClose}>
          {t('nav.account')}
        </Link>
      </div>
    </div>
  );
}
