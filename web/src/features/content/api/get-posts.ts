import type { Page, PostKind, PostSummary } from '@contracts/content';
import { DEFAULT_POST_SORT, type PostSort } from '@contracts/post-sorts';
import { api } from '../../../lib/api';
import { KINDS } from '../kinds';

export const getPosts = (kind: PostKind, page: number, sort: PostSort = DEFAULT_POST_SORT, signal?: AbortSignal) =>
  api.get<Page<PostSummary>>(
    `/${KINDS[kind].apiPath}?page=${page}${sort === DEFAULT_POST_SORT ? '' : `&sort=${sort}`}`,
    signal,
  );
