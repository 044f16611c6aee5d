import type { PostKind } from './content';

// A post's stream holds the post and its comments or answers; the event history links to it by name.
const POST_STREAM_PREFIXES = {
  articles: 'article',
  books: 'book',
  videos: 'video',
  qnas: 'question',
} as const satisfies Record<PostKind, string>;

/** A post's stream, e.g. `article-12`. */
export const postStreamName = (kind: PostKind, id: number) => `${POST_STREAM_PREFIXES[kind]}-${id}`;
