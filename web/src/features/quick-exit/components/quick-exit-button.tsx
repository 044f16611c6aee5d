import { QUICK_EXIT_LABEL } from '@contracts/quick-exit';
import { LogOut } from 'lucide-react';
import { leaveSite } from '../leave-site';
import styles from './quick-exit-button.module.css';

/**
 * Always in the header: one press replaces the site with a neutral one (so does Escape twice).
 * It sits beside the header's tools where they leave room, else as a strip above the header.
 */
export function QuickExitButton({ placement }: { placement: 'tools' | 'strip' }) {
  return (
    <button
      type="button"
      className={`${styles.button} ${styles[placement]}`}
      onClick={leaveSite}
      aria-keyshortcuts="Escape"
      title="Or press Esc twice"
    >
      <LogOut size={18} aria-hidden />
      <span>{QUICK_EXIT_LABEL}</span>
    </button>
  );
}
