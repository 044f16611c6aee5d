import { History } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { useSessionStore } from '../lib/session/session-store';
import styles from './event-history-link.module.css';

interface EventHistoryLinkProps {
  /** The stream to show, e.g. `article-12`. */
  stream?: string;
  /** Or the person whose deeds to show. */
  actor?: number;
  label?: string;
}

/** For administrators only: opens the event history of an item or a person. */
export function EventHistoryLink({ stream, actor, label = 'Event history' }: EventHistoryLinkProps) {
  const isAdministrator = useSessionStore((state) => state.user?.role === 'Administrator');
  if (!isAdministrator) return null;
  return (
    <Link
      to={paths.adminEvents({ ...(stream ? { stream } : {}), ...(actor !== undefined ? { actor } : {}) })}
      className={styles.link}
    >
      <History size={16} aria-hidden />
      {label}
    </Link>
  );
}
