import { DomainError } from '../../common/domain-error';
import type { PostKind } from '../../contracts/content';
import { HOLD_MESSAGES, type HeldKind } from '../../contracts/holds';
import { isPostKind } from '../../contracts/moderation';
import type { HoldEvent, ItemHeldData } from '../../events/content/holds.events';
import { isEventOf } from '../../events/registry';
import { type ContentState, contentPresence } from '../content-presence';
import type { Decider } from '../decider';
import { CONTENT_PAGES } from '../../common/projection-names';
import { postStream } from '../../events/streams';
import { defineWrite } from '../define-write';
import { TRUST_RECORDS, type TrustRecords } from './trust-records.port';

export type ReviewCommand = { type: 'ApproveHeldItem' | 'RejectHeldItem'; kind: HeldKind; id: number; now: Date };

/** The stream a held item waits in (a post's own; a reply's post): what is there, and what waits. */
export interface ReviewState extends ContentState {
  held: ReadonlyMap<string, ItemHeldData>;
}

type StreamEvent = { type: string; data: unknown };
type Published = { type: string; data: Record<string, unknown> };

const key = (kind: string, id: number) => `${kind}:${id}`;

function evolve(state: ReviewState, event: StreamEvent): ReviewState {
  const content = contentPresence.evolve(state, event);
  if (isEventOf(event, 'ItemHeld'))
    return { ...content, held: new Map(state.held).set(key(event.data.kind, event.data.id), event.data) };
  if (isEventOf(event, 'HeldItemApproved', 'HeldItemRejected')) {
    const held = new Map(state.held);
    held.delete(key(event.data.kind, event.data.id));
    return { ...content, held };
  }
  return { ...content, held: state.held };
}

/**
 * The kept event, dated now: an approved item is new to everyone who sees it; a moderator looked at its links,
 * so they are live.
 */
function released({ publishes }: ItemHeldData, now: Date): Published {
  const { linksPlain: _looked, ...data } = publishes.data;
  if ('postedAt' in data) data.postedAt = now.toISOString();
  if ('addedAt' in data) data.addedAt = now.toISOString();
  return { type: publishes.type, data };
}

function decide(command: ReviewCommand, state: ReviewState): (HoldEvent | Published)[] {
  const held = state.held.get(key(command.kind, command.id));
  if (!held) throw new DomainError('conflict', HOLD_MESSAGES.notHeld);
  const { kind, id } = held;
  if (command.type === 'RejectHeldItem')
    return [{ type: 'HeldItemRejected', data: { kind, id, rejectedAt: command.now.toISOString() } }];
  // A reply needs its post still there; a post was never published, so nothing can have removed it.
  if (!isPostKind(kind) && state.post !== 'present') throw new DomainError('conflict', HOLD_MESSAGES.parentGone);
  return [
    released(held, command.now),
    { type: 'HeldItemApproved', data: { kind, id, approvedAt: command.now.toISOString() } },
  ];
}

export const reviewDecider: Decider<ReviewCommand, ReviewState, StreamEvent> = {
  initialState: () => ({ ...contentPresence.initialState(), held: new Map() }),
  evolve,
  decide,
};

/** An administrator's Approve (the item is published) or Reject (it stays hidden) of a held item. */
export const reviewHeldItem = defineWrite({
  name: 'ReviewHeldItem',
  decider: reviewDecider,
  // A held post waits in its own stream, a held reply in its post's (found in the queue's row).
  stream: (
    _input: { decision: 'approve' | 'reject'; kind: HeldKind; id: number },
    parent: { kind: PostKind; id: number },
  ) => postStream(parent.kind, parent.id),
  prepare: async ({ decision, kind, id }, { get }) => {
    const records = get<TrustRecords>(TRUST_RECORDS);
    // Nothing of a stopped member is published while the stop stands.
    const author = decision === 'approve' ? await records.heldAuthor(kind, id) : null;
    if (author !== null && (await records.standing(author))?.stopped)
      throw new DomainError('conflict', HOLD_MESSAGES.authorStopped);
    const parent = isPostKind(kind) ? { kind, id } : await records.heldParent(kind, id);
    if (!parent) throw new DomainError('not_found', HOLD_MESSAGES.notHeld);
    return parent;
  },
  command: ({ decision, kind, id }, now): ReviewCommand => ({
    type: decision === 'approve' ? 'ApproveHeldItem' : 'RejectHeldItem',
    kind,
    id,
    now,
  }),
  // An approved item shows everywhere at once, and leaves the queue; a rejected one leaves the queue.
  nextReads: [...CONTENT_PAGES, 'conversations', 'watches', 'trust'],
});
