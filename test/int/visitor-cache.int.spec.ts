import { systemContext } from '../../src/commands/command-context';
import { changeRole } from '../../src/commands/users/users.decider';
import { PageRenderer } from '../../src/http/seo/page-renderer';
import { VISITOR_CACHE_CONTROL } from '../../src/http/visitor-cache';
import { PostsQueries } from '../../src/projections/posts/posts.queries';
import { CommandRunner } from '../../src/writes/command-runner';
import { ApiClient } from '../support/api-client';
import { askQuestion, answerQuestion, createdId, signUpNamedMember } from '../support/community-api';
import { startTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';

// Visitors' reads (no session cookie) of the public lists, details, replies, topics, search, feeds and
// pages are kept by shared caches for a few seconds and revalidated from the read model's version;
// a member's answers, writes and anything that sets a cookie never are.
describe('answers a shared cache may keep for visitors', () => {
  let t: TestApp;
  let member: ApiClient;
  let articleId: number;
  let questionId: number;

  const visitorGet = (path: string, headers: Record<string, string> = {}) =>
    fetch(t.baseUrl + path, { headers: { ...headers } });

  beforeAll(async () => {
    t = await startTestApp('services', { RATE_LIMIT_FACTOR: '1000' });
    member = await signUpNamedMember(t.baseUrl, 'cached-poster@example.org', 'Cached Poster');
    articleId = await createdId(
      member.post('/api/articles', {
        title: 'Kept for visitors',
        body: 'Words every visitor reads alike.',
        tags: [],
        categories: [1],
        media: 'https://example.org/story',
      }),
    );
    questionId = await askQuestion(member, 'Asked where visitors read it');
    await answerQuestion(member, questionId);
  });
  afterAll(() => t.close());

  const routes = () => [
    '/api/articles',
    `/api/articles/${articleId}`,
    `/api/articles/${articleId}/comments`,
    `/api/questions/${questionId}/answers`,
    '/api/questions?sort=top',
    '/api/latest',
    '/api/results',
    '/api/topics',
    '/api/topics/pets',
    '/api/topics/pets/items',
    '/api/search?q=visitors',
    '/api/qotd',
    '/rss.xml',
    '/sitemap.xml',
    '/',
    '/articles',
    `/articles/${articleId}`,
  ];

  it('marks every kind of visitor read public, short-lived, tagged and varying by cookie', async () => {
    const wrong: string[] = [];
    for (const path of routes()) {
      const r = await visitorGet(path);
      const seen = {
        status: r.status,
        cacheControl: r.headers.get('cache-control'),
        vary: r.headers.get('vary'),
        etag: /^W\/"rm\./.test(r.headers.get('etag') ?? ''),
        setCookie: r.headers.getSetCookie().length,
      };
      const want = { status: 200, cacheControl: VISITOR_CACHE_CONTROL, vary: 'Cookie', etag: true, setCookie: 0 };
      if (JSON.stringify(seen) !== JSON.stringify(want)) wrong.push(`${path}: ${JSON.stringify(seen)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 304 without a body to a visitor who holds the current version, reading and rendering nothing', async () => {
    const posts = t.app.get(PostsQueries);
    const reads = [
      jest.spyOn(posts, 'detail'),
      jest.spyOn(posts, 'page'),
      jest.spyOn(t.app.get(PageRenderer), 'render'),
    ];
    for (const path of [`/api/articles/${articleId}`, '/api/articles', `/articles/${articleId}`]) {
      const first = await visitorGet(path);
      const etag = first.headers.get('etag')!;
      for (const read of reads) read.mockClear();
      const again = await visitorGet(path, { 'if-none-match': etag });
      expect(reads.filter((read) => read.mock.calls.length > 0)).toEqual([]);
      expect({ path, status: again.status, body: await again.text() }).toEqual({ path, status: 304, body: '' });
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe(VISITOR_CACHE_CONTROL);
      expect(again.headers.get('vary')).toBe('Cookie');
    }
    for (const read of reads) read.mockRestore();
  });

  it('gives another tag once a write has reached the read model, and then the new answer', async () => {
    const before = await visitorGet('/api/articles');
    const etag = before.headers.get('etag')!;
    const id = await createdId(
      member.post('/api/articles', {
        title: 'A newer one',
        body: 'Newer words.',
        tags: [],
        categories: [],
        media: 'https://example.org/newer',
      }),
    );
    // The write answered once the lists passed it: the next conditional read sees the change.
    const after = await visitorGet('/api/articles', { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(((await after.json()) as { items: { id: number }[] }).items[0]!.id).toBe(id);
  });

  it('tags differ by address and query, and are the same for every visitor', async () => {
    const a = await visitorGet('/api/articles?page=1');
    const b = await visitorGet('/api/articles?page=2');
    const c = await visitorGet('/api/articles?page=1', { cookie: 'csrf_token=' + 'x'.repeat(43) });
    expect(a.headers.get('etag')).not.toBe(b.headers.get('etag'));
    expect(c.headers.get('etag')).toBe(a.headers.get('etag'));
  });

  it('keeps a member’s answers no-store (pages no-cache), never public, never 304 from a visitor’s tag', async () => {
    const etag = (await visitorGet(`/api/articles/${articleId}`)).headers.get('etag')!;
    for (const path of routes().filter((p) => p.startsWith('/api/'))) {
      const r = await member.request('GET', path, undefined, { 'if-none-match': etag });
      expect({ path, cacheControl: r.headers.get('cache-control'), etag: r.headers.get('etag') }).toEqual({
        path,
        cacheControl: 'no-store',
        etag: null,
      });
      expect(r.status).toBe(200);
    }
    const page = await member.get(`/articles/${articleId}`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('vary')).toBe('Cookie');
    // An expired or forged session cookie is still a member's request: it is never shared.
    const stale = await visitorGet('/api/articles', { cookie: 'sid=expired' });
    expect(stale.headers.get('cache-control')).toBe('no-store');
  });

  it('never lets a shared cache keep writes, the session, auth, account, admin or live answers', async () => {
    const administrator = await signUpNamedMember(t.baseUrl, 'cache-admin@example.org', 'Cache Keeper');
    await t.app
      .get(CommandRunner)
      .run(changeRole, { uid: administrator.uid, role: 'Administrator' }, systemContext('t'));
    await until(
      async () => (await administrator.get('/api/session')).body.user.role === 'Administrator',
      'the Administrator role',
    );
    const visitor = new ApiClient(t.baseUrl);
    const answers = [
      await visitor.get('/api/session'),
      await visitor.post('/api/auth/login', { email: 'cached-poster@example.org', password: 'wrong password!' }),
      await visitor.get('/api/account'),
      await visitor.get('/api/admin/users'),
      await administrator.get('/api/admin/users'),
      await member.post(`/api/articles/${articleId}/comments`, { text: 'A comment.' }),
      await visitor.request('POST', '/api/articles', {}, { 'x-csrf-token': 'forged' }),
    ];
    for (const r of answers) {
      expect(r.headers.get('cache-control')).toBe('no-store');
      expect(r.headers.get('etag')).toBeNull();
    }
    const live = await fetch(`${t.baseUrl}/api/live`, { signal: AbortSignal.timeout(2_000) });
    expect(live.headers.get('cache-control')).toBe('no-store');
    await live.body?.cancel();
  });

  it('never marks public an answer that sets a cookie (the session read that hands a visitor its CSRF token)', async () => {
    const r = await visitorGet('/api/session');
    expect(r.headers.getSetCookie().length).toBeGreaterThan(0);
    expect(r.headers.get('cache-control')).toBe('no-store');
  });
});
