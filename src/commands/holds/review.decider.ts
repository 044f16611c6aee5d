import { DomainError } from '../../common/domain-error';
import { HOLD_MESSAGES, type HeldKind } from '../../contracts/holds';
import { isPostKind } from '../../contracts/moderation';
import type { HoldEvent, ItemHeldData } from '../../events/content/holds.events';
import { isEventOf } from '../../events/registry';
import { type ContentState, contentPresence } from '../content-presence';
import type { Decider } from '../decider';

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
