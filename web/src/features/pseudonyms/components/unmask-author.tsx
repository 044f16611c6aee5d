import type { PostKind } from '@contracts/content';
import type { UnmaskedAuthor } from '@contracts/pseudonyms';
import { UserRoundSearch } from 'lucide-react';
import { useState } from 'react';
import { useSessionStore } from '../../../lib/session/session-store';
import { UnmaskAuthorDialog } from './unmask-author-dialog';
import styles from './unmask-author.module.css';

interface UnmaskAuthorProps {
  kind: PostKind;
  id: number;
}

/**
 * For administrators, on an item posted under a pseudonym: "Unmask author" asks for the reason,
 * which the event history keeps with who asked, and only then shows who wrote it.
 */
export function UnmaskAuthor({ kind, id }: UnmaskAuthorProps) {
  const isAdministrator = useSessionStore((state) => state.user?.role === 'Administrator');
  const [asking, setAsking] = useState(false);
  const [author, setAuthor] = useState<UnmaskedAuthor | null>(null);
  if (!isAdministrator) return null;

  if (author) {
    return (
      <p className={styles.unmasked} role="status">
        {author.pseudonym} is <strong>{author.username}</strong> (member #{author.authorId})
      </p>
    );
  }
  return (
    <>
      <button type="button" className={styles.link} onClick={() => setAsking(true)}>
        <UserRoundSearch size={16} aria-hidden />
        Unmask author
      </button>
      {asking && (
        <UnmaskAuthorDialog
          kind={kind}
          id={id}
          onClose={() => setAsking(false)}
          onUnmasked={(unmasked) => {
            setAsking(false);
            setAuthor(unmasked);
          }}
        />
      )}
    </>
  );
}
