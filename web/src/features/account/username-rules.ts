import { USERNAME_MAX } from '@contracts/members';
import { MESSAGES } from '@contracts/messages';
import { isAcceptableUsername } from '@contracts/username-rules';

/** The message to show for a username, or undefined when it may be saved. Blank keeps the old one. */
export function usernameError(username: string): string | undefined {
  const name = username.trim();
  if (!name) return undefined;
  if (name.length > USERNAME_MAX) return MESSAGES.usernameTooLong;
  return isAcceptableUsername(name) ? undefined : MESSAGES.usernameInvalid;
}
