import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from './button.tsx';
import styles from './page.module.css';

/** Sets the tab title to '<title> · MIKE'. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('app.documentTitle', { title });
  }, [t, title]);
}

export interface PageProps {
  title: string;
  /** Optional controls shown beside the title (e.g. 'AÑADIR'). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame of a screen inside the app: its heading (one h1 per page) and content. */
export function Page({ title, actions, children }: PageProps) {
  useDocumentTitle(title);
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <header className={styles.header}>
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}

/** A page that only says one thing and offers one way on (after a payment, after registration). */
export function NoticePage({ title, description, linkTo, linkLabel }: { title: string; description: string; linkTo: string; linkLabel: string }) {
  return (
    <Page title={title}>
      <p>{description}</p>
      <div>
        <ButtonLink to={linkTo}>{linkLabel}</ButtonLink>
      </div>
    </Page>
  );
}
