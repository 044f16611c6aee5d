import { DeciderSpecification } from '../../../test/support/decider-specification';
import { CONVERSATION_MESSAGES, type VoteDirection } from '../../contracts/content';
import type { VoteValue } from '../../events/content/conversations.events';
import { fold } from '../decider';
import { type VoteCommand, voteDecider } from './vote.decider';

const cast = (previous: VoteValue, vote: VoteValue) => ({
  type: 'VoteCast' as const,
  data: { target: 'answer' as const, targetId: 5, voterId: 9, previous, vote },
});

/** A history that leaves the voter at `vote`. */
function historyAt(vote: VoteValue) {
  return vote === 0 ? [] : [cast(0, vote)];
}

const { given } = DeciderSpecification.for(voteDecider);
const castVote = (direction: VoteDirection, authorId: number | null = 4): VoteCommand => ({
  type: 'CastVote',
  target: 'answer',
  targetId: 5,
  voterId: 9,
  authorId,
  direction,
});

// The spec's table, every state and direction: [from, direction, to, change of the total].
const TABLE: [VoteValue, VoteDirection, VoteValue, number][] = [
  [0, 'up', 1, +1],
  [-1, 'up', 1, +2],
  [1, 'up', 0, -1],
  [0, 'down', -1, -1],
  [1, 'down', -1, -2],
  [-1, 'down', 0, +1],
];

describe('VoteCommand', () => {
  it.each(TABLE)(
    'when the voter stands at %p, voting %s moves them to %p (total %+d)',
    (from, direction, to, change) => {
      given(historyAt(from))
        .when(castVote(direction))
        .then([cast(from, to)]);
      const events = given(historyAt(from)).when(castVote(direction)).events();
      const { previous, vote } = events[0]!.data;
      expect(vote - previous).toBe(change);
      expect(fold(voteDecider, [...historyAt(from), ...events]).vote).toBe(to);
    },
  );

  it('covers all three states in both directions', () => {
    expect(new Set(TABLE.map(([from, direction]) => `${from}/${direction}`)).size).toBe(6);
  });

  describe('when a voter has no vote yet', () => {
    it('starts at 0', () => {
      expect(fold(voteDecider, []).vote).toBe(0);
    });
  });

  describe('when the voter had voted up', () => {
    it('withdraws the vote on a second up-vote, and a third brings it back', () => {
      const history = [cast(0, 1), cast(1, 0)];
      expect(fold(voteDecider, history).vote).toBe(0);
      given(history)
        .when(castVote('up'))
        .then([cast(0, 1)]);
    });
  });

  describe('when the voter wrote the answer or comment', () => {
    it.each<['answer' | 'comment', string]>([
      ['answer', CONVERSATION_MESSAGES.ownAnswerVote],
      ['comment', CONVERSATION_MESSAGES.ownCommentVote],
    ])('refuses a vote on their own %s, either way', (target, message) => {
      for (const direction of ['up', 'down'] as const) {
        given([])
          .when({ ...castVote(direction, 9), target })
          .thenRefuses('forbidden', message);
      }
    });

    it('lets others vote on a reply whose author deleted their account', () => {
      given([])
        .when(castVote('up', null))
        .then([cast(0, 1)]);
    });
  });
});
