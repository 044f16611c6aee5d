/** The tables the topics projection keeps, as the migrations leave them. */
export interface TopicsTables {
  topics: TopicsTable;
}

export interface TopicsTable {
  id: number;
  slug: string;
  name: string;
  keywords: string[];
}
