import { documentTitle, SITE_NAME, FIRST_PAINT_ELEMENT_ID } from '../../contracts/site';
import { escapeMarkup } from './markup';

/** What search engines and link previews read about one page. */
export interface PageMeta {
  /** The page's own title; the home page has none (the site name alone). */
  title?: string;
  description: string;
  /** The canonical path, e.g. `/articles/17`. */
  path: string;
  type: 'article' | 'website';
  publishedAt?: string;
}

/**
 * Head tags of a page; or of the not-found page, or of a page whose post its author deleted (`gone`:
 * what it says instead), which search engines should not index.
 */
export function renderPageHead(meta: PageMeta | 'not-found' | { gone: string }, publicUrl: string): string {
  if (meta === 'not-found' || 'gone' in meta) {
    return [
      `<title>${escapeMarkup(documentTitle(meta === 'not-found' ? 'Page not found' : meta.gone))}</title>`,
      '<meta name="robots" content="noindex" />',
    ].join('\n    ');
  }
  const url = publicUrl + meta.path;
  const property = (name: string, value: string) => `<meta property="${name}" content="${escapeMarkup(value)}" />`;
  return [
    `<title>${escapeMarkup(documentTitle(meta.title))}</title>`,
    `<meta name="description" content="${escapeMarkup(meta.description)}" />`,
    `<link rel="canonical" href="${escapeMarkup(url)}" />`,
    property('og:site_name', SITE_NAME),
    property('og:type', meta.type),
    property('og:title', meta.title ?? SITE_NAME),
    property('og:description', meta.description),
    property('og:url', url),
    ...(meta.publishedAt ? [property('article:published_time', meta.publishedAt)] : []),
    '<meta name="twitter:card" content="summary" />',
  ].join('\n    ');
}

// The built index.html's own title and description, replaced by each page's.
const DEFAULT_TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DEFAULT_DESCRIPTION = /<meta\s[^>]*name=["']description["'][^>]*>\s*/i;

const ROOT_ELEMENT = /<div id="root">/;

/** index.html with its default title and description taken out, ready to take a page's head tags. */
export class IndexTemplate {
  private readonly before: string;
  private readonly after: string;

  constructor(readonly html: string) {
    const stripped = html.replace(DEFAULT_TITLE, '').replace(DEFAULT_DESCRIPTION, '');
    const end = stripped.search(/<\/head>/i);
    if (end < 0) throw new Error('index.html has no </head>');
    this.before = stripped.slice(0, end);
    this.after = stripped.slice(end);
  }

  /** The page with `head` before `</head>` and, if given, `firstPaint` laid over the app's root (see FIRST_PAINT_ELEMENT_ID). */
  render(head: string, firstPaint = ''): string {
    const after = firstPaint
      ? this.after.replace(
          ROOT_ELEMENT,
          (element) => `<div id="${FIRST_PAINT_ELEMENT_ID}">${firstPaint}</div>${element}`,
        )
      : this.after;
    return `${this.before}  ${head}\n  ${after}`;
  }
}
