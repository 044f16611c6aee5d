import { REMOVAL_REASON_MAX, type ViolationReport } from '@contracts/moderation';
import { type FormEvent, useState } from 'react';
import { Field } from '../../../components/field';
import { inputClassName } from '../../../components/input-class';
import { Modal } from '../../../components/modal';
import styles from '../../../components/admin-screen.module.css';
import { REPORTED_KIND_LABELS } from '../report-kinds';
import { reportName } from './reports-table';

const FORM_ID = 'remove-content';

interface RemoveContentDialogProps {
  report: ViolationReport;
  busy: boolean;
  onClose: () => void;
  onRemove: (reason: string) => void;
}

/** Asks before removing reported content, with an optional reason kept for the record. */
export function RemoveContentDialog({ report, busy, onClose, onRemove }: RemoveContentDialogProps) {
  const [reason, setReason] = useState('');
  const kind = REPORTED_KIND_LABELS[report.targetKind].toLowerCase();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onRemove(reason.trim());
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={`Remove this ${kind}?`}
      closeLabel="Cancel"
      action={{ label: 'Remove', form: FORM_ID, busy }}
    >
      <form id={FORM_ID} onSubmit={submit}>
        <p className={styles.dialogText}>
          <strong>{reportName(report)}</strong> will disappear from every list, page and search. Its author will see it
          marked removed in their history, and every open report of it is resolved.
        </p>
        <Field label="Reason (optional, never shown to members)" counter={`${reason.length}/${REMOVAL_REASON_MAX}`}>
          {(control) => (
            <textarea
              {...control}
              className={inputClassName}
              rows={3}
              maxLength={REMOVAL_REASON_MAX}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          )}
        </Field>
      </form>
    </Modal>
  );
}
