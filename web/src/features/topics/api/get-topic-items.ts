import { DEFAULT_POST_SORT, type PostSort } from '@contracts/post-sorts';
import type { TopicItems, TopicPostTab } from '@contracts/topics';
import { api } from '../../../lib/api';

export const getTopicItems = (
  slug: string,
  tab: TopicPostTab,
  page: number,
  sort: PostSort = DEFAULT_POST_SORT,
  signal?: AbortSignal,
) =>
  api.get<TopicItems>(
    `/topics/${encodeURIComponent(slug)}/items?tab=${tab}${sort === DEFAULT_POST_SORT ? '' : `&sort=${sort}`}&page=${page}`,
    signal,
  );
