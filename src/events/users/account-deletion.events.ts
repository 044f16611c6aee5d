import { z } from 'zod';
import { POST_KINDS } from '../../contracts/content';
import { defineEvent, earlierVersion, type EventsOf } from '../event';

// The record that an account was deleted, in a stream that outlives the account's own
// (accountDeletionsStream): the uid and the member's choice, never an email or a name. Every read
// model forgets the member's personal data when it meets it (see account-erasure.ts).
const uid = z.number().int().positive();
const removedPost = z.object({ kind: z.enum(POST_KINDS), id: z.number().int().positive() });

/**
 * Version 1, every deletion recorded before versions existed: the two later lists are absent from
 * those made before Experts page messages were kept and before removed posts were named.
 */
const accountDeletedV1 = z.object({
  uid,
  removeContent: z.boolean(),
  contactMessages: z.array(z.string()),
  expertMessages: z.array(z.string()).optional(),
  removedPosts: z.array(removedPost).optional(),
  deletedAt: z.string(),
});

export const AccountDeletionEvents = {
  AccountDeleted: defineEvent(
    'AccountDeleted',
    z.object({
      uid,
      /** The member also removed everything they posted (posts, comments, answers). */
      removeContent: z.boolean(),
      /** The Contact Us messages sent from the account's email (their stream names, random ids), whose sender is erased. */
      contactMessages: z.array(z.string()),
      /** The messages from the Experts page sent with the account's email (their stream names), whose email is erased. */
      expertMessages: z.array(z.string()),
      /** The posts removed with the account (when removeContent): other members' bookmarks of them forget their titles. */
      removedPosts: z.array(removedPost),
      deletedAt: z.string(),
    }),
    // A deletion without the lists had none to name: no Experts page messages were kept, no removed
    // post was named (what readers took their absence for before).
    [
      earlierVersion(accountDeletedV1, (data) => ({
        ...data,
        expertMessages: data.expertMessages ?? [],
        removedPosts: data.removedPosts ?? [],
      })),
    ],
  ),
} as const;

export type AccountDeletionEvent = EventsOf<typeof AccountDeletionEvents>;
export type AccountDeletedData = AccountDeletionEvent['data'];
