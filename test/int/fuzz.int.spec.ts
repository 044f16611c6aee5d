import fc from 'fast-check';
import { sql } from 'kysely';
import { CommandBus } from '@nestjs/cqrs';
import { systemContext } from '../../src/commands/command-context';
import { ChangeRole } from '../../src/commands/users/change-role.command';
import type { SqlDatabase } from '../../src/infra/sql/database';
import { SQL_DATABASE } from '../../src/infra/tokens';
import { ApiClient } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';

// fast-check against every route of the OpenAPI document: path parameters, queries and bodies,
// valid, at the edges and hostile, sent by a visitor, a member and an administrator. The server
// never answers 500, and a refused request (4xx) stores nothing: the event store is unchanged.
const RUNS_PER_ROUTE = 40;

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
}
interface Operation {
  method: string;
  template: string;
  params: string[];
  query: string[];
  body: JsonSchema | null;
}

const HOSTILE_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '1e999',
  'NaN',
  'null',
  'undefined',
  '9'.repeat(40),
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; drop table users; --",
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '\ud800',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🙂',
  '{{7*7}}${7*7}',
  'a'.repeat(5_000),
  '__proto__',
  'constructor',
];

const hostileString = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }));
const edgeNumber = fc.oneof(
  fc.constantFrom(0, -1, 1, 2 ** 31, -(2 ** 31), 2 ** 53 + 2, 1e308, -1e308, 0.5),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const anyJson = fc.oneof(hostileString, edgeNumber, fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 3 }));

/** A value for a property of `schema`: often of its type, often not. */
function valueFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const typed: fc.Arbitrary<unknown>[] = [];
  if (schema?.enum?.length) typed.push(fc.constantFrom(...schema.enum));
  if (schema?.type === 'string') typed.push(hostileString);
  if (schema?.type === 'integer' || schema?.type === 'number') typed.push(edgeNumber);
  if (schema?.type === 'boolean') typed.push(fc.boolean());
  if (schema?.type === 'array') typed.push(fc.array(schema.items ? valueFor(schema.items) : anyJson, { maxLength: 30 }));
  if (schema?.type === 'object' && schema.properties) typed.push(bodyFor(schema));
  return fc.oneof(...typed, anyJson);
}

function bodyFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const shaped = fc.record(Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, valueFor(property)])), { requiredKeys: [] });
  const extra = fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'role', 'uid', 'id', 'authorId', 'x'), anyJson, { maxKeys: 2 });
  return fc.oneof(
    { weight: 4, arbitrary: shaped },
    { weight: 1, arbitrary: fc.tuple(shaped, extra).map(([a, b]) => ({ ...(a as object), ...b })) },
    { weight: 1, arbitrary: anyJson },
  );
}

/** Percent-encodes like encodeURIComponent, but a lone surrogate becomes the invalid UTF-8 a hostile client would send. */
function encodeHostile(value: string): string {
  return [...value]
    .map((ch) => {
      const unit = ch.charCodeAt(0);
      if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff)
        return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
      return encodeURIComponent(ch);
    })
    .join('');
}

const pathValue = fc.oneof(
  fc.constantFrom('1', '2', '999999', 'articles', 'comments', 'posts', 'users'),
  hostileString.filter((s) => s.length > 0),
  edgeNumber.map(String),
);

function requestFor(op: Operation) {
  return fc.record({
    caller: fc.constantFrom('visitor', 'member', 'administrator') as fc.Arbitrary<'visitor' | 'member' | 'administrator'>,
    params: fc.tuple(...op.params.map(() => pathValue)),
    query: fc.dictionary(
      fc.oneof(fc.constantFrom(...(op.query.length ? op.query : ['page'])), fc.constantFrom('page', 'q', 'x', '__proto__')),
      fc.oneof(hostileString, edgeNumber.map(String)),
      {
        maxKeys: 3,
      },
    ),
    body: op.body ? bodyFor(op.body) : fc.option(anyJson),
    raw: fc.option(fc.constantFrom('{', '{"a":', 'null', '[]', '"text"', '{"title": "x"'.repeat(3)), { freq: 8 }),
  });
}

