import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { type AuditEvent, type AuditEventPage, EVENTS_PAGE_SIZE } from '../../contracts/admin-data';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { SqlDatabase } from '../../infra/sql/database';
import type { ReadModel } from '../read-model';
import { SQL_DATABASE } from '../../infra/tokens';

/** The event history's filters, checked: every one optional. */
export interface AuditQuery {
  stream?: string;
  type?: string;
  actor?: number;
  from?: Date;
  to?: Date;
  /** Older than this position (the previous page's `next`). */
  before?: GlobalPosition;
}

const parse = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

@Injectable()
export class AuditQueries {
  constructor(@Inject(SQL_DATABASE) private readonly database: SqlDatabase<ReadModel>) {}

  /** Newest first; one more row than a page is read to know whether an older page exists. */
  async page(query: AuditQuery): Promise<AuditEventPage> {
    let select = this.database.db.selectFrom('audit_events').selectAll();
    if (query.stream !== undefined) select = select.where('stream_id', '=', query.stream);
    if (query.type !== undefined) select = select.where('type', '=', query.type);
    if (query.actor !== undefined) select = select.where('actor_id', '=', query.actor);
    if (query.from) select = select.where('occurred_at', '>=', query.from);
    if (query.to) select = select.where('occurred_at', '<=', query.to);
    if (query.before) {
      const { commit, prepare } = query.before;
      select = select.where(
        sql<boolean>`(position_commit, position_prepare) < (${commit.toString()}::bigint, ${prepare.toString()}::bigint)`,
      );
    }
    const rows = await select
      .orderBy('position_commit', 'desc')
      .orderBy('position_prepare', 'desc')
      .limit(EVENTS_PAGE_SIZE + 1)
      .execute();
    const events: AuditEvent[] = rows.slice(0, EVENTS_PAGE_SIZE).map((row) => ({
      id: row.event_id,
      position: `${row.position_commit}/${row.position_prepare}`,
      stream: row.stream_id,
      revision: String(row.revision),
      type: row.type,
      actorId: row.actor_id === null ? null : Number(row.actor_id),
      actorRole: row.actor_role,
      at: new Date(row.occurred_at).toISOString(),
      data: parse(row.data),
      metadata: parse(row.metadata),
    }));
    return { events, next: rows.length > EVENTS_PAGE_SIZE ? events[events.length - 1]!.position : null };
  }
}
