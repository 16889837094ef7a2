import type { ReactNode } from 'react';
import styles from './alert.module.css';

/** An inline error message that screen readers announce at once. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <div className={styles.error} role="alert">
      {children}
    </div>
  );
}
