import { QuietButton } from '../../../components/quiet-button';

interface EditButtonProps {
  /** What it edits, for a screen reader: "Edit this answer". */
  noun: string;
  onClick: () => void;
}

/** The author's discreet Edit control under their own post, comment or answer. */
export function EditButton({ noun, onClick }: EditButtonProps) {
  return (
    <QuietButton onClick={onClick} aria-label={`Edit this ${noun}`}>
      Edit
    </QuietButton>
  );
}
