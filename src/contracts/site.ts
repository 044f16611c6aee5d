// The site's name and its pages' addresses, as both the server (page titles, sitemap, RSS) and the
// web client (document titles, links) write them. Plain constants only.
import type { PostKind } from './content';

export const SITE_NAME = 'Divorce Community';
/** The tagline, also the home page's description. */
export const SITE_DESCRIPTION =
  'Any Topic for Anyone Impacted by Divorce to Gain Knowledge, Wisdom, Clarity, and Support.';

/** Where each kind's pages live (`/answers/17` is a question and its answers). */
export const POST_PAGE_PATHS = {
  articles: 'articles',
  books: 'books',
  videos: 'videos',
  qnas: 'answers',
} as const satisfies Record<PostKind, string>;

/** A post's page, e.g. `/answers/17`. */
export const postPagePath = (kind: PostKind, id: number): string => `/${POST_PAGE_PATHS[kind]}/${id}`;

/** "Telling the children | Divorce Community"; the site name alone without a title. */
export const documentTitle = (title?: string): string => (title ? `${title} | ${SITE_NAME}` : SITE_NAME);

/**
 * The element in which the server puts, as JSON, the API replies a page opens with (keyed by API
 * path, e.g. `/articles/17`), so the client shows them without asking again.
 */
export const PRELOADED_DATA_ELEMENT_ID = 'preloaded-data';

/**
 * The server's first paint of a page: laid over the app's root until the app has drawn its first
 * screen, which then takes it away. Over, not inside: the app clears its root before that screen's
 * code has loaded, and what a reader already sees would blink away.
 */
export const FIRST_PAINT_ELEMENT_ID = 'first-paint';

/** The home page's opening line under the tagline (the app's hero, and the server's first paint). */
export const HOME_LEAD = 'You are not alone. Ask, read and share with people who have been there.';

/** The carousel's first picture: the server paints it before the app starts, at the same place and size. */
export const HOME_FIRST_PICTURE = { src: '/carousel/sunrise.svg', alt: 'The sun rising over green hills.' } as const;

/** Any origin does to tell a path from an address: a path resolves to the origin it is read against. */
const SOME_ORIGIN = 'https://site.invalid';

/**
 * Whether `page` is a path on the site itself ("/articles/12?page=2"), read against `origin` (the
 * site's own in a browser): a path that resolves to another origin is another site. Browsers read
 * "\" as "/", so "/\evil.example/phish" leaves the site as "//evil.example/phish" does.
 */
export function isSitePath(page: string, origin: string = SOME_ORIGIN): boolean {
  if (!page.startsWith('/')) return false;
  try {
    return new URL(page, origin).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}
