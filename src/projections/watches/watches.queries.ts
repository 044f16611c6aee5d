import { Inject, Injectable } from '@nestjs/common';
import type { WatchedItem } from '../../contracts/watching';
import type { SqlDatabase } from '../../infra/sql/database';
import { SQL_DATABASE } from '../../infra/tokens';
import type { ReadModel } from '../read-model';

@Injectable()
export class WatchesQueries {
  constructor(@Inject(SQL_DATABASE) private readonly database: SqlDatabase<ReadModel>) {}

  /** A member's watched questions and topics, newest first, under their current titles and names. */
  async list(uid: number): Promise<WatchedItem[]> {
    const rows = await this.database.db
      .selectFrom('watches as w')
      .leftJoin('posts as p', (join) =>
        join.onRef('p.id', '=', 'w.target_id').on('p.kind', '=', 'qnas').on('w.kind', '=', 'question'),
      )
      .leftJoin('topics as t', (join) => join.onRef('t.id', '=', 'w.target_id').on('w.kind', '=', 'topic'))
      .select(['w.kind', 'w.target_id', 'w.watched_at', 'p.title', 't.slug', 't.name'])
      .where('w.uid', '=', uid)
      .orderBy('w.watched_at', 'desc')
      .orderBy('w.kind')
      .orderBy('w.target_id', 'desc')
      .execute();
    return rows.flatMap((row): WatchedItem[] => {
      const watchedAt = row.watched_at.toISOString();
      if (row.kind === 'question')
        return row.title === null
          ? []
          : [{ kind: 'question', id: row.target_id, slug: null, title: row.title, watchedAt }];
      return row.slug === null || row.name === null
        ? []
        : [{ kind: 'topic', id: row.target_id, slug: row.slug, title: row.name, watchedAt }];
    });
  }
}
