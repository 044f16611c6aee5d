import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { REMINDER_DAYS_BEFORE_EXPIRY, RENEWAL_THRESHOLD_DAYS } from '../../contracts/membership';
import type { SqlDatabase } from '../../infra/sql/database';
import type { ReadModel } from '../read-model';
import { SQL_DATABASE } from '../../infra/tokens';
import { contributionSummarySql } from '../experts/expert-contributions.sql';

export interface MembershipRow {
  renewAt: Date | null;
  paid: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

@Injectable()
export class ExpertMembershipsQueries {
  constructor(@Inject(SQL_DATABASE) private readonly database: SqlDatabase<ReadModel>) {}

  async membership(uid: number): Promise<MembershipRow> {
    const row = await this.database.db
      .selectFrom('expert_memberships')
      .select(['renew_at', 'paid'])
      .where('uid', '=', uid)
      .executeTakeFirst();
    return { renewAt: row?.renew_at ? new Date(row.renew_at) : null, paid: Number(row?.paid ?? 0) >= 1 };
  }

  /** The expert's contributions (the profile's Posts): the count and the newest date. */
  async summary(uid: number): Promise<{ items: number; lastSubmissionAt: Date | null }> {
    const { rows } = await contributionSummarySql(uid).execute(this.database.db);
    const row = rows[0];
    return { items: Number(row?.items ?? 0), lastSubmissionAt: row?.last ? new Date(row.last) : null };
  }

  /**
   * Experts the daily job may have something to do for: a renew date within the reminder window or
   * passed (and not yet recorded as lapsed), or an unpaid membership that recent content renews.
   * The job's command decides from the stream; this only narrows the search.
   */
  async dueForSettlement(now: Date): Promise<number[]> {
    const reminderHorizon = new Date(now.getTime() + REMINDER_DAYS_BEFORE_EXPIRY * DAY_MS);
    const rows = await this.database.db
      .selectFrom('expert_memberships')
      .select('uid')
      .where('renew_at', 'is not', null)
      .where((eb) =>
        eb.or([
          eb.and([eb('lapsed', '=', false), eb('renew_at', '<=', reminderHorizon)]),
          eb.and([
            eb('paid', '=', 0),
            eb('last_submission_at', 'is not', null),
            sql<boolean>`last_submission_at > renew_at - make_interval(days => ${RENEWAL_THRESHOLD_DAYS})`,
            sql<boolean>`last_submission_at + interval '1 month' > renew_at`,
          ]),
        ]),
      )
      .orderBy('uid')
      .execute();
    return rows.map((row) => Number(row.uid));
  }
}
