import { type SqlBool, sql } from 'kysely';

/**
 * A reply (as `r`) that everyone may see, and that its post counts: not hidden by reports, not by a
 * stopped member, not one a blocked member wrote to the blocker's post (shown to its author alone).
 */
export const REPLY_SHOWN = sql<SqlBool>`r.hidden_at is null and not r.author_stopped and not r.author_only`;
