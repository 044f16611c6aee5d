import { Inject, Injectable } from '@nestjs/common';
import type { Topic } from '../../contracts/topics';
import type { SqlDatabase } from '../../infra/sql/database';
import type { ReadModel } from '../read-model';
import { SQL_DATABASE } from '../../infra/tokens';

// Sorted here rather than by the database, whose collation differs between servers (and PGlite):
// "Law", "Lawyers", "LGBTQ" in the order a reader expects.
const byName = new Intl.Collator('en', { sensitivity: 'base' });

@Injectable()
export class TopicsQueries {
  constructor(@Inject(SQL_DATABASE) private readonly database: SqlDatabase<ReadModel>) {}

  /** Every topic, sorted by name. */
  async all(): Promise<Topic[]> {
    const rows = await this.database.db.selectFrom('topics').select(['id', 'slug', 'name']).execute();
    return rows
      .map((row) => ({ id: Number(row.id), slug: row.slug, name: row.name }))
      .sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
  }

  async bySlug(slug: string): Promise<Topic | null> {
    const row = await this.database.db
      .selectFrom('topics')
      .select(['id', 'slug', 'name'])
      .where('slug', '=', slug)
      .executeTakeFirst();
    return row ? { id: Number(row.id), slug: row.slug, name: row.name } : null;
  }

  /** Those of `ids` that are topics. */
  async existingIds(ids: readonly number[]): Promise<ReadonlySet<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.database.db
      .selectFrom('topics')
      .select('id')
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return new Set(rows.map((row) => Number(row.id)));
  }
}
