import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Modal } from '../../../components/modal';
import { paths } from '../../../lib/paths';
import { useSlidesAway } from '../hooks/use-slides-away';
import styles from './add-content-button.module.css';

export const JOIN_TO_ADD_TITLE = 'Join to share your experience';

/** A visitor's + button: a dialog inviting them to sign up (or log in) before posting. */
export function JoinToAddDialog() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { dock, away, onFocus } = useSlidesAway(open);

  return (
    <div ref={dock} className={away ? `${styles.dock} ${styles.away}` : styles.dock} onFocus={onFocus}>
      <button
        type="button"
        className={styles.button}
        aria-label="Add content"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Plus size={28} aria-hidden />
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={JOIN_TO_ADD_TITLE}
        extraLink={{ to: paths.login, label: 'LOGIN' }}
        action={{ label: 'SIGNUP', onClick: () => void navigate(paths.signup) }}
      >
        <p>
          Members ask questions and share articles, videos and books with others going through divorce. Signing up is
          free and takes a minute.
        </p>
      </Modal>
    </div>
  );
}
