import { type NginxCache, nginxInstalled, startNginxCache } from '../../bench/lib/nginx-cache';
import { signUpNamedMember, type NamedMember } from '../support/community-api';
import { startTestApp, type TestApp } from '../support/test-app';

// deploy/nginx as docker-compose.yml runs it, in front of one API process: visitors share one copy
// of a public read, members and what sets a cookie go past it, the live stream is not held back.
describe('the nginx cache in front of the API (deploy/nginx)', () => {
  let t: TestApp;
  let nginx: NginxCache;
  let member: NamedMember;

  beforeAll(async () => {
    if (!nginxInstalled()) throw new Error('nginx is not installed: apt-get install -y nginx (.ci/run does)');
    t = await startTestApp('services', { RATE_LIMIT_FACTOR: '1000', TRUST_PROXY: '127.0.0.1' });
    nginx = await startNginxCache([new URL(t.baseUrl).host]);
    member = await signUpNamedMember(t.baseUrl, 'behind-nginx@example.org', 'Behind Nginx');
  });
  afterAll(async () => {
    await nginx?.close();
    await t?.close();
  });

  const through = (path: string, headers: Record<string, string> = {}) => fetch(nginx.baseUrl + path, { headers });
  const status = (r: Response) => r.headers.get('x-cache-status');

  it('answers a second visitor from the cache, and a visitor with a CSRF cookie from the same copy', async () => {
    const first = await through('/api/articles?page=1');
    expect([first.status, status(first)]).toEqual([200, 'MISS']);
    const second = await through('/api/articles?page=1');
    expect([second.status, status(second), second.headers.get('etag')]).toEqual([
      200,
      'HIT',
      first.headers.get('etag'),
    ]);
    expect(await second.text()).toBe(await first.text());
    const withCsrf = await through('/api/articles?page=1', { cookie: `csrf_token=${'c'.repeat(43)}` });
    expect(status(withCsrf)).toBe('HIT');
    const page = await through('/articles');
    const pageAgain = await through('/articles');
    expect([status(page), status(pageAgain)]).toEqual(['MISS', 'HIT']);
  });

  it('answers a visitor who holds the cached version 304 itself', async () => {
    const held = await through('/api/topics');
    const again = await through('/api/topics', { 'if-none-match': held.headers.get('etag')! });
    expect([again.status, status(again)]).toEqual([304, 'HIT']);
  });

  it('lets a member past the cache, neither reading nor filling it', async () => {
    await through('/api/latest');
    const cookie = member.cookieHeader();
    const r = await through('/api/latest', { cookie });
    expect([status(r), r.headers.get('cache-control')]).toEqual(['BYPASS', 'no-store']);
    const session = await through('/api/session', { cookie });
    expect((await session.json()) as unknown).toMatchObject({ user: { uid: member.uid } });
  });

  it('keeps nothing that sets a cookie or is no-store', async () => {
    for (const path of ['/api/session', '/api/session', '/api/account', '/api/account'])
      expect(status(await through(path))).not.toBe('HIT');
  });

  it('passes the live stream through at once, unbuffered', async () => {
    const stream = await fetch(`${nginx.baseUrl}/api/live`, { signal: AbortSignal.timeout(5_000) });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reader = stream.body!.getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toMatch(/\S/);
    await reader.cancel();
  });
});
