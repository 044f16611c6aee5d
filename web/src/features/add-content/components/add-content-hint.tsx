import { Plus } from 'lucide-react';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { Button } from '../../../components/button';
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
  const dismiss = useServerWrite({
    run: completeTutorial,
    // The tutorial's state is the session's (set below), not server data the client holds.
    invalidates: [],
    onSuccess: () => {
      const { user, setSession } = useSessionStore.getState();
      if (user) setSession({ ...user, tutorialStatus: 1 });
    },
  });
  if (!shown) return null;

  return (
    <div className={styles.wrapper}>
      <div className={styles.hint} role="status">
        <span className={styles.icon} aria-hidden>
          <Plus size={20} />
        </span>
        <p>{ADD_CONTENT_HINT}</p>
        <Button busy={dismiss.pending} onClick={() => void dismiss.submit()}>
          Okay
        </Button>
      </div>
    </div>
  );
}
