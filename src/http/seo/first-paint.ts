import type { PostDetail } from '../../contracts/content';
import { renderPostMarkdown } from '../../common/post-markdown';
import { HOME_FIRST_PICTURE, HOME_LEAD, SITE_DESCRIPTION } from '../../contracts/site';
import { escapeMarkup } from './markup';

/**
 * A post's title and formatted text inside the app's root element: a reader on a slow
 * connection sees the words while the app loads, and the app replaces them when it starts
 * (web/src/styles/global.css styles `.first-paint` like the post page).
 */
export function renderFirstPaint(post: PostDetail): string {
  // The client's own renderer, sanitized: the words look the same before and after the app starts.
  const body = renderPostMarkdown(post.body, { lines: 'paragraphs', links: post.linksPlain ? 'plain' : 'live' });
  const bodyClass =
    post.kind === 'articles' ? 'post-text first-paint-body first-paint-long' : 'post-text first-paint-body';
  return `<div class="first-paint"><article><h1>${escapeMarkup(post.title)}</h1><div class="${bodyClass}">${body}</div></article></div>`;
}

/**
 * The home page's tagline, opening line and first carousel picture, laid out as the app's hero lays
 * them out, so that the biggest thing on a phone's first screen is painted before the app starts.
 * `pictureSrc` is the picture itself as a data address: on a slow connection it would otherwise
 * wait behind the app's code for its turn.
 */
export function renderHomeFirstPaint(pictureSrc: string): string {
  const picture = `<img src="${escapeMarkup(pictureSrc)}" alt="${escapeMarkup(HOME_FIRST_PICTURE.alt)}" width="480" height="320">`;
  return `<div class="first-paint-home"><div><h1>${escapeMarkup(SITE_DESCRIPTION)}</h1><p>${escapeMarkup(HOME_LEAD)}</p>${picture}</div></div>`;
}
