import { Inject, Injectable } from '@nestjs/common';
import { type Expression, type ExpressionBuilder, type RawBuilder, type Selectable, type SqlBool, sql } from 'kysely';
import {
  PAGE_SIZE,
  POST_KINDS,
  type Page,
  type PostDetail,
  type PostKind,
  type PostSummary,
} from '../../contracts/content';
import type { Role } from '../../contracts/members';
import { DEFAULT_POST_SORT, type PostSort } from '../../contracts/post-sorts';
import type { TopicPostTab } from '../../contracts/topics';
import type { SqlDatabase } from '../../infra/sql/database';
import type { ReadModel } from '../read-model';
import type { PostsTable } from './posts.tables';
import { pseudonymousWhenAnonymous } from '../pseudonyms/public-byline';
import { SQL_DATABASE } from '../../infra/tokens';

const SUMMARY_COLUMNS = [
  'kind',
  'id',
  'author_id',
  'author_name',
  'author_role',
  'title',
  'posted_at',
  'reply_count',
] as const;
const LATEST_KINDS: readonly PostKind[] = ['qnas', 'videos', 'articles'];

const iso = (value: unknown) => new Date(value as string | Date).toISOString();
// jsonb arrives parsed from both drivers; a string means a driver that left it as text.
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

type PostFilter = (eb: ExpressionBuilder<ReadModel, 'posts'>) => Expression<SqlBool>;

/** Posts carrying the topic: `@>` on the categories, which their GIN index answers. */
const inCategory = (topicId: number) => sql<SqlBool>`categories @> ${JSON.stringify([topicId])}::jsonb`;

/** A topic page's tab: its kind, and for External Links the articles that share a link. */
const inTab = (eb: ExpressionBuilder<ReadModel, 'posts'>, tab: TopicPostTab) =>
  tab === 'links' ? eb.and([eb('kind', '=', 'articles'), eb('media', 'is not', null)]) : eb('kind', '=', tab);

/** Shown to everyone: not hidden by reports, not by a stopped member (posts' lists, counts and feeds). */
const SHOWN = sql<SqlBool>`hidden_at is null and not author_stopped`;
const SHOWN_AS_P = sql<SqlBool>`p.hidden_at is null and not p.author_stopped`;

/** Unanswered: written out (not bound) so that the planner reads the page from the posts_unanswered index. */
const UNANSWERED = sql<SqlBool>`kind = 'qnas' and reply_count = 0`;

/** A sort: the rows it keeps beyond the list's own (none when absent), and its columns, each descending. */
interface SortPlan {
  keeps?: RawBuilder<SqlBool>;
  orderBy: readonly ('reply_score' | 'posted_at' | 'id')[];
}

/** Newest first, the id breaking ties so that pages never overlap: every sort's order ends with it. */
const NEWEST = ['posted_at', 'id'] as const;

/** Every sort's plan: a Record, so that a new sort does not compile until it says its rows and order. */
const SORTS: Record<PostSort, SortPlan> = {
  newest: { orderBy: NEWEST },
  // Top: the posts_top index (kind, reply_score, posted_at, id) gives the page as posts_newest does.
  top: { orderBy: ['reply_score', ...NEWEST] },
  unanswered: { keeps: UNANSWERED, orderBy: NEWEST },
};

/** The rows a sort keeps: Unanswered only the questions without answers, the others every row. */
const sortFilter = (filter: PostFilter, sort: PostSort): PostFilter => {
  const keeps = SORTS[sort].keeps;
  return keeps ? (eb) => eb.and([filter(eb), keeps]) : filter;
};

type SummaryRow = Pick<Selectable<PostsTable>, (typeof SUMMARY_COLUMNS)[number]>;

function toSummary(row: SummaryRow): PostSummary {
  return {
    kind: row.kind as PostKind,
    id: row.id,
    title: row.title,
    authorId: row.author_id,
    authorName: row.author_name,
    authorRole: row.author_role as Role,
    date: iso(row.posted_at),
    replyCount: Number(row.reply_count),
    ...pseudonymousWhenAnonymous(row.author_id),
  };
}

