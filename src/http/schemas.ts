import { z } from 'zod';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../contracts/members';
import { MESSAGES } from '../contracts/messages';

// Field schemas shared by several routes: one definition of what a valid email or password is.
export const emailField = z
  .string({ error: MESSAGES.invalidEmail })
  .trim()
  .max(EMAIL_MAX, MESSAGES.invalidEmail)
  .pipe(z.email({ error: MESSAGES.invalidEmail }))
  .transform((v) => v.toLowerCase());

export const newPasswordField = z
  .string({ error: 'Please enter a password.' })
  .min(PASSWORD_MIN, `Please choose a password of at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Please choose a password of at most ${PASSWORD_MAX} characters.`);

export const passwordField = z.string({ error: 'Please enter your password.' }).min(1, 'Please enter your password.').max(PASSWORD_MAX, MESSAGES.loginFailed);

const MAX_ID = 2_147_483_647;
/** A numeric id in a path; anything else names nothing, so the route answers 404 rather than 400. */
export const idParam = z.string().transform((v) => (/^[1-9]\d{0,9}$/.test(v) && Number(v) <= MAX_ID ? Number(v) : null));

/** `?page=N` of a paged list: the first page unless given. */
export const pageField = z.coerce.number().int().min(1).max(1_000_000).default(1);

/** "Post anyway" on the think-before-you-post warning; documented so an API client knows when to send it. */
export const identifyingDetailsConfirmedField = z
  .boolean()
  .optional()
  .describe(
    'Send true once the author has seen the warning that the text holds identifying details (an email address, a phone number, a street address or a full name) and chose to post anyway. Without it such a text is refused with a 422 naming what was found.',
  );
