import { escapeMarkup } from './markup';

export interface SitemapEntry {
  /** Absolute address. */
  loc: string;
  /** ISO 8601 date-time. */
  lastmod?: string;
}

/** A sitemap (sitemaps.org protocol 0.9); one file holds at most 50,000 addresses. */
export const SITEMAP_MAX = 50_000;

export function renderSitemap(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `  <url><loc>${escapeMarkup(loc)}</loc>${lastmod ? `<lastmod>${escapeMarkup(lastmod)}</lastmod>` : ''}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
