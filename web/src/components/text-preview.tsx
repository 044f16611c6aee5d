import type { PostLines } from '@contracts/post-markdown';
import { useDeferredValue } from 'react';
import { PostText } from './post-text';
import styles from './text-preview.module.css';

/**
 * What a post or reply being written will look like, by the renderer its page uses, under its text box. Named
 * for screen readers ("Preview of your answer") and not live: it would speak at every key.
 */
export function TextPreview({ text, name, lines }: { text: string; name: string; lines: PostLines }) {
  // Typing stays quick in a long text: the preview follows when the browser has time.
  const shown = useDeferredValue(text);
  if (shown.trim() === '') return null;
  return (
    <section className={styles.preview} aria-label={`Preview of ${name}`}>
      <p className={styles.label} aria-hidden>
        Preview
      </p>
      <PostText text={shown} lines={lines} />
      <p className={styles.hint}>*italic*, **bold**, lists with - or 1., &gt; quotes, [links](https://…) and `code`.</p>
    </section>
  );
}
