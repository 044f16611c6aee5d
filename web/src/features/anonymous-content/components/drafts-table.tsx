import type { AnonymousDraft } from '@contracts/drafts';
import { draftAge } from '@contracts/draft-age';
import { Button } from '../../../components/button';
import { DataTable } from '../../../components/data-table';
import tableStyles from '../../../components/data-table.module.css';
import { formatDateTime } from '../../../lib/format-date';
import { KIND_ICONS, KINDS } from '../../content';
import styles from './anonymous-content.module.css';

interface DraftsTableProps {
  drafts: AnonymousDraft[];
  /** When the ages are measured from. */
  now: Date;
  onDelete: (draft: AnonymousDraft) => void;
}

/** Kind, title and age of each pending draft, newest first, with its Delete button. */
export function DraftsTable({ drafts, now, onDelete }: DraftsTableProps) {
  return (
    <DataTable caption="Anonymous content, newest first" columns={['Kind', 'Title', 'Age']} actions>
      {drafts.map((draft) => {
        const Icon = KIND_ICONS[draft.kind];
        return (
          <tr key={draft.draftId}>
            <td data-label="Kind">
              <span className={styles.kind}>
                <Icon size={18} aria-hidden />
                {KINDS[draft.kind].singular}
              </span>
            </td>
            <th scope="row" className={tableStyles.primary}>
              {draft.title}
              {draft.pseudonymous && <span className={styles.pseudonymous}> (to be posted under a pseudonym)</span>}
            </th>
            <td data-label="Age">
              <time dateTime={draft.savedAt} title={formatDateTime(draft.savedAt)}>
                {draftAge(draft.savedAt, now)}
              </time>
            </td>
            <td className={tableStyles.actions}>
              <Button variant="secondary" onClick={() => onDelete(draft)} aria-label={`Delete ${draft.title}`}>
                Delete
              </Button>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
