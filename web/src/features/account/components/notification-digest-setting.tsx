import { NOTIFICATION_MESSAGES, type NotificationSettings } from '@contracts/notifications';
import { CheckboxField } from '../../../components/checkbox-field';
import { Loading } from '../../../components/loading';
import { notify } from '../../../lib/notify';
import { getNotificationSettings, saveNotificationSettings } from '../../notifications';
import { LoadError } from '../../../components/load-error';
import { useServerData } from '../../../lib/server-data/use-server-data';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import styles from './notification-digest-setting.module.css';

const SETTINGS_KEY = '/account/notification-settings';

/** Saved as soon as it is ticked; the box shows the choice at once and the server's answer after. */
function DigestCheckbox({ stored }: { stored: boolean }) {
  const save = useServerWrite({
    run: saveNotificationSettings,
    // The optimistic change's answer is the settings as saved.
    invalidates: [],
    toast: 'warning',
    optimistic: (settings) => ({
      key: SETTINGS_KEY,
      tag: 'weeklyDigest',
      apply: (current: NotificationSettings) => ({ ...current, ...settings }),
      answer: (saved) => saved,
    }),
    onSuccess: () => notify.success(NOTIFICATION_MESSAGES.digestSaved),
  });

  return (
    <CheckboxField
      label={NOTIFICATION_MESSAGES.digestLabel}
      checked={stored}
      onChange={(weeklyDigest) => void save.submit({ weeklyDigest })}
    />
  );
}

/** The weekly email digest of the member's notifications, off unless chosen. */
export function NotificationDigestSetting() {
  const { data, error, loading, reload } = useServerData(SETTINGS_KEY, getNotificationSettings);
  return (
    <div className={styles.setting}>
      {loading && !data ? (
        <Loading />
      ) : error || !data ? (
        <LoadError message={error ?? ''} onRetry={reload} />
      ) : (
        <DigestCheckbox stored={data.weeklyDigest} />
      )}
    </div>
  );
}
