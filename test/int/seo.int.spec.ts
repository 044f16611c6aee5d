import * as http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { systemContext } from '../../src/commands/command-context';
import { setTrustLevel } from '../../src/commands/holds/trust-level.decider';
import { CommandRunner } from '../../src/writes/command-runner';
import { ApiClient } from '../support/api-client';
import { projectionsCaughtUp, startTestApp, type TestApp, type TestProfile } from '../support/test-app';
import { childrenNamed, childText, parseXml } from '../support/xml';

const SITE = 'https://divorce.example';
const tricky = {
  title: 'Kids "first" & <script>alert(1)</script>',
  body: '  Start   here.\n\nThen <b>this</b> & "that". ' + 'More words follow. '.repeat(20),
};
const formatted = {
  title: 'Where to start',
  body: 'Read **this** first:\n\n- [the guide](https://example.org/guide)\n- <img src=x onerror=alert(1)>\n\n[not a link](javascript:alert(1))',
};
const question = {
  title: 'How do I tell my kids?',
  body: 'They are 6 and 9.',
  tags: [],
  categories: [],
  acknowledged: true,
};

/** The content of one meta tag (by name or property) in a page, entities left as served. */
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe.each<TestProfile>(['services', 'embedded'])('search engines and sharing (%s profile)', (profile) => {
  let t: TestApp;
  let member: ApiClient;
  let articleId: number;
  let questionId: number;
  let formattedId: number;
  const page = async (path: string) => {
    const r = await fetch(t.baseUrl + path);
    return { status: r.status, type: r.headers.get('content-type'), html: await r.text() };
  };
  const post = async (path: string, body: object): Promise<number> => {
    const r = await member.post(path, { tags: [], categories: [], ...body });
    expect(r.status).toBe(201);
    return r.body.id;
  };

  beforeAll(async () => {
    t = await startTestApp(profile, { RATE_LIMIT_FACTOR: '1000', PUBLIC_URL: SITE });
    member = new ApiClient(t.baseUrl);
    const { uid } = await member.signUp('seo@example.org');
    // A known member: a new member's links would show as plain text (trust-levels: linksShowPlain).
    await t.app.get(CommandRunner).run(setTrustLevel, { uid, level: 'member' }, systemContext('test'));
    await projectionsCaughtUp(t);
    articleId = await post('/api/articles', tricky);
    questionId = await post('/api/questions', question);
    formattedId = await post('/api/articles', formatted);
  });
  afterAll(async () => t.close());

  describe('detail pages', () => {
    it('carry the post’s title, description, canonical address and OpenGraph tags, escaped', async () => {
      const r = await page(`/articles/${articleId}`);
      expect(r).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
      const escapedTitle = 'Kids &quot;first&quot; &amp; &lt;script&gt;alert(1)&lt;/script&gt;';
      expect(titleOf(r.html)).toBe(`${escapedTitle} | Divorce Community`);
      const description = meta(r.html, 'description')!;
      expect(
        description.startsWith('Start here. Then &lt;b&gt;this&lt;/b&gt; &amp; &quot;that&quot;. More words follow.'),
      ).toBe(true);
      expect(description.endsWith('…')).toBe(true);
      expect(description.replace(/&[a-z]+;/g, 'x').length).toBeLessThanOrEqual(160);
      expect(meta(r.html, 'og:title')).toBe(escapedTitle);
      expect(meta(r.html, 'og:description')).toBe(description);
      expect(meta(r.html, 'og:type')).toBe('article');
      expect(meta(r.html, 'og:url')).toBe(`${SITE}/articles/${articleId}`);
      expect(meta(r.html, 'og:site_name')).toBe('Divorce Community');
      expect(r.html).toContain(`<link rel="canonical" href="${SITE}/articles/${articleId}" />`);
      expect(r.html).not.toContain('<script>alert(1)');
      expect(r.html.match(/<title>/g)).toHaveLength(1);
      // Still the client's page: it boots and renders the article.
      expect(r.html).toMatch(/<script type="module"[^>]*src="\/assets\//);
    });

    it('carry the post’s words for the first paint, and its API reply so that the client need not ask again', async () => {
      const r = await page(`/articles/${articleId}`);
      expect(r.html).toContain(
        '<div id="first-paint"><div class="first-paint"><article><h1>Kids &quot;first&quot; &amp; &lt;script&gt;alert(1)&lt;/script&gt;</h1>' +
          '<div class="post-text first-paint-body first-paint-long"><p>Start   here.</p>\n<p>Then &lt;b&gt;this&lt;/b&gt; &amp; "that".',
      );
      const preloaded = /<script type="application\/json" id="preloaded-data">([^<]*)<\/script>/.exec(r.html)![1]!;
      expect(preloaded).not.toContain('</');
      const reply = await fetch(`${t.baseUrl}/api/articles/${articleId}`);
      expect(JSON.parse(preloaded)).toEqual({ [`/articles/${articleId}`]: await reply.json() });
      // The post screen's own chunk is fetched with the entry, not after it.
      const preloads = [...r.html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map(
        (m) => m[1]!,
      );
      expect(preloads.some((href) => /\/assets\/content-details-[\w-]+\.js$/.test(href))).toBe(true);
      for (const href of preloads) expect((await fetch(t.baseUrl + href)).status).toBe(200);
    });

    it('paint a post’s Markdown as safe HTML, and describe it in plain words', async () => {
      const r = await page(`/articles/${formattedId}`);
      expect(r.html).toContain(
        '<div class="post-text first-paint-body first-paint-long"><p>Read <strong>this</strong> first:</p>\n<ul>\n' +
          '<li><a href="https://example.org/guide" rel="ugc nofollow noopener">the guide</a></li>\n' +
          '<li>&lt;img src=x onerror=alert(1)&gt;</li>\n</ul>\n<p>[not a link](javascript:alert(1))</p>',
      );
      expect(r.html).not.toMatch(/<img src=x|href="javascript/);
      expect(meta(r.html, 'description')).toBe(
        'Read this first: the guide &lt;img src=x onerror=alert(1)&gt; [not a link](javascript:alert(1))',
      );
    });

    it('live under /answers for questions', async () => {
      const r = await page(`/answers/${questionId}`);
      expect(titleOf(r.html)).toBe('How do I tell my kids? | Divorce Community');
      expect(meta(r.html, 'description')).toBe('They are 6 and 9.');
      expect(meta(r.html, 'og:url')).toBe(`${SITE}/answers/${questionId}`);
    });

    it('answer 404 with the not-found title for ids that name nothing, and still serve the client', async () => {
      for (const path of ['/articles/999999', `/videos/${articleId}`, '/books/abc', '/answers/0']) {
        const r = await page(path);
        expect({ path, status: r.status, title: titleOf(r.html) }).toEqual({
          path,
          status: 404,
          title: 'Page not found | Divorce Community',
        });
        expect(meta(r.html, 'robots')).toBe('noindex');
        expect(r.html).toContain('<div id="root"></div>');
      }
    });
  });

  describe('other pages', () => {
    it('give home and the list pages their titles and descriptions', async () => {
      const home = await page('/');
      expect(titleOf(home.html)).toBe('Divorce Community');
      expect(meta(home.html, 'description')).toBe(
        'Any Topic for Anyone Impacted by Divorce to Gain Knowledge, Wisdom, Clarity, and Support.',
      );
      expect(meta(home.html, 'og:type')).toBe('website');
      expect(home.html).toContain(
        '<link rel="alternate" type="application/rss+xml" title="Divorce Community" href="/rss.xml" />',
      );
      const list = await page('/answers');
      expect(titleOf(list.html)).toBe('Questions and Answers | Divorce Community');
      expect(list.html).toContain(`<link rel="canonical" href="${SITE}/answers" />`);
    });

    it('paint the home page’s tagline and first picture before the app starts, the picture inside the page', async () => {
      const home = await page('/');
      const firstPaint =
        /<div id="first-paint"><div class="first-paint-home"><div><h1>([^<]*)<\/h1><p>[^<]+<\/p><img src="([^"]+)" alt="([^"]+)"/.exec(
          home.html,
        )!;
      expect(firstPaint[1]).toBe(
        'Any Topic for Anyone Impacted by Divorce to Gain Knowledge, Wisdom, Clarity, and Support.',
      );
      expect(firstPaint[2]).toMatch(/^data:image\/svg\+xml,%3Csvg/);
      expect(firstPaint[3]).toBe('The sun rising over green hills.');
      // Laid over the app's root, which stays empty for the app.
      expect(home.html).toContain('</div></div></div><div id="root"></div>');
      expect((await page('/answers')).html).not.toContain('id="first-paint"');
    });

    it('leave the rest as built', async () => {
      const r = await page('/login');
      expect(r.status).toBe(200);
      expect(titleOf(r.html)).toBe('Divorce Community');
      expect(r.html).not.toContain('og:title');
    });
  });

  it('serves a sitemap of the main pages and every post', async () => {
    const r = await fetch(`${t.baseUrl}/sitemap.xml`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const urlset = parseXml(await r.text());
    expect(urlset.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = childrenNamed(urlset, 'url');
    const locs = urls.map((url) => childText(url, 'loc'));
    expect(locs).toEqual(
      expect.arrayContaining(
        [
          '/',
          '/answers',
          '/articles',
          '/books',
          '/videos',
          '/browse',
          '/experts',
          '/about',
          '/contact',
          '/terms',
          '/resources',
        ].map((p) => SITE + p),
      ),
    );
    const articleUrl = urls.find((url) => childText(url, 'loc') === `${SITE}/articles/${articleId}`);
    expect(Date.parse(childText(articleUrl!, 'lastmod')!)).not.toBeNaN();
    expect(locs).toContain(`${SITE}/answers/${questionId}`);
    expect(new Set(locs).size).toBe(locs.length);
    // A crawler's extra parameters change nothing.
    expect((await fetch(`${t.baseUrl}/sitemap.xml?utm_source=x`)).status).toBe(200);
  });

  it('serves robots.txt pointing at the sitemap', async () => {
    const r = await fetch(`${t.baseUrl}/robots.txt`);
    expect(r.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await r.text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('sends the client’s scripts Brotli- or gzip-compressed as the browser accepts, plain otherwise', async () => {
    const html = (await page('/')).html;
    const script = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const plain = await rawGet(t.baseUrl + script, undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const br = await rawGet(t.baseUrl + script, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gzip = await rawGet(t.baseUrl + script, 'gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  // Last: it posts enough to fill the feed.
  it('serves an RSS 2.0 feed of the 50 newest posts of every kind, newest first', async () => {
    const ids: number[] = [];
    for (let i = 1; i <= 50; i++) ids.push(await post('/api/articles', { title: `Article ${i}`, body: `Text ${i}` }));
    const bookId = await post('/api/books', {
      title: 'A book that helped',
      body: 'Read it **twice**.',
      media: 'https://www.amazon.com/Some-Title/dp/0143127748',
    });
    const r = await fetch(`${t.baseUrl}/rss.xml`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const rss = parseXml(await r.text());
    expect(rss.attributes.version).toBe('2.0');
    const channel = childrenNamed(rss, 'channel')[0]!;
    expect(childText(channel, 'link')).toBe(`${SITE}/`);
    const items = childrenNamed(channel, 'item');
    expect(items).toHaveLength(50);
    expect(items.map((item) => childText(item, 'link'))).toEqual([
      `${SITE}/books/${bookId}`,
      ...ids
        .slice(1)
        .reverse()
        .map((id) => `${SITE}/articles/${id}`),
    ]);
    const first = items[0]!;
    expect([
      childText(first, 'title'),
      childText(first, 'guid'),
      childText(first, 'description'),
      childText(first, 'category'),
    ]).toEqual(['A book that helped', `${SITE}/books/${bookId}`, 'Read it twice.', 'Books']);
    expect(childText(first, 'pubDate')).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    const dates = items.map((item) => Date.parse(childText(item, 'pubDate')!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});

/** A GET whose body is left as sent (fetch would decompress it). */
function rawGet(
  url: string,
  acceptEncoding: string | undefined,
): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}
