import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { PAGE_SIZE, POST_KINDS, type Page, type PostDetail, type PostKind, type PostSummary } from '../../contracts/content';
import type { Role } from '../../contracts/members';
import type { SqlDatabase } from '../../infra/sql/database';
import { SQL_DATABASE } from '../../infra/tokens';

const SUMMARY_COLUMNS = ['kind', 'id', 'author_id', 'author_name', 'author_role', 'title', 'posted_at', 'reply_count'] as const;
const LATEST_KINDS: readonly PostKind[] = ['qnas', 'videos', 'articles'];

const iso = (value: unknown) => new Date(value as string | Date).toISOString();
// jsonb arrives parsed from both drivers; a string means a driver that left it as text.
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

function toSummary(row: Record<string, any>): PostSummary {
  return {
    kind: row.kind as PostKind,
    id: row.id,
    title: row.title,
    authorId: row.author_id,
    authorName: row.author_name,
    authorRole: row.author_role as Role,
    date: iso(row.posted_at),
    replyCount: Number(row.reply_count),
  };
}

@Injectable()
export class PostsQueries {
  constructor(@Inject(SQL_DATABASE) private readonly database: SqlDatabase) {}

  async detail(kind: PostKind, id: number): Promise<PostDetail | null> {
    const row = await this.database.db.selectFrom('posts').selectAll().where('kind', '=', kind).where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    return { ...toSummary(row), body: row.body, tags: json<string[]>(row.tags), categories: json<number[]>(row.categories), media: row.media };
  }

  /** Newest first, PAGE_SIZE per page; `page` counts from 1. */
  async page(kind: PostKind, page: number): Promise<Page<PostSummary>> {
    const db = this.database.db;
    const [rows, count] = await Promise.all([
      db
        .selectFrom('posts')
        .select(SUMMARY_COLUMNS)
        .where('kind', '=', kind)
        .orderBy('posted_at', 'desc')
        .orderBy('id', 'desc')
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE)
        .execute(),
      db
        .selectFrom('posts')
        .select((eb) => eb.fn.countAll().as('total'))
        .where('kind', '=', kind)
        .executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(toSummary), total: Number(count.total), page, pageSize: PAGE_SIZE };
  }

  /** Home's "Latest Posts": the newest question, video and article. */
  async latest(): Promise<PostSummary[]> {
    const latest = await Promise.all(
      LATEST_KINDS.map((kind) =>
        this.database.db
          .selectFrom('posts')
          .select(SUMMARY_COLUMNS)
          .where('kind', '=', kind)
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
      (kind) => sql`(select kind, id, author_id, author_name, author_role, title, posted_at, reply_count, left(body, ${textMax}) as text
        from posts where kind = ${kind} order by posted_at desc, id desc limit ${limit})`,
    );
    const { rows } = await sql<Record<string, any>>`${sql.join(perKind, sql` union all `)} order by posted_at desc, id desc limit ${limit}`.execute(
      this.database.db,
    );
    return rows.map((row) => ({ ...toSummary(row), text: row.text as string }));
  }
}
