import { z } from 'zod';
import { defineEvent, type EventsOf } from '../event';

// An expert's own facts live in their user stream (`user-{uid}`), beside the account: the role
// change that makes a member an expert is a user event, and deleting the account deletes them all.
const uid = z.number().int().positive();

export const ExpertEvents = {
  /** What the expert signup form said; the account's role is Expert from here on. */
  ExpertSignedUp: defineEvent(
    'ExpertSignedUp',
    z.object({
      uid,
      name: z.string(),
      location: z.string(),
      professions: z.array(z.string()),
      otherProfession: z.string().nullable(),
      signedUpAt: z.string(),
    }),
  ),
  /** The whole editable profile as saved (every field, so a reader needs no earlier event). */
  ExpertProfileSaved: defineEvent(
    'ExpertProfileSaved',
    z.object({
      uid,
      slug: z.string(),
      title: z.string(),
      bio: z.string(),
      zip: z.string(),
      startYear: z.number().int(),
      categories: z.array(z.number().int().positive()),
    }),
  ),
  /** The profile image, a path under /uploads. */
  ExpertImageChanged: defineEvent('ExpertImageChanged', z.object({ uid, img: z.string() })),
} as const;

export type ExpertEvent = EventsOf<typeof ExpertEvents>;
