import { POST_MESSAGES } from '../../contracts/content';
import { PSEUDONYM_MESSAGES, UNMASK_REASON_MAX } from '../../contracts/pseudonyms';
import { fold } from '../decider';
import { type UnmaskCommand, unmaskDecider } from './unmask.decider';

const now = new Date('2026-11-28T09:00:00.000Z');
const posted = (pseudonym?: number) => ({
  type: 'QuestionPosted',
  data: {
    id: 8,
    authorId: 7,
    authorName: 'Dana',
    authorRole: 'member',
    title: 'T',
    body: 'B',
    tags: [],
    categories: [],
    media: null,
    postedAt: now.toISOString(),
    ...(pseudonym ? { pseudonym } : {}),
  },
});
const answer = { type: 'AnswerAdded', data: { id: 1, questionId: 8, authorId: 9 } };
const unmask = (reason: string): UnmaskCommand => ({ type: 'UnmaskAuthor', kind: 'qnas', id: 8, reason, now });

function given(events: { type: string; data: unknown }[]) {
  const state = fold(unmaskDecider, events);
  return { state, when: (command: UnmaskCommand) => () => unmaskDecider.decide(command, state) };
}
const refusal = (code: string, message: string) => expect.objectContaining({ code, message });

describe('UnmaskAuthor', () => {
  describe('when the item was posted under a pseudonym', () => {
    it('records which item was unmasked, why (trimmed) and when, without naming the author', () => {
      expect(given([posted(4821), answer]).when(unmask('  Court order 2026-114  '))()).toEqual([
        {
          type: 'AuthorUnmasked',
          data: { kind: 'qnas', id: 8, reason: 'Court order 2026-114', unmaskedAt: now.toISOString() },
        },
      ]);
    });
    it('knows the real author for the handler to answer with', () => {
      expect(given([posted(4821), answer]).state.posted).toEqual({ authorId: 7, authorName: 'Dana', pseudonym: 4821 });
    });
    it('records every unmasking, a repeated one too', () => {
      const first = given([posted(4821)]).when(unmask('Threats in a comment'))();
      expect(given([posted(4821), ...first]).when(unmask('Second look'))()).toHaveLength(1);
    });
    it('accepts a reason of exactly the limit', () => {
      expect(given([posted(4821)]).when(unmask('r'.repeat(UNMASK_REASON_MAX)))()).toHaveLength(1);
    });
  });

  describe('when it refuses', () => {
    it.each([
      ['an empty reason', ''],
      ['a blank reason', '   '],
    ])('refuses %s', (_, reason) => {
      expect(given([posted(4821)]).when(unmask(reason))).toThrow(
        refusal('validation', PSEUDONYM_MESSAGES.reasonRequired),
      );
    });
    it('refuses a reason over the limit', () => {
      expect(given([posted(4821)]).when(unmask('r'.repeat(UNMASK_REASON_MAX + 1)))).toThrow(
        refusal('validation', PSEUDONYM_MESSAGES.reasonTooLong),
      );
    });
    it('answers not found for an item that does not exist', () => {
      expect(given([]).when(unmask('Why'))).toThrow(refusal('not_found', POST_MESSAGES.notFound));
    });
    it("refuses an item posted under the author's name: there is nothing to unmask", () => {
      expect(given([posted()]).when(unmask('Why'))).toThrow(refusal('conflict', PSEUDONYM_MESSAGES.notPseudonymous));
    });
  });
});
