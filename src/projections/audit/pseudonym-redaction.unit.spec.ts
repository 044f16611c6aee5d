import { redactForHistory } from './pseudonym-redaction';

const metadata = { actorId: 7, actorRole: 'Expert', correlationId: 'c', causationId: null, at: '2026-11-28T09:00:00.000Z' };
const posted = (extra: object = {}) => ({
  type: 'QuestionPosted',
  data: { id: 8, authorId: 7, authorName: 'Dana', authorRole: 'Expert', title: 'T', body: 'B', ...extra },
  metadata,
});

describe('redactForHistory', () => {
  it('keeps an event that reveals no pseudonymous author as recorded', () => {
    const event = posted();
    expect(redactForHistory(event, false)).toBe(event);
  });

  it('keeps a pseudonymous post without its author fields and actor, the rest as recorded', () => {
    expect(redactForHistory(posted({ pseudonym: 4821 }), false)).toEqual({
      type: 'QuestionPosted',
      data: { id: 8, title: 'T', body: 'B', pseudonym: 4821 },
      metadata: { ...metadata, actorId: null, actorRole: 'pseudonymous' },
    });
  });

  it("does the same for the author's replies under the alias", () => {
    const answer = {
      type: 'AnswerAdded',
      data: { id: 2, questionId: 8, authorId: 7, authorName: 'Dana', authorRole: 'Expert', text: 'x', pseudonym: 4821 },
      metadata,
    };
    expect(redactForHistory(answer, false)).toEqual({
      type: 'AnswerAdded',
      data: { id: 2, questionId: 8, text: 'x', pseudonym: 4821 },
      metadata: { ...metadata, actorId: null, actorRole: 'pseudonymous' },
    });
  });

  it('leaves out the claiming member of a draft that asked for a pseudonym, and only of such a draft', () => {
    const claim = { type: 'DraftClaimed', data: { draftId: 'd', memberId: 7, kind: 'qnas', postId: 8, claimedAt: 'now' }, metadata };
    expect(redactForHistory(claim, true)).toEqual({
      type: 'DraftClaimed',
      data: { draftId: 'd', kind: 'qnas', postId: 8, claimedAt: 'now' },
      metadata: { ...metadata, actorId: null, actorRole: 'pseudonymous' },
    });
    expect(redactForHistory(claim, false)).toBe(claim);
  });
});
