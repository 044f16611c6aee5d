// Watching questions and topics: shared by the API and the web client. Plain constants and types only.

export const WATCH_KINDS = ['question', 'topic'] as const;
export type WatchKind = (typeof WATCH_KINDS)[number];

/** One watched question or topic in My Account's "Watching" list. */
export interface WatchedItem {
  kind: WatchKind;
  /** The question's id, or the topic's id. */
  id: number;
  /** The topic's slug (its page's address); null for a question. */
  slug: string | null;
  /** The question's title or the topic's name. */
  title: string;
  watchedAt: string;
}

/** GET /api/account/watching, and the answer to every watch and unwatch: the whole list, newest first. */
export interface WatchingList {
  items: WatchedItem[];
}

export const WATCH_MESSAGES = {
  watch: 'Watch',
  watching: 'Watching',
  empty: 'You are not watching anything yet.',
  questionNotFound: 'This question could not be found.',
  topicNotFound: 'This topic could not be found.',
  watched: 'You are watching it now.',
  unwatched: 'You are no longer watching it.',
  offer: 'Watch this question to hear of new answers',
} as const;
