import type { Reply, VoteDirection } from '@contracts/content';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { castVote } from '../api/cast-vote';
import type { ReplyTarget } from '../targets';
import styles from './conversation.module.css';

interface VoteControlProps {
  target: ReplyTarget;
  reply: Reply;
  /** Votes need a logged-in user; logged out the total shows and the buttons are disabled. */
  canVote: boolean;
}

/** Up and down buttons around the total; the reader's own vote shows as the pressed button. */
export function VoteControl({ target, reply, canVote }: VoteControlProps) {
  const [state, setState] = useState({ vote: reply.vote, myVote: reply.myVote });
  const [busy, setBusy] = useState(false);

  const vote = async (direction: VoteDirection) => {
    setBusy(true);
    try {
      setState(await castVote(target, reply.id, direction));
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const hint = canVote ? undefined : 'Log in to vote';
  return (
    <div className={styles.votes} role="group" aria-label="Votes">
      <button
        type="button"
        className={state.myVote === 1 ? `${styles.voteButton} ${styles.up}` : styles.voteButton}
        aria-label="Vote up"
        aria-pressed={state.myVote === 1}
        title={hint}
        disabled={!canVote || busy}
        onClick={() => void vote('up')}
      >
        <ChevronUp size={24} aria-hidden />
      </button>
      <span className={styles.total} data-testid="vote-total" aria-live="polite">
        {state.vote}
        <span className="visually-hidden"> votes</span>
      </span>
      <button
        type="button"
        className={state.myVote === -1 ? `${styles.voteButton} ${styles.down}` : styles.voteButton}
        aria-label="Vote down"
        aria-pressed={state.myVote === -1}
        title={hint}
        disabled={!canVote || busy}
        onClick={() => void vote('down')}
      >
        <ChevronDown size={24} aria-hidden />
      </button>
    </div>
  );
}
