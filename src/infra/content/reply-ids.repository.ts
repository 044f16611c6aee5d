import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { SqlDatabase } from '../sql/database';
import { SQL_DATABASE } from '../tokens';

@Injectable()
export class ReplyIdsRepository {
  constructor(@Inject(SQL_DATABASE) private readonly database: SqlDatabase) {}

  async next(kind: 'comment' | 'answer'): Promise<number> {
    const query =
      kind === 'comment'
        ? sql<{ id: number }>`select nextval('comment_id_seq')::int as id`
        : sql<{ id: number }>`select nextval('answer_id_seq')::int as id`;
    const { rows } = await query.execute(this.database.db);
    return rows[0]!.id;
  }
}
