import type { AdminMessage } from '@contracts/admin-messages';
import { Bug, Mail, UserSearch } from 'lucide-react';
import { Button } from '../../../components/button';
import { formatDateTime } from '../../../lib/format-date';
import styles from './admin-messages.module.css';
import { ReportedPageLink } from './reported-page-link';

interface MessageCardProps {
  message: AdminMessage;
  busy: boolean;
  onRead: (message: AdminMessage) => void;
}

const KINDS: Record<AdminMessage['kind'], { icon: typeof Mail; label: string }> = {
  contact: { icon: Mail, label: 'Contact message' },
  expert: { icon: UserSearch, label: 'Experts page message' },
  bug: { icon: Bug, label: 'Bug report' },
};

/** One Contact Us or Experts page message or bug report: who, from where, when, the text, and Mark as read. */
export function MessageCard({ message, busy, onRead }: MessageCardProps) {
  const { icon: Icon, label } = KINDS[message.kind];
  const from = message.name ?? 'A visitor';
  return (
    <article
      className={message.read ? styles.card : `${styles.card} ${styles.unread}`}
      aria-label={`${label} from ${from}${message.read ? '' : ', unread'}`}
    >
      <header className={styles.head}>
        <span className={styles.kind}>
          <Icon size={18} aria-hidden />
          {label}
        </span>
        {!message.read && <span className={styles.new}>New</span>}
        <time dateTime={message.receivedAt} className={styles.date}>
          {formatDateTime(message.receivedAt)}
        </time>
      </header>
      <p className={styles.from}>
        {from}
        {message.email && (
          <>
            {' '}
            · <a href={`mailto:${message.email}`}>{message.email}</a>
          </>
        )}
        {message.location && <> · looking near {message.location}</>}
        {message.page && (
          <>
            {' '}
            · on <ReportedPageLink page={message.page} />
          </>
        )}
      </p>
      <p className={styles.text}>{message.message}</p>
      {message.userAgent && <p className={styles.agent}>{message.userAgent}</p>}
      {!message.read && (
        <Button
          variant="secondary"
          busy={busy}
          onClick={() => onRead(message)}
          aria-label={`Mark as read, ${label.toLowerCase()} from ${from}`}
        >
          Mark as read
        </Button>
      )}
    </article>
  );
}
