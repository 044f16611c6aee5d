import type { PostKind } from '@contracts/content';
import type { SearchResults } from '@contracts/search';
import { api } from '../../../lib/api';

/** The request of one tab and page of a search: its key in the data layer and its address. */
export function searchPath(terms: string, kind: PostKind, page: number): string {
  return `/search?${new URLSearchParams({ q: terms, kind, page: String(page) }).toString()}`;
}

export function searchContent(terms: string, kind: PostKind, page: number, signal?: AbortSignal) {
  return api.get<SearchResults>(searchPath(terms, kind, page), signal);
}
