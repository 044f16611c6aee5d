import type { ReactNode } from 'react';
import { Modal } from '../../../components/modal';
import { DeleteButton } from './delete-button';
import styles from './confirm-deletion.module.css';

interface ConfirmDeletionProps {
  /** "comment", "question": in the button's name and the dialog's title. */
  noun: string;
  /** Unique on the page: the dialog's description is found by it. */
  descriptionId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onConfirm: () => void;
  /** What deleting it will do, said before anything is removed. */
  children: ReactNode;
}

/** The Delete control and its dialog: nothing is removed until the author confirms, and not while it runs. */
export function ConfirmDeletion({
  noun,
  descriptionId,
  open,
  onOpenChange,
  busy,
  onConfirm,
  children,
}: ConfirmDeletionProps) {
  return (
    <>
      <DeleteButton noun={noun} onClick={() => onOpenChange(true)} />
      <Modal
        open={open}
        onOpenChange={(next) => !busy && onOpenChange(next)}
        title={`Delete this ${noun}?`}
        closeLabel="Cancel"
        descriptionId={descriptionId}
        action={{ label: 'Delete', busy, onClick: onConfirm }}
      >
        <p id={descriptionId} className={styles.text}>
          {children}
        </p>
      </Modal>
    </>
  );
}
