import { z } from 'zod';
import { BLOCKLIST_KINDS, HELD_KINDS } from '../../contracts/holds';
import { PSEUDONYM_MAX, PSEUDONYM_MIN } from '../../contracts/pseudonyms';
import { defineEvent, type EventsOf } from '../event';

const id = z.number().int().positive();
const heldKind = z.enum(HELD_KINDS);
/**
 * The alias of an item under a pseudonym: the event history then keeps the event without its
 * author (see pseudonym-redaction.ts), and the queue shows the alias.
 */
const pseudonym = z.number().int().min(PSEUDONYM_MIN).max(PSEUDONYM_MAX).optional();
const reason = z.discriminatedUnion('code', [
  z.object({ code: z.literal('links'), links: z.number().int(), allowed: z.number().int() }),
  z.object({ code: z.literal('daily_limit'), limit: z.number().int() }),
  z.object({ code: z.literal('too_soon'), seconds: z.number().int() }),
  z.object({ code: z.literal('lookalike'), accounts: z.number().int() }),
  z.object({ code: z.literal('written_fast'), seconds: z.number().int() }),
  z.object({
    code: z.literal('blocklist'),
    entryId: z.string(),
    kind: z.enum(BLOCKLIST_KINDS),
    value: z.string(),
    reason: z.string(),
  }),
]);

// A held item lives in the stream its published event would go to (a post's own; a reply's post),
// as the event that would have published it. No list, page, search, feed or count handles ItemHeld:
// only the review queue and the author's own list do. Approving appends the kept event itself, with
// HeldItemApproved, in one append; rejecting appends HeldItemRejected and nothing ever shows. The
// reviews name only the item (an administrator's doing): its author is in the ItemHeld before them.
export const HoldEvents = {
  ItemHeld: defineEvent(
    'ItemHeld',
    z.object({
      kind: heldKind,
      id,
      authorId: id,
      /** The byline the item shows: the alias for an item under a pseudonym. */
      authorName: z.string(),
      pseudonym,
      reasons: z.array(reason).min(1),
      heldAt: z.string(),
      /** The event that publishes the item once approved (ArticlePosted, AnswerAdded …), as decided. */
      publishes: z.object({ type: z.string(), data: z.record(z.string(), z.unknown()) }),
    }),
  ),
  HeldItemApproved: defineEvent('HeldItemApproved', z.object({ kind: heldKind, id, approvedAt: z.string() })),
  HeldItemRejected: defineEvent('HeldItemRejected', z.object({ kind: heldKind, id, rejectedAt: z.string() })),
} as const;

export type HoldEvent = EventsOf<typeof HoldEvents>;
export type ItemHeldData = Extract<HoldEvent, { type: 'ItemHeld' }>['data'];
export type StoredHoldReason = z.infer<typeof reason>;
