import type { HeldKind, HoldReason } from '../../contracts/holds';
import { pseudonymName } from '../../contracts/pseudonyms';
import type { HoldEvent } from '../../events/content/holds.events';

/**
 * The decided event, or, when there are reasons to hold it, the ItemHeld that keeps it for review
 * in the same stream. Nothing but the review queue and its author's list reads ItemHeld.
 */
export function publishedOrHeld<E extends { type: string; data: object }>(
  event: E,
  hold: readonly HoldReason[],
  held: { kind: HeldKind; id: number; authorId: number; authorName: string; now: Date },
): E | Extract<HoldEvent, { type: 'ItemHeld' }> {
  if (hold.length === 0) return event;
  const alias = 'pseudonym' in event.data && typeof event.data.pseudonym === 'number' ? event.data.pseudonym : null;
  return {
    type: 'ItemHeld',
    data: {
      kind: held.kind,
      id: held.id,
      authorId: held.authorId,
      authorName: alias === null ? held.authorName : pseudonymName(alias),
      ...(alias === null ? {} : { pseudonym: alias }),
      reasons: [...hold],
      heldAt: held.now.toISOString(),
      publishes: { type: event.type, data: { ...event.data } as Record<string, unknown> },
    },
  };
}
