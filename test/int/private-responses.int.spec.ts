import { systemContext } from '../../src/commands/command-context';
import { changeRole } from '../../src/commands/users/users.decider';
import { CommandRunner } from '../../src/writes/command-runner';
import { QUEUE_DASHBOARD_PATH } from '../../src/http/queue-dashboard';
import { ApiClient } from '../support/api-client';
import { isEventStream } from '../support/documented-answers';
import { startTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';

// On a shared device the next person must not find the last one's account, notifications or drafts
// in the browser's cache or the back button: no answer of the API may be stored, whatever route
// gives it and whatever its status.
describe('private answers are never stored by a cache', () => {
  let t: TestApp;
  let administrator: ApiClient;
  let gets: string[];
  // Visitors' reads that shared caches may keep (test/int/visitor-cache.int.spec.ts): the document gives them a 304.
  let visitorCacheable: string[];

  // Values that name nothing: the walk reads, it changes nothing.
  const PARAMS: Record<string, string> = {
    kind: 'articles',
    target: 'comments',
    type: 'articles',
    slug: 'nobody-here',
    table: 'posts',
    key: 'k'.repeat(32),
  };
  const urlOf = (template: string) => template.replace(/\{(\w+)\}/g, (_, name: string) => PARAMS[name] ?? '999999');

  beforeAll(async () => {
    t = await startTestApp('services', { RATE_LIMIT_FACTOR: '1000' });
    administrator = new ApiClient(t.baseUrl);
    const { uid } = await administrator.signUp('cache-walker@example.org');
    await t.app.get(CommandRunner).run(changeRole, { uid: uid, role: 'Administrator' }, systemContext('test'));
    await until(
      async () => (await administrator.get('/api/session')).body.user.role === 'Administrator',
      'the Administrator role',
    );
    const doc = (await administrator.get('/api/docs/openapi.json')).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const readable = Object.entries(doc.paths).filter(
      ([template, ops]) => template.startsWith('/api/') && 'get' in ops && !isEventStream(ops.get),
    );
    gets = readable.map(([template]) => urlOf(template));
    visitorCacheable = readable
      .filter(([, ops]) => '304' in (ops.get as { responses: object }).responses)
      .map(([template]) => urlOf(template));
  });
  afterAll(() => t.close());

  const notNoStore = async (client: ApiClient, method: string, urls: string[], body?: unknown) => {
    const stored: string[] = [];
    for (const url of urls) {
      const r = await client.request(method, url, body);
      if (r.headers.get('cache-control') !== 'no-store')
        stored.push(`${method} ${url}: ${r.status}, cache-control ${r.headers.get('cache-control')}`);
    }
    return stored;
  };

  it('marks every read of the OpenAPI document no-store, for an administrator, and for a visitor all but the public reads', async () => {
    expect(gets.length).toBeGreaterThan(40);
    expect(gets).toEqual(
      expect.arrayContaining([
        '/api/account',
        '/api/session',
        '/api/notifications',
        '/api/account/history',
        '/api/account/saved',
      ]),
    );
    expect(visitorCacheable).toEqual(expect.arrayContaining(['/api/articles', '/api/search', '/api/topics']));
    expect(visitorCacheable).not.toContain('/api/session');
    expect(await notNoStore(administrator, 'GET', gets)).toEqual([]);
    expect(
      await notNoStore(
        new ApiClient(t.baseUrl),
        'GET',
        gets.filter((url) => !visitorCacheable.includes(url)),
      ),
    ).toEqual([]);
  });

  it('marks the answers to logging in, to a saved profile and to a refused request no-store', async () => {
    const member = new ApiClient(t.baseUrl);
    await member.signUp('cache-member@example.org');
    expect(await notNoStore(member, 'PATCH', ['/api/account'], { username: 'Cached Nowhere' })).toEqual([]);
    expect(
      await notNoStore(new ApiClient(t.baseUrl), 'POST', ['/api/auth/login'], {
        email: 'cache-member@example.org',
        password: 'correct horse battery',
      }),
    ).toEqual([]);
    expect(await notNoStore(member, 'GET', ['/api/no-such-route', '/api/articles/not-a-number'])).toEqual([]);
    // A mutation without its CSRF header is refused before any route runs.
    const refused = await member.request('POST', '/api/articles', {}, { 'x-csrf-token': 'forged' });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('marks the job queue dashboard no-store', async () => {
    const r = await administrator.get(`${QUEUE_DASHBOARD_PATH}/api/queues`);
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
  });
});
