import { answerAdded, commentAdded, contentRemoved, posted } from '../../../test/support/content-events';
import { DeciderSpecification } from '../../../test/support/decider-specification';
import { AUTHOR_DELETION_MESSAGES } from '../../contracts/author-deletions';
import { presenceOf } from '../content-presence';
import { bestAnswerDecider } from '../best-answers/best-answer.decider';
import { fold } from '../decider';
import { conversationDecider } from '../conversations/conversation.decider';
import { type AuthorDeletionCommand, authorDeletionDecider } from './author-deletion.decider';

const now = new Date('2026-11-26T10:00:00.000Z');
const deletedAt = now.toISOString();
const WRITER = 5;
const READER = 6;
const OTHER = 7;

const event = ([, e]: readonly [string, unknown]) => e as { type: string; data: unknown };
const article = event(posted('articles', 3));
const question = event(posted('qnas', 8));
const comment = (id: number, authorId = READER) => event(commentAdded(id, 3, { authorId }));
const answer = (id: number, authorId = READER) => event(answerAdded(id, 8, { authorId }));

const deletePost = (kind: 'articles' | 'qnas', id: number, actorId = WRITER): AuthorDeletionCommand => ({
  type: 'DeletePost',
  kind,
  id,
  actorId,
  now,
});
const deleteReply = (target: 'comment' | 'answer', id: number, actorId = READER): AuthorDeletionCommand => ({
  type: 'DeleteReply',
  target,
  id,
  actorId,
  now,
});

const { given } = DeciderSpecification.for(authorDeletionDecider);

describe('DeletePost', () => {
  it('deletes a post without replies entirely', () => {
    given([article])
      .when(deletePost('articles', 3))
      .then([{ type: 'PostDeletedByAuthor', data: { kind: 'articles', id: 3, keepsPlaceholder: false, deletedAt } }]);
  });

  it('keeps a placeholder for a post whose replies are there', () => {
    given([question, answer(10)])
      .when(deletePost('qnas', 8))
      .then([{ type: 'PostDeletedByAuthor', data: { kind: 'qnas', id: 8, keepsPlaceholder: true, deletedAt } }]);
  });

  it('keeps no placeholder when every reply is gone already', () => {
    const removed = event(contentRemoved('comments', 10, ['articles', 3]));
    given([article, comment(10), removed])
      .when(deletePost('articles', 3))
      .then([{ type: 'PostDeletedByAuthor', data: { kind: 'articles', id: 3, keepsPlaceholder: false, deletedAt } }]);
  });

  it('refuses anyone but the author', () => {
    given([article])
      .when(deletePost('articles', 3, OTHER))
      .thenRefuses('forbidden', AUTHOR_DELETION_MESSAGES.authorOnly);
  });

  it('refuses a post the moderators removed', () => {
    given([article, event(contentRemoved('articles', 3, ['articles', 3]))])
      .when(deletePost('articles', 3))
      .thenRefuses('not_found', AUTHOR_DELETION_MESSAGES.notFound);
  });

  it('refuses a post deleted already, also kept as a placeholder', () => {
    const deleted = { type: 'PostDeletedByAuthor', data: { kind: 'qnas', id: 8, keepsPlaceholder: true, deletedAt } };
    given([question, answer(10), deleted])
      .when(deletePost('qnas', 8))
      .thenRefuses('not_found', AUTHOR_DELETION_MESSAGES.notFound);
  });

  it('refuses a post that is not there', () => {
    given([]).when(deletePost('articles', 3)).thenRefuses('not_found', AUTHOR_DELETION_MESSAGES.notFound);
  });
});

describe('DeleteReply', () => {
  it('deletes the author’s own comment', () => {
    given([article, comment(10)])
      .when(deleteReply('comment', 10))
      .then([
        {
          type: 'ReplyDeletedByAuthor',
          data: { target: 'comment', id: 10, parentKind: 'articles', parentId: 3, deletedAt },
        },
      ]);
  });

  it('deletes the author’s own answer', () => {
    given([question, answer(10)])
      .when(deleteReply('answer', 10))
      .then([
        {
          type: 'ReplyDeletedByAuthor',
          data: { target: 'answer', id: 10, parentKind: 'qnas', parentId: 8, deletedAt },
        },
      ]);
  });

  it('deletes an answer under a question its asker deleted, kept for its answers', () => {
    const deleted = { type: 'PostDeletedByAuthor', data: { kind: 'qnas', id: 8, keepsPlaceholder: true, deletedAt } };
    given([question, answer(10), deleted])
      .when(deleteReply('answer', 10))
      .then([
        {
          type: 'ReplyDeletedByAuthor',
          data: { target: 'answer', id: 10, parentKind: 'qnas', parentId: 8, deletedAt },
        },
      ]);
  });

  it('refuses anyone but the reply’s author, the post’s author too', () => {
    given([article, comment(10)])
      .when(deleteReply('comment', 10, WRITER))
      .thenRefuses('forbidden', AUTHOR_DELETION_MESSAGES.authorOnly);
  });

  it('refuses a reply deleted or removed already', () => {
    const deleted = {
      type: 'ReplyDeletedByAuthor',
      data: { target: 'comment', id: 10, parentKind: 'articles', parentId: 3, deletedAt },
    };
    given([article, comment(10), deleted])
      .when(deleteReply('comment', 10))
      .thenRefuses('not_found', AUTHOR_DELETION_MESSAGES.notFound);
    given([article, comment(10), event(contentRemoved('comments', 10, ['articles', 3]))])
      .when(deleteReply('comment', 10))
      .thenRefuses('not_found', AUTHOR_DELETION_MESSAGES.notFound);
  });

  it('refuses a reply under a post the moderators removed', () => {
    given([article, comment(10), event(contentRemoved('articles', 3, ['articles', 3]))])
      .when(deleteReply('comment', 10))
      .thenRefuses('not_found', AUTHOR_DELETION_MESSAGES.notFound);
  });

  it('refuses a reply of the other kind or not in this post', () => {
    given([article, comment(10)])
      .when(deleteReply('answer', 10))
      .thenRefuses('not_found', AUTHOR_DELETION_MESSAGES.notFound);
    given([article, comment(10)])
      .when(deleteReply('comment', 11))
      .thenRefuses('not_found', AUTHOR_DELETION_MESSAGES.notFound);
  });
});

describe('a post its author deleted', () => {
  const deleted = { type: 'PostDeletedByAuthor', data: { kind: 'qnas', id: 8, keepsPlaceholder: true, deletedAt } };

  it('takes no new replies', () => {
    const state = fold(conversationDecider, [question, answer(10), deleted]);
    expect(state.post).toBe('removed');
  });

  it('keeps its replies present when it stays as a placeholder', () => {
    const state = fold(authorDeletionDecider, [question, answer(10), deleted]);
    expect(presenceOf(state.content, 'answers', 10)).toBe('present');
    expect(presenceOf(state.content, 'qnas', 8)).toBe('removed');
  });
});

describe('a best answer its author deleted', () => {
  it('leaves the question without a best answer', () => {
    const marked = { type: 'BestAnswerMarked', data: { questionId: 8, answerId: 10, markedAt: deletedAt } };
    const deleted = {
      type: 'ReplyDeletedByAuthor',
      data: { target: 'answer', id: 10, parentKind: 'qnas', parentId: 8, deletedAt },
    };
    expect(fold(bestAnswerDecider, [question, answer(10), marked]).bestAnswerId).toBe(10);
    expect(fold(bestAnswerDecider, [question, answer(10), marked, deleted]).bestAnswerId).toBeNull();
  });
});
