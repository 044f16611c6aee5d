import { DomainError } from '../../common/domain-error';
import { CONVERSATION_MESSAGES, nextVote, type VoteDirection } from '../../contracts/content';
import type { ConversationEvent, ReplyTarget, VoteValue } from '../../events/content/conversations.events';
import type { Decider } from '../decider';
import { CONVERSATION } from '../../common/projection-names';
import { voteStream } from '../../events/streams';
import { defineWrite } from '../define-write';

/** One voter's vote on one comment or answer (its own stream): 0, +1 or -1. */
export interface VoteState {
  vote: VoteValue;
}

export interface VoteCommand {
  type: 'CastVote';
  target: ReplyTarget;
  targetId: number;
  voterId: number;
  /** Who wrote the comment or answer (also when under a pseudonym); null once their account is deleted. */
  authorId: number | null;
  direction: VoteDirection;
}

type VoteEvent = Extract<ConversationEvent, { type: 'VoteCast' }>;

export const voteDecider: Decider<VoteCommand, VoteState, VoteEvent> = {
  initialState: () => ({ vote: 0 }),
  evolve: (_state, event) => ({ vote: event.data.vote }),
  decide: (command, state) => {
    // A vote says what others think of it; its author saying so would only inflate it.
    if (command.voterId === command.authorId)
      throw new DomainError(
        'forbidden',
        command.target === 'answer' ? CONVERSATION_MESSAGES.ownAnswerVote : CONVERSATION_MESSAGES.ownCommentVote,
      );
    return [
      {
        type: 'VoteCast',
        data: {
          target: command.target,
          targetId: command.targetId,
          voterId: command.voterId,
          previous: state.vote,
          vote: nextVote(state.vote, command.direction),
        },
      },
    ];
  },
};

/** A member's vote on a comment or answer: the same direction again withdraws it. */
export const castVote = defineWrite({
  name: 'CastVote',
  decider: voteDecider,
  stream: ({ target, targetId, voterId }: Omit<VoteCommand, 'type'>) => voteStream(target, targetId, voterId),
  command: (input): VoteCommand => ({ type: 'CastVote', ...input }),
  nextReads: CONVERSATION,
  answer: ({ state }) => ({ myVote: state.vote }),
});
