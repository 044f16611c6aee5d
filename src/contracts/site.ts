// The site's name and its pages' addresses, as both the server (page titles, sitemap, RSS) and the
// web client (document titles, links) write them. Plain constants only.
import type { PostKind } from './content';

export const SITE_NAME = 'Divorce Community';
/** The tagline, also the home page's description. */
export const SITE_DESCRIPTION = 'Any Topic for Anyone Impacted by Divorce to Gain Knowledge, Wisdom, Clarity, and Support.';

/** Where each kind's pages live (`/answers/17` is a question and its answers). */
export const POST_PAGE_PATHS = { articles: 'articles', books: 'books', videos: 'videos', qnas: 'answers' } as const satisfies Record<PostKind, string>;

/** A post's page, e.g. `/answers/17`. */
export const postPagePath = (kind: PostKind, id: number): string => `/${POST_PAGE_PATHS[kind]}/${id}`;

/** "Telling the children | Divorce Community"; the site name alone without a title. */
export const documentTitle = (title?: string): string => (title ? `${title} | ${SITE_NAME}` : SITE_NAME);

/**
 * The element in which the server puts, as JSON, the API replies a page opens with (keyed by API
 * path, e.g. `/articles/17`), so the client shows them without asking again.
 */
export const PRELOADED_DATA_ELEMENT_ID = 'preloaded-data';
