import { Inject, Injectable } from '@nestjs/common';
import type { PostKind } from '../../contracts/content';
import type { TopicSuggestion } from '../../contracts/topics';
import type { SqlDatabase } from '../../infra/sql/database';
import type { ReadModel } from '../read-model';
import { SQL_DATABASE } from '../../infra/tokens';

const iso = (value: unknown) => new Date(value as string | Date).toISOString();

@Injectable()
export class TopicSuggestionsQueries {
  constructor(@Inject(SQL_DATABASE) private readonly database: SqlDatabase<ReadModel>) {}

  /** Suggestions waiting for an administrator, oldest first. */
  async open(): Promise<TopicSuggestion[]> {
    const rows = await this.database.db
      .selectFrom('topic_suggestions')
      .select(['id', 'topic', 'suggested_by', 'suggested_at', 'item_kind', 'item_id', 'path'])
      .where('status', '=', 'open')
      .orderBy('suggested_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      topic: row.topic,
      suggestedBy: Number(row.suggested_by),
      suggestedAt: iso(row.suggested_at),
      itemKind: row.item_kind as PostKind,
      itemId: Number(row.item_id),
      path: row.path,
    }));
  }

  /** How many wait: the admin area's count of suggested categories. */
  async openCount(): Promise<number> {
    const row = await this.database.db
      .selectFrom('topic_suggestions')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
}