describe('fuzzing every route with fast-check', () => {
  let t: TestApp;
  let operations: Operation[];
  const clients = {} as Record<'visitor' | 'member' | 'administrator', ApiClient>;
  let eventCount: () => Promise<number>;

  beforeAll(async () => {
    t = await startTestApp('services', { RATE_LIMIT_FACTOR: '100000' });
    clients.visitor = new ApiClient(t.baseUrl);
    clients.member = new ApiClient(t.baseUrl);
    await clients.member.signUp('fuzz-member@example.org');
    clients.administrator = new ApiClient(t.baseUrl);
    const { uid } = await clients.administrator.signUp('fuzz-admin@example.org');
    await t.app.get(CommandBus).execute(new ChangeRole(uid, 'Administrator', systemContext('test')));
    await until(async () => (await clients.administrator.get('/api/session')).body.user.role === 'Administrator', 'the administrator role');
    // Something to find: a post with a comment.
    const posted = await clients.member.post('/api/articles', { title: 'Fuzzed article', body: 'Under attack.', tags: [], categories: [] });
    await clients.member.post(`/api/articles/${posted.body.id}/comments`, { text: 'A comment.' });

    const { db } = t.app.get<SqlDatabase>(SQL_DATABASE);
    eventCount = async () => Number((await sql<{ n: string }>`select count(*) as n from es_events`.execute(db)).rows[0]!.n);
    const doc = (await clients.visitor.get('/api/docs/openapi.json')).body as {
      paths: Record<
        string,
        Record<string, { parameters?: { name: string; in: string }[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
      >;
    };
    operations = Object.entries(doc.paths).flatMap(([template, ops]) =>
      Object.entries(ops).map(([method, op]) => ({
        method: method.toUpperCase(),
        template,
        params: [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
      })),
    );
  }, 60_000);
  afterAll(() => t.close());

  it('refuses a NUL in an address with a 400 (one once reached the database as an expert address)', async () => {
    for (const url of ['/api/experts/%00abc', '/api/articles/1%00', '/api/search?q=a%00b', '/api/topics/x%00']) {
      expect((await clients.visitor.get(url)).status).toBe(400);
    }
  });

  it('never answers 500, and stores nothing when it refuses', async () => {
    // Logging out would end the callers' sessions half-way: it has nothing to fuzz anyway.
    const fuzzed = operations.filter((op) => !(op.method === 'POST' && op.template === '/api/auth/logout'));
    expect(fuzzed.length).toBeGreaterThan(60);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const op of fuzzed) {
      await fc
        .assert(
          fc.asyncProperty(requestFor(op), async ({ caller, params, query, body, raw }) => {
            let i = 0;
            const path = op.template.replace(/\{\w+\}/g, () => encodeHostile(params[i++]!));
            const search = new URLSearchParams(query as Record<string, string>).toString();
            const url = search ? `${path}?${search}` : path;
            const before = await eventCount();
            const payload = op.method === 'GET' || op.method === 'DELETE' ? undefined : raw !== null ? raw : (body ?? {});
            const r = await clients[caller].request(op.method, url, payload);
            const stored = (await eventCount()) - before;
            statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
            const problem =
              r.status >= 500
                ? `${r.status} ${JSON.stringify(r.body).slice(0, 200)}`
                : r.status >= 400 && stored > 0
                  ? `refused with ${r.status} but stored ${stored} events`
                  : null;
            if (problem) {
              failures.push(`${caller} ${op.method} ${url.slice(0, 200)} ${JSON.stringify(payload)?.slice(0, 200)}: ${problem}`);
              return false;
            }
            return true;
          }),
          { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        )
        .catch((error: unknown) => {
          // A false property is in `failures` already; anything else is a fault of the test itself.
          if (!String(error).includes('Property failed by returning false')) failures.push(`${op.method} ${op.template}: ${String(error).slice(0, 600)}`);
        });
    }
    expect(failures).toEqual([]);
    // Every route was called its number of times, and the answers were not all one kind of refusal.
    const sent = [...statuses.values()].reduce((a, b) => a + b, 0);
    expect(sent).toBe(fuzzed.length * RUNS_PER_ROUTE);
    expect([...statuses.keys()].filter((s) => s < 300).length).toBeGreaterThan(0);
    console.log(`fuzzing: ${sent} requests; answers ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`);
  }, 600_000);
});
