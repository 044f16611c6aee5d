import type { AuditEvent } from '@contracts/admin-data';
import { PSEUDONYMOUS_ACTOR, PSEUDONYMOUS_ACTOR_ROLE } from '@contracts/pseudonyms';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import styles from './event-history.module.css';

/** Who did it: a user, the system, or someone the history does not name since they posted under a pseudonym. */
function actorOf({ actorId, actorRole }: AuditEvent): string {
  if (actorId !== null) return `user ${actorId} (${actorRole ?? 'no role'})`;
  return actorRole === PSEUDONYMOUS_ACTOR_ROLE ? PSEUDONYMOUS_ACTOR : 'the system';
}

/** One event: what, where, by whom, when; its data and metadata unfold on demand. */
export function EventRow({ event }: { event: AuditEvent }) {
  return (
    <li className={styles.event}>
      <details>
        <summary className={styles.summary}>
          <span className={styles.type}>{event.type}</span>
          <span className={styles.stream}>{event.stream}</span>
          <span className={styles.actor}>{actorOf(event)}</span>
          <time dateTime={event.at} className={styles.at}>
            {formatDateTime(event.at)}
          </time>
        </summary>
        <div className={styles.body}>
          <p className={styles.links}>
            <Link to={paths.adminEvents({ stream: event.stream })}>All events of {event.stream}</Link>
            {event.actorId !== null && (
              <Link to={paths.adminEvents({ actor: event.actorId })}>All events by user {event.actorId}</Link>
            )}
          </p>
          <h3 className={styles.label}>Data</h3>
          <pre className={styles.json}>{JSON.stringify(event.data, null, 2)}</pre>
          <h3 className={styles.label}>Metadata</h3>
          <pre className={styles.json}>
            {JSON.stringify(
              { ...(event.metadata as object), position: event.position, revision: event.revision, id: event.id },
              null,
              2,
            )}
          </pre>
        </div>
      </details>
    </li>
  );
}
