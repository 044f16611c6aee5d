import type { PostKind } from '../../contracts/content';
import { POST_PAGE_PATHS, SITE_DESCRIPTION } from '../../contracts/site';
import type { PageMeta } from './page-meta';

/** A page address as the server can describe it before the client renders. */
export type PageMatch =
  { kind: 'post'; postKind: PostKind; id: number } | { kind: 'not-found' } | { kind: 'page'; meta: PageMeta };

const KIND_BY_PAGE = new Map<string, PostKind>(
  Object.entries(POST_PAGE_PATHS).map(([kind, page]) => [page, kind as PostKind]),
);
const MAX_ID = 2_147_483_647;

// The list pages' headings, as the web client shows them (web/src/features/content/kinds.ts).
export const LIST_PAGES: Record<PostKind, { title: string; description: string }> = {
  articles: {
    title: 'Articles',
    description: 'Articles by and for people affected by divorce: experiences, advice and resources.',
  },
  books: {
    title: 'Books',
    description: 'Books that helped people through divorce, recommended by members and experts.',
  },
  videos: {
    title: 'Videos and Audio',
    description: 'Videos and audio about divorce, separation, co-parenting and starting over.',
  },
  qnas: {
    title: 'Questions and Answers',
    description: 'Questions about divorce, answered by members and divorce professionals.',
  },
};

const HOME: PageMeta = { description: SITE_DESCRIPTION, path: '/', type: 'website' };

/** Home, the list pages and the detail pages; null for any other page (index.html as built). */
export function matchPage(pathname: string): PageMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/' || path === '/home') return { kind: 'page', meta: HOME };
  const [, first, second, ...rest] = path.split('/');
  const postKind = KIND_BY_PAGE.get(first ?? '');
  if (!postKind || rest.length > 0) return null;
  if (second === undefined) return { kind: 'page', meta: { ...LIST_PAGES[postKind], path, type: 'website' } };
  const id = /^[1-9]\d{0,9}$/.test(second) ? Number(second) : null;
  return id !== null && id <= MAX_ID ? { kind: 'post', postKind, id } : { kind: 'not-found' };
}

// Defined with the page addresses, where the server's commands and the web client also find it.
export { postPagePath } from '../../contracts/site';
