import type { Role } from '@contracts/members';
import styles from './role-label.module.css';

/** Experts and administrators carry a label beside their name; members carry none. */
export function RoleLabel({ role }: { role: Role }) {
  if (role === 'member') return null;
  return <span className={role === 'Expert' ? `${styles.label} ${styles.expert}` : styles.label}>{role}</span>;
}
