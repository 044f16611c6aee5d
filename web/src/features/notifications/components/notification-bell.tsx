import { Bell } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useNewNotificationsText } from '../hooks/use-new-notifications-text';
import { useUnreadCount } from '../hooks/use-unread-count';
import styles from './notification-bell.module.css';

/**
 * Opens the member's notifications; its name says how many are unread, the badge shows it, and a rise
 * while the page is open is said politely. Hidden when logged out.
 */
export function NotificationBell({ className }: { className?: string | undefined }) {
  const { unread, known } = useUnreadCount();
  const announcement = useNewNotificationsText(unread, known);
  const { pathname } = useLocation();
  if (unread === null) return null;
  const label = unread === 0 ? 'Notifications, none unread' : `Notifications, ${unread} unread`;
  return (
    <>
      <span className="visually-hidden" aria-live="polite">
        {announcement && <span key={announcement.serial}>{announcement.text}</span>}
      </span>
      <Link
        to={paths.notifications}
        className={[className, styles.bell].filter(Boolean).join(' ')}
        aria-label={label}
        aria-current={pathname === paths.notifications ? 'page' : undefined}
      >
        <Bell size={22} aria-hidden />
        {unread > 0 && (
          <span className={styles.badge} aria-hidden>
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Link>
    </>
  );
}
