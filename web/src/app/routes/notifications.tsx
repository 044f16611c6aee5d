import { useEffect } from 'react';
import { Loading } from '../../components/loading';
import { LoadError } from '../../components/load-error';
import { RequireLogin } from '../../features/auth/components/require-login';
import { useSessionStore } from '../../lib/session/session-store';
import { getNotifications } from '../../features/notifications/api/get-notifications';
import { NotificationList } from '../../features/notifications/components/notification-list';
import { showUnread } from '../../features/notifications/unread-count';
import { useLiveNotice } from '../../lib/live/use-live-notice';
import { useServerData } from '../../lib/server-data/use-server-data';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './notifications.module.css';

function NotificationsPage({ uid }: { uid: number }) {
  const key = `/notifications#${uid}`;
  const { data, error, loading, reload } = useServerData(key, getNotifications);
  // A new notification (or one read in another tab) while the list is open: it is asked again.
  useLiveNotice('notifications', () => [key]);
  // Opening the list brings the bell's count up to date.
  useEffect(() => {
    if (data) showUnread(uid, data.unread);
  }, [data, uid]);
  return (
    <div className={styles.page}>
      <h1>Notifications</h1>
      {loading && !data ? (
        <Loading />
      ) : error || !data ? (
        <LoadError message={error ?? ''} onRetry={reload} />
      ) : (
        <NotificationList
          key={data.notifications.map((n) => n.id).join()}
          uid={uid}
          notifications={data.notifications}
        />
      )}
    </div>
  );
}

export function NotificationsRoute() {
  useDocumentTitle('Notifications');
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  return <RequireLogin>{uid !== null && <NotificationsPage uid={uid} />}</RequireLogin>;
}
