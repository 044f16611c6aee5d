import type { Revision } from '@contracts/edits';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { Modal } from '../../../components/modal';
import { formatDateTime } from '../../../lib/format-date';
import { useServerData } from '../../../lib/server-data/use-server-data';
import { useTopics } from '../../../lib/topics/use-topics';
import { getRevisions, revisionsPath } from '../api/get-revisions';
import styles from './editing.module.css';

interface RevisionsDialogProps {
  /** The item's address segment under /api: `questions`, `articles`, `answers`, `comments` … */
  path: string;
  id: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const versionName = (revision: Revision, newest: boolean) =>
  newest ? 'Current version' : revision.version === 0 ? 'Original' : `Edit ${revision.version}`;

function Versions({ path, id }: { path: string; id: number }) {
  const { data, error, loading, reload } = useServerData(revisionsPath(path, id), (signal) =>
    getRevisions(path, id, signal),
  );
  const { topics } = useTopics();
  // A version's topics by name, in the site's order; an id no longer a topic is left out.
  const topicNames = (ids: number[]) => (topics ?? []).filter((topic) => ids.includes(topic.id)).map((t) => t.name);
  if (error) return <LoadError message={error} onRetry={reload} />;
  if (!data || loading) return <Loading />;
  return (
    <ol className={styles.versions} aria-label="Versions, newest first">
      {data.items.map((revision, index) => (
        <li key={revision.version} className={styles.version}>
          <p className={styles.versionHeading}>
            {versionName(revision, index === 0)} · <time dateTime={revision.at}>{formatDateTime(revision.at)}</time>
          </p>
          {revision.title !== null && <h3 className={styles.versionTitle}>{revision.title}</h3>}
          <p className={styles.versionText}>{revision.text}</p>
          {revision.media && <p className={styles.versionTags}>Link: {revision.media}</p>}
          {revision.tags.length > 0 && <p className={styles.versionTags}>Tags: {revision.tags.join(', ')}</p>}
          {revision.categories !== null && topicNames(revision.categories).length > 0 && (
            <p className={styles.versionTags}>Categories: {topicNames(revision.categories).join(', ')}</p>
          )}
        </li>
      ))}
    </ol>
  );
}

/** Every version of a post, comment or answer, newest first, the original last: anyone may read them. */
export function RevisionsDialog({ path, id, open, onOpenChange }: RevisionsDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Revisions">
      {open && <Versions path={path} id={id} />}
    </Modal>
  );
}
