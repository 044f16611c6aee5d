import { CONVERSATION_MESSAGES } from '@contracts/content';
import { QuietButton } from '../../../components/quiet-button';
import { notify } from '../../../lib/notify';
import { useSessionStore } from '../../../lib/session/session-store';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { type ReportPath, reportContent } from '../api/report-content';

interface ReportLinkProps {
  target: ReportPath;
  id: number;
  /** What it reports, for a screen reader: "Report this comment". */
  noun: string;
}

/** The discreet Report link under a comment, an answer or a post; members only. */
export function ReportLink({ target, id, noun }: ReportLinkProps) {
  const loggedIn = useSessionStore((state) => state.user !== null);
  const report = useServerWrite({
    run: () => reportContent(target, id),
    onSuccess: () => notify.success(CONVERSATION_MESSAGES.reported),
  });
  if (!loggedIn) return null;

  return (
    <QuietButton
      tone="danger"
      onClick={() => void report.submit()}
      disabled={report.pending}
      aria-label={`Report this ${noun}`}
    >
      Report
    </QuietButton>
  );
}
