import type { PostKind } from '@contracts/content';
import { SEARCH_COUNT_CAP } from '@contracts/search';
import { paths } from '../../lib/paths';

/** The search page's tabs, in the spec's order. */
export const SEARCH_TABS = ['articles', 'qnas', 'videos', 'books'] as const satisfies readonly PostKind[];

export const isSearchKind = (value: string | null): value is PostKind =>
  value !== null && (SEARCH_TABS as readonly string[]).includes(value);

/** The tab results open on when the address names none: the first kind with matches. */
export function defaultSearchKind(counts: Record<PostKind, number> | undefined): PostKind {
  return SEARCH_TABS.find((kind) => (counts?.[kind] ?? 0) > 0) ?? SEARCH_TABS[0];
}

/** The address of one tab and page of a search, e.g. /search/custody?kind=qnas&page=2. */
export function searchTabPath(terms: string, kind: PostKind, page = 1): string {
  const query = new URLSearchParams({ kind });
  if (page > 1) query.set('page', String(page));
  return `${paths.search(terms)}?${query.toString()}`;
}

/** A tab's count as shown: the number, or "1,000+" when more than SEARCH_COUNT_CAP match. */
export const searchCountText = (count: number, isLowerBound: boolean): string | number =>
  isLowerBound ? `${SEARCH_COUNT_CAP.toLocaleString('en-US')}+` : count;
