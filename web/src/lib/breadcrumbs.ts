import { paths } from './paths';

/** One level of the breadcrumb bar (the spec's slug and title): where it links and what it reads. */
export interface Crumb {
  path: string;
  title: string;
}

export const HOME_CRUMB: Crumb = { path: paths.home, title: 'Home' };

/** Home plus up to 3 levels, the page itself being the last of them. */
export const MAX_PARENT_CRUMBS = 2;

/**
 * The levels above a page travel in the link's router state, so reloading or going back keeps them;
 * a page opened from an address alone falls back to its own default.
 */
export function breadcrumbState(parents: Crumb[]): { breadcrumb: Crumb[] } {
  return { breadcrumb: parents.slice(-MAX_PARENT_CRUMBS) };
}

function isCrumb(value: unknown): value is Crumb {
  if (typeof value !== 'object' || value === null) return false;
  const { path, title } = value as Record<string, unknown>;
  // Only paths inside the site: history state can be written by any script on the page.
  return (
    typeof path === 'string' &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    typeof title === 'string' &&
    title.length > 0
  );
}

/** The parents a link carried in its state, or null when there are none (or they are not ours). */
export function crumbsFromState(state: unknown): Crumb[] | null {
  if (typeof state !== 'object' || state === null || !('breadcrumb' in state)) return null;
  const { breadcrumb } = state;
  if (!Array.isArray(breadcrumb) || breadcrumb.length === 0 || !breadcrumb.every(isCrumb)) return null;
  return breadcrumb.slice(-MAX_PARENT_CRUMBS);
}
