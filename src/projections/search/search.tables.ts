import type { Timestamp, Json } from '../../infra/sql/column-types';

/** The tables the search projection keeps, as the migrations leave them. */
export interface SearchTables {
  search: SearchTable;
  search_heads: SearchHeadsTable;
  search_lexemes: SearchLexemesTable;
  search_post_words: SearchPostWordsTable;
  search_words: SearchWordsTable;
  search_authors: SearchAuthorsTable;
  search_set_aside: SearchSetAsideTable;
}

/** Who wrote each post in the search (sealed: it names the authors of posts under a pseudonym). */
export interface SearchAuthorsTable {
  kind: string;
  id: number;
  author_id: number;
}

/** A stopped member's posts, out of the search with what it held of them, until the stop is lifted. */
export interface SearchSetAsideTable {
  kind: string;
  id: number;
  posted_at: Timestamp;
  document: string;
  pairs: number[];
  head: string | null;
  words: Json | null;
}

export interface SearchTable {
  kind: string;
  id: number;
  posted_at: Timestamp;
  document: string;
  /** The post's pairs of adjacent lexemes, each as pairHash of their hashtext (see word-pairs.ts). */
  pairs: number[];
}

export interface SearchHeadsTable {
  kind: string;
  id: number;
  posted_at: Timestamp;
  head: string;
}

export interface SearchLexemesTable {
  lexeme: string;
  kind: string;
  documents: number;
}

export interface SearchPostWordsTable {
  kind: string;
  id: number;
  words: Json;
}

export interface SearchWordsTable {
  word: string;
  documents: number;
}
