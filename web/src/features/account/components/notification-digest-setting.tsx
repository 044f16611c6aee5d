import { NOTIFICATION_MESSAGES } from '@contracts/notifications';
import { useState } from 'react';
import { CheckboxField } from '../../../components/checkbox-field';
import { Loading } from '../../../components/loading';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useServerData } from '../../../lib/server-data/use-server-data';
import { getNotificationSettings } from '../../notifications/api/get-notification-settings';
import { saveNotificationSettings } from '../../notifications/api/save-notification-settings';
import { LoadError } from './load-error';
import styles from './notification-digest-setting.module.css';

/** Saved as soon as it is ticked; the box shows the choice at once and the server's answer after. */
function DigestCheckbox({ stored }: { stored: boolean }) {
  const [checked, setChecked] = useState(stored);

  async function change(weeklyDigest: boolean) {
    setChecked(weeklyDigest);
    try {
      setChecked((await saveNotificationSettings({ weeklyDigest })).weeklyDigest);
      notify.success(NOTIFICATION_MESSAGES.digestSaved);
    } catch (caught) {
      setChecked(!weeklyDigest);
      notify.warning(errorMessage(caught));
    }
  }

  return (
    <CheckboxField
      label={NOTIFICATION_MESSAGES.digestLabel}
      checked={checked}
      onChange={(value) => void change(value)}
    />
  );
}

/** The weekly email digest of the member's notifications, off unless chosen. */
export function NotificationDigestSetting() {
  const { data, error, loading, reload } = useServerData('/account/notification-settings', getNotificationSettings);
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
