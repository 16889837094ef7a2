import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/ui/page.tsx';
import styles from './auth-page.module.css';

/** The card that frames the sign-in screens. */
export function AuthCard({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <div className={styles.wrapper}>
      <section className={styles.card} aria-labelledby="auth-title">
        <p className={styles.brand}>{t('app.name')}</p>
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}

export { styles as authStyles };
