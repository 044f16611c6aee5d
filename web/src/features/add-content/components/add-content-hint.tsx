import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useSessionStore } from '../../../lib/session/session-store';
import { completeTutorial } from '../api/complete-tutorial';
import { ADD_CONTENT_HINT } from '../add-content-links';
import styles from './add-content-hint.module.css';

/**
 * The first-time hint about the + button, for a member who has not yet dismissed it. It sits at the
 * top of the page rather than beside the button, where on a phone it would lie over what the member
 * came to read; Okay records it so it never shows again.
 */
export function AddContentHint() {
  const shown = useSessionStore((state) => state.user?.tutorialStatus === 0);
  const [saving, setSaving] = useState(false);
  if (!shown) return null;

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
    <div className={styles.wrapper}>
      <div className={styles.hint} role="status">
        <span className={styles.icon} aria-hidden>
          <Plus size={20} />
        </span>
        <p>{ADD_CONTENT_HINT}</p>
        <Button busy={saving} onClick={() => void dismiss()}>
          Okay
        </Button>
      </div>
    </div>
  );
}
