import { type RawBuilder, sql } from 'kysely';
import { CONTRIBUTION_POST_KINDS } from '../../contracts/experts';
import { type HistoryRow, REPLY_TEXT_SELECTED } from '../history/history.queries';

// An expert's contributions (CONTRIBUTION_POST_KINDS and answers, under their own name) as SQL: the
// profile counts and lists them, and the membership rules count them and date the last one, from
// these two statements alone, so that the three always agree.

const postsBy = (uid: number) =>
  sql`posts where author_id = ${uid} and deleted_at is null and kind in (${sql.join(CONTRIBUTION_POST_KINDS)})`;
const answersBy = (uid: number) => sql`replies where author_id = ${uid} and kind = 'answer'`;

/** How many contributions the expert has made, and when the last one was. */
export function contributionSummarySql(
  uid: number,
): RawBuilder<{ items: number | string | null; last: Date | string | null }> {
  return sql`
    select sum(n)::int as items, max(last) as last from (
      select count(*) as n, max(posted_at) as last from ${postsBy(uid)}
      union all
      select count(*), max(added_at) from ${answersBy(uid)}
    ) as contributions`;
}

/** The expert's latest contributions, newest first, as history rows. */
export function latestContributionsSql(uid: number, limit: number): RawBuilder<HistoryRow> {
  return sql<HistoryRow>`
    (select kind as type, id, null::text as parent_type, null::integer as parent_id, title, false as is_reply, false as removed, posted_at as at,
      false as pseudonymous from ${postsBy(uid)} order by posted_at desc, id desc limit ${limit})
    union all
    (select 'answers', id, parent_kind, parent_id, left(text, ${REPLY_TEXT_SELECTED}), true, false, added_at, false from ${answersBy(uid)}
      order by added_at desc, id desc limit ${limit})
    order by at desc, id desc
    limit ${limit}`;
}
