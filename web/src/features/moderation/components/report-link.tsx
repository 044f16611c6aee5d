import { CONVERSATION_MESSAGES } from '@contracts/content';
import { MODERATION_MESSAGES, REPORT_REASONS, type ReportReason } from '@contracts/moderation';
import { type FormEvent, useId, useState } from 'react';
import { Modal } from '../../../components/modal';
import { QuietButton } from '../../../components/quiet-button';
import { ApiError } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useSessionStore } from '../../../lib/session/session-store';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { type ReportPath, reportContent } from '../api/report-content';
import styles from './report-link.module.css';

interface ReportLinkProps {
  target: ReportPath;
  id: number;
  /** What it reports, for a screen reader: "Report this comment". */
  noun: string;
  /** The member reported it before (the read says reportedByMe). */
  reportedBefore?: boolean;
}

const REASONS = Object.entries(REPORT_REASONS) as [ReportReason, string][];

/**
 * The discreet Report link under a comment, an answer or a post; members only. It asks why first,
 * and once reported (here, or before: the server refuses a second report) it says so instead.
 */
export function ReportLink({ target, id, noun, reportedBefore = false }: ReportLinkProps) {
  const loggedIn = useSessionStore((state) => state.user !== null);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason>();
  const [reported, setReported] = useState(false);
  const formId = useId();
  const report = useServerWrite({
    run: (chosen: ReportReason) => reportContent(target, id, chosen),
    // A report is the moderators' to read: what the reader holds stays as it is (the link says "reported").
    invalidates: [],
    toast: 'none',
    onSuccess: () => {
      setReported(true);
      setOpen(false);
      notify.success(CONVERSATION_MESSAGES.reported);
    },
    onFailure: (error) => {
      const already = error instanceof ApiError && error.message === MODERATION_MESSAGES.alreadyReported;
      if (already) {
        setReported(true);
        setOpen(false);
      }
      notify.warning(error instanceof ApiError ? error.message : String(error));
    },
  });
  if (!loggedIn) return null;
  if (reported || reportedBefore) return <span className={styles.reported}>Reported</span>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason && !report.pending) void report.submit(reason);
  };

  return (
    <>
      <QuietButton tone="danger" onClick={() => setOpen(true)} aria-label={`Report this ${noun}`}>
        Report
      </QuietButton>
      <Modal
        open={open}
        onOpenChange={(next) => !report.pending && setOpen(next)}
        title={`Report this ${noun}`}
        closeLabel="Cancel"
        action={{ label: 'Send report', form: formId, busy: report.pending, disabled: reason === undefined }}
      >
        <form id={formId} onSubmit={submit}>
          <fieldset className={styles.reasons}>
            <legend>
              Why are you reporting it? The moderators will look at it; its author is not told who reported it.
            </legend>
            {REASONS.map(([value, label]) => (
              <label key={value} className={styles.reason}>
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />
                {label}
              </label>
            ))}
          </fieldset>
        </form>
      </Modal>
    </>
  );
}
