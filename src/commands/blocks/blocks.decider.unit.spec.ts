import { DeciderSpecification } from '../../../test/support/decider-specification';
import { BLOCK_MESSAGES } from '../../contracts/blocks';
import { type BlocksCommand, blocksDecider } from './blocks.decider';

const now = new Date('2026-12-03T09:00:00.000Z');
const at = now.toISOString();
const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const answer = { kind: 'answers' as const, id: 41, post: { kind: 'qnas' as const, id: 9 }, name: 'harasser' };
const otherAnswer = { ...answer, id: 42 };
const blocked = (blockId: string, from = answer) => ({
  type: 'MemberBlocked',
  data: { uid: 7, blockId, from, blockedAt: at },
});
const unblocked = (blockId: string) => ({ type: 'MemberUnblocked', data: { uid: 7, blockId, unblockedAt: at } });
const block = (blockId: string, from = answer): BlocksCommand => ({ type: 'Block', uid: 7, blockId, from, now });
const unblock = (blockId: string): BlocksCommand => ({ type: 'Unblock', uid: 7, blockId, now });

const { given } = DeciderSpecification.for(blocksDecider);

describe('Block', () => {
  it('blocks from one thing once, and again after an unblock', () => {
    given([])
      .when(block(A))
      .then([blocked(A)]);
    given([blocked(A)])
      .when(block(B))
      .thenRefuses('conflict', BLOCK_MESSAGES.alreadyBlocked);
    given([blocked(A), unblocked(A)])
      .when(block(B))
      .then([blocked(B)]);
  });

  it('keeps a block per thing blocked from: the same member from another answer is a second block', () => {
    given([blocked(A)])
      .when(block(B, otherAnswer))
      .then([blocked(B, otherAnswer)]);
  });
});

describe('Unblock', () => {
  it('undoes a block in force, and nothing else', () => {
    given([blocked(A)])
      .when(unblock(A))
      .then([unblocked(A)]);
    given([blocked(A), unblocked(A)])
      .when(unblock(A))
      .thenRefuses('not_found', BLOCK_MESSAGES.notFound);
    given([]).when(unblock(B)).thenRefuses('not_found', BLOCK_MESSAGES.notFound);
  });
});
