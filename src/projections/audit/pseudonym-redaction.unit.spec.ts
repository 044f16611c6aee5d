import { EVENT_TYPES } from '../../events/registry';
import { HISTORY_REDACTIONS } from './history-redactions';
import { maskedNamesOf, type MaskedAuthors, redactForHistory, type RedactionContext } from './pseudonym-redaction';

const AUTHOR = 7;
const metadata = {
  actorId: AUTHOR,
  actorRole: 'Expert',
  correlationId: 'c',
  causationId: null,
  at: '2026-11-28T09:00:00.000Z',
};
const hiddenActor = { ...metadata, actorId: null, actorRole: 'pseudonymous' };
const posted = (extra: object = {}) => ({
  streamId: 'question-8',
  type: 'QuestionPosted',
  data: { id: 8, authorId: AUTHOR, authorName: 'Dana', authorRole: 'Expert', title: 'T', body: 'B', ...extra },
  metadata,
});
const nothingMasked: RedactionContext = { masked: new Map(), draftIsPseudonymous: false };
/** What the history knows once question 8 was posted under a pseudonym and answer 3 (another member's) given on it. */
const masked: MaskedAuthors = new Map([
  ['question-8', AUTHOR],
  ['answer-3', AUTHOR],
]);
const knowing: RedactionContext = { masked, draftIsPseudonymous: false };

describe('redactForHistory', () => {
  it('keeps an event that reveals no pseudonymous author as recorded', () => {
    const event = posted();
    expect(redactForHistory(event, nothingMasked)).toBe(event);
  });

  it('keeps a pseudonymous post without its author fields and actor, the rest as recorded', () => {
    expect(redactForHistory(posted({ pseudonym: 4821 }), nothingMasked)).toEqual({
      streamId: 'question-8',
      type: 'QuestionPosted',
      data: { id: 8, title: 'T', body: 'B', pseudonym: 4821 },
      metadata: hiddenActor,
    });
  });

  it("does the same for the author's replies under the alias", () => {
    const answer = {
      streamId: 'question-8',
      type: 'AnswerAdded',
      data: {
        id: 2,
        questionId: 8,
        authorId: AUTHOR,
        authorName: 'Dana',
        authorRole: 'Expert',
        text: 'x',
        pseudonym: 4821,
      },
      metadata,
    };
    expect(redactForHistory(answer, knowing)).toEqual({
      ...answer,
      data: { id: 2, questionId: 8, text: 'x', pseudonym: 4821 },
      metadata: hiddenActor,
    });
  });

  describe("what the author does in their pseudonymous item's stream", () => {
    const mark = {
      streamId: 'question-8',
      type: 'BestAnswerMarked',
      data: { questionId: 8, answerId: 3, markedAt: 'now' },
      metadata,
    };

    it('keeps it without its actor: only the asker marks a best answer', () => {
      expect(redactForHistory(mark, knowing)).toEqual({ ...mark, metadata: hiddenActor });
    });
    it("keeps someone else's doing there as recorded", () => {
      const byAdmin = {
        ...mark,
        type: 'ContentRemoved',
        metadata: { ...metadata, actorId: 1, actorRole: 'Administrator' },
      };
      expect(redactForHistory(byAdmin, knowing)).toBe(byAdmin);
    });
    it('keeps the same doing in a stream under a name as recorded', () => {
      const named = { ...mark, streamId: 'question-9' };
      expect(redactForHistory(named, knowing)).toBe(named);
    });
  });

  describe('a notification read', () => {
    const read = (notification: string, uid = AUTHOR) => ({
      streamId: `user-${uid}`,
      type: 'NotificationRead',
      data: { uid, notification, readAt: 'now' },
      metadata: { ...metadata, actorId: uid },
    });

    it('is kept without the notification when it is the author’s, about their pseudonymous item', () => {
      expect(redactForHistory(read('answer-3'), knowing)).toEqual({
        ...read('answer-3'),
        data: { uid: AUTHOR, readAt: 'now' },
      });
    });
    it('is kept as recorded otherwise', () => {
      for (const event of [read('answer-4'), read('answer-3', 9)]) expect(redactForHistory(event, knowing)).toBe(event);
    });
  });

  describe('a question watched or unwatched', () => {
    const watch = (type: string, uid = AUTHOR, questionId = 8) => ({
      streamId: `watches-${uid}`,
      type,
      data: { uid, questionId, at: 'now' },
      metadata: { ...metadata, actorId: uid },
    });

    it('is kept without the question when it is its asker’s, of their question under a pseudonym', () => {
      for (const type of ['QuestionUnwatched', 'QuestionWatched'])
        expect(redactForHistory(watch(type), knowing)).toEqual({ ...watch(type), data: { uid: AUTHOR, at: 'now' } });
    });
    it('is kept as recorded otherwise', () => {
      for (const event of [watch('QuestionWatched', 9), watch('QuestionUnwatched', AUTHOR, 9)])
        expect(redactForHistory(event, knowing)).toBe(event);
    });
  });

  it('leaves out the claiming member of a draft that asked for a pseudonym, and only of such a draft', () => {
    const claim = {
      streamId: 'draft-d',
      type: 'DraftClaimed',
      data: { draftId: 'd', memberId: AUTHOR, kind: 'qnas', postId: 8, claimedAt: 'now' },
      metadata,
    };
    expect(redactForHistory(claim, { masked, draftIsPseudonymous: true })).toEqual({
      ...claim,
      data: { draftId: 'd', kind: 'qnas', postId: 8, claimedAt: 'now' },
      metadata: hiddenActor,
    });
    expect(redactForHistory(claim, nothingMasked)).toBe(claim);
  });
});

describe('maskedNamesOf', () => {
  it('names a pseudonymous post by its stream, with its author', () => {
    expect(maskedNamesOf(posted({ pseudonym: 4821 }), new Map())).toEqual([['question-8', AUTHOR]]);
    expect(maskedNamesOf(posted(), new Map())).toEqual([]);
  });
  it("names every answer and comment on it by its notification's id, with the post's author", () => {
    const answer = {
      streamId: 'question-8',
      type: 'AnswerAdded',
      data: { id: 3, questionId: 8, authorId: 9 },
      metadata,
    };
    const comment = {
      streamId: 'article-5',
      type: 'CommentAdded',
      data: { id: 4, parentKind: 'articles', parentId: 5, authorId: 9 },
      metadata,
    };
    expect(maskedNamesOf(answer, masked)).toEqual([['answer-3', AUTHOR]]);
    expect(maskedNamesOf(comment, new Map([['article-5', AUTHOR]]))).toEqual([['comment-4', AUTHOR]]);
    expect(maskedNamesOf({ ...answer, streamId: 'question-9' }, masked)).toEqual([]);
  });
});

describe('HISTORY_REDACTIONS', () => {
  it('decides every event type, and only those', () => {
    expect(Object.keys(HISTORY_REDACTIONS).sort()).toEqual([...EVENT_TYPES].sort());
  });
});
