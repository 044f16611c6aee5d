import { MESSAGES } from '@contracts/messages';
import { SearchX } from 'lucide-react';
import { ButtonLink } from '../../components/button';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './not-found.module.css';

export function NotFoundRoute() {
  useDocumentTitle('Page not found');
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <SearchX className={styles.icon} size={48} aria-hidden />
      <h1 id="not-found-title">{MESSAGES.notFoundTitle}</h1>
      <p className={styles.body}>{MESSAGES.notFoundBody}</p>
      <div className={styles.actions}>
        <ButtonLink to={paths.browse}>Browse</ButtonLink>
        <ButtonLink to={paths.home} variant="secondary">
          Home
        </ButtonLink>
      </div>
    </section>
  );
}
