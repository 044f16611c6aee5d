import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { SavedItem, SavedItemType } from '../../contracts/members';
import type { SqlDatabase } from '../../infra/sql/database';
import type { ReadModel } from '../read-model';
import { SQL_DATABASE } from '../../infra/tokens';

@Injectable()
export class SavedItemsQueries {
  constructor(@Inject(SQL_DATABASE) private readonly database: SqlDatabase<ReadModel>) {}

  /** A member's bookmarks, newest first. Followed experts are named by their profile's current address and name. */
  async list(uid: number): Promise<SavedItem[]> {
    const rows = await this.database.db
      .selectFrom('saved_items as s')
      // Experts are saved by uid, so a changed address or name never leaves a stale bookmark.
      .leftJoin('experts as e', (join) =>
        join.on('s.type', '=', 'experts').on(sql`e.uid::text`, '=', sql.ref('s.item_id')),
      )
      .select(['s.type', 's.item_id', 's.title', 'e.slug', 'e.username'])
      .where('s.uid', '=', uid)
      .orderBy('s.saved_at', 'desc')
      .orderBy('s.type')
      .orderBy('s.item_id', 'desc')
      .execute();
    return rows.flatMap((row): SavedItem[] => {
      if (row.type !== 'experts')
        return [{ type: row.type as SavedItemType, id: Number(row.item_id), title: row.title }];
      // An expert without a public profile (none saved yet, or no longer an expert) has no page to open.
      // A profile's row carries its username (never null in the experts table).
      return row.slug ? [{ type: 'experts', id: row.slug, title: row.username as string }] : [];
    });
  }

  async isSaved(uid: number, type: SavedItemType, id: number | string): Promise<boolean> {
    const row = await this.database.db
      .selectFrom('saved_items')
      .select('uid')
      .where('uid', '=', uid)
      .where('type', '=', type)
      .where('item_id', '=', String(id))
      .executeTakeFirst();
    return row !== undefined;
  }
}
