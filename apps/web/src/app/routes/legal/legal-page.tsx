import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/ui/page.tsx';
import styles from './legal.module.css';

/** A static legal text, public to everyone (linked from the footer): a way home, its title and its paragraphs. */
export function LegalPage({ title, paragraphs }: { title: string; paragraphs: string[] }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <article className={styles.page}>
      <Link to="/" className={styles.back}>
        {t('app.home')}
      </Link>
      <h1>{title}</h1>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </article>
  );
}
