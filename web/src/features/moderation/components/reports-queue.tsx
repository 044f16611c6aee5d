import { MODERATION_MESSAGES, type ViolationReport, type ViolationReportList } from '@contracts/moderation';
import { ShieldCheck } from 'lucide-react';
import { type RefObject, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ApiError, errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { AdminResourceView } from '../../../components/admin-screen';
import { useAdminResource } from '../../../lib/use-admin-resource';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { dismissReport } from '../api/dismiss-report';
import { getReports } from '../api/get-reports';
import { removeContent } from '../api/remove-content';
import { restoreHiddenContent } from '../api/restore-hidden-content';
import { RemoveContentDialog } from './remove-content-dialog';
import { ReportsTable } from './reports-table';
import styles from './violation-reports.module.css';

const TOAST_ID = 'violation-reports';

const isGoneOrTaken = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 404 || error.status === 409);

interface Decision {
  report: ViolationReport;
  request: () => Promise<ViolationReportList>;
  done: string;
}

interface ReportsQueueProps {
  /** Where the keyboard carries on once a row it was on is gone. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** The open reports with Dismiss, Restore and Remove: on their own screen, and in the Review Queue. */
export function ReportsQueue({ headingRef: heading }: ReportsQueueProps) {
  const state = useAdminResource('/admin/reports', getReports);
  const [removing, setRemoving] = useState<ViolationReport | null>(null);
  const decision = useServerWrite({
    run: (decided: Decision) => decided.request(),
    toast: 'none',
    // The server answers with the queue as it now is, which replaces the table.
    updates: (queue) => [state.answer(() => queue)],
    invalidates: [],
    // Resolved meanwhile (by another administrator, or a removal of the same content): reload the queue.
    invalidatesOnFailure: (error) => (isGoneOrTaken(error) ? [{ reload: state.key }] : []),
    onSuccess: (_queue, { done }) => notify.success(done, { id: TOAST_ID }),
    onFailure: (error) => {
      if (isGoneOrTaken(error)) {
        notify.info(error.message, { id: TOAST_ID });
      } else {
        notify.error(errorMessage(error), { id: TOAST_ID });
      }
    },
  });
  const busyId = decision.running?.report.id ?? null;

  async function decide(report: ViolationReport, request: () => Promise<ViolationReportList>, done: string) {
    if (decision.pending) return;
    await decision.submit({ report, request, done });
    setRemoving(null);
    // The row (and the button that had the focus) is gone: the keyboard carries on from the heading.
    requestAnimationFrame(() => heading.current?.focus());
  }

  return (
    <>
      <AdminResourceView resource={state} notAllowed="Only administrators can review violation reports.">
        {({ reports, total }) =>
          reports.length === 0 ? (
            <EmptyState icon={ShieldCheck} text="No open reports." />
          ) : (
            <>
              <ReportsTable
                reports={reports}
                busyId={busyId}
                onDismiss={(report) =>
                  void decide(report, () => dismissReport(report.id), MODERATION_MESSAGES.dismissed)
                }
                onRestore={(report) =>
                  void decide(report, () => restoreHiddenContent(report.id), MODERATION_MESSAGES.restored)
                }
                onRemove={setRemoving}
              />
              {total > reports.length && (
                <p className={styles.more}>
                  Showing the newest {reports.length} of {total}.
                </p>
              )}
            </>
          )
        }
      </AdminResourceView>
      {removing && (
        <RemoveContentDialog
          key={removing.id}
          report={removing}
          busy={busyId === removing.id}
          onClose={() => setRemoving(null)}
          onRemove={(reason) =>
            void decide(
              removing,
              () => removeContent(removing.id, reason ? { reason } : {}),
              MODERATION_MESSAGES.removed,
            )
          }
        />
      )}
    </>
  );
}
