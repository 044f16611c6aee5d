import { z } from 'zod';
import { HANDLE_MAX, HANDLE_MIN } from '../../contracts/member-handles';
import {
  GENDERS,
  MARITAL_STATUSES,
  MAX_CHILDREN,
  ROLES,
  SAVED_ITEM_TYPES,
  STATES_OF_RESIDENCE,
} from '../../contracts/members';
import { defineEvent, type EventsOf } from '../event';

// Personal data lives only in the user's own stream (`user-{uid}`), so deleting the account
// can delete the stream. Passwords and reset codes never appear in events.
const role = z.enum(ROLES);
// Posts have numeric ids; experts will be saved by their slug.
const savedItem = {
  uid: z.number().int().positive(),
  type: z.enum(SAVED_ITEM_TYPES),
  id: z.union([z.number().int().positive(), z.string().min(1).max(200)]),
};

export const UserEvents = {
  UserRegistered: defineEvent(
    'UserRegistered',
    z.object({
      uid: z.number().int().positive(),
      email: z.string(),
      /** The handle's name ("Member 482193") since handles are drawn; "Anonymous" (none chosen) before. */
      username: z.string(),
      role,
      registeredAt: z.string(),
      /**
       * The handle drawn at signup, the member's name until they choose a username. Absent on
       * accounts registered before: theirs is derived from the uid (contracts/member-handles).
       */
      handle: z.number().int().min(HANDLE_MIN).max(HANDLE_MAX).optional(),
    }),
  ),
  /**
   * A signup that reserved its email and stopped before registering (a crash between the two),
   * closed by the next signup with that email before it takes the reservation over: the abandoned
   * one can no longer register. Its stream holds nothing else.
   */
  RegistrationAbandoned: defineEvent('RegistrationAbandoned', z.object({ uid: z.number().int().positive() })),
  UserProfileUpdated: defineEvent(
    'UserProfileUpdated',
    z.object({
      uid: z.number().int().positive(),
      username: z.string().optional(),
      gender: z.enum(GENDERS).nullable().optional(),
      stateReside: z.enum(STATES_OF_RESIDENCE).nullable().optional(),
      maritalStatus: z.enum(MARITAL_STATUSES).nullable().optional(),
      numChildren: z.number().int().min(0).max(MAX_CHILDREN).nullable().optional(),
    }),
  ),
  UserRoleChanged: defineEvent(
    'UserRoleChanged',
    z.object({ uid: z.number().int().positive(), role, previousRole: role }),
  ),
  TutorialCompleted: defineEvent('TutorialCompleted', z.object({ uid: z.number().int().positive() })),
  /** My Account's invitation to choose a username was closed: it is not shown again. */
  UsernameInviteDismissed: defineEvent('UsernameInviteDismissed', z.object({ uid: z.number().int().positive() })),
  PasswordChanged: defineEvent(
    'PasswordChanged',
    z.object({ uid: z.number().int().positive(), via: z.enum(['account', 'reset', 'legacy-upgrade']) }),
  ),
  PasswordResetRequested: defineEvent(
    'PasswordResetRequested',
    z.object({ uid: z.number().int().positive(), expiresAt: z.string() }),
  ),
  PasswordResetVerified: defineEvent('PasswordResetVerified', z.object({ uid: z.number().int().positive() })),
  /** A bookmark; the title is the item's as it was when saved, so the list needs no lookups. */
  ItemSaved: defineEvent('ItemSaved', z.object({ ...savedItem, title: z.string(), savedAt: z.string() })),
  ItemUnsaved: defineEvent('ItemUnsaved', z.object({ ...savedItem, at: z.string() })),
} as const;

export type UserEvent = EventsOf<typeof UserEvents>;

/** Reservation streams keep emails, usernames and expert slugs unique: one stream per value. */
// The kinds only ever widen ('expert-slug' was added later), so every stored event still parses.
const reservationKind = z.enum(['email', 'username', 'expert-slug']);
export const ReservationEvents = {
  ValueReserved: defineEvent('ValueReserved', z.object({ kind: reservationKind, uid: z.number().int().positive() })),
  ValueReleased: defineEvent('ValueReleased', z.object({ kind: reservationKind, uid: z.number().int().positive() })),
} as const;

export type ReservationEvent = EventsOf<typeof ReservationEvents>;
