import type { Generated } from 'kysely';
import type { Timestamp } from '../../infra/sql/column-types';

/** The tables the conversations projection keeps, as the migrations leave them. */
export interface ConversationsTables {
  removed_replies: RemovedRepliesTable;
  replies: RepliesTable;
  reply_votes: ReplyVotesTable;
}

export interface RemovedRepliesTable {
  kind: string;
  id: number;
  parent_kind: string;
  parent_id: number;
  author_id: number | null;
  text: string;
  added_at: Timestamp;
  removed_at: Timestamp;
}

export interface RepliesTable {
  kind: string;
  id: number;
  parent_kind: string;
  parent_id: number;
  author_id: number | null;
  author_name: string;
  author_role: string;
  text: string;
  vote: Generated<number>;
  added_at: Timestamp;
  is_best: Generated<boolean>;
  /** When its author last edited it; null when never edited. */
  edited_at: Timestamp | null;
  /** When reports hid it from everyone but its author; null when it shows. */
  hidden_at: Timestamp | null;
  /** By a new member, not yet approved: its links show as plain text. */
  links_plain: Generated<boolean>;
  /** Its author is stopped as a spammer: it shows to no one until the stop is lifted. */
  author_stopped: Generated<boolean>;
  /** A blocked member's reply to the blocker's post: shown to its author alone (see contracts/blocks.ts). */
  author_only: Generated<boolean>;
}

export interface ReplyVotesTable {
  kind: string;
  id: number;
  voter_id: number;
  vote: number;
}
