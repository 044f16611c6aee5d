import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { SqlDatabase } from '../sql/database';
import { SQL_DATABASE } from '../tokens';

/** Numeric ids of suggested categories (the administrators' table links them): a Postgres sequence. */
@Injectable()
export class CategorySuggestionIdsRepository {
  constructor(@Inject(SQL_DATABASE) private readonly database: SqlDatabase) {}

  async next(): Promise<number> {
    const { rows } = await sql<{ id: number }>`select nextval('category_suggestion_id_seq')::int as id`.execute(
      this.database.db,
    );
    return rows[0]!.id;
  }
}
