import styles from './editing.module.css';

interface EditButtonProps {
  /** What it edits, for a screen reader: "Edit this answer". */
  noun: string;
  onClick: () => void;
}

/** The author's discreet Edit control under their own post, comment or answer. */
export function EditButton({ noun, onClick }: EditButtonProps) {
  return (
    <button type="button" className={styles.textButton} onClick={onClick} aria-label={`Edit this ${noun}`}>
      Edit
    </button>
  );
}
