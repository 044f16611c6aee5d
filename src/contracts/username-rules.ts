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
// Shaped like the alias of an item posted under a pseudonym ("Member 4821") or like a member's
// handle ("Member 482193"): a member named so could pass for that author in a conversation.
const HANDLE_LIKE = /^member[\s._'-]*\d+$/;

/**
 * True when the username may be used: the spec's forbidden words, case-insensitive, a plain
 * charset, no alias's or handle's shape, and not the old default name, which stands for none.
 */
export function isAcceptableUsername(username: string): boolean {
  const name = username.trim();
  if (name.length < USERNAME_MIN || name.length > USERNAME_MAX || !ALLOWED.test(name)) return false;
  const lower = name.toLowerCase();
  return (
    !FORBIDDEN_PARTS.some((part) => lower.includes(part)) &&
    !HANDLE_LIKE.test(lower) &&
    lower !== DEFAULT_USERNAME.toLowerCase()
  );
}
