import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { PostKind } from '../../contracts/content';
import {
  isPostKind,
  REPORTED_TEXT_MAX,
  type ReportedKind,
  type ReportReason,
  type ViolationReport,
} from '../../contracts/moderation';
import { postPagePath } from '../../contracts/site';
import type { SqlDatabase } from '../../infra/sql/database';
import type { ReadModel } from '../read-model';
import { SQL_DATABASE } from '../../infra/tokens';

const OPEN_LIST_MAX = 200;

interface ReportRow {
  id: string;
  target_kind: ReportedKind;
  target_id: number;
  parent_kind: PostKind | null;
  parent_id: number | null;
  title: string | null;
  text: string | null;
  reporter_id: number;
  reporter_name: string | null;
  reported_at: string | Date;
  reason: ReportReason | null;
  hidden: boolean;
}

/** Where the content appears: a post's page, or the page of the post a comment or answer is under. */
function pathOf(row: ReportRow): string | null {
  if (isPostKind(row.target_kind)) return postPagePath(row.target_kind, row.target_id);
  return row.parent_kind && row.parent_id !== null ? postPagePath(row.parent_kind, row.parent_id) : null;
}

/** A report as the moderators' queue and its actions need it. */
export interface ReportRecord {
  id: string;
  targetKind: ReportedKind;
  targetId: number;
  parentKind: PostKind | null;
  parentId: number | null;
  status: 'open' | 'dismissed' | 'removed';
}

@Injectable()
export class ModerationQueries {
  constructor(@Inject(SQL_DATABASE) private readonly database: SqlDatabase<ReadModel>) {}

  /** The Admin Area's badge: reports waiting for an administrator. */
  async openCount(): Promise<number> {
    const row = await this.database.db
      .selectFrom('violation_reports')
      .select((eb) => eb.fn.countAll().as('total'))
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  /**
   * Open reports, newest first, each with what was reported and who reported it. A post's title
   * and the start of its body come from the posts table: posts are never edited.
   */
  async open(limit = OPEN_LIST_MAX): Promise<ViolationReport[]> {
    const { rows } = await sql<ReportRow>`
      select v.id, v.target_kind, v.target_id, v.parent_kind, v.parent_id, p.title,
        coalesce(v.text, left(p.body, ${REPORTED_TEXT_MAX})) as text, v.reporter_id, u.username as reporter_name, v.reported_at,
        v.reason, coalesce(p.hidden_at, r.hidden_at) is not null as hidden
      from violation_reports v
      left join posts p on p.kind = v.target_kind and p.id = v.target_id
      left join replies r on r.kind = (case v.target_kind when 'comments' then 'comment' when 'answers' then 'answer' end)
        and r.id = v.target_id
      left join users u on u.uid = v.reporter_id
      where v.status = 'open'
      order by v.reported_at desc, v.id
      limit ${limit}`.execute(this.database.db);
    return rows.map((row) => ({
      id: row.id,
      targetKind: row.target_kind,
      targetId: row.target_id,
      parentKind: row.parent_kind,
      parentId: row.parent_id,
      title: row.title,
      text: row.text,
      path: pathOf(row),
      reporterId: row.reporter_id,
      reporterName: row.reporter_name,
      reportedAt: new Date(row.reported_at).toISOString(),
      reason: row.reason,
      hidden: row.hidden === true,
      status: 'open',
    }));
  }

  /** The members whose reports of an item are open (hiding by reports counts them). */
  async openReporters(kind: ReportedKind, id: number): Promise<number[]> {
    const rows = await this.database.db
      .selectFrom('violation_reports')
      .select('reporter_id')
      .distinct()
      .where('target_kind', '=', kind)
      .where('target_id', '=', id)
      .where('status', '=', 'open')
      .execute();
    return rows.map((row) => row.reporter_id);
  }

  async find(id: string): Promise<ReportRecord | null> {
    const row = await this.database.db
      .selectFrom('violation_reports')
      .select(['id', 'target_kind', 'target_id', 'parent_kind', 'parent_id', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: row.id,
      targetKind: row.target_kind as ReportedKind,
      targetId: row.target_id,
      parentKind: row.parent_kind as PostKind | null,
      parentId: row.parent_id,
      status: row.status as ReportRecord['status'],
    };
  }
}
