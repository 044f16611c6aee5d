import { z } from 'zod';
import { COMMENT_MAX, CONVERSATION_MESSAGES, WRITING_MS_MAX } from '../contracts/content';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../contracts/members';
import { MESSAGES } from '../contracts/messages';
import { DEFAULT_POST_SORT, POST_SORTS, SORT_MESSAGES } from '../contracts/post-sorts';
import { NEW_MEMBER_LIMITS } from '../contracts/trust-levels';

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

export const passwordField = z
  .string({ error: 'Please enter your password.' })
  .min(1, 'Please enter your password.')
  .max(PASSWORD_MAX, MESSAGES.loginFailed);

/** The largest value of a PostgreSQL `integer`: every id, count and year the API takes is kept in such a column. */
export const INTEGER_MAX = 2_147_483_647;

/** A whole number from `min` to `max` (within what an `integer` column holds), refused with `message` otherwise. */
export function wholeNumberField(
  min: number,
  max: number,
  message = `Please give a whole number from ${min} to ${max}.`,
) {
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** The id of something stored (a category, an answer). */
export const idField = (message?: string) => wholeNumberField(1, INTEGER_MAX, message);

const ID_DIGITS = /^[1-9]\d{0,9}$/;
const isIdText = (text: string) => ID_DIGITS.test(text) && Number(text) <= INTEGER_MAX;
const ID_TEXT_DESCRIPTION = `A whole number from 1 to ${INTEGER_MAX}.`;

/** A numeric id in a path; anything else names nothing, so the route answers 404 rather than 400. */
export const idParam = z
  .string()
  .describe(`${ID_TEXT_DESCRIPTION} Any other value names nothing: 404.`)
  .transform((v) => (isIdText(v) ? Number(v) : null));

/** A numeric id typed into a query string (a filter), refused with `message` unless it could name a row. */
export const idQueryField = (message: string) =>
  z
    .string()
    .max(10, message)
    .regex(ID_DIGITS, message)
    .refine(isIdText, message)
    .describe(ID_TEXT_DESCRIPTION)
    .transform(Number);

/** `?page=N` of a paged list: the first page unless given. */
export const pageField = z.coerce.number().int().min(1).max(1_000_000).default(1);

/** "Post anyway" on the think-before-you-post warning; documented so an API client knows when to send it. */
export const identifyingDetailsConfirmedField = z
  .boolean()
  .optional()
  .describe(
    'Send true once the author has seen the warning that the text holds identifying details (an email address, a phone number, a street address or a full name) and chose to post anyway. Without it such a text is refused with a 422 naming what was found.',
  );

/** How long a new post's or reply's text took to write; documented so an API client knows what it is for. */
export const writingMsField = wholeNumberField(
  0,
  WRITING_MS_MAX,
  `Please give the writing time in milliseconds, a whole number from 0 to ${WRITING_MS_MAX}.`,
)
  .optional()
  .describe(
    `Milliseconds from the first keystroke in the text to submit, as the client measured it; leave it out when unknown. A new member's text of ${NEW_MEMBER_LIMITS.fastWritingMinLength} characters or more written in under ${NEW_MEMBER_LIMITS.fastestWritingSeconds} seconds is held for review.`,
  );

/** `?sort=` of a list or a topic tab: newest first unless given. */
export const sortField = z
  .enum(POST_SORTS, { error: SORT_MESSAGES.unknown })
  .default(DEFAULT_POST_SORT)
  .describe(
    'newest (the default), top (the most voted conversation first, then newest) or unanswered (questions only).',
  );

/** The text of a comment or an answer, new or edited, with the identifying-details confirmation. */
export const replyTextBody = z.object({
  text: z
    .string({ error: CONVERSATION_MESSAGES.textRequired })
    .trim()
    .min(1, CONVERSATION_MESSAGES.textRequired)
    .max(COMMENT_MAX, CONVERSATION_MESSAGES.textTooLong),
  identifyingDetailsConfirmed: identifyingDetailsConfirmedField,
});

/** A new comment or answer: its text, and how long it took to write (an edit has no writing time). */
export const newReplyBody = replyTextBody.extend({ writingMs: writingMsField });
