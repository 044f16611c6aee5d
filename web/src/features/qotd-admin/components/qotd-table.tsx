import type { QotdEntry } from '@contracts/qotd';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { DataTable } from '../../../components/data-table';
import tableStyles from '../../../components/data-table.module.css';
import { formatDate } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import styles from './qotd-management.module.css';

interface QotdTableProps {
  entries: QotdEntry[];
  /** The question whose change is under way: its controls wait. */
  busyId: number | null;
  onCycle: (entry: QotdEntry, available: boolean) => void;
  onActivate: (entry: QotdEntry) => void;
}

/** The spec's table: title, view link, "Cycle as QOTD?", times used, last used, active. */
export function QotdTable({ entries, busyId, onCycle, onActivate }: QotdTableProps) {
  return (
    <DataTable
      caption="Questions, the current one first, then the cycle"
      columns={['Title', 'View', 'Cycle as QOTD?', 'Times used', 'Last used', 'Active']}
    >
      {entries.map((entry) => (
        <tr key={entry.id} className={entry.active ? styles.current : undefined}>
          <th scope="row" data-label="Title" className={tableStyles.primary}>
            {entry.title}
          </th>
          <td data-label="View">
            <Link to={paths.answer(entry.id)} aria-label={`View ${entry.title}`}>
              View
            </Link>
          </td>
          <td data-label="Cycle as QOTD?">
            <button
              type="button"
              role="switch"
              aria-checked={entry.available}
              aria-label={`Cycle as QOTD?, ${entry.title}`}
              className={styles.switch}
              disabled={busyId === entry.id}
              onClick={() => onCycle(entry, !entry.available)}
            >
              <span className={styles.track} aria-hidden>
                <span className={styles.thumb} />
              </span>
              {entry.available ? 'Yes' : 'No'}
            </button>
          </td>
          <td data-label="Times used">{entry.timesUsed}</td>
          <td data-label="Last used">
            {entry.lastUsed ? <time dateTime={entry.lastUsed}>{formatDate(entry.lastUsed)}</time> : 'Never'}
          </td>
          <td data-label="Active">
            {entry.active ? (
              <strong className={styles.active}>Yes</strong>
            ) : (
              <span className={styles.inactive}>
                No
                {entry.available && (
                  <Button
                    variant="secondary"
                    busy={busyId === entry.id}
                    onClick={() => onActivate(entry)}
                    aria-label={`Make active, ${entry.title}`}
                  >
                    Make active
                  </Button>
                )}
              </span>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
