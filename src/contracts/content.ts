// The content API contract (articles, books, videos, questions, comments, answers, votes),
// shared by the server and the web client. Plain constants and types only.
import type { Role } from './members';

export const POST_KINDS = ['articles', 'books', 'videos', 'qnas'] as const;
export type PostKind = (typeof POST_KINDS)[number];

export const PAGE_SIZE = 6;
export const QUESTION_TITLE_MAX = 50;
export const TITLE_MAX = 200;
export const BODY_MAX = 20_000;
export const COMMENT_MAX = 5_000;
export const TAG_MAX = 40;
export const TAGS_MAX = 12;
export const LINK_MAX = 2_000;
/** The longest writing time a new post or reply reports (`writingMs`): a day; a form left open longer sends this. */
export const WRITING_MS_MAX = 86_400_000;

/**
 * A byline: who wrote it, in which role, when. An item posted under a pseudonym, and its author's
 * replies on it, carry the alias ("Member 4821") as the name, the member role, no author id, and
 * `pseudonymous`.
 */
export interface Byline {
  authorId: number | null;
  authorName: string;
  authorRole: Role;
  date: string;
  pseudonymous?: true;
}

export interface PostSummary extends Byline {
  kind: PostKind;
  id: number;
  title: string;
  /** Comments for articles, books and videos; answers for questions. */
  replyCount: number;
}

export interface PostDetail extends PostSummary {
  /** Article body, book description, video description or question text. */
  body: string;
  tags: string[];
  categories: number[];
  /** Article: the shared link; book: the bookstore id or link; video: the video id or link (null: none given). */
  media: string | null;
  /**
   * Deleted by its author while it had replies: title, body, tags, topics, link and byline (no author
   * id, an empty name, the member role) are empty, the replies stay.
   */
  deletedAt?: string;
  /** When its author last edited it; absent when never edited. */
  editedAt?: string;
  /** The logged-in reader wrote it (under their name or a pseudonym), and may edit it. */
  isOwn?: boolean;
  /** Reports hid it: only its author is shown it, with MODERATION_MESSAGES.hiddenPendingReview. */
  hiddenPendingReview?: true;
  /** The logged-in reader reported it (once per member and item). */
  reportedByMe?: true;
  /** By a new member and not yet approved: its links show as plain text (linksShowPlain). */
  linksPlain?: true;
}

