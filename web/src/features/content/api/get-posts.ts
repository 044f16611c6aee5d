import type { Page, PostKind, PostSummary } from '@contracts/content';
import { api } from '../../../lib/api';
import { KINDS } from '../kinds';

export const getPosts = (kind: PostKind, page: number, signal?: AbortSignal) =>
  api.get<Page<PostSummary>>(`/${KINDS[kind].apiPath}?page=${page}`, signal);
