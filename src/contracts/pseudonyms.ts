// Posting under a pseudonym: shared by the server and the web client. Plain constants and types only.

/** An alias is "Member " and four digits, drawn once per item (see drawPseudonym). */
export const PSEUDONYM_MIN = 1000;
export const PSEUDONYM_MAX = 9999;

/** The name an item posted under a pseudonym, and its author's replies on it, are shown under. */
export const pseudonymName = (pseudonym: number): string => `Member ${pseudonym}`;

/** The label of the posting forms' checkbox. */
export const POST_UNDER_PSEUDONYM = 'Post under a pseudonym';
/** Beside such an item in its author's own history. */
export const POSTED_UNDER_PSEUDONYM = '(posted under a pseudonym)';

/*
 * What an administrator's read (the event history, the Database screen, the user lookup, reports,
 * the job queue dashboard) may show of an item posted under a pseudonym: the item, under its alias,
 * and never its author beside it. No record names the author next to the item: not as its byline,
 * not as the actor of what only its author does (marking the best answer), not as the member who
 * hears of its answers and reads those notifications, not by when they posted it. The audited unmask
 * (AuthorUnmasked, with a reason) is the one way to learn who it is, and its answer alone names them:
 * the other reads keep the alias afterwards too. The member's own reads show them their own items.
 */

/**
 * The actor role the event history shows, with no actor id, for an event whose actor would unmask
 * a pseudonymous author (see the audit projection's redaction).
 */
export const PSEUDONYMOUS_ACTOR_ROLE = 'pseudonymous';
/** How the event history names that actor. */
export const PSEUDONYMOUS_ACTOR = 'a member under a pseudonym';

/** Like the other reasons administrators give (a removal's). */
export const UNMASK_REASON_MAX = 500;

export const PSEUDONYM_MESSAGES = {
  reasonRequired: 'Please give the reason for unmasking the author.',
  reasonTooLong: `Please keep the reason to ${UNMASK_REASON_MAX} characters or fewer.`,
  notPseudonymous: 'This item was not posted under a pseudonym.',
} as const;

/** POST /api/admin/pseudonyms/{kind}/{id}/unmask: the real author, once the unmasking is recorded. */
export interface UnmaskedAuthor {
  authorId: number;
  username: string;
  pseudonym: string;
}