/**
 * A post its author deleted while it had replies names nobody: its page shows no byline, so its
 * answer carries none either (no id, no name, not even an alias or a "pseudonymous" mark).
 */
function placeholderSummary(row: SummaryRow): PostSummary {
  const { kind, id, title, date, replyCount } = toSummary(row);
  return { kind, id, title, date, replyCount, authorId: null, authorName: '', authorRole: 'member' };
}

@Injectable()
export class PostsQueries {
  constructor(@Inject(SQL_DATABASE) private readonly database: SqlDatabase<ReadModel>) {}

  /**
   * One post; with a reader, whether they wrote it: for a post under a pseudonym the sealed table
   * knows, and only its own author learns it.
   */
  async detail(kind: PostKind, id: number, readerId?: number | null): Promise<PostDetail | null> {
    const row = await this.database.db
      .selectFrom('posts')
      .selectAll()
      .where('kind', '=', kind)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    const [isOwn, reported] =
      readerId === undefined || readerId === null
        ? [null, false]
        : await Promise.all([this.isAuthor(kind, id, row.author_id, readerId), this.reportedBy(kind, id, readerId)]);
    // Hidden by reports: there for its author alone, until a moderator restores or removes it. A stopped
    // member's: there for no one.
    if ((row.hidden_at !== null && isOwn !== true) || row.author_stopped) return null;
    return {
      ...(row.deleted_at ? placeholderSummary(row) : toSummary(row)),
      body: row.body,
      tags: json<string[]>(row.tags),
      categories: json<number[]>(row.categories),
      media: row.media,
      ...(row.deleted_at ? { deletedAt: iso(row.deleted_at) } : {}),
      ...(row.edited_at === null ? {} : { editedAt: iso(row.edited_at) }),
      // Only a logged-in reader is told: a visitor's answer is the page's first paint, the same for everyone.
      ...(isOwn === null ? {} : { isOwn }),
      ...(row.hidden_at === null ? {} : { hiddenPendingReview: true as const }),
      ...(reported ? { reportedByMe: true as const } : {}),
      ...(row.links_plain ? { linksPlain: true as const } : {}),
    };
  }

