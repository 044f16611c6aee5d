import { Inject, Injectable } from '@nestjs/common';
import type { SavedItem, SavedItemType } from '../../contracts/members';
import type { SqlDatabase } from '../../infra/sql/database';
import { SQL_DATABASE } from '../../infra/tokens';

@Injectable()
export class SavedItemsQueries {
  constructor(@Inject(SQL_DATABASE) private readonly database: SqlDatabase) {}

  /** A member's bookmarks, newest first. */
  async list(uid: number): Promise<SavedItem[]> {
    const rows = await this.database.db
      .selectFrom('saved_items')
      .select(['type', 'item_id', 'title'])
      .where('uid', '=', uid)
      .orderBy('saved_at', 'desc')
      .orderBy('type')
      .orderBy('item_id', 'desc')
      .execute();
    // Posts keep their numeric ids on the wire; experts are named by slug.
    return rows.map((row) => ({ type: row.type as SavedItemType, id: row.type === 'experts' ? row.item_id : Number(row.item_id), title: row.title }));
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
