import { USERNAME_MAX } from '@contracts/members';
import { MESSAGES } from '@contracts/messages';

// Mirrors the server's rule (src/commands/users/username-rules.ts) so a bad name is caught before
// the request; the server stays the judge. Names that impersonate the site or its staff, and words
// no one should meet here, matched case-insensitively anywhere in the name.
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
const ALLOWED_CHARACTERS = /^[\p{L}\p{N} ._'-]+$/u;
const USERNAME_MIN = 2;

export function containsForbiddenPart(username: string): boolean {
  const lower = username.toLowerCase();
  return FORBIDDEN_PARTS.some((part) => lower.includes(part));
}

/** The message to show for a username, or undefined when it may be saved. Blank keeps the old one. */
export function usernameError(username: string): string | undefined {
  const name = username.trim();
  if (!name) return undefined;
  if (name.length > USERNAME_MAX) return MESSAGES.usernameTooLong;
  if (name.length < USERNAME_MIN || !ALLOWED_CHARACTERS.test(name) || containsForbiddenPart(name)) {
    return MESSAGES.usernameInvalid;
  }
  return undefined;
}
