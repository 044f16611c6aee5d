import { QuietButton } from '../../../components/quiet-button';

interface DeleteButtonProps {
  /** What it deletes, for a screen reader: "Delete this comment". */
  noun: string;
  onClick: () => void;
}

/** The discreet Delete under the author's own item, beside Report; it only opens the confirmation. */
export function DeleteButton({ noun, onClick }: DeleteButtonProps) {
  return (
    <QuietButton tone="danger" onClick={onClick} aria-label={`Delete this ${noun}`}>
      Delete
    </QuietButton>
  );
}
