import type { Timestamp, Json } from '../../infra/sql/column-types';

/** The tables the search projection keeps, as the migrations leave them. */
export interface SearchTables {
  search: SearchTable;
  search_heads: SearchHeadsTable;
  search_lexemes: SearchLexemesTable;
  search_post_words: SearchPostWordsTable;
  search_words: SearchWordsTable;
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
