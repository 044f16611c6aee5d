import { CONVERSATION_MESSAGES, type Reply, type VoteDirection, type VoteResult, voteAfter } from '@contracts/content';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState } from 'react';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { castVote } from '../api/cast-vote';
import type { ReplyTarget } from '../targets';
import styles from './conversation.module.css';

interface VoteControlProps {
  target: ReplyTarget;
  reply: Reply;
  /** Votes need a logged-in user; logged out the total shows and the buttons are disabled. */
  canVote: boolean;
}

/** Why the buttons are disabled, or undefined when the reader may vote. */
function refusal(target: ReplyTarget, reply: Reply, canVote: boolean): string | undefined {
  if (!canVote) return 'Log in to vote';
  if (reply.isOwn)
    return target === 'answers' ? CONVERSATION_MESSAGES.ownAnswerVote : CONVERSATION_MESSAGES.ownCommentVote;
  return undefined;
}

/**
 * Up and down buttons around the total; the reader's own vote shows as the pressed button. On a
 * reply the reader wrote, or logged out, the buttons are disabled and say why (a tooltip, and the
 * group's description for assistive technology).
 */
export function VoteControl({ target, reply, canVote }: VoteControlProps) {
  const [state, setState] = useState<VoteResult>({ vote: reply.vote, myVote: reply.myVote });
  // The vote lives here, not in the list's data: the list keeps its order until it is loaded again,
  // so the reply under the reader's pointer does not move when its total changes.
  const voting = useServerWrite({
    run: (direction: VoteDirection) => castVote(target, reply.id, direction),
    // The reply's new total is the answer, shown in place; the list's next load has it too.
    invalidates: [],
    onSuccess: setState,
  });
  /** The vote shows at once; the server's answer (with others' votes) then replaces it, a refusal takes it back. */
  async function vote(direction: VoteDirection) {
    const before = state;
    setState(voteAfter(before, direction));
    const outcome = await voting.submit(direction);
    if (!outcome.ok) setState(before);
  }
  const busy = voting.pending;
  const reasonId = useId();
  const hint = refusal(target, reply, canVote);

  return (
    <div className={styles.votes} role="group" aria-label="Votes" aria-describedby={hint ? reasonId : undefined}>
      <button
        type="button"
        className={state.myVote === 1 ? `${styles.voteButton} ${styles.up}` : styles.voteButton}
        aria-label="Vote up"
        aria-pressed={state.myVote === 1}
        title={hint}
        disabled={hint !== undefined || busy}
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
        disabled={hint !== undefined || busy}
        onClick={() => void vote('down')}
      >
        <ChevronDown size={24} aria-hidden />
      </button>
      {hint && (
        <span id={reasonId} className="visually-hidden">
          {hint}
        </span>
      )}
    </div>
  );
}
