import { z } from 'zod';
import { BLOCKLIST_KINDS, BLOCKLIST_REASON_MAX, BLOCKLIST_VALUE_MAX } from '../../contracts/holds';
import { TRUST_LEVELS } from '../../contracts/trust-levels';
import { defineEvent, type EventsOf } from '../event';

export const TrustEvents = {
  /** In the member's own stream: an administrator's level, which wins over the computed one; null lifts it. */
  TrustLevelSet: defineEvent(
    'TrustLevelSet',
    z.object({ uid: z.number().int().positive(), level: z.enum(TRUST_LEVELS).nullable(), setAt: z.string() }),
  ),
  /**
   * In the member's own stream: an administrator stopped a spammer. They can no longer post or reply, and every item
   * of theirs, held or public, leaves every list, page, search and feed until the stop is lifted.
   */
  MemberStopped: defineEvent('MemberStopped', z.object({ uid: z.number().int().positive(), stoppedAt: z.string() })),
  /** The stop is undone: the member posts again, and their items show as before it. */
  MemberStopLifted: defineEvent(
    'MemberStopLifted',
    z.object({ uid: z.number().int().positive(), liftedAt: z.string() }),
  ),
  /** In the one blocklist stream: a word or domain whose use holds an item for review. */
  BlocklistEntryAdded: defineEvent(
    'BlocklistEntryAdded',
    z.object({
      id: z.string().uuid(),
      kind: z.enum(BLOCKLIST_KINDS),
      value: z.string().min(1).max(BLOCKLIST_VALUE_MAX),
      reason: z.string().min(1).max(BLOCKLIST_REASON_MAX),
      addedAt: z.string(),
    }),
  ),
  BlocklistEntryRemoved: defineEvent(
    'BlocklistEntryRemoved',
    z.object({ id: z.string().uuid(), removedAt: z.string() }),
  ),
} as const;

export type TrustEvent = EventsOf<typeof TrustEvents>;
