import { useId, useState } from 'react';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import type { Stale } from '../../../lib/server-data/cache';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { changeMemberStop } from '../api/change-member-stop';
import styles from './user-management.module.css';

const TOAST_ID = 'member-stop';

interface StopMemberControlProps {
  uid: number;
  /** The name the administrator sees the member by. */
  name: string;
  stopped: boolean;
  /**
   * What the stop or its undoing makes stale on this screen, e.g. a list to read again without the
   * member's items; the control shows the member's new state by itself.
   */
  invalidates: readonly Stale[];
}

/**
 * Stop a spammer: asks first, since every item of theirs disappears at once; a stopped member's row offers to undo
 * it, which asks nothing (nothing is lost either way).
 */
export function StopMemberControl({ uid, name, stopped: initiallyStopped, invalidates }: StopMemberControlProps) {
  const [stopped, setStopped] = useState(initiallyStopped);
  const [asking, setAsking] = useState(false);
  const descriptionId = useId();
  const write = useServerWrite({
    run: (stop: boolean) => changeMemberStop(uid, stop),
    // Once answered (not when only accepted), as the screen's own list was read again before.
    invalidates: () => invalidates,
    toast: 'none',
    onSuccess: (changed) => {
      setStopped(changed.stopped);
      setAsking(false);
      notify.success(changed.message, { id: TOAST_ID });
    },
    onFailure: (error) => notify.error(errorMessage(error), { id: TOAST_ID }),
  });
  if (stopped)
    return (
      <>
        <span className={styles.stopped}>Stopped</span>
        <Button
          variant="secondary"
          disabled={write.pending}
          onClick={() => void write.submit(false)}
          aria-label={`Undo stop, ${name}`}
        >
          Undo stop
        </Button>
      </>
    );
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)} aria-label={`Stop ${name}`}>
        Stop
      </Button>
      <Modal
        open={asking}
        onOpenChange={(open) => !write.pending && setAsking(open)}
        title={`Stop ${name}?`}
        closeLabel="Cancel"
        descriptionId={descriptionId}
        action={{ label: 'Stop member', busy: write.pending, onClick: () => void write.submit(true) }}
      >
        <p id={descriptionId}>
          They will no longer be able to post or reply, and everything they posted, also what waits for review, is
          hidden from every list, page and search at once. You can undo it here.
        </p>
      </Modal>
    </>
  );
}
