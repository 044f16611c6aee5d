import { CONVERSATION_MESSAGES } from '@contracts/content';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useSessionStore } from '../../../lib/session/session-store';
import { type ReportPath, reportContent } from '../api/report-content';
import styles from './report-link.module.css';

interface ReportLinkProps {
  target: ReportPath;
  id: number;
  /** What it reports, for a screen reader: "Report this comment". */
  noun: string;
}

/** The discreet Report link under a comment, an answer or a post; members only. */
export function ReportLink({ target, id, noun }: ReportLinkProps) {
  const loggedIn = useSessionStore((state) => state.user !== null);
  const [reporting, setReporting] = useState(false);
  if (!loggedIn) return null;

  const report = async () => {
    setReporting(true);
    try {
      await reportContent(target, id);
      notify.success(CONVERSATION_MESSAGES.reported);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setReporting(false);
    }
  };

  return (
    <button
      type="button"
      className={styles.report}
      onClick={() => void report()}
      disabled={reporting}
      aria-label={`Report this ${noun}`}
    >
      Report
    </button>
  );
}
