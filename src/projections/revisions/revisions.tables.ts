import type { Int8, Json, Timestamp } from '../../infra/sql/column-types';

/** The tables the revisions projection keeps, as the migrations leave them. */
export interface RevisionsTables {
  revisions: RevisionsTable;
}

/**
 * Every version of a post (`articles` …) or reply (`comment`, `answer`): the posted one and each
 * edit, keyed by the event's revision in the post's stream (so a replayed event writes nothing new).
 */
export interface RevisionsTable {
  kind: string;
  id: number;
  revision: Int8;
  /** A reply's post; null for a post. */
  parent_kind: string | null;
  parent_id: number | null;
  /** A post's title; null for a reply. */
  title: string | null;
  /** A post's text, or a reply's. */
  body: string;
  tags: Json;
  /** A post's topic ids; null for a reply, and for a version recorded before topics were kept here. */
  categories: Json | null;
  media: string | null;
  revised_at: Timestamp;
}
