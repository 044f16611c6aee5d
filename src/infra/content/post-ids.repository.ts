import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { PostKind } from '../../contracts/content';
import type { SqlDatabase } from '../sql/database';
import { SQL_DATABASE } from '../tokens';

// Fixed names only: the sequence name is never built from input.
const SEQUENCES = {
  articles: sql`select nextval('article_id_seq')::int as id`,
  books: sql`select nextval('book_id_seq')::int as id`,
  videos: sql`select nextval('video_id_seq')::int as id`,
  qnas: sql`select nextval('question_id_seq')::int as id`,
} as const satisfies Record<PostKind, unknown>;

/** Numeric ids for URLs (`/articles/17`): one Postgres sequence per kind. */
@Injectable()
export class PostIdsRepository {
  constructor(@Inject(SQL_DATABASE) private readonly database: SqlDatabase) {}

  async next(kind: PostKind): Promise<number> {
    const { rows } = await (SEQUENCES[kind] as ReturnType<typeof sql<{ id: number }>>).execute(this.database.db);
    return rows[0]!.id;
  }
}
