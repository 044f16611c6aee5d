import { Inject, Injectable } from '@nestjs/common';
import type { PostKind } from '../../contracts/content';
import type { ReportedKind, ViolationReport } from '../../contracts/moderation';
import type { SqlDatabase } from '../../infra/sql/database';
import { SQL_DATABASE } from '../../infra/tokens';

const OPEN_LIST_MAX = 200;

@Injectable()
export class ModerationQueries {
  constructor(@Inject(SQL_DATABASE) private readonly database: SqlDatabase) {}

  /** The Admin Area's badge. */
  async openCount(): Promise<number> {
    const row = await this.database.db
      .selectFrom('violation_reports')
      .select((eb) => eb.fn.countAll().as('total'))
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  /** Open reports, newest first. */
  async open(limit = OPEN_LIST_MAX): Promise<ViolationReport[]> {
    const rows = await this.database.db
      .selectFrom('violation_reports')
      .selectAll()
      .where('status', '=', 'open')
      .orderBy('reported_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      targetKind: row.target_kind as ReportedKind,
      targetId: row.target_id,
      parentKind: row.parent_kind as PostKind | null,
      parentId: row.parent_id,
      text: row.text,
      reporterId: row.reporter_id,
      reportedAt: new Date(row.reported_at).toISOString(),
      status: 'open',
    }));
  }
}
