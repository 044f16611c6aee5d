import type { Generated } from 'kysely';
import type { Timestamp } from '../../infra/sql/column-types';

/** The tables the watches projection keeps, as the migrations leave them. */
export interface WatchesTables {
  watches: WatchesTable;
  watches_pseudonymous_askers: WatchesPseudonymousAskersTable;
}

export interface WatchesTable {
  uid: number;
  /** 'question' or 'topic'. */
  kind: string;
  /** The question's id or the topic's id. */
  target_id: number;
  watched_at: Timestamp;
  /** Asking a question under a pseudonym watched it: the row would name the author beside the item. */
  pseudonymous_asker: Generated<boolean>;
}

/** Sealed (no administrator's screen lists it): who asked which question under a pseudonym. */
export interface WatchesPseudonymousAskersTable {
  question_id: number;
  uid: number;
}
