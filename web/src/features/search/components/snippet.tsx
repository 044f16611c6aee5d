import type { SnippetSegment } from '@contracts/search';
import styles from './search-results.module.css';

/** A result's snippet with the matched words marked; the text is never read as markup. */
export function Snippet({ segments }: { segments: SnippetSegment[] }) {
  if (segments.length === 0) return null;
  return (
    <p className={styles.snippet}>
      {segments.map((segment, index) =>
        segment.match ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
      )}
    </p>
  );
}
