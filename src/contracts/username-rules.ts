import { DEFAULT_USERNAME, USERNAME_MAX } from './members';

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
// Shaped like the alias of an item posted under a pseudonym ("Member 4821"): a member named so
// could pass for the pseudonymous author in that item's conversation.
const PSEUDONYM_LIKE = /^member[\s._'-]*\d+$/;

/** True when the username may be used: the spec's forbidden words, case-insensitive, a plain charset, and no alias's shape. */
export function isAcceptableUsername(username: string): boolean {
  const name = username.trim();
  if (name.length < USERNAME_MIN || name.length > USERNAME_MAX || !ALLOWED.test(name)) return false;
  const lower = name.toLowerCase();
  return !FORBIDDEN_PARTS.some((part) => lower.includes(part)) && !PSEUDONYM_LIKE.test(lower);
}

/** The default name is shared by many members, so it is never reserved. */
export const isReservableUsername = (username: string) => username.trim().toLowerCase() !== DEFAULT_USERNAME.toLowerCase();
