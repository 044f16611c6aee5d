import { AUTHOR_DELETION_MESSAGES } from '@contracts/author-deletions';
import type { PostKind } from '@contracts/content';
import { useId, useState } from 'react';
import { inputClassName } from '../../../components/input-class';
import { readKept } from '../../../lib/form-memory/form-memory';
import { keptReplyKey } from '../hooks/use-reply-draft';
import styles from './conversation.module.css';

/**
 * What the reader was writing under a post that can take no more replies (its author deleted it
 * meanwhile): shown to copy, never lost. Nothing when they were writing nothing.
 */
export function UnsentReply({ kind, postId }: { kind: PostKind; postId: number }) {
  const [text] = useState(() => readKept<string>(keptReplyKey(kind, postId)) ?? '');
  const id = useId();
  if (!text.trim()) return null;
  return (
    <div className={styles.form}>
      <label htmlFor={id}>{AUTHOR_DELETION_MESSAGES.unsentReply}</label>
      <textarea id={id} className={[inputClassName, styles.textarea].join(' ')} value={text} readOnly rows={4} />
    </div>
  );
}
