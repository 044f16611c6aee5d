import { Inject, Injectable } from '@nestjs/common';
import type { PostKind } from '../../contracts/content';
import { ANONYMOUS_LIST_MAX, type AnonymousDraft } from '../../contracts/drafts';
import type { SqlDatabase } from '../../infra/sql/database';
import type { ReadModel } from '../read-model';
import { SQL_DATABASE } from '../../infra/tokens';

const iso = (value: unknown) => new Date(value as string | Date).toISOString();

@Injectable()
export class DraftsQueries {
  constructor(@Inject(SQL_DATABASE) private readonly database: SqlDatabase<ReadModel>) {}

  async pendingCount(): Promise<number> {
    const row = await this.database.db
      .selectFrom('drafts')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Drafts waiting to be claimed, newest first: the administrators' Anonymous Content. */
  async pending(limit = ANONYMOUS_LIST_MAX): Promise<AnonymousDraft[]> {
    const rows = await this.database.db
      .selectFrom('drafts')
      .select(['draft_id', 'kind', 'title', 'saved_at', 'pseudonymous'])
      .where('status', '=', 'pending')
      .orderBy('saved_at', 'desc')
      .orderBy('draft_id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      draftId: row.draft_id,
      kind: row.kind as PostKind,
      title: row.title,
      savedAt: iso(row.saved_at),
      pseudonymous: row.pseudonymous === true,
    }));
  }

  /** Pending drafts saved before `cutoff`: due to expire. */
  async pendingSavedBefore(cutoff: Date): Promise<string[]> {
    const rows = await this.database.db
      .selectFrom('drafts')
      .select('draft_id')
      .where('status', '=', 'pending')
      .where('saved_at', '<', cutoff)
      .execute();
    return rows.map((row) => row.draft_id);
  }

  /** Claimed or discarded drafts finished before `cutoff`: due to be erased. */
  async finishedBefore(cutoff: Date): Promise<string[]> {
    const rows = await this.database.db
      .selectFrom('drafts')
      .select('draft_id')
      .where('status', '!=', 'pending')
      .where('finished_at', '<', cutoff)
      .execute();
    return rows.map((row) => row.draft_id);
  }
}
