import { z } from 'zod';
import { BLOCKED_FROM_KINDS } from '../../contracts/blocks';
import { POST_KINDS } from '../../contracts/content';
import { defineEvent, type EventsOf } from '../event';

const id = z.number().int().positive();

// In the blocker's own stream (blocksStream). The block names what it was made from and the name shown
// there, never the member behind it: for an item under a pseudonym that would unmask its author in the
// event history. The blocks projection finds the member (sealed).
export const BlockEvents = {
  MemberBlocked: defineEvent(
    'MemberBlocked',
    z.object({
      uid: id,
      blockId: z.string().uuid(),
      /** A post, comment or answer (`post`: the post a reply is on), or an expert's profile (id: their uid). */
      from: z.object({
        kind: z.enum(BLOCKED_FROM_KINDS),
        id,
        post: z.object({ kind: z.enum(POST_KINDS), id }).optional(),
        name: z.string(),
      }),
      blockedAt: z.string(),
    }),
  ),
  MemberUnblocked: defineEvent(
    'MemberUnblocked',
    z.object({ uid: id, blockId: z.string().uuid(), unblockedAt: z.string() }),
  ),
} as const;

export type BlockEvent = EventsOf<typeof BlockEvents>;
