import { Inject, Injectable } from '@nestjs/common';
import { ADMIN_MESSAGES_PAGE_SIZE, type AdminMessageKind, type AdminMessagePage } from '../../contracts/admin-messages';
import type { SqlDatabase } from '../../infra/sql/database';
import type { ReadModel } from '../read-model';
import { SQL_DATABASE } from '../../infra/tokens';

const iso = (value: unknown) => new Date(value as string | Date).toISOString();

@Injectable()
export class AdminMessagesQueries {
  constructor(@Inject(SQL_DATABASE) private readonly database: SqlDatabase<ReadModel>) {}

  /** One page of the inbox, newest first, of one kind or all; a logged-in bug reporter is named by their current username. */
  async page(kind: AdminMessageKind | undefined, page: number): Promise<AdminMessagePage> {
    const db = this.database.db;
    let messages = db.selectFrom('admin_messages as m').leftJoin('users as u', 'u.uid', 'm.reporter_id');
    let counted = db.selectFrom('admin_messages');
    if (kind) {
      messages = messages.where('m.kind', '=', kind);
      counted = counted.where('kind', '=', kind);
    }
    const [rows, total, unread] = await Promise.all([
      messages
        .select([
          'm.id',
          'm.kind',
          'm.name',
          'm.email',
          'm.message',
          'm.location',
          'm.page',
          'm.user_agent',
          'm.received_at',
          'm.read_at',
          'u.username',
          'u.email as reporter_email',
        ])
        .orderBy('m.received_at', 'desc')
        .orderBy('m.id', 'desc')
        .limit(ADMIN_MESSAGES_PAGE_SIZE)
        .offset((page - 1) * ADMIN_MESSAGES_PAGE_SIZE)
        .execute(),
      counted.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      this.unreadCount(),
    ]);
    return {
      messages: rows.map((row) => ({
        id: row.id,
        kind: row.kind as AdminMessageKind,
        name: row.name ?? row.username ?? null,
        email: row.email ?? row.reporter_email ?? null,
        message: row.message,
        location: row.location,
        page: row.page,
        userAgent: row.user_agent,
        receivedAt: iso(row.received_at),
        read: row.read_at !== null,
      })),
      page,
      total: Number(total.n),
      unread,
    };
  }

  async unreadCount(): Promise<number> {
    const row = await this.database.db
      .selectFrom('admin_messages')
      .where('read_at', 'is', null)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async exists(id: string): Promise<boolean> {
    return (
      (await this.database.db.selectFrom('admin_messages').select('id').where('id', '=', id).executeTakeFirst()) !==
      undefined
    );
  }
}