export interface Reply extends Byline {
  id: number;
  parentKind: PostKind;
  parentId: number;
  text: string;
  vote: number;
  /** The logged-in reader's own vote on it: 1, 0 or -1. */
  myVote: -1 | 0 | 1;
  /** The answer the asker chose as the best; always false for a comment. */
  isBest: boolean;
  /** The logged-in reader wrote it (under their name or a pseudonym), so they cannot vote on it, and may edit it. */
  isOwn: boolean;
  /** When its author last edited it; absent when never edited. */
  editedAt?: string;
  /** Reports hid it: only its author is shown it, with MODERATION_MESSAGES.hiddenPendingReview. */
  hiddenPendingReview?: true;
  /** The logged-in reader reported it (once per member and item). */
  reportedByMe?: true;
  /** By a new member and not yet approved: its links show as plain text (linksShowPlain). */
  linksPlain?: true;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** POST bodies. `media` is the shared link (articles), bookstore link (books) or video link (videos). */
export interface NewPost {
  title: string;
  body: string;
  tags: string[];
  categories: number[];
  media?: string;
  /** Questions: the 18+ acknowledgement; videos: the usage-rights acknowledgement. */
  acknowledged?: boolean;
  /** A category the poster suggests (filed for administrators with the new item's page). */
  suggestedTopic?: string;
  /** "Post anyway": the poster saw the warning about identifying details (see contracts/identifying-details). */
  identifyingDetailsConfirmed?: boolean;
  /** Show it, and the poster's replies on it, under an alias ("Member 4821") instead of their name. */
  pseudonymous?: boolean;
  /** Milliseconds from the first keystroke in the text to submit; none when unknown. Not for drafts. */
  writingMs?: number;
}

/** POST /api/{kind}/:id/comments and /api/questions/:id/answers. */
export interface NewReply {
  text: string;
  /** "Post anyway": the author saw the warning about identifying details. */
  identifyingDetailsConfirmed?: boolean;
  /** Milliseconds from the first keystroke in the text to submit; none when unknown. */
  writingMs?: number;
}

export type VoteDirection = 'up' | 'down';

/** Where each kind lives under `/api` (questions are `qnas` inside, `questions` in URLs). */
export const POST_API_PATHS = {
  articles: 'articles',
  books: 'books',
  videos: 'videos',
  qnas: 'questions',
} as const satisfies Record<PostKind, string>;
export const CATEGORIES_MAX = 20;

/** One item of the kind in a sentence: "This question was removed by its author." */
export const POST_NOUNS = {
  articles: 'article',
  books: 'book',
  videos: 'video',
  qnas: 'question',
} as const satisfies Record<PostKind, string>;

/** Posting refusals; the two acknowledgement texts are the spec's, word for word. */
export const POST_MESSAGES = {
  adultRequired: 'Please acknowledge that you are at least 18 year of age',
  rightsRequired: 'Please acknowledge that you have usage rights for this content',
  titleRequired: 'Please enter a title.',
  questionTitleTooLong: `Please keep the question title to ${QUESTION_TITLE_MAX} characters or fewer.`,
  titleTooLong: `Please keep the title to ${TITLE_MAX} characters or fewer.`,
  bodyTooLong: `Please keep the text to ${BODY_MAX} characters or fewer.`,
  tagTooLong: `Please keep each tag to ${TAG_MAX} characters or fewer.`,
  tooManyTags: `Please use at most ${TAGS_MAX} tags.`,
  tooManyCategories: `Please choose at most ${CATEGORIES_MAX} categories.`,
  linkTooLong: `Please keep the link to ${LINK_MAX} characters or fewer.`,
  videoLinkRequired: 'Please paste a link to the video or audio.',
  notFound: 'This content could not be found.',
} as const;

/** The reply to a new post: the item is already readable at `/api/{path}/{id}`. */
export interface PostCreated {
  kind: PostKind;
  id: number;
  /** Present when the post waits for review (see contracts/holds): show `message`, not the page. */
  held?: true;
  message?: string;
}

/** GET /api/results?page={n}: the latest items of every kind together, newest first, PAGE_SIZE per page. */
export type LatestItemsPage = Page<PostSummary>;

/** Home's "Latest Posts": the latest question, video and article, in that order (missing kinds left out). */
export interface LatestPosts {
  items: PostSummary[];
}

/** Conversation texts; the toasts are the spec's, word for word. */
export const CONVERSATION_MESSAGES = {
  commentAdded: 'Comment added',
  answerSubmitted: 'Answer submitted',
  reported: 'Thank you for reporting.',
  textRequired: 'Please write something first.',
  textTooLong: `Please keep it to ${COMMENT_MAX} characters or fewer.`,
  replyNotFound: 'This comment or answer could not be found.',
  ownAnswerVote: "You can't vote on your own answer.",
  ownCommentVote: "You can't vote on your own comment.",
  parentNotFound: 'This content could not be found.',
} as const;

/** POST /api/{comments|answers}/:id/vote: the new total and the voter's own vote. */
export interface VoteResult {
  vote: number;
  myVote: -1 | 0 | 1;
}

// The spec's table: voting the way one already voted withdraws the vote; otherwise it becomes that vote.
const NEXT_VOTE: Record<VoteDirection, Record<`${VoteResult['myVote']}`, VoteResult['myVote']>> = {
  up: { '0': 1, '-1': 1, '1': 0 },
  down: { '0': -1, '1': -1, '-1': 0 },
};

/** The voter's vote after voting `direction`: the decider's rule, and the screen's at-once answer. */
export const nextVote = (current: VoteResult['myVote'], direction: VoteDirection): VoteResult['myVote'] =>
  NEXT_VOTE[direction][`${current}`];

/** The total and the voter's vote after voting `direction`, as far as this voter's own vote changes them. */
export function voteAfter(current: VoteResult, direction: VoteDirection): VoteResult {
  const myVote = nextVote(current.myVote, direction);
  return { vote: current.vote - current.myVote + myVote, myVote };
}
