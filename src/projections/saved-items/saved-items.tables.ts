import type { Timestamp } from '../../infra/sql/column-types';

/** The tables the saved-items projection keeps, as the migrations leave them. */
export interface SavedItemsTables {
  saved_items: SavedItemsTable;
}

export interface SavedItemsTable {
  uid: number;
  type: string;
  item_id: string;
  title: string;
  saved_at: Timestamp;
}