  /** Whether its author deleted the post (without replies: a post kept for its replies is still a detail). */
  async deletedByAuthor(kind: PostKind, id: number): Promise<boolean> {
    const row = await this.database.db
      .selectFrom('author_deleted_posts')
      .select('id')
      .where('kind', '=', kind)
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  private async reportedBy(kind: PostKind, id: number, readerId: number): Promise<boolean> {
    const row = await this.database.db
      .selectFrom('violation_reports')
      .select('id')
      .where('target_kind', '=', kind)
      .where('target_id', '=', id)
      .where('reporter_id', '=', readerId)
      .executeTakeFirst();
    return row !== undefined;
  }

  private async isAuthor(kind: PostKind, id: number, authorId: number | null, readerId: number) {
    if (authorId !== null) return authorId === readerId;
    const sealed = await this.database.db
      .selectFrom('pseudonymous_authors')
      .select('author_id')
      .where('kind', '=', kind)
      .where('id', '=', id)
      .executeTakeFirst();
    return sealed?.author_id === readerId;
  }

  /**
   * Newest first (or as `sort` says: Top by the votes in the conversation, then newest; Unanswered,
   * the questions without answers, newest first), PAGE_SIZE per page; `page` counts from 1.
   */
  page(kind: PostKind, page: number, sort: PostSort = DEFAULT_POST_SORT): Promise<Page<PostSummary>> {
    return this.paged((eb) => eb('kind', '=', kind), page, sort);
  }

  /** The latest items of every kind together, newest first, PAGE_SIZE per page. */
  newestPage(page: number): Promise<Page<PostSummary>> {
    return this.paged((eb) => eb.lit(true), page);
  }

  /** A topic page's tab: the posts carrying the topic, newest first (or as `sort` says), PAGE_SIZE per page. */
  topicPage(
    topicId: number,
    tab: TopicPostTab,
    page: number,
    sort: PostSort = DEFAULT_POST_SORT,
  ): Promise<Page<PostSummary>> {
    return this.paged((eb) => eb.and([inCategory(topicId), inTab(eb, tab)]), page, sort);
  }

  /** How many posts carrying the topic each of its tabs lists. */
  async topicCounts(topicId: number): Promise<Record<TopicPostTab, number>> {
    const counts: Record<TopicPostTab, number> = { qnas: 0, articles: 0, videos: 0, books: 0, links: 0 };
    const { rows } = await sql<{ kind: PostKind; total: number; links: number }>`
      select kind, count(*)::int as total, (count(*) filter (where media is not null))::int as links
      from posts where ${inCategory(topicId)} and ${SHOWN} group by kind`.execute(this.database.db);
    for (const row of rows) {
      counts[row.kind] = Number(row.total);
      if (row.kind === 'articles') counts.links = Number(row.links);
    }
    return counts;
  }

  /** The other topics the topic's posts carry, each with how many of those posts carry it. */
  async topicsSharedWith(topicId: number): Promise<Map<number, number>> {
    const { rows } = await sql<{ topic_id: number; shared: number }>`
      select c.value::int as topic_id, count(*)::int as shared
      from posts p cross join lateral jsonb_array_elements_text(p.categories) as c(value)
      where ${inCategory(topicId)} and ${SHOWN_AS_P} and c.value::int <> ${topicId}
      group by 1`.execute(this.database.db);
    return new Map(rows.map((row) => [Number(row.topic_id), Number(row.shared)]));
  }

  private async paged(
    filter: PostFilter,
    page: number,
    sort: PostSort = DEFAULT_POST_SORT,
  ): Promise<Page<PostSummary>> {
    const db = this.database.db;
    const where = sortFilter(filter, sort);
    const count = db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll().as('total'))
      .where(where)
      .where('deleted_at', 'is', null)
      .where(SHOWN);
    // The total rides along with the page's rows (one round trip); only a page past the end asks apart.
    const rows = await db
      .selectFrom('posts')
      .select(SUMMARY_COLUMNS)
      .select(count.as('total'))
      .where(where)
      .where('deleted_at', 'is', null)
      .where(SHOWN)
      .$call((query) => SORTS[sort].orderBy.reduce((ordered, column) => ordered.orderBy(column, 'desc'), query))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute();
    const total = rows.length > 0 ? rows[0]!.total : (await count.executeTakeFirstOrThrow()).total;
    return { items: rows.map(toSummary), total: Number(total), page, pageSize: PAGE_SIZE };
  }

  /** Home's "Latest Posts": the newest question, video and article. */
  async latest(): Promise<PostSummary[]> {
    const latest = await Promise.all(
      LATEST_KINDS.map((kind) =>
        this.database.db
          .selectFrom('posts')
          .select(SUMMARY_COLUMNS)
          .where('kind', '=', kind)
          .where('deleted_at', 'is', null)
          .where(SHOWN)
          .orderBy('posted_at', 'desc')
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst(),
      ),
    );
    return latest.filter((row) => row !== undefined).map(toSummary);
  }

  /** Every post's address and date, newest first, for the sitemap. */
  async locations(limit: number): Promise<{ kind: PostKind; id: number; date: string }[]> {
    const rows = await this.database.db
      .selectFrom('posts')
      .select(['kind', 'id', 'posted_at'])
      .where('deleted_at', 'is', null)
      .where(SHOWN)
      .orderBy('posted_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ kind: row.kind as PostKind, id: row.id, date: iso(row.posted_at) }));
  }

  /** The newest posts of every kind with the start of their text, for the RSS feed. */
  async newest(limit: number, textMax: number): Promise<(PostSummary & { text: string })[]> {
    // Each kind's newest rows come from its index; only the merged few are sorted.
    const perKind = POST_KINDS.map(
      (
        kind,
      ) => sql`(select kind, id, author_id, author_name, author_role, title, posted_at, reply_count, left(body, ${textMax}) as text
        from posts where kind = ${kind} and deleted_at is null and ${SHOWN} order by posted_at desc, id desc limit ${limit})`,
    );
    const { rows } = await sql<
      SummaryRow & { text: string }
    >`${sql.join(perKind, sql` union all `)} order by posted_at desc, id desc limit ${limit}`.execute(this.database.db);
    return rows.map((row) => ({ ...toSummary(row), text: row.text }));
  }
}
