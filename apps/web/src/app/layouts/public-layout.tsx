import { Outlet } from 'react-router';
import { AppFooter } from './app-footer.tsx';
import styles from './public-layout.module.css';

/** Frame of the public screens: their own content, and the legal footer. */
export function PublicLayout() {
  return (
    <div className={styles.shell}>
      <main id="main-content" className={styles.main}>
        <Outlet />
      </main>
      <AppFooter />
    </div>
  );
}
