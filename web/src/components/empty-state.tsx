import type { LucideIcon } from 'lucide-react';
import { ButtonLink } from './button';
import styles from './empty-state.module.css';

interface EmptyStateProps {
  icon: LucideIcon;
  text: string;
  /** A second, quieter line, e.g. what to try next. */
  detail?: string;
  action?: { to: string; label: string };
}

export function EmptyState({ icon: Icon, text, detail, action }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <Icon className={styles.icon} size={36} aria-hidden />
      <p className={styles.text}>{text}</p>
      {detail && <p className={styles.detail}>{detail}</p>}
      {action && (
        <ButtonLink to={action.to} variant="secondary">
          {action.label}
        </ButtonLink>
      )}
    </div>
  );
}
