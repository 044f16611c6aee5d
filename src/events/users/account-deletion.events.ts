import { z } from 'zod';
import { POST_KINDS } from '../../contracts/content';
import { defineEvent, type EventsOf } from '../event';

// The record that an account was deleted, in a stream that outlives the account's own
// (accountDeletionsStream): the uid and the member's choice, never an email or a name. Every read
// model forgets the member's personal data when it meets it (see account-erasure.ts).
export const AccountDeletionEvents = {
  AccountDeleted: defineEvent(
    'AccountDeleted',
    z.object({
      uid: z.number().int().positive(),
      /** The member also removed everything they posted (posts, comments, answers). */
      removeContent: z.boolean(),
      /** The Contact Us messages sent from the account's email (their stream names, random ids), whose sender is erased. */
      contactMessages: z.array(z.string()),
      /** The messages from the Experts page sent with the account's email (their stream names), whose email is erased. */
      expertMessages: z.array(z.string()).default([]),
      /** The posts removed with the account (when removeContent): other members' bookmarks of them forget their titles. */
      removedPosts: z.array(z.object({ kind: z.enum(POST_KINDS), id: z.number().int().positive() })).default([]),
      deletedAt: z.string(),
    }),
  ),
} as const;

export type AccountDeletionEvent = EventsOf<typeof AccountDeletionEvents>;
export type AccountDeletedData = AccountDeletionEvent['data'];
