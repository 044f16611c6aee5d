import type { Generated } from 'kysely';
import type { HasDefault, Json, Timestamp } from '../../infra/sql/column-types';

/** The tables the notifications projection keeps, as the migrations leave them. */
export interface NotificationsTables {
  notification_digests: NotificationDigestsTable;
  notification_follows: NotificationFollowsTable;
  notification_posts: NotificationPostsTable;
  notification_preferences: NotificationPreferencesTable;
  notifications: NotificationsTable;
  notification_watches: NotificationWatchesTable;
}

export interface NotificationDigestsTable {
  uid: number;
  week: string;
  notifications: number;
  sent_at: Timestamp;
}

export interface NotificationFollowsTable {
  expert_uid: number;
  uid: number;
}

export interface NotificationPostsTable {
  kind: string;
  id: number;
  author_id: number;
  author_name: Generated<string>;
  title: string;
  pseudonymous: Generated<boolean>;
  /** The post's topics (ids), as its posting, a moderator's categorizing and its edits leave them. */
  categories: HasDefault<Json>;
}

export interface NotificationPreferencesTable {
  uid: number;
  weekly_digest: boolean;
}

export interface NotificationsTable {
  uid: number;
  id: string;
  kind: string;
  actor_id: number;
  actor_name: string;
  item_kind: string;
  item_id: number;
  item_title: string;
  created_at: Timestamp;
  read_at: Timestamp | null;
}

/** Who watches which question (by id) or topic (by id): a question's asker from its posting on. */
export interface NotificationWatchesTable {
  kind: string;
  target_id: number;
  uid: number;
}
