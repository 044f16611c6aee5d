/**
 * What the posting rules need to know about topics: which of some category ids are topics. Read
 * from the topics read model (bound in the app module), so a topic can be chosen once projected.
 */
export interface TopicCatalog {
  existingIds(ids: readonly number[]): Promise<ReadonlySet<number>>;
}

export const TOPIC_CATALOG = Symbol('TopicCatalog');
