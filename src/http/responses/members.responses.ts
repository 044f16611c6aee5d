import { z } from 'zod';
import {
  GENDERS,
  HISTORY_ITEM_TYPES,
  MARITAL_STATUSES,
  ROLES,
  SAVED_ITEM_TYPES,
  STATES_OF_RESIDENCE,
} from '../../contracts/members';

// The answers about members and their accounts, as the OpenAPI document describes them.

const timestamp = z.string().describe('ISO 8601, UTC.');
const tutorialStatus = z.literal([0, 1]).describe('1 once the first-visit tutorial was finished.');
const username = z.string().describe('The username, or the handle ("Member 482193") until one is chosen.');

export const sessionUser = z.object({
  uid: z.number().int(),
  email: z.string(),
  username,
  usernameChosen: z.boolean(),
  role: z.enum(ROLES),
  tutorialStatus,
  mustChangePassword: z
    .boolean()
    .describe('True after a reset code logged the user in, until a new password is saved.'),
});

export const userReply = z.object({ user: sessionUser });

export const sessionReply = z.object({
  user: sessionUser.nullable().describe('Null for a visitor who is not logged in.'),
  csrfToken: z
    .string()
    .describe(
      'Send it in the x-csrf-token header of every POST, PUT, PATCH and DELETE (it is also the csrf_token cookie).',
    ),
});

export const profile = z.object({
  uid: z.number().int(),
  email: z.string(),
  username,
  usernameChosen: z.boolean(),
  usernameInviteDismissed: z.boolean(),
  gender: z.enum(GENDERS).nullable(),
  stateReside: z.enum(STATES_OF_RESIDENCE).nullable(),
  maritalStatus: z.enum(MARITAL_STATUSES).nullable(),
  numChildren: z.number().int().nullable(),
  role: z.enum(ROLES),
  tutorialStatus,
  dateCreated: timestamp,
});

export const profileReply = z.object({ profile });

export const historyItem = z.object({
  type: z.enum(HISTORY_ITEM_TYPES),
  id: z.number().int(),
  parentId: z.number().int().nullable().describe('For comments and answers: the item they belong to.'),
  parentType: z.enum(SAVED_ITEM_TYPES).nullable(),
  title: z.string().describe("A post's title, or a comment's or answer's text."),
  date: timestamp,
  removed: z.literal(true).optional().describe('Removed by the moderators: shown to its author only.'),
  pseudonymous: z.literal(true).optional().describe("Posted under a pseudonym: in its author's own history only."),
});

export const historyReply = z.object({ items: z.array(historyItem) });

export const savedItemsReply = z.object({
  items: z.array(
    z.object({
      type: z.enum(SAVED_ITEM_TYPES),
      id: z.union([z.number().int(), z.string()]),
      title: z.string(),
    }),
  ),
});

/** A sentence to show, the whole answer of several routes. */
export const messageReply = z.object({ message: z.string() });
