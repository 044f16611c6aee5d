import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER, WRITE_MESSAGES } from '../../src/contracts/writes';
import { WriteKeysRepository } from '../../src/infra/event-store/write-keys.repository';
import type { SqlDatabase } from '../../src/infra/sql/database';
import { SQL_DATABASE } from '../../src/infra/tokens';
import { ProjectionProgress } from '../../src/projections/progress';
import { ApiClient } from '../support/api-client';
import { createTestDatabase, type TestDatabase } from '../support/databases';
import { startPartitionProxy, type PartitionProxy } from '../support/partition-proxy';
import { adminQuery } from '../support/pg-admin';
import { startTestApp, type TestApp, type TestProfile } from '../support/test-app';
import { uniqueName } from '../support/test-run';
import { until } from '../support/until';

const question = (title: string) => ({ title, body: 'Asking once.', tags: [], categories: [], acknowledged: true });
const keyed = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });

/** How many events of `type` about the item titled `title` are stored. */
async function storedCount(t: TestApp, type: string, title: string): Promise<number> {
  const { db } = t.app.get<SqlDatabase>(SQL_DATABASE);
  const { rows } = await sql<{ n: string }>`
    select count(*)::text as n from es_events where type = ${type} and data->>'title' = ${title}`.execute(db);
  return Number(rows[0]!.n);
}

/** How many vote events any member cast on the answer `answerId`. */
async function votesOn(t: TestApp, answerId: number): Promise<number> {
  const { db } = t.app.get<SqlDatabase>(SQL_DATABASE);
  const { rows } = await sql<{ n: string }>`
    select count(*)::text as n from es_events where stream_id like ${`vote-answer${answerId}-%`}`.execute(db);
  return Number(rows[0]!.n);
}

