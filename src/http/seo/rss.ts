import { escapeMarkup } from './markup';

export interface FeedItem {
  title: string;
  /** Absolute address; also the item's permanent guid. */
  link: string;
  description: string;
  /** ISO 8601 date-time. */
  published: string;
  category?: string;
}

export interface Feed {
  title: string;
  /** The site's home page. */
  link: string;
  /** Where the feed itself is served. */
  self: string;
  description: string;
  items: readonly FeedItem[];
}

// RFC 822 dates, as RSS 2.0 requires: "Tue, 24 Nov 2026 10:00:00 GMT".
const rfc822 = (iso: string) => new Date(iso).toUTCString();
const element = (name: string, value: string) => `<${name}>${escapeMarkup(value)}</${name}>`;

/** An RSS 2.0 feed; items in the order given (newest first). */
export function renderRss(feed: Feed): string {
  const items = feed.items.map((item) =>
    [
      '    <item>',
      `      ${element('title', item.title)}`,
      `      ${element('link', item.link)}`,
      `      <guid isPermaLink="true">${escapeMarkup(item.link)}</guid>`,
      `      ${element('pubDate', rfc822(item.published))}`,
      ...(item.category ? [`      ${element('category', item.category)}`] : []),
      `      ${element('description', item.description)}`,
      '    </item>',
    ].join('\n'),
  );
  const newest = feed.items[0]?.published;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    ${element('title', feed.title)}`,
    `    ${element('link', feed.link)}`,
    `    <atom:link href="${escapeMarkup(feed.self)}" rel="self" type="application/rss+xml" />`,
    `    ${element('description', feed.description)}`,
    '    <language>en-us</language>',
    ...(newest ? [`    ${element('lastBuildDate', rfc822(newest))}`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
