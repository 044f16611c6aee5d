import { MODERATION_MESSAGES, REPORT_REASONS, type ViolationReport } from '@contracts/moderation';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { DataTable } from '../../../components/data-table';
import tableStyles from '../../../components/data-table.module.css';
import { formatDateTime } from '../../../lib/format-date';
import { REPORTED_KIND_LABELS } from '../report-kinds';
import styles from './violation-reports.module.css';

interface ReportsTableProps {
  reports: ViolationReport[];
  /** The report whose request is under way: its buttons wait. */
  busyId: string | null;
  onDismiss: (report: ViolationReport) => void;
  /** For an item reports hid: it shows again, and its reports are dismissed. */
  onRestore: (report: ViolationReport) => void;
  onRemove: (report: ViolationReport) => void;
}

/** What a row is called: a post's title, else the start of the reported text. */
export const reportName = (report: ViolationReport) =>
  report.title ?? report.text ?? `${REPORTED_KIND_LABELS[report.targetKind]} ${report.targetId}`;

/**
 * The open reports, newest first: what was reported, where, by whom and when, with Dismiss (Restore for what reports
 * hid) and Remove.
 */
export function ReportsTable({ reports, busyId, onDismiss, onRestore, onRemove }: ReportsTableProps) {
  return (
    <DataTable
      caption="Open violation reports, newest first"
      columns={['Reported content', 'Kind', 'Reporter', 'Reported']}
      actions
    >
      {reports.map((report) => {
        const name = reportName(report);
        return (
          <tr key={report.id}>
            <th scope="row" className={tableStyles.primary}>
              {report.title && <span className={styles.title}>{report.title}</span>}
              {report.text && <span className={styles.text}>{report.text}</span>}
              {report.reason && <span className={styles.reason}>Reason: {REPORT_REASONS[report.reason]}</span>}
              {report.hidden && <span className={styles.hidden}>{MODERATION_MESSAGES.hiddenByReports}</span>}
              {report.path && (
                <Link to={report.path} className={styles.view}>
                  View on its page
                </Link>
              )}
            </th>
            <td data-label="Kind">{REPORTED_KIND_LABELS[report.targetKind]}</td>
            <td data-label="Reporter">{report.reporterName ?? <span className={styles.muted}>Deleted member</span>}</td>
            <td data-label="Reported">
              <time dateTime={report.reportedAt}>{formatDateTime(report.reportedAt)}</time>
            </td>
            <td className={tableStyles.actions}>
              {report.hidden ? (
                <Button
                  variant="secondary"
                  onClick={() => onRestore(report)}
                  disabled={busyId === report.id}
                  aria-label={`Restore ${name}`}
                >
                  Restore
                </Button>
              ) : (
                <Button
                  variant="secondary"
                  onClick={() => onDismiss(report)}
                  disabled={busyId === report.id}
                  aria-label={`Dismiss the report of ${name}`}
                >
                  Dismiss
                </Button>
              )}
              <Button
                variant="primary"
                onClick={() => onRemove(report)}
                disabled={busyId === report.id}
                aria-label={`Remove ${name}`}
              >
                Remove
              </Button>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
