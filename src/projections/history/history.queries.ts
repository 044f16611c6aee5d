import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { summarize } from '../../common/summarize';
import { postPlainText } from '../../contracts/post-markdown';
import type { PostKind } from '../../contracts/content';
import type { HistoryItem } from '../../contracts/members';
import type { SqlDatabase } from '../../infra/sql/database';
import type { ReadModel } from '../read-model';
import { SQL_DATABASE } from '../../infra/tokens';

const HISTORY_MAX = 200;
const TEXT_MAX = 140;
/** A reply's text is cut in SQL to this many characters: the list shows one line of it. */
export const REPLY_TEXT_SELECTED = TEXT_MAX * 2;

export interface HistoryRow {
  type: HistoryItem['type'];
  id: number;
  parent_type: PostKind | null;
  parent_id: number | null;
  title: string;
  is_reply: boolean;
  removed: boolean;
  at: string | Date;
  pseudonymous: boolean;
}

export interface HistoryOptions {
  /** What the moderators removed, marked removed: for its author only. */
  withRemoved?: boolean;
  /** What the member posted under a pseudonym (and their replies under its alias): for the member only. */
  withPseudonymous?: boolean;
}

/**
 * "Post / Comment History": a member's posts (the posts read model) and comments and answers
 * (the conversations read model) in one list, newest first. What the moderators removed is there
 * only for its author (`withRemoved`), marked removed; an expert's public activity leaves it out.
 * What they wrote under a pseudonym has no author in those tables; only their own history finds it
 * (`withPseudonymous`), through pseudonymous_authors, and marks it. What the member deleted is in no
 * history (a post kept as a placeholder for its replies included).
 */
@Injectable()
export class HistoryQueries {
  constructor(@Inject(SQL_DATABASE) private readonly database: SqlDatabase<ReadModel>) {}

  async byMember(
    uid: number,
    limit = HISTORY_MAX,
    { withRemoved = false, withPseudonymous = false }: HistoryOptions = {},
  ): Promise<HistoryItem[]> {
    // One statement: each side uses its author index and stops at `limit`; only the first
    // characters of a long comment travel, since the list shows one line of it.
    const posts = sql`select kind as type, id, null::text as parent_type, null::integer as parent_id, title, false as is_reply`;
    const replies = sql`select case kind when 'comment' then 'comments' else 'answers' end, id, parent_kind, parent_id, left(text, ${REPLY_TEXT_SELECTED}), true`;
    // `using (kind, id)` leaves one kind and id column, so the selections above read alike on the join.
    const mine = (table: string) =>
      sql`pseudonymous_authors a join ${sql.table(table)} using (kind, id) where a.author_id = ${uid}`;
    const removed = withRemoved
      ? sql`
      union all
      (${posts}, true, posted_at, false from removed_posts where author_id = ${uid} order by posted_at desc, id desc limit ${limit})
      union all
      (${replies}, true, added_at, false from removed_replies where author_id = ${uid} order by added_at desc, id desc limit ${limit})`
      : sql``;
    const pseudonymous = withPseudonymous
      ? sql`
      union all
      (${posts}, false, posted_at, true from ${mine('posts')} and deleted_at is null order by posted_at desc, id desc limit ${limit})
      union all
      (${replies}, false, added_at, true from ${mine('replies')} order by added_at desc, id desc limit ${limit})`
      : sql``;
    const removedPseudonymous =
      withRemoved && withPseudonymous
        ? sql`
      union all
      (${posts}, true, posted_at, true from ${mine('removed_posts')} order by posted_at desc, id desc limit ${limit})
      union all
      (${replies}, true, added_at, true from ${mine('removed_replies')} order by added_at desc, id desc limit ${limit})`
        : sql``;
    const { rows } = await sql<HistoryRow>`
      (${posts}, false as removed, posted_at as at, false as pseudonymous from posts where author_id = ${uid} and deleted_at is null order by posted_at desc, id desc limit ${limit})
      union all
      (${replies}, false, added_at, false from replies where author_id = ${uid} order by added_at desc, id desc limit ${limit})
      ${removed}
      ${pseudonymous}
      ${removedPseudonymous}
      order by at desc, id desc
      limit ${limit}`.execute(this.database.db);
    return rows.map(toHistoryItem);
  }
}

export function toHistoryItem(row: HistoryRow): HistoryItem {
  return {
    type: row.type,
    id: row.id,
    parentId: row.parent_id,
    parentType: row.parent_type,
    title: row.is_reply ? summarize(postPlainText(row.title), TEXT_MAX) : row.title,
    date: new Date(row.at).toISOString(),
    ...(row.removed ? { removed: true as const } : {}),
    ...(row.pseudonymous ? { pseudonymous: true as const } : {}),
  };
}
