import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { Revision } from '../../contracts/edits';
import type { SqlDatabase } from '../../infra/sql/database';
import { SQL_DATABASE } from '../../infra/tokens';
import type { ReadModel } from '../read-model';

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** A post (`articles` …) or a reply (`comment`, `answer`), as the read tables key them. */
export type RevisedKind = 'articles' | 'books' | 'videos' | 'qnas' | 'comment' | 'answer';

@Injectable()
export class RevisionsQueries {
  constructor(@Inject(SQL_DATABASE) private readonly database: SqlDatabase<ReadModel>) {}

  /**
   * Every version of an item that is shown, newest first, numbered from its original (0); null when
   * the item is not there (never posted, or removed: its versions went with it).
   */
  async of(kind: RevisedKind, id: number): Promise<Revision[] | null> {
    const db = this.database.db;
    const shown =
      kind === 'comment' || kind === 'answer'
        ? db.selectFrom('replies').select('id').where('kind', '=', kind).where('id', '=', id)
        : db.selectFrom('posts').select('id').where('kind', '=', kind).where('id', '=', id);
    const rows = await db
      .selectFrom('revisions')
      .select(['title', 'body', 'tags', 'categories', 'media', 'revised_at'])
      .select(sql<number>`(row_number() over (order by revision) - 1)::int`.as('version'))
      .where('kind', '=', kind)
      .where('id', '=', id)
      .where((eb) => eb.exists(shown))
      .orderBy('revision', 'desc')
      .execute();
    if (rows.length === 0) return null;
    return rows.map((row) => ({
      version: Number(row.version),
      at: new Date(row.revised_at).toISOString(),
      title: row.title,
      text: row.body,
      tags: json<string[]>(row.tags),
      categories: row.categories === null ? null : json<number[]>(row.categories),
      media: row.media,
    }));
  }

  /** The post a comment or answer is under, as the replies table has it. */
  async parentOf(kind: 'comment' | 'answer', id: number) {
    const row = await this.database.db
      .selectFrom('replies')
      .select(['parent_kind', 'parent_id'])
      .where('kind', '=', kind)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { parentKind: row.parent_kind, parentId: row.parent_id } : null;
  }
}
