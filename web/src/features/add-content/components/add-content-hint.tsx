import { useState } from 'react';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useSessionStore } from '../../auth/session-store';
import { completeTutorial } from '../api/complete-tutorial';
import { ADD_CONTENT_HINT } from '../add-content-links';
import styles from './add-content-button.module.css';

/** The first-time hint beside the + button; Okay records it so it never shows again. */
export function AddContentHint() {
  const [saving, setSaving] = useState(false);

  const dismiss = async () => {
    setSaving(true);
    try {
      await completeTutorial();
      const { user, setSession } = useSessionStore.getState();
      if (user) setSession({ ...user, tutorialStatus: 1 });
    } catch (error) {
      notify.error(errorMessage(error));
      setSaving(false);
    }
  };

  return (
    <div className={styles.hint} role="status">
      <p>{ADD_CONTENT_HINT}</p>
      <Button busy={saving} onClick={() => void dismiss()}>
        Okay
      </Button>
    </div>
  );
}
