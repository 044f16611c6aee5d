import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { dismissUsernameInvite } from '../api/dismiss-username-invite';
import styles from './username-invite.module.css';

/**
 * Once, above the Username field of a member who goes by their handle: an invitation to choose a
 * name, until they choose one or close it (the server keeps that it was closed, on every device).
 */
export function UsernameInvite({ handle }: { handle: string }) {
  const [open, setOpen] = useState(true);
  // The invitation is the session's to show, not server data the client holds.
  const dismiss = useServerWrite({ run: dismissUsernameInvite, invalidates: [], onFailure: () => setOpen(true) });
  if (!open) return null;

  const close = () => {
    setOpen(false);
    void dismiss.submit();
  };

  return (
    <div className={styles.invite} role="note">
      <UserRound className={styles.icon} size={20} aria-hidden />
      <p className={styles.text}>
        You are shown as <strong>{handle}</strong>. Choose a username below so that people can recognise you in a
        conversation, or keep this name.
      </p>
      <button type="button" className={styles.close} onClick={close}>
        Not now
      </button>
    </div>
  );
}
