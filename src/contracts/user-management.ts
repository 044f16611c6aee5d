// User management in the Admin Area: the contract shared by the server and the web client.
// Plain constants and types only.
import { EMAIL_MAX, type Role } from './members';
import type { TrustLevel } from './trust-levels';

/** A user as administrators look them up: never a password, session or reset code. */
export interface ManagedUser {
  uid: number;
  username: string;
  email: string;
  /** When the account was created (ISO 8601). */
  memberSince: string;
  role: Role;
  /** New, member or trusted (contracts/trust-levels): computed, or set by an administrator. */
  trustLevel: TrustLevel;
  /** Stopped as a spammer: they can neither post nor reply, and their items are hidden. */
  stopped: boolean;
}

/**
 * GET /api/admin/users?q={username or email}: case-insensitive, exact matches first, then names and
 * addresses that start with the text, at most USER_LOOKUP_MAX.
 */
export interface UserLookup {
  users: ManagedUser[];
}

export const USER_LOOKUP_MAX = 20;
export const USER_QUERY_MAX = EMAIL_MAX;

/** PUT /api/admin/users/{uid}/role: grants or revokes Expert and Administrator (revoking leaves a member). */
export interface RoleChange {
  role: Role;
}

/** The reply: the user as they now are, whether anything changed, and a sentence to show. */
export interface RoleChanged {
  user: ManagedUser;
  changed: boolean;
  message: string;
}

/** How a role reads on the screen. */
export const ROLE_NAMES: Record<Role, string> = { member: 'Member', Expert: 'Expert', Administrator: 'Administrator' };

const withArticle = (role: Role) => `${role === 'member' ? 'a' : 'an'} ${ROLE_NAMES[role]}`;

export const USER_MANAGEMENT_MESSAGES = {
  queryRequired: 'Please enter a username or email address.',
  queryTooLong: `Please enter at most ${USER_QUERY_MAX} characters.`,
  roleInvalid: 'Please choose one of the roles: member, Expert or Administrator.',
  userNotFound: 'This user could not be found.',
  ownAdministratorRole: 'You cannot revoke your own Administrator role. Another administrator can do that.',
  roleChanged: (user: Pick<ManagedUser, 'username' | 'role'>) => `${user.username} is now ${withArticle(user.role)}.`,
  roleUnchanged: (user: Pick<ManagedUser, 'username' | 'role'>) =>
    `${user.username} is already ${withArticle(user.role)}.`,
} as const;
