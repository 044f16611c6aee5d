import { NOTIFICATION_ID_PATTERN } from '../../contracts/notifications';
import {
  isReply,
  NOTIFICATION_CAUSES,
  NOTIFICATION_KIND_CAUSES,
  notificationIdIfAny,
  notificationIdOf,
} from './notification-causes';

const post = { id: 12, authorId: 5, authorName: 'Dr. Lee', authorRole: 'Expert' as const, title: 'T', body: 'B' };
const reply = { id: 9, authorId: 3, authorName: 'Dana', authorRole: 'member' as const, text: 'x', addedAt: 'now' };
const postFields = { tags: [], categories: [], media: null, postedAt: 'now' };

describe('the notification a cause gives', () => {
  it('is named by the post for a posting, and for a topic added to the post later', () => {
    expect(notificationIdOf({ type: 'ArticlePosted', data: { ...post, ...postFields } })).toBe('articles-12');
    expect(notificationIdOf({ type: 'QuestionPosted', data: { ...post, ...postFields } })).toBe('qnas-12');
    expect(
      notificationIdOf({ type: 'PostCategorized', data: { kind: 'videos', id: 5, topicId: 2, categorizedAt: 'now' } }),
    ).toBe('videos-5');
    expect(notificationIdIfAny({ type: 'PostEdited', data: { kind: 'books', id: 6 } })).toBe('books-6');
  });

  it('is named by the reply for an answer or a comment', () => {
    expect(notificationIdOf({ type: 'AnswerAdded', data: { ...reply, questionId: 4 } })).toBe('answer-9');
    expect(notificationIdOf({ type: 'CommentAdded', data: { ...reply, parentKind: 'books', parentId: 3 } })).toBe(
      'comment-9',
    );
  });

  it('is none for an event that notifies nobody, whatever its name', () => {
    for (const type of ['VoteCast', 'NotificationRead', 'ReplyEdited', 'toString', 'constructor'])
      expect(notificationIdIfAny({ type, data: { id: 1 } })).toBeNull();
  });

  it('is named in the pattern the API accepts', () => {
    const data = { ...post, kind: 'qnas' };
    for (const type of Object.keys(NOTIFICATION_CAUSES))
      expect(notificationIdIfAny({ type, data })).toMatch(NOTIFICATION_ID_PATTERN);
  });
});

describe('a reply', () => {
  it('is an answer or a comment, not a post nor its new topic', () => {
    expect(Object.keys(NOTIFICATION_CAUSES).filter((type) => isReply({ type, data: {} }))).toEqual([
      'AnswerAdded',
      'CommentAdded',
    ]);
    expect(isReply({ type: 'VoteCast', data: {} })).toBe(false);
  });
});

it('every cause gives some kind of notification', () => {
  const named = new Set<string>(Object.values(NOTIFICATION_KIND_CAUSES).flat());
  expect(Object.keys(NOTIFICATION_CAUSES).filter((type) => !named.has(type))).toEqual([]);
});
