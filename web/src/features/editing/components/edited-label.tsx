import { useState } from 'react';
import { QuietButton } from '../../../components/quiet-button';
import { formatDateTime } from '../../../lib/format-date';
import { RevisionsDialog } from './revisions-dialog';
import styles from './editing.module.css';

interface EditedLabelProps {
  /** The item's address segment under /api: `questions`, `articles`, `answers`, `comments` … */
  path: string;
  id: number;
  editedAt: string | undefined;
}

/** "edited {date}" beside an edited item's byline; it opens the item's revisions. Nothing when never edited. */
export function EditedLabel({ path, id, editedAt }: EditedLabelProps) {
  const [open, setOpen] = useState(false);
  if (!editedAt) return null;
  return (
    <>
      <QuietButton
        inline
        className={styles.edited}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        title="Show the revisions"
      >
        edited <time dateTime={editedAt}>{formatDateTime(editedAt)}</time>
      </QuietButton>
      <RevisionsDialog path={path} id={id} open={open} onOpenChange={setOpen} />
    </>
  );
}
