import type { VoteDirection } from '../../contracts/content';
import type { ConversationEvent, ReplyTarget, VoteValue } from '../../events/content/conversations.events';
import type { Decider } from '../decider';

/** One voter's vote on one comment or answer (its own stream): 0, +1 or -1. */
export interface VoteState {
  vote: VoteValue;
}

export interface CastVote {
  type: 'CastVote';
  target: ReplyTarget;
  targetId: number;
  voterId: number;
  direction: VoteDirection;
}

type VoteEvent = Extract<ConversationEvent, { type: 'VoteCast' }>;

// The spec's table: voting the way one already voted withdraws the vote; otherwise it becomes that vote.
const NEXT: Record<VoteDirection, Record<`${VoteValue}`, VoteValue>> = {
  up: { '0': 1, '-1': 1, '1': 0 },
  down: { '0': -1, '1': -1, '-1': 0 },
};

export const voteDecider: Decider<CastVote, VoteState, VoteEvent> = {
  initialState: () => ({ vote: 0 }),
  evolve: (_state, event) => ({ vote: event.data.vote }),
  decide: (command, state) => [
    {
      type: 'VoteCast',
      data: {
        target: command.target,
        targetId: command.targetId,
        voterId: command.voterId,
        previous: state.vote,
        vote: NEXT[command.direction][`${state.vote}`],
      },
    },
  ],
};
