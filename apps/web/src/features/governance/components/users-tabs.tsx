import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styles from './governance.module.css';

/** The Usuarios area's sections (issue 16): members, usage and activity, for owners and administrators only. */
export function UsersTabs() {
  const { t } = useTranslation();
  const tabs = [
    { to: '/users', label: t('governance.tabMembers') },
    { to: '/users/usage', label: t('governance.tabUsage') },
    { to: '/users/activity', label: t('governance.tabActivity') },
  ];
  return (
    <nav aria-label={t('governance.tabsLabel')} className={styles.tabs}>
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end className={styles.tab}>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
