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

/** A byline: who wrote it, in which role, when. */
export interface Byline {
  authorId: number;
  authorName: string;
  authorRole: Role;
  date: string;
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
  /** Article: the shared link; book: the bookstore id or link; video: the video id or link. */
  media: string | null;
}

export interface Reply extends Byline {
  id: number;
  parentKind: PostKind;
  parentId: number;
  text: string;
  vote: number;
  /** The logged-in reader's own vote on it: 1, 0 or -1. */
  myVote: -1 | 0 | 1;
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
}

export type VoteDirection = 'up' | 'down';
