import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from './prose-page.module.css';

interface ProsePageProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** A page of reading text (About Us, the terms): one column at reading width. */
export function ProsePage({ title, lead, children }: ProsePageProps) {
  useDocumentTitle(title);
  return (
    <article className={styles.page} aria-labelledby="prose-title">
      <h1 id="prose-title">{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </article>
  );
}

export { styles as proseStyles };
