import { z } from 'zod';
import { BLOCKLIST_KINDS, HELD_KINDS } from '../../contracts/holds';
import { POST_KINDS } from '../../contracts/content';
import { TRUST_LEVELS } from '../../contracts/trust-levels';

export const heldItemList = z.object({
  items: z.array(
    z.object({
      kind: z.enum(HELD_KINDS),
      id: z.number().int(),
      parent: z.object({ kind: z.enum(POST_KINDS), id: z.number().int() }).nullable(),
      author: z.object({ id: z.number().int().nullable(), name: z.string(), level: z.enum(TRUST_LEVELS).nullable() }),
      title: z.string().nullable(),
      text: z.string(),
      reasons: z.array(z.string()),
      heldAt: z.string(),
    }),
  ),
});

export const ownHeldItems = z.object({
  items: z.array(
    z.object({
      kind: z.enum(HELD_KINDS),
      id: z.number().int(),
      title: z.string().nullable(),
      text: z.string(),
      state: z.enum(['held', 'rejected']),
      status: z.string(),
      heldAt: z.string(),
    }),
  ),
});

export const blocklistEntries = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(BLOCKLIST_KINDS),
      value: z.string(),
      reason: z.string(),
      addedAt: z.string(),
    }),
  ),
});

export const reviewDone = z.object({ message: z.string() });

export const memberStopChanged = z.object({ uid: z.number().int(), stopped: z.boolean(), message: z.string() });

export const trustLevelChanged = z.object({ uid: z.number().int(), level: z.enum(TRUST_LEVELS), message: z.string() });
