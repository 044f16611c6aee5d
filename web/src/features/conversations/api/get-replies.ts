import type { AnswerList } from '@contracts/best-answers';
import type { PostKind, Reply } from '@contracts/content';
import { api } from '../../../lib/api';
import { repliesPath } from '../targets';

/** A post's comments, or a question's answers (which also say whether the reader may choose the best one). */
export const getReplies = (kind: PostKind, postId: number, signal?: AbortSignal) =>
  api.get<{ items: Reply[] } & Partial<Pick<AnswerList, 'canMarkBest'>>>(repliesPath(kind, postId), signal);
