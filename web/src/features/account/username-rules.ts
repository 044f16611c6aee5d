import { USERNAME_PROBLEM_MESSAGES, usernameProblem } from '@contracts/username-rules';

/** The message to show for a username, or undefined when it may be saved. Blank keeps the old one. */
export function usernameError(username: string): string | undefined {
  const name = username.trim();
  if (!name) return undefined;
  const problem = usernameProblem(name);
  return problem ? USERNAME_PROBLEM_MESSAGES[problem] : undefined;
}
