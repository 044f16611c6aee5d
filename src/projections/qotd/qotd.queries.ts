import { Inject, Injectable } from '@nestjs/common';
import type { QotdEntry } from '../../contracts/qotd';
import type { SqlDatabase } from '../../infra/sql/database';
import { SQL_DATABASE } from '../../infra/tokens';

@Injectable()
export class QotdQueries {
  constructor(@Inject(SQL_DATABASE) private readonly database: SqlDatabase) {}

  async currentId(): Promise<number | null> {
    const row = await this.database.db.selectFrom('qotd_entries').select('question_id').where('active', '=', true).executeTakeFirst();
    return row ? Number(row.question_id) : null;
  }

  /** Every question that has been in the cycle, newest question first. */
  async entries(): Promise<QotdEntry[]> {
    const rows = await this.database.db
      .selectFrom('qotd_entries as q')
      .innerJoin('posts as p', (join) => join.onRef('p.id', '=', 'q.question_id').on('p.kind', '=', 'qnas'))
      .select(['q.question_id', 'p.title', 'q.available', 'q.times_used', 'q.last_used', 'q.active'])
      .orderBy('q.question_id', 'desc')
      .execute();
    return rows.map((row) => ({
      id: Number(row.question_id),
      title: row.title,
      available: row.available,
      timesUsed: Number(row.times_used),
      lastUsed: row.last_used ? new Date(row.last_used).toISOString() : null,
      active: row.active,
    }));
  }
}
