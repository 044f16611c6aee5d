import { DeciderSpecification } from '../../../test/support/decider-specification';
import { HOLD_MESSAGES } from '../../contracts/holds';
import { publishedOrHeld } from './held-item';
import { reviewDecider } from './review.decider';

const { given } = DeciderSpecification.for(reviewDecider);
const heldAt = new Date('2026-12-06T09:00:00.000Z');
const now = new Date('2026-12-06T10:00:00.000Z');
const question = {
  type: 'QuestionPosted',
  data: {
    id: 4,
    authorId: 2,
    authorName: 'Asker',
    authorRole: 'member',
    title: 'Q',
    body: 'B',
    tags: [],
    categories: [],
    media: null,
    postedAt: heldAt.toISOString(),
  },
};
const answer = {
  type: 'AnswerAdded',
  data: {
    id: 11,
    questionId: 4,
    authorId: 5,
    authorName: 'New',
    authorRole: 'member',
    text: 'https://x.example',
    addedAt: heldAt.toISOString(),
  },
};
const heldAnswer = publishedOrHeld(answer, [{ code: 'links', links: 1, allowed: 0 }], {
  kind: 'answers',
  id: 11,
  authorId: 5,
  authorName: 'New',
  now: heldAt,
});

describe('ReviewHeldItem', () => {
  it('approves: the kept event is published, dated now, with the approval', () => {
    given([question, heldAnswer])
      .when({ type: 'ApproveHeldItem', kind: 'answers', id: 11, now })
      .then([
        { type: 'AnswerAdded', data: { ...answer.data, addedAt: now.toISOString() } },
        { type: 'HeldItemApproved', data: { kind: 'answers', id: 11, approvedAt: now.toISOString() } },
      ]);
  });

  it('rejects: nothing is published', () => {
    given([question, heldAnswer])
      .when({ type: 'RejectHeldItem', kind: 'answers', id: 11, now })
      .then([{ type: 'HeldItemRejected', data: { kind: 'answers', id: 11, rejectedAt: now.toISOString() } }]);
  });

  it('refuses a second review, and a reply whose post is gone', () => {
    const rejected = {
      type: 'HeldItemRejected',
      data: { kind: 'answers', id: 11, rejectedAt: now.toISOString() },
    };
    given([question, heldAnswer, rejected])
      .when({ type: 'ApproveHeldItem', kind: 'answers', id: 11, now })
      .thenRefuses('conflict', HOLD_MESSAGES.notHeld);
    const removed = {
      type: 'ContentRemoved',
      data: { kind: 'qnas', id: 4, reportId: null, reason: null, removedAt: now.toISOString() },
    };
    given([question, heldAnswer, removed])
      .when({ type: 'ApproveHeldItem', kind: 'answers', id: 11, now })
      .thenRefuses('conflict', HOLD_MESSAGES.parentGone);
  });
});
