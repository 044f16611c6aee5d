import { sql } from 'kysely';
import pg from 'pg';
import type { SqlDatabase } from '../../src/infra/sql/database';
import type { ReadModel } from '../../src/projections/read-model';
import { SQL_DATABASE } from '../../src/infra/tokens';
import { ApiClient } from '../support/api-client';
import { startPrivatePostgres, type PrivatePostgres } from '../support/private-postgres';
import { startTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';

// A transaction left open (a stuck report, a psql session) holds every $all reader at its start:
// the subscriber pauses instead of skipping what that transaction may still write, /health shows
// how old it is and how many events wait behind it, and once it ends every event is delivered once.
describe('a long-open transaction', () => {
  let t: TestApp;
  let member: ApiClient;
  let held: pg.Client;
  let server: PrivatePostgres;

  beforeAll(async () => {
    server = await startPrivatePostgres();
    t = await startTestApp('services', { RATE_LIMIT_FACTOR: '1000', DATABASE_URL: server.url });
    member = new ApiClient(t.baseUrl);
    await member.signUp('patient-writer@example.org');
  });
  afterAll(async () => {
    await held?.end().catch(() => undefined);
    await t.close();
    server.remove();
  });

  const article = (title: string) =>
    member.post('/api/articles', { title, body: 'Written while a transaction stays open.', tags: [], categories: [] });

  it('pauses the subscriber, shows the lag on /health, then delivers every event exactly once', async () => {
    const before = await article('Written before the long transaction');
    expect(before.status).toBe(201);

    held = new pg.Client({ connectionString: t.config.databaseUrl! });
    await held.connect();
    await held.query('begin');
    await held.query('select pg_current_xact_id()');

    // The post is stored and answered (read-your-writes gives up after its bound), but not shown yet.
    const during = await Promise.all([
      article('Written during the long transaction 1'),
      article('Written during the long transaction 2'),
    ]);
    expect(during.map((r) => r.status)).toEqual([201, 201]);
    for (const r of during) expect((await member.get(`/api/articles/${r.body.id}`)).status).toBe(404);

    await new Promise((r) => setTimeout(r, 1_100));
    const health = await member.get('/health');
    expect(health.status).toBe(200);
    expect(health.body.oldestOpenTransactionSeconds).toBeGreaterThanOrEqual(1);
    expect(health.body.eventStore.heldBack).toBeGreaterThanOrEqual(2);

    await held.query('commit');
    for (const r of during)
      await until(
        async () => (await member.get(`/api/articles/${r.body.id}`)).status === 200,
        `article ${r.body.id} to show`,
      );
    await until(async () => (await member.get('/health')).body.eventStore.heldBack === 0, 'nothing held back');

    // Exactly once: the audit trail holds one row per stored event, and the list each article once.
    const { db } = t.app.get<SqlDatabase<ReadModel>>(SQL_DATABASE);
    await until(async () => {
      const { rows } = await sql<{ events: string; audited: string }>`
        select (select count(*) from es_events) as events, (select count(*) from audit_events) as audited`.execute(db);
      return rows[0]!.events === rows[0]!.audited;
    }, 'the audit projection to hold every event');
    const listed = await member.get('/api/articles');
    expect(listed.body.items.map((item: { id: number }) => item.id).sort()).toEqual(
      [before.body.id, ...during.map((r) => r.body.id)].sort(),
    );
  }, 60_000);

  it('lets a signup made while the projector waits log in once the transaction ends, a few seconds on', async () => {
    await held.end();
    held = new pg.Client({ connectionString: t.config.databaseUrl! });
    await held.connect();
    await held.query('begin');
    await held.query('select pg_current_xact_id()');

    const newcomer = new ApiClient(t.baseUrl);
    const signup = newcomer.post('/api/auth/signup', {
      email: 'arrives-late@example.org',
      password: 'correct horse battery',
      isAdult: true,
    });
    // Longer than a write's read-your-writes bound: the account is stored, its row not yet shown.
    await new Promise((r) => setTimeout(r, 3_000));
    await held.query('commit');

    const answer = await signup;
    expect(answer.status).toBe(201);
    expect(answer.body.user.email).toBe('arrives-late@example.org');
    expect((await newcomer.get('/api/account')).body.profile.email).toBe('arrives-late@example.org');
  }, 60_000);
});
