import type { Generated } from 'kysely';
import type { Timestamp, Json } from '../../infra/sql/column-types';

/** The tables the posts projection keeps, as the migrations leave them. */
export interface PostsTables {
  posts: PostsTable;
  removed_posts: RemovedPostsTable;
  author_deleted_posts: AuthorDeletedPostsTable;
}

export interface PostsTable {
  kind: string;
  id: number;
  author_id: number | null;
  author_name: string;
  author_role: string;
  title: string;
  body: string;
  tags: Json;
  categories: Json;
  media: string | null;
  posted_at: Timestamp;
  reply_count: Generated<number>;
  /** The sum of the votes on its comments or answers: the Top sort. */
  reply_score: Generated<number>;
  /** Deleted by its author while it had replies: a placeholder with its words blanked, in no list. */
  deleted_at: Timestamp | null;
  /** When its author last edited it; null when never edited. */
  edited_at: Timestamp | null;
  /** When reports hid it from everyone but its author; null when it shows. */
  hidden_at: Timestamp | null;
  /** By a new member, not yet approved: its links show as plain text. */
  links_plain: Generated<boolean>;
  /** Its author is stopped as a spammer: it shows to no one until the stop is lifted. */
  author_stopped: Generated<boolean>;
}

export interface RemovedPostsTable {
  kind: string;
  id: number;
  author_id: number | null;
  title: string;
  posted_at: Timestamp;
  removed_at: Timestamp;
}

/** A post its author deleted without replies, which left posts: which it was and when, and nothing of who wrote it or what it said. */
export interface AuthorDeletedPostsTable {
  kind: string;
  id: number;
  deleted_at: Timestamp;
}
