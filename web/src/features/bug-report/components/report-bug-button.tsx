import { lazy, Suspense, useState } from 'react';
import styles from './report-bug-button.module.css';

// The dialog (and the modal it is built on) loads when first asked for: every page has the footer.
const ReportBugDialog = lazy(() => import('./report-bug-dialog'));

/** The footer's Report a Bug. */
export function ReportBugButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.trigger} onClick={() => setOpen(true)} aria-haspopup="dialog">
        Report a Bug
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportBugDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
