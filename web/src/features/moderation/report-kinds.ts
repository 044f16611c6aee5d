import type { ReportedKind } from '@contracts/moderation';

/** How the queue names what was reported, e.g. "Comment". */
export const REPORTED_KIND_LABELS: Record<ReportedKind, string> = {
  articles: 'Article',
  books: 'Book',
  videos: 'Video',
  qnas: 'Question',
  comments: 'Comment',
  answers: 'Answer',
};
