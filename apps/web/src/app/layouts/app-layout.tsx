import type { Rol } from '@mike/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { ErrorAlert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useBusiness } from '../../features/business/api/get-business.ts';
import { getCurrentMember } from '../../features/business/utils/get-current-member.ts';
import { useAuthState } from '../../lib/auth-store.ts';
import { getErrorMessage } from '../../lib/error-messages.ts';
import { getInitials } from '../../lib/get-initials.ts';
import { AppFooter } from './app-footer.tsx';
import { MenuIcon } from './icons.tsx';
import { LayoutBanner } from './layout-banner.tsx';
import { getDesktopMenuItems, getMobileMenuItems, getPlanRedirect } from './menu-items.ts';
import { MenuList } from './menu-list.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import styles from './app-layout.module.css';

/**
 * The authenticated layout (spec §2): side menu on desktop, top bar with a slide-in menu on mobile, a banner
 * slot, the screen, and the legal footer. It loads the business, sends a business without a plan to /pricing
 * (owner) or /pending-payment (others), and shows the menus only once the user is found among the members.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const { clientUser } = useAuthState();
  const { pathname } = useLocation();
  const businessQuery = useBusiness();
  const [isMobileMenuOpen, setMobileMenuOpen] = useState(false);
  const closeMobileMenu = useCallback(() => setMobileMenuOpen(false), []);

  const business = businessQuery.data;
  const member = getCurrentMember(business, clientUser?.id);
  const planRedirect = business ? getPlanRedirect(member?.rol, business.memberAllowedQuantity, pathname) : null;
  if (planRedirect) return <Navigate to={planRedirect} replace />;

  const menu = business && member ? { rol: member.rol, quantity: business.memberAllowedQuantity } : undefined;

  // The brand links' names start with their visible text, 'MIKE' (WCAG 2.5.3, label in name).
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main-content">
        {t('app.skipToContent')}
      </a>

      <header className={styles.topBar}>
        {menu ? (
          <button
            type="button"
            className={styles.menuButton}
            aria-label={t('nav.openMenu')}
            aria-expanded={isMobileMenuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileMenuOpen(true)}
          >
            <MenuIcon />
          </button>
        ) : null}
        <Link to="/" className={styles.brand} aria-label={t('app.homeLink')}>
          {t('app.name')}
        </Link>
      </header>

      <Sidebar menu={menu} userName={clientUser?.name} />

      {menu && isMobileMenuOpen ? (
        <MobileMenu items={getMobileMenuItems(menu.rol, menu.quantity)} onClose={closeMobileMenu} />
      ) : null}

      <div className={styles.body}>
        {business ? <LayoutBanner business={business} pathname={pathname} /> : null}
        <main id="main-content" className={styles.main} tabIndex={-1}>
          {business ? <Outlet /> : <BusinessLoading query={businessQuery} />}
        </main>
        <AppFooter />
      </div>
    </div>
  );
}

/** The desktop side menu, with the signed-in person once they are found among the members. */
function Sidebar({ menu, userName }: { menu: { rol: Rol; quantity: number } | undefined; userName: string | undefined }) {
  const { t } = useTranslation();
  return (
    <aside className={styles.sidebar}>
      <Link to="/" className={styles.brand} aria-label={t('app.homeLink')}>
        {t('app.name')}
      </Link>
      {menu ? (
        <>
          <nav aria-label={t('nav.mainMenu')} className={styles.sideNav}>
            <MenuList items={getDesktopMenuItems(menu.rol, menu.quantity)} logoutLabel="nav.logout" />
          </nav>
          {userName !== undefined ? (
            <Link to="/profile" className={styles.account}>
              <span className={styles.avatar} aria-hidden="true">
                {getInitials(userName)}
              </span>
              <span className={styles.accountText}>
                <span className={styles.accountName}>{userName}</span>
                <span className={styles.accountRole}>{t(`roles.${menu.rol}`)}</span>
              </span>
            </Link>
          ) : null}
        </>
      ) : null}
    </aside>
  );
}

/** The main area while the business loads, or when it could not be read (with a retry). */
function BusinessLoading({ query }: { query: ReturnType<typeof useBusiness> }) {
  const { t } = useTranslation();
  if (!query.isError) return <Spinner />;
  return (
    <ErrorAlert>
      <p>{t('layout.businessError')}</p>
      <p>{getErrorMessage(query.error)}</p>
      <Button variant="secondary" onClick={() => void query.refetch()}>
        {t('app.retry')}
      </Button>
    </ErrorAlert>
  );
}
