import { systemContext } from '../../src/commands/command-context';
import { changeRole } from '../../src/commands/users/users.decider';
import { CommandRunner } from '../../src/writes/command-runner';
import type { Role } from '../../src/contracts/members';
import { ApiClient } from '../support/api-client';
import { describeBehaviour } from '../support/profiles';
import { startTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';

interface AdminRoute {
  method: string;
  /** The OpenAPI path, e.g. `/api/admin/users/{uid}/role`. */
  template: string;
  /** The query parameters the route requires, e.g. `q` to look users up. */
  requiredQuery: string[];
}

interface Operation {
  parameters?: { name: string; in: string; required?: boolean }[];
}

// Values for the path parameters: a refusal must come before the id is looked at, so any
// well-formed value does; an administrator's reply to them only has to be a handled one.
const paramValue = (name: string) => (/id$/i.test(name) ? '1' : 'users');
// The user lookup refuses an empty search (its `q` reads as optional so that the refusal is its own sentence).
const EXAMPLE_QUERIES: Record<string, string[]> = { '/api/admin/users': ['q'] };
const urlOf = ({ template, requiredQuery }: AdminRoute) => {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => paramValue(name));
  const query = [...new Set([...requiredQuery, ...(EXAMPLE_QUERIES[template] ?? [])])];
  return query.length ? `${path}?${query.map((name) => `${name}=walker`).join('&')}` : path;
};

/** Every administrators' route of the API, from the OpenAPI document the server publishes. */
async function adminRoutes(client: ApiClient): Promise<AdminRoute[]> {
  const r = await client.get('/api/docs/openapi.json');
  expect(r.status).toBe(200);
  return Object.entries(r.body.paths as Record<string, Record<string, Operation>>)
    .filter(([template]) => template.startsWith('/api/admin'))
    .flatMap(([template, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase(),
        template,
        requiredQuery: (operation.parameters ?? []).filter((p) => p.in === 'query' && p.required).map((p) => p.name),
      })),
    );
}

describeBehaviour('every admin route is for administrators only', ({ profile, it, smoke }) => {
  let t: TestApp;
  let routes: AdminRoute[];
  let n = 0;
  const clients = {} as Record<'visitor' | 'member' | 'expert' | 'administrator', ApiClient>;

  const withRole = async (role: Role | null): Promise<ApiClient> => {
    const client = new ApiClient(t.baseUrl);
    const { uid } = await client.signUp(`walker${++n}-${profile}@example.org`);
    if (role) {
      await t.app.get(CommandRunner).run(changeRole, { uid: uid, role: role }, systemContext('test'));
      await until(async () => (await client.get('/api/session')).body.user.role === role, `the ${role} role`);
    }
    return client;
  };

  beforeAll(async () => {
    t = await startTestApp(profile, { RATE_LIMIT_FACTOR: '1000' });
    clients.visitor = new ApiClient(t.baseUrl);
    clients.member = await withRole(null);
    clients.expert = await withRole('Expert');
    clients.administrator = await withRole('Administrator');
    routes = await adminRoutes(clients.visitor);
  });
  afterAll(async () => t.close());

  const walk = async (who: keyof typeof clients) => {
    const replies: string[] = [];
    for (const route of routes) {
      const { method, template } = route;
      const r = await clients[who].request(method, urlOf(route), method === 'GET' ? undefined : {});
      replies.push(`${method} ${template} ${r.status}`);
    }
    return replies;
  };
  const expected = (status: number) => routes.map(({ method, template }) => `${method} ${template} ${status}`);

  it('finds the admin routes in the OpenAPI document', () => {
    expect(routes.map((r) => `${r.method} ${r.template}`)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/summary',
        'GET /api/admin/users',
        'GET /api/admin/reports',
        'GET /api/admin/drafts',
        'GET /api/admin/qotd',
      ]),
    );
  });

  it('answers a visitor 401 on every one', async () => {
    expect(await walk('visitor')).toEqual(expected(401));
  });

  it('answers a member 403 on every one', async () => {
    expect(await walk('member')).toEqual(expected(403));
  });

  it('answers an expert 403 on every one', async () => {
    expect(await walk('expert')).toEqual(expected(403));
  });

  smoke('answers an administrator with its data, and never with a refusal or a server error', async () => {
    for (const route of routes) {
      const { method, template } = route;
      const r = await clients.administrator.request(method, urlOf(route), method === 'GET' ? undefined : {});
      const reply = `${method} ${template} ${r.status}`;
      // A list is had as it is; a route that names one thing, or changes one, may find none (404) or ask for more (400).
      if (method === 'GET' && !template.includes('{')) expect(reply).toBe(`${method} ${template} 200`);
      else expect(reply).toMatch(/ (200|201|202|204|400|404|409|422)$/);
    }
  });
});
