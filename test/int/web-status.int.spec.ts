import { startTestApp, type TestApp } from '../support/test-app';

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('status codes and validators of pages and files', () => {
  let t: TestApp;
  let script: string;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const r = await fetch(t.baseUrl + path, { headers });
    return { status: r.status, headers: r.headers, body: await r.text() };
  };

  beforeAll(async () => {
    t = await startTestApp('embedded');
    script = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec((await get('/')).body)![1]!;
  });
  afterAll(async () => t.close());

  describe('pages', () => {
    it.each(['/no/such/page', '/login/extra', '/articles/17/comments', '/Admin/db/users/1', '/404'])(
      'answer 404 at %s, with the client’s page that shows its not-found screen',
      async (path) => {
        const r = await get(path);
        expect({ status: r.status, type: r.headers.get('content-type'), title: titleOf(r.body) }).toEqual({
          status: 404,
          type: 'text/html; charset=utf-8',
          title: 'Page not found | Divorce Community',
        });
        expect(r.body).toContain('<meta name="robots" content="noindex" />');
        expect(r.body).toContain('<div id="root"></div>');
        expect(r.body).toMatch(/<script type="module"[^>]*src="\/assets\//);
      },
    );

    it.each([
      '/',
      '/login',
      '/topic/co-parenting',
      '/search/node.js',
      '/admin/db/users',
      '/repos/alice/site.github.io',
      '/LOGIN/',
    ])('answer 200 at %s, which opens a screen of the client', async (path) => {
      const r = await get(path);
      expect({ path, status: r.status }).toEqual({ path, status: 200 });
      expect(r.body).toContain('<div id="root">');
    });
  });

  describe('files', () => {
    it.each(['/assets/index-OLD.js', '/assets/index-OLD.css', '/carousel/missing.svg', '/no-such-file.png'])(
      'answer a plain 404 when missing, not the page: %s',
      async (path) => {
        const r = await get(path);
        expect(r.status).toBe(404);
        expect(r.headers.get('content-type')).not.toContain('text/html');
        expect(r.body).not.toContain('<div id="root">');
        // Not kept: in a rolling deployment the next replica may have it.
        expect(r.headers.get('cache-control')).toBe('no-store');
      },
    );

    it('carry an entity tag and the time of change, and answer 304 to a client that holds the same', async () => {
      const first = await get(script, { 'accept-encoding': 'identity' });
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag')!;
      const lastModified = first.headers.get('last-modified')!;
      expect(etag).toMatch(/^"[^"]+"$/);
      expect(Date.parse(lastModified)).not.toBeNaN();

      const again = await get(script, { 'accept-encoding': 'identity', 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

      const byDate = await get(script, { 'accept-encoding': 'identity', 'if-modified-since': lastModified });
      expect(byDate.status).toBe(304);
    });

    it('tag each compressed copy as its own, so a client holding another copy gets the file again', async () => {
      const plain = await get(script, { 'accept-encoding': 'identity' });
      const br = await get(script, { 'accept-encoding': 'br' });
      expect(br.headers.get('etag')).not.toBe(plain.headers.get('etag'));
      const changed = await get(script, { 'accept-encoding': 'br', 'if-none-match': plain.headers.get('etag')! });
      expect(changed.status).toBe(200);
      expect(changed.body).toBe(plain.body);
    });

    it('tag the files outside /assets too, cached for a short while', async () => {
      const r = await get('/favicon.svg');
      expect(r.status).toBe(200);
      expect(r.headers.get('cache-control')).toBe('public, max-age=300');
      const again = await get('/favicon.svg', { 'if-none-match': r.headers.get('etag')! });
      expect(again.status).toBe(304);
    });
  });
});
