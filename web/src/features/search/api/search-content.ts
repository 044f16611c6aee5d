import type { PostKind } from '@contracts/content';
import type { SearchResults } from '@contracts/search';
import { api } from '../../../lib/api';

export function searchContent(terms: string, kind: PostKind, page: number) {
  const query = new URLSearchParams({ q: terms, kind, page: String(page) });
  return api.get<SearchResults>(`/search?${query.toString()}`);
}
