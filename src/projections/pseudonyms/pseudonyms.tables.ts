/** The tables the pseudonyms projection keeps, as the migrations leave them. */
export interface PseudonymsTables {
  pseudonymous_authors: PseudonymousAuthorsTable;
}

export interface PseudonymousAuthorsTable {
  kind: string;
  id: number;
  author_id: number;
  pseudonym: number;
}
