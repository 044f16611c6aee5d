import type { PostKind } from '@contracts/content';
import { KINDS } from '../content';

/** Questions hold answers; articles, books and videos hold comments. */
export type ReplyTarget = 'comments' | 'answers';

export const replyTarget = (kind: PostKind): ReplyTarget => (kind === 'qnas' ? 'answers' : 'comments');

/** The list and post address of a post's comments or answers, under `/api`. */
export const repliesPath = (kind: PostKind, postId: number) => `/${KINDS[kind].apiPath}/${postId}/${replyTarget(kind)}`;

/** The server-data key of the list as a reader sees it: their own votes are part of it. */
export const repliesKey = (kind: PostKind, postId: number, uid: number | null) => `${repliesPath(kind, postId)}#${uid}`;
