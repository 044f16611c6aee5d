import type { PostedData } from '../../events/content/posts.events';
import { notificationsFor, topicsAdded } from './notification-recipients';

const expertPost: PostedData = {
  id: 12,
  authorId: 5,
  authorName: 'Dr. Lee',
  authorRole: 'Expert',
  title: 'Mediation 101',
  body: 'Text',
  tags: [],
  categories: [],
  media: null,
  postedAt: '2026-11-20T10:00:00.000Z',
};
const answer = {
  id: 9,
  questionId: 4,
  authorId: 3,
  authorName: 'Dana Reyes',
  authorRole: 'member' as const,
  text: 'Share it.',
  addedAt: '2026-11-21T10:00:00.000Z',
};
const comment = { ...answer, id: 41, parentKind: 'videos' as const, parentId: 8 };

describe('notificationsFor', () => {
  describe('a post', () => {
    it('tells no follower of a post under a pseudonym, which would name its author', () => {
      expect(
        notificationsFor({
          type: 'ArticlePosted',
          data: { ...expertPost, pseudonym: 4821 },
          followers: [7, 8],
        }),
      ).toEqual([]);
    });

    it('tells each follower of its author once, never the author', () => {
      const drafts = notificationsFor({ type: 'ArticlePosted', data: expertPost, followers: [7, 8, 7, 5] });
      expect(drafts.map((d) => d.uid)).toEqual([7, 8]);
      expect(drafts[0]).toEqual({
        uid: 7,
        id: 'articles-12',
        kind: 'post',
        actorId: 5,
        actorName: 'Dr. Lee',
        itemKind: 'articles',
        itemId: 12,
        itemTitle: 'Mediation 101',
        createdAt: '2026-11-20T10:00:00.000Z',
      });
    });

    it('tells nobody when nobody follows its author', () => {
      expect(notificationsFor({ type: 'QuestionPosted', data: expertPost, followers: [] })).toEqual([]);
    });
  });

  describe('an answer', () => {
    it('tells the asker', () => {
      expect(
        notificationsFor({ type: 'AnswerAdded', data: answer, question: { authorId: 7, title: 'Who keeps the dog?' } }),
      ).toEqual([
        {
          uid: 7,
          id: 'answer-9',
          kind: 'answer',
          actorId: 3,
          actorName: 'Dana Reyes',
          itemKind: 'qnas',
          itemId: 4,
          itemTitle: 'Who keeps the dog?',
          createdAt: '2026-11-21T10:00:00.000Z',
        },
      ]);
    });

    it('tells nobody when the asker answers their own question', () => {
      expect(notificationsFor({ type: 'AnswerAdded', data: answer, question: { authorId: 3, title: 'Mine' } })).toEqual(
        [],
      );
    });

    it('tells nobody of a question it does not know (one removed)', () => {
      expect(notificationsFor({ type: 'AnswerAdded', data: answer, question: null })).toEqual([]);
    });
  });

  describe('a comment', () => {
    it('tells the post’s author', () => {
      const [draft, ...rest] = notificationsFor({
        type: 'CommentAdded',
        data: comment,
        post: { authorId: 7, title: 'A talk' },
      });
      expect(rest).toEqual([]);
      expect(draft).toMatchObject({
        uid: 7,
        id: 'comment-41',
        kind: 'comment',
        itemKind: 'videos',
        itemId: 8,
        itemTitle: 'A talk',
      });
    });

    it('tells nobody when the author comments on their own post', () => {
      expect(notificationsFor({ type: 'CommentAdded', data: comment, post: { authorId: 3, title: 'Mine' } })).toEqual(
        [],
      );
    });
  });

  it('names a reply under a pseudonym by its alias', () => {
    const [draft] = notificationsFor({
      type: 'AnswerAdded',
      data: { ...answer, pseudonym: 4821 },
      question: { authorId: 1, title: 'Who keeps the dog?' },
    });
    expect(draft).toMatchObject({ actorName: 'Member 4821' });
    expect(JSON.stringify(draft)).not.toContain('Dana Reyes');
  });
});

describe('the topics an edit adds', () => {
  it('are those the post did not have, each once, whatever the order', () => {
    expect(topicsAdded([2], [3, 2, 3, 4])).toEqual([3, 4]);
    expect(topicsAdded([2, 3], [3])).toEqual([]);
  });
});
