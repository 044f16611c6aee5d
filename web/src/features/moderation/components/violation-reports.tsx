import { MODERATION_MESSAGES, type ViolationReport, type ViolationReportList } from '@contracts/moderation';
import { ShieldCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ApiError, errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { AdminResourceView, AdminScreenHeader } from '../../../components/admin-screen';
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

interface Decision {
  report: ViolationReport;
  request: () => Promise<ViolationReportList>;
  done: string;
}

/** Violation Reports in the Admin Area (/admin/reports): the open reports, dismissed or acted on. */
export default function ViolationReports() {
  const state = useAdminResource('/admin/reports', getReports);
  const [removing, setRemoving] = useState<ViolationReport | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const decision = useServerWrite({
    run: (decided: Decision) => decided.request(),
    toast: 'none',
    // The server answers with the queue as it now is, which replaces the table.
    onSuccess: (queue, { done }) => {
      state.update(() => queue);
      notify.success(done, { id: TOAST_ID });
    },
    onFailure: (error) => {
      // Resolved meanwhile (by another administrator, or a removal of the same content): reload the queue.
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
        notify.info(error.message, { id: TOAST_ID });
        state.reload();
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
      <AdminScreenHeader
        title="Violation Reports"
        intro="Comments, answers and posts that members reported. Dismiss a report to keep the content, or remove the content from the site. What several members reported is hidden until you restore or remove it."
        headingRef={heading}
      />
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
