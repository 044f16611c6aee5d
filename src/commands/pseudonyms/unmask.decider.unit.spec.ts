import { DeciderSpecification } from '../../../test/support/decider-specification';
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

const { given } = DeciderSpecification.for(unmaskDecider);

describe('UnmaskAuthor', () => {
  describe('when the item was posted under a pseudonym', () => {
    it('records which item was unmasked, why (trimmed) and when, without naming the author', () => {
      given([posted(4821), answer])
        .when(unmask('  Court order 2026-114  '))
        .then([
          {
            type: 'AuthorUnmasked',
            data: { kind: 'qnas', id: 8, reason: 'Court order 2026-114', unmaskedAt: now.toISOString() },
          },
        ]);
    });
    it('knows the real author for the handler to answer with', () => {
      expect(fold(unmaskDecider, [posted(4821), answer]).posted).toEqual({
        authorId: 7,
        authorName: 'Dana',
        pseudonym: 4821,
      });
    });
    it('records every unmasking, a repeated one too', () => {
      const first = given([posted(4821)])
        .when(unmask('Threats in a comment'))
        .events();
      expect(
        given([posted(4821), ...first])
          .when(unmask('Second look'))
          .events(),
      ).toHaveLength(1);
    });
    it('accepts a reason of exactly the limit', () => {
      expect(
        given([posted(4821)])
          .when(unmask('r'.repeat(UNMASK_REASON_MAX)))
          .events(),
      ).toHaveLength(1);
    });
  });

  describe('when it refuses', () => {
    it.each([
      ['an empty reason', ''],
      ['a blank reason', '   '],
    ])('refuses %s', (_, reason) => {
      given([posted(4821)])
        .when(unmask(reason))
        .thenRefuses('validation', PSEUDONYM_MESSAGES.reasonRequired);
    });
    it('refuses a reason over the limit', () => {
      given([posted(4821)])
        .when(unmask('r'.repeat(UNMASK_REASON_MAX + 1)))
        .thenRefuses('validation', PSEUDONYM_MESSAGES.reasonTooLong);
    });
    it('answers not found for an item that does not exist', () => {
      given([]).when(unmask('Why')).thenRefuses('not_found', POST_MESSAGES.notFound);
    });
    it("refuses an item posted under the author's name: there is nothing to unmask", () => {
      given([posted()]).when(unmask('Why')).thenRefuses('conflict', PSEUDONYM_MESSAGES.notPseudonymous);
    });
  });
});
