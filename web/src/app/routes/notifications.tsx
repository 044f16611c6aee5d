import { useEffect } from 'react';
import { Loading } from '../../components/loading';
import { LoadError } from '../../components/load-error';
import { RequireLogin } from '../../features/auth/components/require-login';
import { useSessionStore } from '../../lib/session/session-store';
import { getNotifications } from '../../features/notifications/api/get-notifications';
import { NotificationList } from '../../features/notifications/components/notification-list';
import { useUnreadStore } from '../../features/notifications/unread-store';
import { useApiResource } from '../../lib/use-api-resource';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './notifications.module.css';

function NotificationsPage({ uid }: { uid: number }) {
  const { data, error, loading, reload } = useApiResource(getNotifications);
  // Opening the list brings the bell's count up to date.
  useEffect(() => {
    if (data) useUnreadStore.getState().set(uid, data.unread);
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
