import { DEFAULT_USERNAME, DELETED_MEMBER, USERNAME_MAX } from './members';
import { MESSAGES } from './messages';
import { PSEUDONYMOUS_ACTOR } from './pseudonyms';

// One rule for the server (the judge) and the web client (which warns before sending).
// Names that impersonate the site or its staff, and words no one should meet here.
const FORBIDDEN_PARTS = [
  'admin',
  'administrator',
  'staff',
  'moderator',
  'divorcecommunity',
  'divorce community',
  'divorce-community',
  'divorce_community',
  'fuck',
  'shit',
  'cunt',
  'bitch',
  'whore',
  'slut',
  'nigger',
  'faggot',
  'bastard',
  'dick',
  'pussy',
  'asshole',
];
const ALLOWED = /^[\p{L}\p{N} ._'-]+$/u;
export const USERNAME_MIN = 2;
// Shaped like the alias of an item posted under a pseudonym ("Member 4821") or like a member's
// handle ("Member 482193"): a member named so could pass for that author in a conversation.
const HANDLE_LIKE = /^member[\s._'-]*\d+$/;
/** A name as a reader tells it apart: case, spaces and punctuation do not make another one. */
const looks = (name: string) => name.toLowerCase().replace(/[\s._'-]+/g, '');
// The names the site shows for no one in particular (an erased account, an actor kept unnamed): a
// member named so could pass for them.
const SYSTEM_NAMES = new Set([DELETED_MEMBER, PSEUDONYMOUS_ACTOR].map(looks));

export type UsernameProblem = 'tooShort' | 'tooLong' | 'invalid' | 'reserved';

/** What the member is told for each problem. */
export const USERNAME_PROBLEM_MESSAGES: Record<UsernameProblem, string> = {
  tooShort: MESSAGES.usernameTooShort,
  tooLong: MESSAGES.usernameTooLong,
  invalid: MESSAGES.usernameInvalid,
  reserved: MESSAGES.usernameReserved,
};

/**
 * What keeps a username from being used, or null: its length, then a plain charset, the spec's
 * forbidden words (case-insensitive), no alias's or handle's shape, not the old default name, which
 * stands for none, and none of the names the site shows for itself.
 */
export function usernameProblem(username: string): UsernameProblem | null {
  const name = username.trim();
  if (name.length < USERNAME_MIN) return 'tooShort';
  if (name.length > USERNAME_MAX) return 'tooLong';
  if (!ALLOWED.test(name)) return 'invalid';
  const lower = name.toLowerCase();
  if (FORBIDDEN_PARTS.some((part) => lower.includes(part))) return 'invalid';
  if (HANDLE_LIKE.test(lower) || lower === DEFAULT_USERNAME.toLowerCase()) return 'invalid';
  return SYSTEM_NAMES.has(looks(name)) ? 'reserved' : null;
}

/** True when the username may be used (see usernameProblem). */
export function isAcceptableUsername(username: string): boolean {
  return usernameProblem(username) === null;
}
