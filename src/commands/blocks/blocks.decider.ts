import { DomainError } from '../../common/domain-error';
import { newUuid } from '../../common/ids';
import { BLOCK_MESSAGES, type BlockedFromKind } from '../../contracts/blocks';
import { CONVERSATION_MESSAGES, POST_MESSAGES, type PostKind } from '../../contracts/content';
import { EXPERT_MESSAGES } from '../../contracts/experts';
import { isPostKind } from '../../contracts/moderation';
import { isEventOf } from '../../events/registry';
import { blocksStream } from '../../events/streams';
import type { Decider } from '../decider';
import { defineWrite } from '../define-write';
import { BLOCK_RECORDS, type BlockRecords } from './block-records.port';

// A member's blocks, decided in their own stream: one block per thing blocked from, and only their own undone.

export interface BlockedFrom {
  kind: BlockedFromKind;
  id: number;
  /** The post a comment or answer is on. */
  post?: { kind: PostKind; id: number };
  /** The name shown there, which the blocker's list keeps. */
  name: string;
}

export type BlocksCommand =
  | { type: 'Block'; uid: number; blockId: string; from: BlockedFrom; now: Date }
  | { type: 'Unblock'; uid: number; blockId: string; now: Date };

export interface BlocksState {
  /** The blocks in force, by id: what each was made from (`kind-id`). */
  blocks: ReadonlyMap<string, string>;
}

type StreamEvent = { type: string; data: unknown };

const fromKey = (from: { kind: string; id: number }) => `${from.kind}-${from.id}`;

function evolve(state: BlocksState, event: StreamEvent): BlocksState {
  if (isEventOf(event, 'MemberBlocked'))
    return { blocks: new Map(state.blocks).set(event.data.blockId, fromKey(event.data.from)) };
  if (isEventOf(event, 'MemberUnblocked')) {
    const blocks = new Map(state.blocks);
    blocks.delete(event.data.blockId);
    return { blocks };
  }
  return state;
}

function decide(command: BlocksCommand, state: BlocksState) {
  const at = command.now.toISOString();
  if (command.type === 'Unblock') {
    if (!state.blocks.has(command.blockId)) throw new DomainError('not_found', BLOCK_MESSAGES.notFound);
    return [{ type: 'MemberUnblocked', data: { uid: command.uid, blockId: command.blockId, unblockedAt: at } }];
  }
  if ([...state.blocks.values()].includes(fromKey(command.from)))
    throw new DomainError('conflict', BLOCK_MESSAGES.alreadyBlocked);
  return [
    { type: 'MemberBlocked', data: { uid: command.uid, blockId: command.blockId, from: command.from, blockedAt: at } },
  ];
}

/** A member's own blocks stream as blocking sees it. */
export const blocksDecider: Decider<BlocksCommand, BlocksState, StreamEvent> = {
  initialState: () => ({ blocks: new Map() }),
  evolve,
  decide,
};

const notFound = (kind: BlockedFromKind) =>
  kind === 'experts'
    ? EXPERT_MESSAGES.notFound
    : isPostKind(kind)
      ? POST_MESSAGES.notFound
      : CONVERSATION_MESSAGES.replyNotFound;

/** A member blocks whoever is shown on a post, comment or answer, or an expert from their profile (id: their uid). */
export const blockMember = defineWrite({
  name: 'BlockMember',
  decider: blocksDecider,
  stream: ({ uid }: { uid: number; kind: BlockedFromKind; id: number }) => blocksStream(uid),
  // What the reader saw there, read from the blocks read model: it never puts the member behind an alias in the event.
  prepare: async ({ uid, kind, id }, { get }) => {
    const item = await get<BlockRecords>(BLOCK_RECORDS).blockable(kind, id, uid);
    if (!item) throw new DomainError('not_found', notFound(kind));
    if (item.own) throw new DomainError('validation', BLOCK_MESSAGES.ownItem);
    const from: BlockedFrom = { kind, id, ...(item.post ? { post: item.post } : {}), name: item.name };
    return { blockId: newUuid(), from };
  },
  command: ({ uid }, now, { blockId, from }): BlocksCommand => ({ type: 'Block', uid, blockId, from, now }),
  // The list the client hides by, and the next reply's check, have it at once.
  nextReads: ['blocks'],
  answer: (_decision, _input, { blockId, from }) => ({ blockId, name: from.name }),
});

/** A member undoes one of their blocks. */
export const unblockMember = defineWrite({
  name: 'UnblockMember',
  decider: blocksDecider,
  stream: ({ uid }: { uid: number; blockId: string }) => blocksStream(uid),
  command: ({ uid, blockId }, now): BlocksCommand => ({ type: 'Unblock', uid, blockId, now }),
  nextReads: ['blocks'],
});
