import { DomainError } from '../../common/domain-error';
import { BLOCK_MESSAGES, type BlockedFromKind } from '../../contracts/blocks';
import type { PostKind } from '../../contracts/content';
import { isEventOf } from '../../events/registry';
import type { Decider } from '../decider';

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
