import type { Timestamp } from '../../infra/sql/column-types';

/** The tables the topic-suggestions projection keeps, as the migrations leave them. */
export interface TopicSuggestionsTables {
  topic_suggestions: TopicSuggestionsTable;
}

export interface TopicSuggestionsTable {
  id: number;
  topic: string;
  suggested_by: number;
  suggested_at: Timestamp;
  item_kind: string;
  item_id: number;
  path: string;
  status: string;
  handled_at: Timestamp | null;
}
