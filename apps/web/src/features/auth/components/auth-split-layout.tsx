import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/ui/page.tsx';
import styles from './auth.module.css';
import { TypingTagline } from './typing-tagline.tsx';

/** The split screen of /login and /register: the branded panel with the typing tagline, and the form. */
export function AuthSplitLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  const questions = t('login.taglines', { returnObjects: true });
  return (
    <div className={styles.split}>
      <section className={styles.brandPanel} aria-label={t('app.name')}>
        <p className={styles.brandName}>{t('app.name')}</p>
        <p className={styles.brandTagline}>{t('login.brandTagline')}</p>
        <p className={styles.brandDescription}>{t('login.brandDescription')}</p>
        <TypingTagline questions={questions} />
      </section>
      <section className={styles.formPanel} aria-labelledby="auth-title">
        <div className={styles.formBox}>
          <h1 id="auth-title" className={styles.title}>
            {title}
          </h1>
          {children}
        </div>
      </section>
    </div>
  );
}
