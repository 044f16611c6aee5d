import { z } from 'zod';
import { POST_KINDS } from '../../contracts/content';
import { UNMASK_REASON_MAX } from '../../contracts/pseudonyms';
import { defineEvent, type EventsOf } from '../event';

// An administrator saw who wrote an item posted under a pseudonym. Appended to the item's own
// stream, so the item's history tells it; the administrator is the event's actor (metadata). The
// author is deliberately not in it: the event history would otherwise name them to every
// administrator who reads it, and unmasking is the one way to learn who it is.
export const PseudonymEvents = {
  AuthorUnmasked: defineEvent(
    'AuthorUnmasked',
    z.object({
      kind: z.enum(POST_KINDS),
      id: z.number().int().positive(),
      reason: z.string().min(1).max(UNMASK_REASON_MAX),
      unmaskedAt: z.string(),
    }),
  ),
} as const;

export type PseudonymEvent = EventsOf<typeof PseudonymEvents>;
