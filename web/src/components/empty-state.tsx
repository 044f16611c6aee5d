import type { LucideIcon } from 'lucide-react';
import { ButtonLink } from './button';
import styles from './empty-state.module.css';

interface EmptyStateProps {
  icon: LucideIcon;
  text: string;
  action?: { to: string; label: string };
}

export function EmptyState({ icon: Icon, text, action }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <Icon className={styles.icon} size={36} aria-hidden />
      <p className={styles.text}>{text}</p>
      {action && (
        <ButtonLink to={action.to} variant="secondary">
          {action.label}
        </ButtonLink>
      )}
    </div>
  );
}
