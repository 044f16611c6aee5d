import { systemContext } from '../../src/commands/command-context';
import { changeRole } from '../../src/commands/users/users.decider';
import { CommandRunner } from '../../src/writes/command-runner';
import type { Role } from '../../src/contracts/members';
import { ApiClient } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';

// Every route of the OpenAPI document against every kind of caller, in one table (ASVS 8.2): who
// may call it at all. A route missing from the table fails the test, so that a new route is
// classified when it is added. Owned things (bookmarks, drafts, the account) are then tried as
// another member, and fields a caller may not set are tried too.
type Access = 'anyone' | 'member' | 'expert' | 'administrator';
type Caller = 'visitor' | 'member' | 'expert' | 'administrator';

const ACCESS: Record<string, Access> = {
  'GET /api/session': 'anyone',
  'GET /api/site': 'anyone',
  'POST /api/auth/signup': 'anyone',
  'POST /api/auth/login': 'anyone',
  'POST /api/auth/reset-code': 'anyone',
  'POST /api/auth/reset-verify': 'anyone',
  'GET /health': 'anyone',
  'GET /health/live': 'anyone',
  'GET /health/ready': 'anyone',
  'GET /api/{kind}/{id}/comments': 'anyone',
  'GET /api/questions/{id}/answers': 'anyone',
  'GET /api/articles': 'anyone',
  'GET /api/books': 'anyone',
  'GET /api/videos': 'anyone',
  'GET /api/questions': 'anyone',
  'GET /api/articles/{id}': 'anyone',
  'GET /api/books/{id}': 'anyone',
  'GET /api/videos/{id}': 'anyone',
  'GET /api/questions/{id}': 'anyone',
  'GET /api/latest': 'anyone',
  'GET /api/results': 'anyone',
  'GET /api/qotd': 'anyone',
  'GET /api/topics': 'anyone',
  'GET /api/topics/{slug}': 'anyone',
  'GET /api/topics/{slug}/items': 'anyone',
  'GET /api/topics/{slug}/experts': 'anyone',
  'GET /api/search': 'anyone',
  'GET /api/experts/search': 'anyone',
  'GET /api/experts/{slug}': 'anyone',
  'GET /api/{kind}/{id}/revisions': 'anyone',
  'POST /api/experts/messages': 'anyone',
  'POST /api/experts/signup': 'anyone',
  'POST /api/contact': 'anyone',
  'POST /api/bug-reports': 'anyone',
  // A logged-out visitor's post waits as a draft under a key only their browser holds.
  'POST /api/drafts': 'anyone',
  'DELETE /api/drafts/{key}': 'anyone',
  // The spec's public /payment-test shows the payment widget; paying itself needs an expert.
  'GET /api/payments/client-token': 'anyone',

  'GET /api/account': 'member',
  'PATCH /api/account': 'member',
  'PUT /api/account/tutorial': 'member',
  'PUT /api/account/username-invite': 'member',
  'GET /api/account/history': 'member',
  'GET /api/account/held-items': 'member',
  'GET /api/account/export': 'member',
  // Walked without a body: the missing password is refused, so no account is deleted by the walk.
  'DELETE /api/account': 'member',
  'GET /api/account/saved': 'member',
  'PUT /api/account/saved/{type}/{id}': 'member',
  'DELETE /api/account/saved/{type}/{id}': 'member',
  'POST /api/{kind}/{id}/comments': 'member',
  'POST /api/questions/{id}/answers': 'member',
  // Only the item's author gets further: author-deletions-api.int.spec.ts tries everyone else.
  'DELETE /api/{kind}/{id}': 'member',
  'DELETE /api/comments/{id}': 'member',
  'DELETE /api/answers/{id}': 'member',
  // Only the question's asker gets further: best-answers-api.int.spec.ts tries everyone else.
  'PUT /api/questions/{id}/best-answer': 'member',
  'DELETE /api/questions/{id}/best-answer': 'member',
  'POST /api/{target}/{id}/vote': 'member',
  'POST /api/{target}/{id}/report': 'member',
  'POST /api/{target}/{id}/block': 'member',
  'GET /api/account/blocks': 'member',
  'DELETE /api/account/blocks/{id}': 'member',
  'POST /api/articles': 'member',
  'POST /api/books': 'member',
  'POST /api/videos': 'member',
  'POST /api/questions': 'member',
  'POST /api/drafts/{key}/claim': 'member',
  'PUT /api/experts/{slug}/follow': 'member',
  'DELETE /api/experts/{slug}/follow': 'member',
  'GET /api/notifications': 'member',
  'GET /api/notifications/unread': 'member',
  'POST /api/notifications/{id}/read': 'member',
  'POST /api/notifications/read-all': 'member',
  'GET /api/account/notification-settings': 'member',
  'PUT /api/account/notification-settings': 'member',
  // Only the item's author gets further: 'owned things' below tries everyone else.
  'PUT /api/articles/{id}': 'member',
  'PUT /api/books/{id}': 'member',
  'PUT /api/videos/{id}': 'member',
  'PUT /api/questions/{id}': 'member',
  'PUT /api/comments/{id}': 'member',
  'PUT /api/answers/{id}': 'member',
  'GET /api/account/watching': 'member',
  'PUT /api/account/watching/questions/{id}': 'member',
  'DELETE /api/account/watching/questions/{id}': 'member',
  'PUT /api/account/watching/topics/{slug}': 'member',
  'DELETE /api/account/watching/topics/{slug}': 'member',

  'GET /api/account/expert': 'expert',
  'PUT /api/account/expert': 'expert',
  'POST /api/account/expert/image': 'expert',
  'GET /api/account/membership': 'expert',
  'POST /api/account/membership/activate': 'expert',
  'POST /api/account/membership/payments': 'expert',

  // Every /api/admin route is the administrators' (accessOf); listed where a route's access is the point of it.
  // Who wrote an item posted under a pseudonym: administrators alone, each time with a recorded reason.
  'POST /api/admin/pseudonyms/{kind}/{id}/unmask': 'administrator',
};
// Logging out ends the caller's session: it is walked on its own.
// The live stream never ends, so it is not read like an answer: anyone may open it, and who hears
// what on it (a member's notifications only on their own) is live-api.int.spec.ts's.
const WALKED_APART = new Set(['POST /api/auth/logout', 'GET /api/live']);

