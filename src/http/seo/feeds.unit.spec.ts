import { childrenNamed, childText, parseXml } from '../../../test/support/xml';
import { escapeMarkup } from './markup';
import { renderRss } from './rss';
import { renderSitemap } from './sitemap';

describe('escapeMarkup', () => {
  it('escapes the five markup characters', () => {
    expect(escapeMarkup(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });
  it('drops control characters that XML forbids, keeping line breaks and tabs', () => {
    expect(escapeMarkup('a\u0000b\u0008c\u001Fd\n\te')).toBe('abcd\n\te');
  });
});

describe('renderSitemap', () => {
  it('lists every address, with its date where known, in the sitemap namespace', () => {
    const xml = renderSitemap([
      { loc: 'https://divorce.example/' },
      { loc: 'https://divorce.example/articles/17?a=1&b=2', lastmod: '2026-11-24T10:00:00.000Z' },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const urlset = parseXml(xml);
    expect(urlset).toMatchObject({
      name: 'urlset',
      attributes: { xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9' },
    });
    expect(childrenNamed(urlset, 'url').map((url) => [childText(url, 'loc'), childText(url, 'lastmod')])).toEqual([
      ['https://divorce.example/', undefined],
      ['https://divorce.example/articles/17?a=1&b=2', '2026-11-24T10:00:00.000Z'],
    ]);
  });
});

describe('renderRss', () => {
  const feed = {
    title: 'Divorce Community',
    link: 'https://divorce.example/',
    self: 'https://divorce.example/rss.xml',
    description: 'Tagline',
    items: [
      {
        title: 'Kids & <school>',
        link: 'https://divorce.example/answers/3',
        description: 'They are "6" and 9.\u0001',
        published: '2026-11-24T10:00:00.000Z',
        category: 'Questions and Answers',
      },
      {
        title: 'Older',
        link: 'https://divorce.example/articles/1',
        description: '',
        published: '2026-11-01T08:30:00.000Z',
      },
    ],
  };

  it('is an RSS 2.0 channel with the site’s title, link and description', () => {
    const rss = parseXml(renderRss(feed));
    expect(rss).toMatchObject({ name: 'rss', attributes: { version: '2.0' } });
    const channel = childrenNamed(rss, 'channel')[0]!;
    expect([childText(channel, 'title'), childText(channel, 'link'), childText(channel, 'description')]).toEqual([
      'Divorce Community',
      'https://divorce.example/',
      'Tagline',
    ]);
    expect(childrenNamed(channel, 'atom:link')[0]!.attributes).toEqual({
      href: 'https://divorce.example/rss.xml',
      rel: 'self',
      type: 'application/rss+xml',
    });
    expect(childText(channel, 'lastBuildDate')).toBe('Tue, 24 Nov 2026 10:00:00 GMT');
  });

  it('gives each item its title, link, permanent guid, RFC 822 date and description, in order', () => {
    const items = childrenNamed(childrenNamed(parseXml(renderRss(feed)), 'channel')[0]!, 'item');
    expect(
      items.map((item) => [
        childText(item, 'title'),
        childText(item, 'link'),
        childText(item, 'pubDate'),
        childText(item, 'description'),
      ]),
    ).toEqual([
      ['Kids & <school>', 'https://divorce.example/answers/3', 'Tue, 24 Nov 2026 10:00:00 GMT', 'They are "6" and 9.'],
      ['Older', 'https://divorce.example/articles/1', 'Sun, 01 Nov 2026 08:30:00 GMT', ''],
    ]);
    expect(childrenNamed(items[0]!, 'guid')[0]).toMatchObject({
      attributes: { isPermaLink: 'true' },
      text: 'https://divorce.example/answers/3',
    });
    expect(childText(items[0]!, 'category')).toBe('Questions and Answers');
  });

  it('is valid with no items at all', () => {
    const channel = childrenNamed(parseXml(renderRss({ ...feed, items: [] })), 'channel')[0]!;
    expect(childrenNamed(channel, 'item')).toEqual([]);
  });
});

// These tests are only as good as the parser they use: it must refuse what an XML reader refuses.
describe('the tests’ XML parser', () => {
  it.each(['<a><b></a>', '<a>x & y</a>', '<a>1 < 2</a>', '<a b=c></a>', '<a></a><b></b>', '<a>', 'text<a></a>'])(
    'refuses %p',
    (xml) => {
      expect(() => parseXml(xml)).toThrow();
    },
  );
});
