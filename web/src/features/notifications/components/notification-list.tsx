import {
  describeNotification,
  type Notification,
  NOTIFICATION_MESSAGES,
  notificationPath,
} from '@contracts/notifications';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { formatDateTime } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { breadcrumbState } from '../../../lib/breadcrumbs';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { markAllNotificationsRead } from '../api/mark-all-notifications-read';
import { markNotificationRead } from '../api/mark-notification-read';
import { showUnread, unreadAnswer } from '../unread-count';
import styles from './notification-list.module.css';

// The item's page shows Home › Notifications › its title.
const FROM_NOTIFICATIONS = breadcrumbState([{ path: paths.notifications, title: 'Notifications' }]);

interface NotificationListProps {
  uid: number;
  notifications: Notification[];
}

/** The member's notifications, newest first; unread ones stand out by a dot and a word, not by colour alone. */
export function NotificationList({ uid, notifications: initial }: NotificationListProps) {
  const [notifications, setNotifications] = useState(initial);
  const markAll = useServerWrite({
    run: markAllNotificationsRead,
    toast: 'warning',
    // The bell shows the count answered; the list shows every notification read.
    updates: ({ unread }) => [unreadAnswer(uid, unread)],
    invalidates: [],
    onSuccess: () => showRead('all'),
  });
  const anyUnread = notifications.some((n) => !n.read);

  function showRead(ids: string[] | 'all') {
    setNotifications((list) => list.map((n) => (ids === 'all' || ids.includes(n.id) ? { ...n, read: true } : n)));
  }

  // Opening an entry marks it read; the link goes on to the item while the request runs.
  function open(notification: Notification) {
    if (notification.read) return;
    showRead([notification.id]);
    markNotificationRead(notification.id).then(
      ({ unread }) => showUnread(uid, unread),
      () => undefined,
    );
  }

  if (notifications.length === 0) return <EmptyState icon={Bell} text={NOTIFICATION_MESSAGES.empty} />;

  return (
    <>
      <div className={styles.actions}>
        <Button variant="secondary" busy={markAll.pending} disabled={!anyUnread} onClick={() => void markAll.submit()}>
          {NOTIFICATION_MESSAGES.markAll}
        </Button>
      </div>
      <ul className={styles.list}>
        {notifications.map((n) => (
          <li key={n.id}>
            <Link
              to={notificationPath(n)}
              state={FROM_NOTIFICATIONS}
              className={n.read ? styles.entry : `${styles.entry} ${styles.unread}`}
              onClick={() => open(n)}
            >
              {!n.read && <span className={styles.dot} aria-hidden />}
              <span className={styles.text}>
                {!n.read && <span className={styles.newLabel}>Unread: </span>}
                {describeNotification(n)}
              </span>
              <time className={styles.date} dateTime={n.createdAt}>
                {formatDateTime(n.createdAt)}
              </time>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