/** Which callers are let through: the rest get 401 (no session) or 403 (not their role). */
const ALLOWED: Record<Access, Caller[]> = {
  anyone: ['visitor', 'member', 'expert', 'administrator'],
  member: ['member', 'expert', 'administrator'],
  expert: ['expert'],
  administrator: ['administrator'],
};

// Values that name nothing: a refusal must not depend on them, and an allowed call changes nothing.
const PARAMS: Record<string, string> = {
  kind: 'articles',
  target: 'comments',
  type: 'articles',
  slug: 'nobody-here',
  table: 'posts',
  name: 'nope',
  key: 'k'.repeat(32),
};
const urlOf = (template: string) => template.replace(/\{(\w+)\}/g, (_, name: string) => PARAMS[name] ?? '999999');
const expectedStatus = (access: Access, caller: Caller) =>
  ALLOWED[access].includes(caller) ? 'allowed' : caller === 'visitor' ? 401 : 403;
const outcome = (status: number) =>
  status === 401 || status === 403 ? status : status >= 500 ? `server error ${status}` : 'allowed';

describe('the authorization matrix: every route × visitor, member, expert, administrator', () => {
  let t: TestApp;
  let n = 0;
  let operations: string[];
  const clients = {} as Record<Caller, ApiClient>;

  const withRole = async (role: Role | null): Promise<ApiClient> => {
    const client = new ApiClient(t.baseUrl);
    const { uid } = await client.signUp(`matrix${++n}@example.org`);
    if (role) {
      await t.app.get(CommandRunner).run(changeRole, { uid: uid, role: role }, systemContext('test'));
      await until(async () => (await client.get('/api/session')).body.user.role === role, `the ${role} role`);
    }
    return client;
  };

  beforeAll(async () => {
    t = await startTestApp('services', { RATE_LIMIT_FACTOR: '1000' });
    clients.visitor = new ApiClient(t.baseUrl);
    clients.member = await withRole(null);
    clients.expert = await withRole('Expert');
    clients.administrator = await withRole('Administrator');
    const doc = (await clients.visitor.get('/api/docs/openapi.json')).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    operations = Object.entries(doc.paths).flatMap(([template, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${template}`),
    );
  });
  afterAll(() => t.close());

  const accessOf = (operation: string): Access =>
    operation.includes(' /api/admin') ? 'administrator' : ACCESS[operation]!;

  it('has every route of the OpenAPI document in its table', () => {
    expect(operations.length).toBeGreaterThan(60);
    const unclassified = operations.filter(
      (op) => !op.includes(' /api/admin') && !(op in ACCESS) && !WALKED_APART.has(op),
    );
    expect(unclassified).toEqual([]);
  });

  it.each<Caller>(['visitor', 'member', 'expert', 'administrator'])(
    'lets the %s through exactly where the table says',
    async (caller) => {
      const wrong: string[] = [];
      for (const operation of operations.filter((op) => !WALKED_APART.has(op))) {
        const [method, template] = operation.split(' ') as [string, string];
        const r = await clients[caller].request(
          method,
          urlOf(template),
          method === 'GET' || method === 'DELETE' ? undefined : {},
        );
        const expected = expectedStatus(accessOf(operation), caller);
        if (outcome(r.status) !== expected) wrong.push(`${operation}: ${r.status}, expected ${expected}`);
      }
      expect(wrong).toEqual([]);
    },
  );

  it('logs out only the caller who asks', async () => {
    const leaving = await withRole(null);
    const staying = await withRole(null);
    expect((await leaving.post('/api/auth/logout')).status).toBeLessThan(300);
    expect((await leaving.get('/api/account')).status).toBe(401);
    expect((await staying.get('/api/account')).status).toBe(200);
    expect((await clients.visitor.post('/api/auth/logout')).status).toBeLessThan(500);
  });

  describe('owned things, tried by another member', () => {
    it('keeps each member’s bookmarks their own', async () => {
      const owner = await withRole(null);
      const other = await withRole(null);
      const posted = await owner.post('/api/articles', {
        title: 'Mine to keep',
        body: 'Saved by its author.',
        tags: [],
        categories: [],
      });
      expect((await owner.put(`/api/account/saved/articles/${posted.body.id}`)).status).toBe(200);
      expect((await other.get('/api/account/saved')).body.items).toEqual([]);
      await other.delete(`/api/account/saved/articles/${posted.body.id}`);
      expect((await owner.get('/api/account/saved')).body.items.map((i: { id: number }) => i.id)).toEqual([
        posted.body.id,
      ]);
    });

    it('lets only its author edit a post or an answer: another member, an expert, an administrator, a visitor are refused', async () => {
      const author = await withRole(null);
      const question = await author.post('/api/questions', {
        title: 'Mine to edit?',
        body: 'Asked.',
        tags: [],
        categories: [],
        acknowledged: true,
      });
      const answer = await author.post(`/api/questions/${question.body.id}/answers`, { text: 'Mine too.' });
      const postEdit = { title: 'Edited by someone else?', body: 'No.', tags: [], categories: [] };
      const replyEdit = { text: 'Edited by someone else?' };
      const others: [string, ApiClient][] = [
        ['another member', await withRole(null)],
        ['an expert', clients.expert],
        ['an administrator', clients.administrator],
        ['a visitor', clients.visitor],
      ];
      for (const [who, other] of others) {
        const expected = who === 'a visitor' ? 401 : 403;
        expect([who, (await other.put(`/api/questions/${question.body.id}`, postEdit)).status]).toEqual([
          who,
          expected,
        ]);
        expect([who, (await other.put(`/api/answers/${answer.body.id}`, replyEdit)).status]).toEqual([who, expected]);
      }
      expect(
        (await author.put(`/api/questions/${question.body.id}`, { ...postEdit, title: 'Mine, edited?' })).status,
      ).toBe(200);
      expect((await author.put(`/api/answers/${answer.body.id}`, { text: 'Mine, edited.' })).status).toBe(200);
      const revisions = await clients.visitor.get(`/api/questions/${question.body.id}/revisions`);
      expect(revisions.body.items.map((r: { title: string }) => r.title)).toEqual(['Mine, edited?', 'Mine to edit?']);
      expect((await clients.visitor.get(`/api/questions/${question.body.id}/answers`)).body.items[0].text).toBe(
        'Mine, edited.',
      );
    });

    it('keeps each member’s watched questions their own', async () => {
      const owner = await withRole(null);
      const other = await withRole(null);
      const asked = await owner.post('/api/questions', {
        title: 'Mine to watch?',
        body: 'Watched by its asker.',
        tags: [],
        categories: [],
        acknowledged: true,
      });
      expect((await other.get('/api/account/watching')).body.items).toEqual([]);
      await other.delete(`/api/account/watching/questions/${asked.body.id}`);
      expect((await owner.get('/api/account/watching')).body.items.map((i: { id: number }) => i.id)).toEqual([
        asked.body.id,
      ]);
    });

    it('lets no one claim or discard a draft without its key, nor after it was claimed', async () => {
      const visitor = new ApiClient(t.baseUrl);
      const draft = await visitor.post('/api/drafts', {
        kind: 'qnas',
        title: 'A draft of mine?',
        body: 'Kept for me.',
        tags: [],
        categories: [],
        acknowledged: true,
      });
      expect(draft.status).toBe(201);
      const other = await withRole(null);
      expect((await other.post(`/api/drafts/${'x'.repeat(draft.body.key.length)}/claim`)).status).toBe(404);
      expect((await other.delete(`/api/drafts/${'x'.repeat(draft.body.key.length)}`)).status).toBe(404);
      const owner = await withRole(null);
      expect((await owner.post(`/api/drafts/${draft.body.key}/claim`)).status).toBe(201);
      expect((await other.post(`/api/drafts/${draft.body.key}/claim`)).status).toBe(404);
    });

    it('shows each member only their own account and history', async () => {
      const owner = await withRole(null);
      const other = await withRole(null);
      await owner.post('/api/articles', { title: 'In my history only', body: 'Mine.', tags: [], categories: [] });
      const mine = await owner.get('/api/account');
      const theirs = await other.get('/api/account');
      expect(theirs.body.profile.uid).not.toBe(mine.body.profile.uid);
      expect(JSON.stringify((await other.get('/api/account/history')).body)).not.toContain('In my history only');
    });

    it('keeps each member’s notifications their own: another can neither read nor mark them', async () => {
      const asker = await withRole(null);
      const answerer = await withRole(null);
      const other = await withRole(null);
      const question = await asker.post('/api/questions', {
        title: 'Mine to be told of?',
        body: 'Asked.',
        tags: [],
        categories: [],
        acknowledged: true,
      });
      const answer = await answerer.post(`/api/questions/${question.body.id}/answers`, {
        text: 'Told to the asker only.',
      });
      expect(answer.status).toBe(201);
      await until(
        async () => (await asker.get('/api/notifications/unread')).body.unread === 1,
        'the asker’s notification',
      );
      expect((await other.get('/api/notifications')).body).toEqual({ notifications: [], unread: 0 });
      expect((await other.post(`/api/notifications/answer-${answer.body.id}/read`)).status).toBe(404);
      expect((await other.post('/api/notifications/read-all')).body).toEqual({ unread: 0 });
      expect((await asker.get('/api/notifications/unread')).body).toEqual({ unread: 1 });
    });
  });

  it('deletes only the caller’s own account, and only with its password', async () => {
    const owner = await withRole(null);
    const other = await withRole(null);
    expect(
      (await owner.request('DELETE', '/api/account', { password: 'not-the-password', removeContent: false })).status,
    ).toBe(400);
    expect(
      (
        await owner.request('DELETE', '/api/account', {
          password: 'correct horse battery',
          removeContent: false,
          uid: 1,
        })
      ).status,
    ).toBe(400);
    expect((await owner.get('/api/account')).status).toBe(200);
    expect((await other.get('/api/account')).status).toBe(200);
  });

  describe('fields a caller may not set', () => {
    it('refuses a role, an id or an email smuggled into the profile, and changes nothing', async () => {
      const member = await withRole(null);
      const before = (await member.get('/api/account')).body;
      for (const smuggled of [{ role: 'Administrator' }, { uid: 1 }, { email: 'someone-else@example.org' }]) {
        const r = await member.patch('/api/account', smuggled);
        expect(r.status).toBe(400);
      }
      expect((await member.get('/api/account')).body).toEqual(before);
      expect((await member.get('/api/session')).body.user.role).toBe('member');
    });

    it('refuses an author or an id smuggled into a post', async () => {
      const member = await withRole(null);
      const r = await member.post('/api/articles', {
        title: 'Not by someone else',
        body: 'Mine.',
        tags: [],
        categories: [],
        authorId: 1,
        id: 5,
      });
      expect(r.status).toBe(400);
    });
  });
});
