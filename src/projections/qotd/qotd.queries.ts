import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { QOTD_PAGE_SIZE, type QotdEntryPage } from '../../contracts/qotd';
import type { SqlDatabase } from '../../infra/sql/database';
import type { ReadModel } from '../read-model';
import { SQL_DATABASE } from '../../infra/tokens';

@Injectable()
export class QotdQueries {
  constructor(@Inject(SQL_DATABASE) private readonly database: SqlDatabase<ReadModel>) {}

  async currentId(): Promise<number | null> {
    const row = await this.database.db
      .selectFrom('qotd_entries')
      .select('question_id')
      .where('active', '=', true)
      .executeTakeFirst();
    return row ? Number(row.question_id) : null;
  }

  /** One page of every question with its place in the cycle: the current one, the cycle, then the rest, newest first. */
  async entries(page: number): Promise<QotdEntryPage> {
    const db = this.database.db;
    const [rows, count] = await Promise.all([
      db
        .selectFrom('posts as p')
        .leftJoin('qotd_entries as q', 'q.question_id', 'p.id')
        .where('p.kind', '=', 'qnas')
        .where('p.deleted_at', 'is', null)
        .select(['p.id', 'p.title', 'q.available', 'q.times_used', 'q.last_used', 'q.active'])
        .orderBy(sql`coalesce(q.active, false)`, 'desc')
        .orderBy(sql`coalesce(q.available, false)`, 'desc')
        .orderBy('p.id', 'desc')
        .limit(QOTD_PAGE_SIZE)
        .offset((page - 1) * QOTD_PAGE_SIZE)
        .execute(),
      db
        .selectFrom('posts')
        .where('kind', '=', 'qnas')
        .where('deleted_at', 'is', null)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    const entries = rows.map((row) => ({
      id: Number(row.id),
      title: row.title,
      available: row.available ?? false,
      timesUsed: Number(row.times_used ?? 0),
      lastUsed: row.last_used ? new Date(row.last_used).toISOString() : null,
      active: row.active ?? false,
    }));
    return { entries, page, total: Number(count.n) };
  }
}
