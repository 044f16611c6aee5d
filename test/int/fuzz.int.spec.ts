import fc from 'fast-check';
import { ApiClient } from '../support/api-client';
import { CALLERS, type Caller, type FuzzWorld, type Operation, startFuzzWorld } from '../support/fuzz-world';
import {
  type FieldPath,
  type JsonSchema,
  type Leaf,
  leavesOf,
  validValue,
  withFieldAt,
} from '../support/json-schema-values';

// fast-check against every route of the OpenAPI document, in both profiles: path parameters,
// queries and bodies, valid, at the edges and hostile, sent by a visitor, a member and an
// administrator. The server never answers 500, and a refused request (4xx) stores nothing: the
// event store is unchanged. Then each route again with a valid request but for one field holding
// what PostgreSQL cannot store (a NUL, a lone surrogate, a number past its integer column): a 400
// that names the field.
const RUNS_PER_ROUTE = 40;
const RUNS_PER_POISONED_FIELD = 2;

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

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
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
  if (schema?.type === 'array')
    typed.push(fc.array(schema.items ? valueFor(schema.items) : anyJson, { maxLength: 30 }));
  if (schema?.type === 'object' && schema.properties) typed.push(bodyFor(schema));
  return fc.oneof(...typed, anyJson);
}

function bodyFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const shaped = fc.record(
    Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, valueFor(property)])),
    { requiredKeys: [] },
  );
  const extra = fc.dictionary(
    fc.constantFrom('__proto__', 'constructor', 'role', 'uid', 'id', 'authorId', 'x'),
    anyJson,
    { maxKeys: 2 },
  );
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
        return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('');
      return encodeURIComponent(ch);
    })
    .join('');
}

