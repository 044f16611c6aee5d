import { ADMIN_MESSAGE_TEXT, BUG_REPORT_MAX } from '@contracts/admin-messages';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Field } from '../../../components/field';
import { inputClassName } from '../../../components/input-class';
import { Modal } from '../../../components/modal';
import { notify } from '../../../lib/notify';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { reportBug } from '../api/report-bug';

const FORM_ID = 'report-bug';

/** Report a Bug: the text reaches the administrators with the page it came from. */
export default function ReportBugDialog({ onClose }: { onClose: () => void }) {
  const location = useLocation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const sending = useServerWrite({
    run: reportBug,
    // A message to the administrators: nothing the sender holds changes.
    invalidates: [],
    onSuccess: (reply) => {
      notify.success(reply.message);
      onClose();
    },
  });
  const busy = sending.pending;

  async function send(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!text.trim()) {
      setError(ADMIN_MESSAGE_TEXT.bugRequired);
      return;
    }
    await sending.submit({ text: text.trim(), page: location.pathname + location.search });
  }

  return (
    <Modal
      open
      onOpenChange={(next) => !next && !busy && onClose()}
      title="Report a Bug"
      closeLabel="Cancel"
      action={{ label: 'Send', form: FORM_ID, busy }}
    >
      <form id={FORM_ID} onSubmit={send} noValidate>
        <Field
          label="What went wrong?"
          help="Tell us what you did and what you saw. We add this page's address; please leave out anything personal."
          error={error}
          counter={`${text.length}/${BUG_REPORT_MAX}`}
        >
          {(control) => (
            <textarea
              {...control}
              className={inputClassName}
              rows={5}
              maxLength={BUG_REPORT_MAX}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                if (error) setError(undefined);
              }}
            />
          )}
        </Field>
      </form>
    </Modal>
  );
}
