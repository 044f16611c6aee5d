import { describeIdentifyingDetails, IDENTIFYING_DETAILS_WARNING } from '@contracts/identifying-details';
import { useId } from 'react';
import { Modal } from '../../../components/modal';
import type { IdentifyingDetailsWarning } from '../hooks/use-think-before-post';

interface IdentifyingDetailsDialogProps {
  warning: IdentifyingDetailsWarning | null;
  open: boolean;
  onClose: () => void;
}

/** The gentle warning before posting details that identify someone: Edit, or Post anyway. */
export function IdentifyingDetailsDialog({ warning, open, onClose }: IdentifyingDetailsDialogProps) {
  const textId = useId();
  return (
    <Modal
      open={open}
      onOpenChange={(stillOpen) => !stillOpen && onClose()}
      title="Think before you post"
      descriptionId={textId}
      closeLabel="Edit"
      focusOnClose={warning?.field}
      action={{
        label: 'Post anyway',
        onClick: () => {
          onClose();
          warning?.postAnyway();
        },
      }}
    >
      <p id={textId}>{IDENTIFYING_DETAILS_WARNING}</p>
      {warning && <p>It seems to include {describeIdentifyingDetails(warning.found)}.</p>}
    </Modal>
  );
}