function urlOf(op: Operation, params: Record<string, string>, query: Record<string, string>): string {
  const path = op.template.replace(/\{(\w+)\}/g, (_, name: string) => encodeHostile(params[name]!));
  const search = Object.entries(query)
    .map(([name, value]) => `${encodeHostile(name)}=${encodeHostile(value)}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

const pathValue = fc.oneof(
  fc.constantFrom('1', '2', '999999', 'articles', 'comments', 'posts', 'users'),
  hostileString.filter((s) => s.length > 0),
  edgeNumber.map(String),
);

function requestFor(op: Operation) {
  return fc.record({
    caller: fc.constantFrom('visitor', 'member', 'administrator') as fc.Arbitrary<Caller>,
    params: fc.tuple(...op.params.map(() => pathValue)),
    query: fc.dictionary(
      fc.oneof(
        fc.constantFrom(...(op.query.length ? op.query.map((q) => q.name) : ['page'])),
        fc.constantFrom('page', 'q', 'x', '__proto__'),
      ),
      fc.oneof(hostileString, edgeNumber.map(String)),
      {
        maxKeys: 3,
      },
    ),
    body: op.body ? bodyFor(op.body) : fc.option(anyJson),
    raw: fc.option(fc.constantFrom('{', '{"a":', 'null', '[]', '"text"', '{"title": "x"'.repeat(3)), { freq: 8 }),
  });
}

/** Text PostgreSQL cannot store, somewhere in an otherwise valid text. */
const inText = (bad: fc.Arbitrary<string>) =>
  fc.tuple(bad, fc.nat()).map(([char, at]) => (old: unknown) => {
    const text = String(old ?? '');
    const i = at % (text.length + 1);
    return text.slice(0, i) + char + text.slice(i);
  });
const NUL = inText(fc.constant('\u0000'));
const LONE_SURROGATE = inText(fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff'));
// Past what a PostgreSQL integer column holds, up to what the JSON schema of a number allowed.
const OUT_OF_RANGE = fc.constantFrom(2 ** 31, 2 ** 53 - 1, -(2 ** 31) - 1).map((n) => () => n);
const OUT_OF_RANGE_DIGITS = fc.constantFrom('2147483648', '9999999999', '9007199254740993').map((n) => () => n);

type Where = 'body' | 'query' | 'path';
/** What the answer must be: a 400 naming the field, a 400, or any answer but a fault. */
type Expected = 'named' | 'refused' | 'no-fault';
interface Poisoned {
  where: Where;
  path: FieldPath;
  poison: string;
  change: fc.Arbitrary<(old: unknown) => unknown>;
  expected: Expected;
}

/**
 * Every field of a route with each poison that fits it. A query string cannot carry a lone surrogate
 * (the server reads invalid UTF-8 in it as the literal text) and an id in an address that is out of
 * range names nothing (404): those must only never fault.
 */
function poisonedFields(op: Operation): Poisoned[] {
  const byLeaf = (where: Where, path: FieldPath, leaf: Leaf): Poisoned[] => {
    if (where === 'path')
      return [
        { where, path, poison: 'NUL', change: NUL, expected: 'refused' },
        { where, path, poison: 'lone surrogate', change: LONE_SURROGATE, expected: 'refused' },
        { where, path, poison: 'out-of-range number', change: OUT_OF_RANGE_DIGITS, expected: 'no-fault' },
      ];
    if (leaf === 'integer')
      return [
        {
          where,
          path,
          poison: 'out-of-range number',
          change: where === 'body' ? OUT_OF_RANGE : OUT_OF_RANGE_DIGITS,
          expected: 'named',
        },
      ];
    return [
      { where, path, poison: 'NUL', change: NUL, expected: 'named' },
      {
        where,
        path,
        poison: 'lone surrogate',
        change: LONE_SURROGATE,
        expected: where === 'body' ? 'named' : 'no-fault',
      },
      ...(where === 'query'
        ? [{ where, path, poison: 'out-of-range number', change: OUT_OF_RANGE_DIGITS, expected: 'no-fault' as const }]
        : []),
    ];
  };
  return [
    ...op.params.flatMap((name) => byLeaf('path', [name], 'text')),
    ...op.query.flatMap(({ name, schema }) => leavesOf(schema).flatMap(({ leaf }) => byLeaf('query', [name], leaf))),
    ...(op.body ? leavesOf(op.body).flatMap(({ path, leaf }) => byLeaf('body', path, leaf)) : []),
  ];
}

/** What is wrong with the answer to a request poisoned at `field`, or null. */
function problemWith(
  answer: { status: number; body: { message?: unknown } | null },
  stored: number,
  expected: Expected,
  field: string,
): string | null {
  const message = typeof answer.body?.message === 'string' ? answer.body.message : '';
  if (answer.status >= 500) return `${answer.status} ${message}`;
  if (answer.status >= 400 && stored > 0) return `refused with ${answer.status} but stored ${stored} events`;
  if (expected !== 'no-fault' && answer.status !== 400) return `answered ${answer.status} ${message}`;
  if (expected === 'named' && !message.startsWith(`${field}: `))
    return `answered 400 without naming ${field}: ${message}`;
  return null;
}

describe.each(['services', 'embedded'] as const)('fuzzing every route with fast-check (%s profile)', (profile) => {
  let world: FuzzWorld;
  // Logging out would end the callers' sessions half-way: it has nothing to fuzz anyway.
  const fuzzed = () => world.operations.filter((op) => !(op.method === 'POST' && op.template === '/api/auth/logout'));
  // A fresh visitor each time: a signup that should have been refused would log a shared one in.
  const send = (caller: Caller, op: Operation, url: string, body: unknown) =>
    (caller === 'visitor' ? new ApiClient(world.t.baseUrl) : world.clients[caller]).request(
      op.method,
      url,
      op.method === 'GET' || (op.method === 'DELETE' && !op.body) ? undefined : body,
    );

  /** The least trusted caller the route lets in: its input is checked only after its access. */
  async function callerFor(op: Operation): Promise<Caller> {
    for (const caller of CALLERS) {
      const probe = await send(caller, op, urlOf(op, Object.fromEntries(op.params.map((p) => [p, 'x'])), {}), {});
      if (probe.status !== 401 && probe.status !== 403) return caller;
    }
    return 'administrator';
  }

  beforeAll(async () => {
    world = await startFuzzWorld(profile);
  }, 120_000);
  afterAll(() => world?.t.close());

  it('refuses a NUL in an address with a 400 (one once reached the database as an expert address)', async () => {
    for (const url of ['/api/experts/%00abc', '/api/articles/1%00', '/api/search?q=a%00b', '/api/topics/x%00']) {
      expect((await world.clients.visitor.get(url)).status).toBe(400);
    }
  });

  it('refuses a NUL, a lone surrogate or an out-of-range number in any field with a 400 that names it, and stores nothing', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const op of fuzzed()) {
      const caller = await callerFor(op);
      const fixedParams = world.params[op.template] ?? {};
      const params = Object.fromEntries(op.params.map((name) => [name, fixedParams[name] ?? '1']));
      const validBody = op.body ? validValue(op.body, world.fixtures) : fc.constant(undefined);
      for (const target of poisonedFields(op)) {
        const field = target.path.join('.');
        const querySchema = op.query.find((q) => q.name === field)?.schema;
        const known = failures.length;
        await fc
          .assert(
            fc.asyncProperty(
              validBody,
              target.where === 'query' ? validValue(querySchema ?? {}, {}) : fc.constant(null),
              target.change,
              async (validValues, queryValue, change) => {
                const body = target.where === 'body' ? withFieldAt(validValues, target.path, change) : validValues;
                const url = urlOf(
                  op,
                  target.where === 'path' ? { ...params, [field]: String(change(params[field])) } : params,
                  target.where === 'query' ? { [field]: String(change(queryValue)) } : {},
                );
                const before = await world.eventCount();
                const r = await send(caller, op, url, body ?? {});
                const stored = (await world.eventCount()) - before;
                sent++;
                const problem = problemWith(r, stored, target.expected, field);
                if (problem) {
                  failures.push(
                    `${caller} ${op.method} ${url.slice(0, 160)} ${JSON.stringify(body)?.slice(0, 160)} (${target.poison} in ${target.where} ${field}): ${problem}`,
                  );
                  return false;
                }
                return true;
              },
            ),
            { numRuns: RUNS_PER_POISONED_FIELD, endOnFailure: true },
          )
          .catch((error: unknown) => {
            // A false property is in `failures` already; anything else is a fault of the test itself.
            if (failures.length === known)
              failures.push(`${op.method} ${op.template} ${field}: ${String(error).slice(0, 600)}`);
          });
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(300);
  }, 600_000);

  it('never answers 500, and stores nothing when it refuses', async () => {
    const operations = fuzzed();
    expect(operations.length).toBeGreaterThan(60);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const op of operations) {
      const known = failures.length;
      await fc
        .assert(
          fc.asyncProperty(requestFor(op), async ({ caller, params, query, body, raw }) => {
            const url = urlOf(
              op,
              Object.fromEntries(op.params.map((name, i) => [name, params[i]!])),
              query as Record<string, string>,
            );
            const before = await world.eventCount();
            const payload =
              op.method === 'GET' || op.method === 'DELETE' ? undefined : raw !== null ? raw : (body ?? {});
            const r = await world.clients[caller].request(op.method, url, payload);
            const stored = (await world.eventCount()) - before;
            statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
            const problem =
              r.status >= 500
                ? `${r.status} ${JSON.stringify(r.body).slice(0, 200)}`
                : r.status >= 400 && stored > 0
                  ? `refused with ${r.status} but stored ${stored} events`
                  : null;
            if (problem) {
              failures.push(
                `${caller} ${op.method} ${url.slice(0, 200)} ${JSON.stringify(payload)?.slice(0, 200)}: ${problem}`,
              );
              return false;
            }
            return true;
          }),
          { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        )
        .catch((error: unknown) => {
          // A false property is in `failures` already; anything else is a fault of the test itself.
          if (failures.length === known) failures.push(`${op.method} ${op.template}: ${String(error).slice(0, 600)}`);
        });
    }
    expect(failures).toEqual([]);
    // Every route was called its number of times, and the answers were not all one kind of refusal.
    const sent = [...statuses.values()].reduce((a, b) => a + b, 0);
    expect(sent).toBe(operations.length * RUNS_PER_ROUTE);
    expect([...statuses.keys()].filter((s) => s < 300).length).toBeGreaterThan(0);
    console.log(
      `fuzzing (${profile}): ${sent} requests; answers ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`,
    );
  }, 600_000);
});
