import { voteStream } from '../../events/streams';
import { DELETED_MEMBER } from '../../events/users/account-erasure';
import {
  accountDeleted,
  answerAdded,
  commentAdded,
  contentRemoved,
  posted,
} from '../../../test/support/content-events';
import { projectionHarness, READ_DATABASES } from '../../../test/support/projection-harness';
import { postsProjection } from '../posts/posts.projection';
import { conversationsProjection } from './conversations.projection';

describe.each(READ_DATABASES)('conversations projection on %s', (database) => {
  // The posts carry the reply counts this projection keeps.
  const harness = projectionHarness(database, conversationsProjection, { upstream: [postsProjection] });
  const vote = (targetId: number, voterId: number, previous: -1 | 0 | 1, value: -1 | 0 | 1) =>
    harness.event(voteStream('answer', targetId, voterId), {
      type: 'VoteCast',
      data: { target: 'answer', targetId, voterId, previous, vote: value },
    });

  const commentVote = (targetId: number, voterId: number, previous: -1 | 0 | 1, value: -1 | 0 | 1) =>
    harness.event(voteStream('comment', targetId, voterId), {
      type: 'VoteCast',
      data: { target: 'comment', targetId, voterId, previous, vote: value },
    });
  /** The posts' scores (the Top sort) now, and again once this projection is rebuilt from zero. */
  const expectScores = async (rows: { kind: string; id: number; reply_count: number; reply_score: number }[]) => {
    await harness.expectRows('posts', rows);
    await harness.expectRebuildKeepsRows();
    await harness.expectRows('posts', rows);
  };

  describe('when members comment on an article', () => {
    it('lists the comments under it and counts them on the post', async () => {
      await harness.givenEvents(
        harness.event(...posted('articles', 3)),
        harness.event(...commentAdded(41, 3, { text: 'Thank you.' })),
        harness.event(...commentAdded(42, 3)),
      );
      await harness.expectRows('replies', [
        { kind: 'comment', id: 41, parent_kind: 'articles', parent_id: 3, text: 'Thank you.', vote: 0 },
        { kind: 'comment', id: 42, parent_kind: 'articles', parent_id: 3, vote: 0 },
      ]);
      await harness.expectRows('posts', [{ kind: 'articles', id: 3, reply_count: 2 }]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('when members vote on an answer and the asker marks the best', () => {
    it('keeps the total, each voter’s own vote and the one best answer', async () => {
      await harness.givenEvents(
        harness.event(...posted('qnas', 5)),
        harness.event(...answerAdded(10, 5)),
        harness.event(...answerAdded(11, 5)),
        vote(10, 8, 0, 1),
        vote(10, 9, 0, 1),
        vote(10, 9, 1, -1),
        harness.event('question-5', {
          type: 'BestAnswerMarked',
          data: { questionId: 5, answerId: 10, markedAt: '2026-11-24T10:00:00.000Z' },
        }),
        harness.event('question-5', {
          type: 'BestAnswerMarked',
          data: { questionId: 5, answerId: 11, markedAt: '2026-11-24T11:00:00.000Z' },
        }),
      );
      await harness.expectRows('replies', [
        { kind: 'answer', id: 10, vote: 0, is_best: false },
        { kind: 'answer', id: 11, vote: 0, is_best: true },
      ]);
      await harness.expectRows('reply_votes', [
        { kind: 'answer', id: 10, voter_id: 8, vote: 1 },
        { kind: 'answer', id: 10, voter_id: 9, vote: -1 },
      ]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('when the moderators remove a comment', () => {
    it('takes it and its votes off the conversation, keeps it for its author’s history and recounts', async () => {
      await harness.givenEvents(
        harness.event(...posted('articles', 3)),
        harness.event(...commentAdded(41, 3, { text: 'Buy pills' })),
        harness.event(...commentAdded(42, 3)),
        harness.event(...contentRemoved('comments', 41, ['articles', 3])),
      );
      await harness.expectRows('replies', [{ kind: 'comment', id: 42 }]);
      await harness.expectRows('removed_replies', [
        { kind: 'comment', id: 41, author_id: 6, text: 'Buy pills', removed_at: new Date('2026-11-25T10:00:00.000Z') },
      ]);
      await harness.expectRows('posts', [{ kind: 'articles', id: 3, reply_count: 1 }]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('when a member deletes their account', () => {
    it('keeps their replies under "Deleted member" and forgets what the moderators removed', async () => {
      await harness.givenEvents(
        harness.event(...posted('articles', 3)),
        harness.event(...commentAdded(41, 3)),
        harness.event(...commentAdded(42, 3)),
        harness.event(...contentRemoved('comments', 42, ['articles', 3])),
        harness.event(...accountDeleted(6)),
      );
      await harness.expectRows('replies', [{ kind: 'comment', id: 41, author_id: 6, author_name: DELETED_MEMBER }]);
      await harness.expectRows('removed_replies', []);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('the posts’ scores, for the Top sort', () => {
    it('sum the votes on every answer of a question, as votes are cast and changed', async () => {
      await harness.givenEvents(
        harness.event(...posted('qnas', 5)),
        harness.event(...posted('qnas', 6)),
        harness.event(...answerAdded(10, 5)),
        harness.event(...answerAdded(11, 5)),
        harness.event(...answerAdded(12, 6)),
        vote(10, 8, 0, 1),
        vote(10, 9, 0, 1),
        vote(11, 8, 0, 1),
        vote(12, 8, 0, -1),
        // A voter changes their mind: up to down, and down to nothing.
        vote(10, 9, 1, -1),
        vote(12, 8, -1, 0),
      );
      await expectScores([
        { kind: 'qnas', id: 5, reply_count: 2, reply_score: 1 },
        { kind: 'qnas', id: 6, reply_count: 1, reply_score: 0 },
      ]);
    });

    it('follow a run of votes applied as one batch, and the replies added in it', async () => {
      await harness.givenEvents(harness.event(...posted('articles', 3)), harness.event(...commentAdded(41, 3)));
      await harness.applyBatch([
        commentVote(41, 8, 0, 1),
        commentVote(41, 9, 0, 1),
        harness.event(...commentAdded(42, 3)),
        commentVote(42, 8, 0, 1),
        commentVote(41, 9, 1, 0),
      ]);
      await expectScores([{ kind: 'articles', id: 3, reply_count: 2, reply_score: 2 }]);
    });

    it('lose the votes of a comment the moderators remove', async () => {
      await harness.givenEvents(
        harness.event(...posted('articles', 3)),
        harness.event(...commentAdded(41, 3)),
        harness.event(...commentAdded(42, 3)),
        commentVote(41, 8, 0, 1),
        commentVote(41, 9, 0, 1),
        commentVote(42, 8, 0, 1),
        harness.event(...contentRemoved('comments', 41, ['articles', 3])),
        // A vote on the removed comment (cast as it went) counts for nothing.
        commentVote(41, 7, 0, 1),
      );
      await expectScores([{ kind: 'articles', id: 3, reply_count: 1, reply_score: 1 }]);
    });

    it('keep the votes on a deleted member’s replies', async () => {
      await harness.givenEvents(
        harness.event(...posted('articles', 3)),
        harness.event(...commentAdded(41, 3)),
        commentVote(41, 8, 0, 1),
        harness.event(...accountDeleted(6)),
      );
      await expectScores([{ kind: 'articles', id: 3, reply_count: 1, reply_score: 1 }]);
    });
  });
});
