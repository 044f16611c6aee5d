import { POST_API_PATHS, type PostKind } from '@contracts/content';
import { paths } from '../../lib/paths';

export interface KindInfo {
  kind: PostKind;
  /** The list page's heading. */
  heading: string;
  /** One item of the kind, as a row's kind label reads, e.g. "Article". */
  singular: string;
  /** The list page's route. */
  listPath: string;
  /** Where the kind lives under `/api`. */
  apiPath: string;
  detailPath: (id: number | string) => string;
  /** "comment" for articles, books and videos; "answer" for questions. */
  replyNoun: 'comment' | 'answer';
  /** The empty list's one helpful button. */
  emptyAction: { to: string; label: string };
}

export const KINDS: Record<PostKind, KindInfo> = {
  articles: {
    kind: 'articles',
    singular: 'Article',
    heading: 'Articles',
    listPath: '/articles',
    apiPath: POST_API_PATHS.articles,
    detailPath: paths.article,
    replyNoun: 'comment',
    emptyAction: { to: paths.newArticle, label: 'Submit an Article' },
  },
  books: {
    kind: 'books',
    singular: 'Book',
    heading: 'Books',
    listPath: '/books',
    apiPath: POST_API_PATHS.books,
    detailPath: paths.book,
    replyNoun: 'comment',
    emptyAction: { to: paths.newBook, label: 'Submit a Book' },
  },
  videos: {
    kind: 'videos',
    singular: 'Video / Audio',
    heading: 'Videos and Audio',
    listPath: '/videos',
    apiPath: POST_API_PATHS.videos,
    detailPath: paths.video,
    replyNoun: 'comment',
    emptyAction: { to: paths.newVideo, label: 'Submit a Video' },
  },
  qnas: {
    kind: 'qnas',
    singular: 'Question',
    heading: 'Questions and Answers',
    listPath: '/answers',
    apiPath: POST_API_PATHS.qnas,
    detailPath: paths.answer,
    replyNoun: 'answer',
    emptyAction: { to: paths.ask, label: 'Submit a Question' },
  },
};

/** "1 comment", "N comments", "1 answer", "N answers". */
export function countLabel(kind: PostKind, count: number): string {
  const noun = KINDS[kind].replyNoun;
  return count === 1 ? `1 ${noun}` : `${count} ${noun}s`;
}

/** A route id names an item only when it is a positive whole number (as the server reads it). */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** The spec's empty texts, word for word (section 8). */
export const EMPTY_TEXTS = {
  list: 'Looks like there is nothing here yet.',
  comments: 'No comments yet.  Be the first!',
  answers: 'No answers yet. Be the first!',
} as const;
