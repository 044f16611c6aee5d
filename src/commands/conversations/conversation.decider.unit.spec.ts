import { DeciderSpecification } from '../../../test/support/decider-specification';
import { COMMENT_MAX } from '../../contracts/content';
import { IDENTIFYING_DETAILS_WARNING } from '../../contracts/identifying-details';
import { conversationDecider, type ReplyCommand } from './conversation.decider';

const now = new Date('2026-11-23T10:00:00.000Z');
const author = { id: 3, name: 'Ann', role: 'member' as const };
const posted = { type: 'ArticlePosted', data: { id: 17 } };
const addComment = (text: string, identifyingDetailsConfirmed = false): ReplyCommand => ({
  type: 'AddComment',
  id: 40,
  parentKind: 'articles',
  parentId: 17,
  author,
  text,
  identifyingDetailsConfirmed,
  now,
});

const { given } = DeciderSpecification.for(conversationDecider);

describe('AddComment', () => {
  it('adds a comment to an existing post, text trimmed', () => {
    given([posted])
      .when(addComment('  Thank you.  '))
      .then([
        {
          type: 'CommentAdded',
          data: {
            id: 40,
            parentKind: 'articles',
            parentId: 17,
            authorId: 3,
            authorName: 'Ann',
            authorRole: 'member',
            text: 'Thank you.',
            addedAt: now.toISOString(),
          },
        },
      ]);
  });
  it('refuses a post that does not exist', () => {
    given([]).when(addComment('Hello')).thenRefuses('not_found');
  });
  it('refuses a post the moderators removed', () => {
    const removed = {
      type: 'ContentRemoved',
      data: { kind: 'articles', id: 17, reportId: null, reason: null, removedAt: now.toISOString() },
    };
    given([posted, removed]).when(addComment('Hello')).thenRefuses('not_found');
  });
  it('still takes comments after one of them was removed', () => {
    const removed = {
      type: 'ContentRemoved',
      data: { kind: 'comments', id: 39, reportId: null, reason: null, removedAt: now.toISOString() },
    };
    expect(given([posted, removed]).when(addComment('Hello')).events()).toHaveLength(1);
  });
  it.each([
    ['empty', '   '],
    ['too long', 'x'.repeat(COMMENT_MAX + 1)],
  ])('refuses %s text', (_, text) => {
    given([posted]).when(addComment(text)).thenRefuses('validation');
  });
  it('refuses text with identifying details unless the author chose "Post anyway"', () => {
    const text = 'Her lawyer, Jane Roberts, called from 555-234-5678.';
    given([posted])
      .when(addComment(text))
      .thenRefuses('unprocessable', `${IDENTIFYING_DETAILS_WARNING} Found: a phone number and a full name.`);
    given([posted])
      .when(addComment(text, true))
      .then([expect.objectContaining({ type: 'CommentAdded', data: expect.objectContaining({ text }) })]);
  });
});

describe('AddComment on a post made under a pseudonym', () => {
  const masked = {
    type: 'ArticlePosted',
    data: { id: 17, authorId: 3, authorName: 'Ann', authorRole: 'member', pseudonym: 4821 },
  };

  it("gives the post author's comment the post's alias", () => {
    const [event] = given([masked]).when(addComment('Thanks, everyone.')).events();
    expect(event!.data).toMatchObject({ authorId: 3, pseudonym: 4821 });
  });
  it("leaves anyone else's comment under their own name", () => {
    const other = { id: 5, name: 'Bo', role: 'Expert' as const };
    const [event] = given([masked])
      .when({ ...addComment('Hello'), author: other })
      .events();
    expect(event!.data).not.toHaveProperty('pseudonym');
  });
  it("gives no alias on a post made under the author's name", () => {
    const named = { type: 'ArticlePosted', data: { id: 17, authorId: 3, authorName: 'Ann', authorRole: 'member' } };
    expect(given([named]).when(addComment('Hello')).events()[0]!.data).not.toHaveProperty('pseudonym');
  });
});

describe('AddAnswer', () => {
  it('answers a question that has earlier answers', () => {
    const question = { type: 'QuestionPosted', data: { id: 8 } };
    const earlier = { type: 'AnswerAdded', data: { id: 1 } };
    const events = given([question, earlier])
      .when({
        type: 'AddAnswer',
        id: 2,
        questionId: 8,
        author,
        text: 'Yes',
        identifyingDetailsConfirmed: false,
        now,
      })
      .events();
    expect(events).toEqual([
      {
        type: 'AnswerAdded',
        data: {
          id: 2,
          questionId: 8,
          authorId: 3,
          authorName: 'Ann',
          authorRole: 'member',
          text: 'Yes',
          addedAt: now.toISOString(),
        },
      },
    ]);
  });
  it("answers the asker's own pseudonymous question under its alias", () => {
    const question = {
      type: 'QuestionPosted',
      data: { id: 8, authorId: 3, authorName: 'Ann', authorRole: 'member', pseudonym: 1234 },
    };
    const [event] = given([question])
      .when({
        type: 'AddAnswer',
        id: 2,
        questionId: 8,
        author,
        text: 'Update: solved.',
        identifyingDetailsConfirmed: false,
        now,
      })
      .events();
    expect(event).toMatchObject({ type: 'AnswerAdded', data: { authorId: 3, pseudonym: 1234 } });
  });
});
