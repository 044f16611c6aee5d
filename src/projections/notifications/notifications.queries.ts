import { Inject, Injectable } from '@nestjs/common';
import type { Selectable } from 'kysely';
import { HEARD } from '../blocks/from-blocked';
import type { PostKind } from '../../contracts/content';
import {
  type Notification,
  type NotificationKind,
  type NotificationList,
  NOTIFICATIONS_LISTED,
} from '../../contracts/notifications';
import type { SqlDatabase } from '../../infra/sql/database';
import type { ReadModel } from '../read-model';
import type { NotificationsTable } from './notifications.tables';
import { SQL_DATABASE } from '../../infra/tokens';

const COLUMNS = ['id', 'kind', 'actor_name', 'item_kind', 'item_id', 'item_title', 'created_at', 'read_at'] as const;
type Row = Pick<Selectable<NotificationsTable>, (typeof COLUMNS)[number]>;

const toNotification = (row: Row): Notification => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  actorName: row.actor_name,
  itemKind: row.item_kind as PostKind,
  itemId: row.item_id,
  itemTitle: row.item_title,
  createdAt: row.created_at.toISOString(),
  read: row.read_at !== null,
});

/** A member the weekly digest goes to, with the notifications it lists. */
export interface DigestCandidate {
  uid: number;
  notifications: Notification[];
}

@Injectable()
export class NotificationsQueries {
  constructor(@Inject(SQL_DATABASE) private readonly database: SqlDatabase<ReadModel>) {}

  /** A member's newest notifications, and how many of all of them are unread. */
  async list(uid: number): Promise<NotificationList> {
    const [rows, unread] = await Promise.all([
      this.database.db
        .selectFrom('notifications as n')
        .select(COLUMNS)
        .where('uid', '=', uid)
        .where(HEARD)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(NOTIFICATIONS_LISTED)
        .execute(),
      this.unread(uid),
    ]);
    return { notifications: rows.map(toNotification), unread };
  }

  async unread(uid: number): Promise<number> {
    const row = await this.database.db
      .selectFrom('notifications as n')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('uid', '=', uid)
      .where('read_at', 'is', null)
      .where(HEARD)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** One of the member's notifications; null when it is not theirs (or not there). */
  async find(uid: number, id: string): Promise<Notification | null> {
    const row = await this.database.db
      .selectFrom('notifications as n')
      .select(COLUMNS)
      .where('uid', '=', uid)
      .where('id', '=', id)
      .where(HEARD)
      .executeTakeFirst();
    return row ? toNotification(row) : null;
  }

  /** Off until the member turns it on. */
  async weeklyDigest(uid: number): Promise<boolean> {
    const row = await this.database.db
      .selectFrom('notification_preferences')
      .select('weekly_digest')
      .where('uid', '=', uid)
      .executeTakeFirst();
    return row?.weekly_digest === true;
  }

  /**
   * The members who asked for the weekly digest and have unread notifications since `since`,
   * without a digest for `week` yet, with those notifications (newest first). Only candidates:
   * each member's own stream decides whether the digest goes out.
   */
  async digestCandidates(since: Date, week: string): Promise<DigestCandidate[]> {
    const rows = await this.database.db
      .selectFrom('notifications as n')
      .innerJoin('notification_preferences as p', 'p.uid', 'n.uid')
      .select(['n.uid', ...COLUMNS.map((c) => `n.${c}` as const)])
      .where('p.weekly_digest', '=', true)
      .where('n.read_at', 'is', null)
      .where('n.created_at', '>=', since)
      .where(HEARD)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('notification_digests as d')
              .select('d.uid')
              .whereRef('d.uid', '=', 'n.uid')
              .where('d.week', '=', week),
          ),
        ),
      )
      .orderBy('n.uid')
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id', 'desc')
      .execute();
    const byMember = new Map<number, Notification[]>();
    for (const row of rows) {
      const uid = row.uid;
      byMember.set(uid, [...(byMember.get(uid) ?? []), toNotification(row)]);
    }
    return [...byMember].map(([uid, notifications]) => ({ uid, notifications }));
  }
}
