// The search contract shared by the server and the web client. Plain constants and types only.
import type { Page, PostKind, PostSummary } from './content';
import type { Topic } from './topics';

/** The longest search text accepted; longer text is refused with SEARCH_MESSAGES.tooLong. */
export const SEARCH_TERMS_MAX = 200;

/**
 * A kind's count is exact up to this many matches; beyond, it is this many and marked as a lower
 * bound (shown "1,000+"), so that counting never reads more than one match past it.
 */
export const SEARCH_COUNT_CAP = 1_000;

/**
 * A stretch of a result's snippet; `match` marks the words the search hit. Segments rather than
 * HTML, so that nothing a member wrote can ever be rendered as markup.
 */
export interface SnippetSegment {
  text: string;
  match: boolean;
}

export interface SearchHit extends PostSummary {
  snippet: SnippetSegment[];
}

/**
 * GET /api/search?q={terms}&kind={articles|qnas|videos|books}&page={n}: the counts of every kind,
 * the topics whose keywords the terms hit (none when nothing was found), and one page (PAGE_SIZE)
 * of the chosen kind's results, best first (text rank, rewarded for recency).
 */
export interface SearchResults {
  terms: string;
  /**
   * `all`: the results hold every word and phrase searched for. `some`: none did, and these hold
   * some of them, the most first (quoted phrases stay whole, -exclusions stay out).
   */
  match: 'all' | 'some';
  /** The matches of each kind, at most SEARCH_COUNT_CAP. */
  counts: Record<PostKind, number>;
  /** True for each kind with more matches than its count (which is then SEARCH_COUNT_CAP). */
  countsAreLowerBounds: Record<PostKind, boolean>;
  topics: Topic[];
  /** `total` is the chosen kind's count: a page past it can still hold results when `totalIsLowerBound`. */
  results: Page<SearchHit> & { totalIsLowerBound: boolean };
}

export const SEARCH_MESSAGES = {
  termsRequired: 'Please type something to search for.',
  tooLong: `Please keep the search to ${SEARCH_TERMS_MAX} characters or fewer.`,
  noResults: '0 results',
  someWords: 'No results contain all of your words. Showing results for some of them.',
} as const;