// A member whose write got no answer sends it again with the same Idempotency-Key (the client does so
// by itself): the repeat must not post twice, nor undo a vote (voting the same way twice withdraws it).
describe.each<TestProfile>(['services', 'embedded'])(
  'A repeated write with the same Idempotency-Key (%s)',
  (profile) => {
    let t: TestApp;
    let member: ApiClient;

    beforeAll(async () => {
      t = await startTestApp(profile, { RATE_LIMIT_FACTOR: '1000' });
      member = new ApiClient(t.baseUrl);
      await member.signUp(`repeat-${profile}@example.org`);
    });
    afterAll(() => t.close());

    it('returns the first answer and appends nothing; another key posts again', async () => {
      const key = randomUUID();
      const first = await member.request('POST', '/api/questions', question('Asked once'), keyed(key));
      expect(first.status).toBe(201);
      const repeat = await member.request('POST', '/api/questions', question('Asked once'), keyed(key));
      expect(repeat).toMatchObject({ status: 201, body: first.body });
      expect(repeat.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
      expect(await storedCount(t, 'QuestionPosted', 'Asked once')).toBe(1);

      const again = await member.request('POST', '/api/questions', question('Asked once'), keyed(randomUUID()));
      expect(again.status).toBe(201);
      expect(again.body.id).not.toBe(first.body.id);
      expect(await storedCount(t, 'QuestionPosted', 'Asked once')).toBe(2);
    });

    it('stores a write once when its repeats arrive while the first is still on its way', async () => {
      const key = randomUUID();
      const answers = await Promise.all(
        [1, 2, 3, 4, 5].map(() => member.request('POST', '/api/questions', question('Sent five times'), keyed(key))),
      );
      // Each is the first answer (201), or "saved" (202) for one that raced the first to the append.
      for (const answer of answers) expect([201, 202]).toContain(answer.status);
      expect(answers.filter((a) => a.headers.get(IDEMPOTENT_REPLAYED_HEADER) === null).length).toBeGreaterThanOrEqual(
        1,
      );
      expect(await storedCount(t, 'QuestionPosted', 'Sent five times')).toBe(1);
    });

    it('keeps a retried vote: the repeat answers as the first and does not withdraw it', async () => {
      const { body: asked } = await member.post('/api/questions', question('Whose vote counts'));
      const answer = await member.post(`/api/questions/${asked.id}/answers`, { text: 'Mine.' });
      const voter = new ApiClient(t.baseUrl);
      await voter.signUp(`voter-${profile}@example.org`);
      const key = randomUUID();
      const vote = () => voter.request('POST', `/api/answers/${answer.body.id}/vote`, { direction: 'up' }, keyed(key));
      const first = await vote();
      expect(first).toMatchObject({ status: 200, body: { vote: 1, myVote: 1 } });
      expect(await vote()).toMatchObject({ status: 200, body: first.body });
      expect(await votesOn(t, answer.body.id)).toBe(1);
      const answers = await voter.get(`/api/questions/${asked.id}/answers`);
      expect(answers.body.items).toEqual([expect.objectContaining({ id: answer.body.id, vote: 1, myVote: 1 })]);

      // Voting the same way again on purpose is a new submit, with a new key: it withdraws the vote.
      const withdrawn = await voter.request(
        'POST',
        `/api/answers/${answer.body.id}/vote`,
        { direction: 'up' },
        keyed(randomUUID()),
      );
      expect(withdrawn.body).toMatchObject({ vote: 0, myVote: 0 });
    });

    it('refuses the key with a different body (422), and keeps keys apart per member', async () => {
      const key = randomUUID();
      expect((await member.request('POST', '/api/questions', question('First body'), keyed(key))).status).toBe(201);
      const other = await member.request('POST', '/api/questions', question('Other body'), keyed(key));
      expect(other).toMatchObject({ status: 422, body: { message: WRITE_MESSAGES.keyReused } });
      expect(await storedCount(t, 'QuestionPosted', 'Other body')).toBe(0);

      const stranger = new ApiClient(t.baseUrl);
      await stranger.signUp(`stranger-${profile}@example.org`);
      const theirs = await stranger.request('POST', '/api/questions', question('First body'), keyed(key));
      expect(theirs.status).toBe(201);
      expect(theirs.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
      expect(await storedCount(t, 'QuestionPosted', 'First body')).toBe(2);
    });

    it('forgets a key after 24 hours: a repeat then runs again, and the daily purge removes it', async () => {
      const { db } = t.app.get<SqlDatabase>(SQL_DATABASE);
      /** Ages the key whose first answer was `answer` by a day and an hour. */
      const age = (answer: unknown) =>
        sql`update es_write_keys set created_at = now() - interval '25 hours' where body = ${JSON.stringify(answer)}`.execute(
          db,
        );
      const key = randomUUID();
      const first = await member.request('POST', '/api/questions', question('Asked a day ago'), keyed(key));
      expect(first.status).toBe(201);
      await age(first.body);
      const later = await member.request('POST', '/api/questions', question('Asked a day ago'), keyed(key));
      expect(later.status).toBe(201);
      expect(later.body.id).not.toBe(first.body.id);
      expect(later.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();

      await age(later.body);
      expect(await t.app.get(WriteKeysRepository).purgeExpired()).toBeGreaterThanOrEqual(1);
      const { rows } = await sql<{ n: string }>`
      select count(*)::text as n from es_write_keys where created_at < now() - interval '24 hours'`.execute(db);
      expect(rows[0]!.n).toBe('0');
    });

    it('refuses a malformed key with a clear 400', async () => {
      const r = await member.request('POST', '/api/questions', question('Bad key'), keyed('a key with spaces'));
      expect(r).toMatchObject({ status: 400, body: { message: WRITE_MESSAGES.badKey } });
    });
  },
);

// The issue's run: connections dropped after a write committed made it answer 503 "Please try again",
// and the member posted twice. Here an API process (as compose runs it) waits for the projector's
// progress in the database; the test cuts in right after the append, ends every connection of the
// database and refuses new ones until the wait has failed, as a restart or a failover does.
describe('A write whose append committed before the database went away', () => {
  let database: TestDatabase;
  let projector: TestApp;
  let api: TestApp;
  /** The API process reaches the database through it, so that its connections can be cut off unheard. */
  let proxy: PartitionProxy;

  beforeAll(async () => {
    database = await createTestDatabase({ schema: 'all' });
    const server = new URL(database.url);
    proxy = await startPartitionProxy({ host: server.hostname, port: Number(server.port || 5432) });
    const throughProxy = Object.assign(new URL(database.url), { hostname: '127.0.0.1', port: String(proxy.port) });
    const shared = { REDIS_PREFIX: uniqueName('redis'), RATE_LIMIT_FACTOR: '1000' };
    projector = await startTestApp('services', {
      ...shared,
      DATABASE_URL: database.url,
      PROCESS_ROLES: 'projector,worker',
    });
    api = await startTestApp('services', { ...shared, DATABASE_URL: throughProxy.toString(), PROCESS_ROLES: 'api' });
  });
  afterAll(async () => {
    await api?.close();
    await projector?.close();
    await proxy?.close();
    await database?.drop();
  });

  const name = () => pg.escapeIdentifier(database.name);
  /** Ends every connection to the test's database and lets no new one in: the database is gone. */
  const cutConnections = async () => {
    await adminQuery(`alter database ${name()} allow_connections false`);
    await adminQuery(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [database.name]);
  };
  const restoreConnections = () => adminQuery(`alter database ${name()} allow_connections true`);

  /** The next write's wait for the read model starts with the database cut off, and it is back before the answer. */
  const cutAfterNextAppend = () => {
    const progress = api.app.get(ProjectionProgress);
    const waitFor = progress.waitFor.bind(progress);
    jest.spyOn(progress, 'waitFor').mockImplementationOnce(async (...args) => {
      await cutConnections();
      try {
        return await waitFor(...args);
      } finally {
        await restoreConnections();
      }
    });
  };

  it('answers 202 "saved" with its answer, stores it once, and a repeat returns that answer', async () => {
    const member = new ApiClient(api.baseUrl);
    await member.signUp('cut-off@example.org');
    const key = randomUUID();
    cutAfterNextAppend();
    const title = 'Posted as the connections dropped';
    const answer = await member.request('POST', '/api/questions', question(title), keyed(key));
    expect(answer).toMatchObject({ status: 202, body: { kind: 'qnas', id: expect.any(Number) } });
    expect(await storedCount(api, 'QuestionPosted', title)).toBe(1);
    await until(
      async () => (await member.get(`/api/questions/${answer.body.id}`)).status === 200,
      'the question to show',
    );

    const repeat = await member.request('POST', '/api/questions', question(title), keyed(key));
    expect(repeat).toMatchObject({ status: 202, body: answer.body });
    expect(await storedCount(api, 'QuestionPosted', title)).toBe(1);
  }, 60_000);

  it('keeps a vote whose answer was cut off, and its repeat does not undo it', async () => {
    const asker = new ApiClient(api.baseUrl);
    await asker.signUp('cut-asker@example.org');
    const { body: asked } = await asker.post('/api/questions', question('A vote through the drop'));
    const reply = await asker.post(`/api/questions/${asked.id}/answers`, { text: 'An answer.' });
    const voter = new ApiClient(api.baseUrl);
    await voter.signUp('cut-voter@example.org');
    const key = randomUUID();
    const vote = () => voter.request('POST', `/api/answers/${reply.body.id}/vote`, { direction: 'up' }, keyed(key));
    cutAfterNextAppend();
    expect(await vote()).toMatchObject({ status: 202, body: { myVote: 1 } });
    expect(await vote()).toMatchObject({ status: 202, body: { myVote: 1 } });
    expect(await votesOn(api, reply.body.id)).toBe(1);
  }, 60_000);

  // The hardest case: the append committed, but its answer never reached the server's connection (lost
  // during COMMIT). The events' ids, looked up on a new connection, tell that it is stored.
  it('answers an append whose commit was not heard as done, not "try again"', async () => {
    const asker = new ApiClient(api.baseUrl);
    await asker.signUp('unheard-asker@example.org');
    const { body: asked } = await asker.post('/api/questions', question('A vote whose commit went unheard'));
    const reply = await asker.post(`/api/questions/${asked.id}/answers`, { text: 'An answer.' });
    const voter = new ApiClient(api.baseUrl);
    const { uid } = await voter.signUp('unheard-voter@example.org');
    expect((await voter.post(`/api/answers/${reply.body.id}/vote`, { direction: 'up' })).status).toBe(200);

    // The next vote's append waits at the server behind a lock on its stream.
    const direct = new pg.Client({ connectionString: database.url });
    await direct.connect();
    try {
      await direct.query('begin');
      await direct.query('select from es_streams where stream_id = $1 for update', [
        `vote-answer${reply.body.id}-${uid}`,
      ]);
      const answered = voter.request(
        'POST',
        `/api/answers/${reply.body.id}/vote`,
        { direction: 'down' },
        keyed(randomUUID()),
      );
      await until(async () => {
        const { rows } = await direct.query(
          `select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`,
          [database.name],
        );
        return rows[0].n > 0;
      }, 'the append to wait for its stream');
      // Its connection is cut off unheard, the lock goes, and the append commits at the server.
      expect(proxy.partition('divorce-community api ')).toBeGreaterThan(0);
      await direct.query('commit');
      await until(async () => {
        const { rows } = await direct.query(`select count(*)::int as n from es_events where stream_id = $1`, [
          `vote-answer${reply.body.id}-${uid}`,
        ]);
        return rows[0].n === 2;
      }, 'the vote to be stored');
      proxy.sever();
      const answer = await answered;
      expect([200, 202]).toContain(answer.status);
      expect(answer.body).toMatchObject({ myVote: -1 });
    } finally {
      await direct.end();
    }
  }, 60_000);

  it("signs a visitor up once when the sign-up's answer was cut off, and logs its repeat in", async () => {
    const visitor = new ApiClient(api.baseUrl);
    const body = { email: 'cut-signup@example.org', password: 'correct horse battery', isAdult: true };
    const key = randomUUID();
    cutAfterNextAppend();
    const answer = await visitor.request('POST', '/api/auth/signup', body, keyed(key));
    expect(answer).toMatchObject({ status: 202, body: { user: { email: body.email } } });
    // The answer was lost on its way: the browser never got its cookie, and sends the sign-up again.
    visitor.forget('sid');
    const repeat = await visitor.request('POST', '/api/auth/signup', body, keyed(key));
    expect(repeat).toMatchObject({ status: 202, body: answer.body });
    expect(repeat.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    expect((await visitor.get('/api/session')).body.user).toMatchObject({ uid: answer.body.user.uid });
    const { db } = api.app.get<SqlDatabase>(SQL_DATABASE);
    const { rows } = await sql<{ n: string }>`
      select count(*)::text as n from es_events where type = 'UserRegistered' and data->>'email' = ${body.email}`.execute(
      db,
    );
    expect(rows[0]!.n).toBe('1');
  }, 60_000);
});
