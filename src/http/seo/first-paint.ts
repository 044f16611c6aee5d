import type { PostDetail } from '../../contracts/content';
import { paragraphs } from '../../contracts/paragraphs';
import { escapeMarkup } from './markup';

/**
 * A post's title and text as plain markup inside the app's root element: a reader on a slow
 * connection sees the words while the app loads, and the app replaces them when it starts
 * (web/src/styles/global.css styles `.first-paint` like the post page).
 */
export function renderFirstPaint(post: PostDetail): string {
  const body = paragraphs(post.body)
    .map((paragraph) => `<p>${escapeMarkup(paragraph)}</p>`)
    .join('');
  const bodyClass = post.kind === 'articles' ? 'first-paint-body first-paint-long' : 'first-paint-body';
  return `<div class="first-paint"><article><h1>${escapeMarkup(post.title)}</h1><div class="${bodyClass}">${body}</div></article></div>`;
}
