import fc from 'fast-check';
import { sql } from 'kysely';
import type { Role } from '../../src/contracts/members';
import type { SqlDatabase } from '../../src/infra/sql/database';
import type { ReadModel } from '../../src/projections/read-model';
import { SQL_DATABASE } from '../../src/infra/tokens';
import { ApiClient } from './api-client';
import { isEventStream } from './documented-answers';
import type { Fixtures, JsonSchema } from './json-schema-values';
import { startTestApp, type TestApp, type TestProfile } from './test-app';
import { grantRole } from './roles';

export const CALLERS = ['visitor', 'member', 'expert', 'administrator'] as const;
export type Caller = (typeof CALLERS)[number];

export interface Operation {
  method: string;
  template: string;
  params: string[];
  query: { name: string; schema: JsonSchema }[];
  body: JsonSchema | null;
}

/**
 * The application under fuzzing, with a caller of each role and something to aim at: a post with a
 * comment, a question with an answer, a post under a pseudonym, a topic suggestion and a report.
 */
export interface FuzzWorld {
  t: TestApp;
  clients: Record<Caller, ApiClient>;
  operations: Operation[];
  things: {
    topic: number;
    article: number;
    comment: number;
    question: number;
    answer: number;
    masked: number;
    suggestion: number;
    report: string;
  };
  /** Path parameters naming existing things, for the routes whose body is read only once they exist. */
  params: Record<string, Record<string, string>>;
  /** Values of body fields that a valid request needs and their schema cannot tell. */
  fixtures: Fixtures;
  eventCount(): Promise<number>;
}

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string; schema?: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};

async function withRole(t: TestApp, client: ApiClient, email: string, role: Role): Promise<number> {
  const { uid } = await client.signUp(email);
  await grantRole(t, client, uid, role);
  return uid;
}

async function created(reply: Promise<{ status: number; body: { id?: number } }>): Promise<number> {
  const { status, body } = await reply;
  if (status !== 201 || typeof body.id !== 'number')
    throw new Error(`Fixture not created: ${status} ${JSON.stringify(body)}`);
  return body.id;
}

export async function startFuzzWorld(profile: TestProfile): Promise<FuzzWorld> {
  const t = await startTestApp(profile, { RATE_LIMIT_FACTOR: '100000' });
  const clients = Object.fromEntries(CALLERS.map((caller) => [caller, new ApiClient(t.baseUrl)])) as Record<
    Caller,
    ApiClient
  >;
  const { member, expert, administrator: admin } = clients;
  const memberUid = (await member.signUp('fuzz-member@example.org')).uid as number;
  await withRole(t, expert, 'fuzz-expert@example.org', 'Expert');
  await withRole(t, admin, 'fuzz-admin@example.org', 'Administrator');

  const topicId = ((await member.get('/api/topics')).body.topics as { id: number }[])[0]!.id;
  const post = (path: string, fields: object) =>
    created(member.post(path, { body: 'Under attack.', tags: [], categories: [topicId], ...fields }));
  const article = await post('/api/articles', { title: 'Fuzzed article', suggestedTopic: 'Fuzzing' });
  const comment = await created(member.post(`/api/articles/${article}/comments`, { text: 'A comment.' }));
  const question = await post('/api/questions', { title: 'A fuzzed question', acknowledged: true });
  const answer = await created(admin.post(`/api/questions/${question}/answers`, { text: 'An answer.' }));
  const masked = await post('/api/articles', { title: 'Posted under a pseudonym', pseudonymous: true });
  // A new member's post with three links waits in the review queue; the blocklist has one entry.
  const held = await post('/api/articles', {
    title: 'Held for review',
    body: 'https://a.example https://b.example https://c.example',
  });
  const blocked = (await admin.post('/api/admin/blocklist', { kind: 'word', value: 'fuzzword', reason: 'Fuzzing' }))
    .body.entries[0].id as string;
  await admin.post(`/api/comments/${comment}/report`, { reason: 'spam' });
  const suggestion = (await admin.get('/api/admin/topic-suggestions')).body.suggestions[0].id as number;
  const report = (await admin.get('/api/admin/reports')).body.reports[0].id as string;

  const { db } = t.app.get<SqlDatabase<ReadModel>>(SQL_DATABASE);
  const doc = (await clients.visitor.get('/api/docs/openapi.json')).body as OpenApiDocument;
  return {
    t,
    clients,
    operations: Object.entries(doc.paths).flatMap(([template, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => !isEventStream(op))
        .map(([method, op]) => ({
          method: method.toUpperCase(),
          template,
          params: [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
          query: (op.parameters ?? [])
            .filter((p) => p.in === 'query')
            .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
          body: op.requestBody?.content?.['application/json']?.schema ?? null,
        })),
    ),
    things: { topic: topicId, article, comment, question, answer, masked, suggestion, report },
    params: {
      '/api/{kind}/{id}/comments': { kind: 'articles', id: String(article) },
      '/api/questions/{id}/answers': { id: String(question) },
      '/api/questions/{id}/best-answer': { id: String(question) },
      '/api/admin/pseudonyms/{kind}/{id}/unmask': { kind: 'articles', id: String(masked) },
      '/api/admin/topic-suggestions/{id}/approve': { id: String(suggestion) },
      '/api/admin/reports/{id}/remove': { id: report },
      '/api/admin/reports/{id}/restore': { id: report },
      '/api/admin/users/{uid}/role': { uid: String(memberUid) },
      '/api/admin/users/{uid}/trust-level': { uid: String(memberUid) },
      '/api/admin/users/{uid}/stop': { uid: String(memberUid) },
      '/api/admin/held-items/{kind}/{id}/approve': { kind: 'articles', id: String(held) },
      '/api/admin/held-items/{kind}/{id}/reject': { kind: 'articles', id: String(held) },
      '/api/admin/blocklist/{id}': { id: blocked },
      '/api/{target}/{id}/block': { target: 'comments', id: String(comment) },
    },
    fixtures: {
      email: fc.nat().map((n) => `fuzz-${n}@example.org`),
      // The contact forms' honeypot: filled in, the message is dropped without a word.
      website: fc.constant(''),
      // The bug report's page: its pattern has a look-ahead, which fast-check cannot generate from.
      page: fc.constantFrom('/', '/articles/1?page=2'),
      zip: fc.constant('10001'),
      startYear: fc.constant(2000),
      categories: fc.constant([topicId]),
      answerId: fc.constant(answer),
    },
    eventCount: async () =>
      Number((await sql<{ n: string }>`select count(*) as n from es_events`.execute(db)).rows[0]!.n),
  };
}
