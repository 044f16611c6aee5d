import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { SqlDatabase } from '../sql/database';
import { SQL_DATABASE } from '../tokens';

/** Numeric topic ids (the category ids posts carry): a Postgres sequence, as for posts. */
@Injectable()
export class TopicIdsRepository {
  constructor(@Inject(SQL_DATABASE) private readonly database: SqlDatabase) {}

  async next(): Promise<number> {
    const { rows } = await sql<{ id: number }>`select nextval('topic_id_seq')::int as id`.execute(this.database.db);
    return rows[0]!.id;
  }
}
