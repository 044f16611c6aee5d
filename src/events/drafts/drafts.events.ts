import { z } from 'zod';
import { POST_KINDS } from '../../contracts/content';
import { defineEvent, type EventsOf } from '../event';

// An anonymous draft lives in `draft-{draftId}`, where draftId is the SHA-256 (hex) of the secret key
// the visitor's browser holds: the key itself is never stored. A day after the draft is claimed or
// discarded its stream is deleted, and `DraftErased` (in a stream of its own, with no content) records that.
const draftId = z.string().regex(/^[0-9a-f]{64}$/);

export const DraftEvents = {
  /** The fields as the posting rules checked and normalised them. */
  DraftSaved: defineEvent(
    'DraftSaved',
    z.object({
      draftId,
      kind: z.enum(POST_KINDS),
      title: z.string(),
      body: z.string(),
      tags: z.array(z.string()),
      categories: z.array(z.number().int().positive()),
      media: z.string().nullable(),
      acknowledged: z.boolean(),
      /** A category suggested with it, filed once the draft is posted; absent when there is none. */
      suggestedTopic: z.string().optional(),
      /** To be posted under a pseudonym; absent when not, and on drafts saved before pseudonyms existed. */
      pseudonymous: z.literal(true).optional(),
      savedAt: z.string(),
    }),
  ),
  /** The draft became the member's post `postId` (the id is taken before the post is written). */
  DraftClaimed: defineEvent(
    'DraftClaimed',
    z.object({
      draftId,
      memberId: z.number().int().positive(),
      kind: z.enum(POST_KINDS),
      postId: z.number().int().positive(),
      claimedAt: z.string(),
    }),
  ),
  /** Deleted by the visitor, expired by the daily purge, or removed by an administrator (a reason added later: the enum only widens). */
  DraftDiscarded: defineEvent(
    'DraftDiscarded',
    z.object({ draftId, reason: z.enum(['deleted', 'expired', 'removed']), at: z.string() }),
  ),
  DraftErased: defineEvent('DraftErased', z.object({ draftId, at: z.string() })),
} as const;

export type DraftEvent = EventsOf<typeof DraftEvents>;
export type DraftErasureEvent = Extract<DraftEvent, { type: 'DraftErased' }>;
export type DraftStreamEvent = Exclude<DraftEvent, DraftErasureEvent>;
