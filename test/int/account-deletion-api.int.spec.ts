import * as fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { ACCOUNT_DELETION_MESSAGES } from '../../src/contracts/account-deletion';
import { MESSAGES } from '../../src/contracts/messages';
import { AppendWaker, type EventStore } from '../../src/infra/event-store/event-store.port';
import { PostgresEventStore } from '../../src/infra/event-store/postgres-event-store';
import { openPostgres, type SqlDatabase } from '../../src/infra/sql/database';
import type { ReadModel } from '../../src/projections/read-model';
import { EVENT_STORE, SQL_DATABASE } from '../../src/infra/tokens';
import { PROJECTIONS } from '../../src/projections/all-projections';
import { ProjectionProgress } from '../../src/projections/progress';
import { rebuildProjection } from '../../src/projections/runner';
import { ApiClient } from '../support/api-client';
import { createTestDatabase, type TestDatabase } from '../support/databases';
import { addListedExpert } from '../support/e2e-experts';
import { PASSWORD } from '../support/e2e-members';
import { projectionsCaughtUp, startTestApp, type TestApp } from '../support/test-app';
import { EVENT_VERSIONS } from '../../src/events/registry';

const TABLES = [...new Set(PROJECTIONS.flatMap((p) => p.tables))];
// A word no other test writes, so a search for it finds only this run's posts.
const tag = randomBytes(4).toString('hex');

/** Every row of every read table, as text, in a stable order. */
async function snapshot(db: SqlDatabase<ReadModel>['db']): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{
      row: string;
    }>`select to_jsonb(t)::text as row from ${sql.table(table)} t order by 1`.execute(db);
    result[table] = rows.map((r) => r.row);
  }
  return result;
}

/** The rows of every table in the database (read model, event store, accounts, outbox) that hold `needle`, as "table: row". */
async function rowsHolding(db: SqlDatabase<ReadModel>['db'], needle: string): Promise<string[]> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
    db,
  );
  const found: string[] = [];
  for (const { name } of tables) {
    const { rows } = await sql<{ row: string }>`
      select to_jsonb(t)::text as row from ${sql.table(name)} t where strpos(lower(to_jsonb(t)::text), lower(${needle})) > 0`.execute(
      db,
    );
    found.push(...rows.map((r) => `${name}: ${r.row}`));
  }
  return found;
}

describe('Delete my account (services profile)', () => {
  let testDb: TestDatabase;
  let t: TestApp;
  let appClosed = false;
  let n = 0;
  const member = async (name: string) => {
    const c = new ApiClient(t.baseUrl);
    const email = `${name}${++n}-${tag}@example.org`;
    const user = await c.signUp(email);
    return Object.assign(c, { uid: user.uid as number, email });
  };
  const created = async (c: ApiClient, path: string, body: object): Promise<number> => {
    const r = await c.post(path, body);
    expect(r.status).toBe(201);
    return r.body.id as number;
  };
  // The store's head stops short of this app's last appends while another test's transaction is open.
  let appends: AppendWaker;
  const settled = async () => {
    await projectionsCaughtUp(t, appends.latest);
  };

  beforeAll(async () => {
    // The database is this test's own: it outlives the app, for the rebuild from zero at the end.
    testDb = await createTestDatabase();
    t = await startTestApp('services', { DATABASE_URL: testDb.url, RATE_LIMIT_FACTOR: '1000' });
    appends = new AppendWaker(t.app.get<EventStore>(EVENT_STORE));
  });
  afterAll(async () => {
    appends.close();
    if (appClosed) fs.rmSync(t.dataDir, { recursive: true, force: true });
    else await t.close();
    await testDb.drop();
  });

  it('erases the personal data, keeps or removes the content as chosen, and a rebuild from zero agrees', async () => {
    // A member with a profile, posts, comments, an answer, votes, bookmarks, a follow and a bug report.
    const leaving = await member('leaving');
    const username = `Avery Leaving ${tag}`;
    expect((await leaving.patch('/api/account', { username, stateReside: 'Ohio', numChildren: 1 })).status).toBe(200);
    const staying = await member('staying');
    const expert = await addListedExpert(t, { name: `Quinn Departing ${tag}`, zip: '10001', topics: ['children'] });
    const keptExpert = await addListedExpert(t, { name: `Robin Staying ${tag}`, zip: '10001', topics: ['children'] });
    await t.app.get(ProjectionProgress).waitFor(keptExpert.position!);

    const article = await created(leaving, '/api/articles', {
      title: `Keeping the house ${tag}`,
      body: 'What we decided.',
      tags: [],
      categories: [],
    });
    const theirArticle = await created(staying, '/api/articles', {
      title: 'Their story',
      body: 'Not mine.',
      tags: [],
      categories: [],
    });
    const theirQuestion = await created(staying, '/api/questions', {
      title: 'Who keeps the car?',
      body: 'Asking.',
      tags: [],
      categories: [],
      acknowledged: true,
    });
    await created(leaving, `/api/articles/${theirArticle}/comments`, { text: 'Thank you for this.' });
    const answer = await created(leaving, `/api/questions/${theirQuestion}/answers`, { text: 'Whoever pays for it.' });
    const theirComment = await created(staying, `/api/articles/${article}/comments`, { text: 'Good luck.' });
    expect((await leaving.post(`/api/comments/${theirComment}/vote`, { direction: 'up' })).status).toBe(200);
    expect((await staying.post(`/api/answers/${answer}/vote`, { direction: 'up' })).status).toBe(200);
    expect((await leaving.request('PUT', `/api/account/saved/qnas/${theirQuestion}`)).status).toBe(200);
    expect((await staying.request('PUT', `/api/account/saved/articles/${article}`)).status).toBe(200);
    expect((await leaving.request('PUT', `/api/account/watching/questions/${theirQuestion}`)).status).toBe(200);
    expect((await leaving.request('PUT', '/api/account/watching/topics/children')).status).toBe(200);
    expect((await leaving.request('PUT', `/api/experts/${expert.slug}/follow`)).status).toBe(200);
    expect((await staying.request('PUT', `/api/experts/${expert.slug}/follow`)).status).toBe(200);
    expect((await leaving.request('PUT', `/api/experts/${keptExpert.slug}/follow`)).status).toBe(200);
    expect((await staying.request('PUT', `/api/experts/${keptExpert.slug}/follow`)).status).toBe(200);
    expect((await staying.get(`/api/experts/${keptExpert.slug}`)).body.followers).toBe(2);
    expect((await leaving.post('/api/bug-reports', { text: 'The menu overlaps.', page: '/home' })).status).toBeLessThan(
      300,
    );
    const contact = { name: username, email: leaving.email.toUpperCase(), message: 'How do I change my email?' };
    expect((await new ApiClient(t.baseUrl).post('/api/contact', contact)).status).toBeLessThan(300);
    const toExperts = { email: leaving.email, location: 'Columbus, OH', message: 'Is there a mediator near Columbus?' };
    expect((await new ApiClient(t.baseUrl).post('/api/experts/messages', toExperts)).status).toBeLessThan(300);

    // A second member who takes everything they posted with them.
    const removing = await member('removing');
    const removedArticle = await created(removing, '/api/articles', {
      title: `Gone article ${tag}`,
      body: `Soon gone ${tag}.`,
      tags: [],
      categories: [],
    });
    const removedQuestion = await created(removing, '/api/questions', {
      title: `Gone question ${tag}?`,
      body: 'Asking.',
      tags: [],
      categories: [],
      acknowledged: true,
    });
    const removedComment = await created(removing, `/api/articles/${theirArticle}/comments`, {
      text: 'A comment that goes.',
    });
    await created(removing, `/api/questions/${theirQuestion}/answers`, { text: 'An answer that goes.' });
    expect((await staying.request('PUT', `/api/account/saved/articles/${removedArticle}`)).status).toBe(200);

    // Both edit what they wrote: each edit holds a whole version of their words.
    const edit = async (c: ApiClient, path: string, body: object) =>
      expect((await c.request('PUT', path, body)).status).toBe(200);
    const articleEdit = {
      title: `Keeping the house ${tag}`,
      body: 'What we decided, in the end.',
      tags: [],
      categories: [],
    };
    await edit(leaving, `/api/articles/${article}`, articleEdit);
    await edit(leaving, `/api/answers/${answer}`, { text: 'Whoever pays for it, usually.' });
    const goneEdit = { title: `Gone article ${tag}`, body: `Edited and gone ${tag}.`, tags: [], categories: [] };
    await edit(removing, `/api/articles/${removedArticle}`, goneEdit);
    await edit(removing, `/api/comments/${removedComment}`, { text: 'An edited comment that goes.' });

    // The password is asked for, and a wrong one deletes nothing.
    const wrong = await leaving.request('DELETE', '/api/account', {
      password: 'not my password',
      removeContent: false,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(ACCOUNT_DELETION_MESSAGES.wrongPassword);
    expect((await leaving.get('/api/account')).status).toBe(200);

    // A second session of the same member ends too.
    const otherDevice = new ApiClient(t.baseUrl);
    expect((await otherDevice.post('/api/auth/login', { email: leaving.email, password: PASSWORD })).status).toBe(200);
    expect((await leaving.request('DELETE', '/api/account', { password: PASSWORD, removeContent: false })).status).toBe(
      204,
    );
    expect((await leaving.get('/api/account')).status).toBe(401);
    expect((await otherDevice.get('/api/account')).status).toBe(401);
    const expertClient = new ApiClient(t.baseUrl);
    expect((await expertClient.post('/api/auth/login', { email: expert.email, password: PASSWORD })).status).toBe(200);
    expect(
      (await expertClient.request('DELETE', '/api/account', { password: PASSWORD, removeContent: false })).status,
    ).toBe(204);
    expect((await removing.request('DELETE', '/api/account', { password: PASSWORD, removeContent: true })).status).toBe(
      204,
    );

    // Logging in again answers as for an email nobody has.
    const again = await new ApiClient(t.baseUrl).post('/api/auth/login', { email: leaving.email, password: PASSWORD });
    const unknown = await new ApiClient(t.baseUrl).post('/api/auth/login', {
      email: `nobody-${tag}@example.org`,
      password: PASSWORD,
    });
    expect([again.status, again.body]).toEqual([unknown.status, unknown.body]);
    expect(again.body.message).toBe(MESSAGES.loginFailed);

    // The content stays, under "Deleted member" and no role label.
    const page = await staying.get(`/api/articles/${article}`);
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body)).toContain('Deleted member');
    expect(JSON.stringify(page.body)).not.toContain(username);
    const comments = JSON.stringify((await staying.get(`/api/articles/${theirArticle}/comments`)).body);
    expect(comments).toContain('Thank you for this.');
    expect(comments).not.toContain('A comment that goes.');
    const answers = JSON.stringify((await staying.get(`/api/questions/${theirQuestion}/answers`)).body);
    expect(answers).toContain('Whoever pays for it, usually.');
    expect(answers).not.toContain('An answer that goes.');
    expect((await staying.get(`/api/experts/${expert.slug}`)).status).toBe(404);
    // The follows of a deleted account leave the counts of the experts it followed.
    expect((await staying.get(`/api/experts/${keptExpert.slug}`)).body.followers).toBe(1);

    // The kept content's revisions stay, naming no one; the removed content's are gone.
    const revisions = await staying.get(`/api/articles/${article}/revisions`);
    expect(revisions.status).toBe(200);
    expect(revisions.body.items.map((r: { text: string }) => r.text)).toEqual([
      'What we decided, in the end.',
      'What we decided.',
    ]);
    expect(JSON.stringify(revisions.body)).not.toContain(username);
    expect((await staying.get(`/api/answers/${answer}/revisions`)).body.items).toHaveLength(2);
    expect((await staying.get(`/api/articles/${removedArticle}/revisions`)).status).toBe(404);
    expect((await staying.get(`/api/comments/${removedComment}/revisions`)).status).toBe(404);

    // The removed content is gone from its pages, the lists, the search and the bookmarks.
    expect((await staying.get(`/api/articles/${removedArticle}`)).status).toBe(404);
    expect((await staying.get(`/api/questions/${removedQuestion}`)).status).toBe(404);
    expect(JSON.stringify((await staying.get('/api/articles')).body)).not.toContain(`Gone article ${tag}`);
    expect(JSON.stringify((await staying.get('/api/questions')).body)).not.toContain(`Gone question ${tag}`);
    const found = JSON.stringify((await staying.get(`/api/search?q=${tag}`)).body);
    expect(found).toContain(`Keeping the house ${tag}`);
    expect(found).not.toContain('Gone');
    const saved = JSON.stringify((await staying.get('/api/account/saved')).body);
    expect(saved).toContain(`Keeping the house ${tag}`);
    expect(saved).not.toContain(`Gone article ${tag}`);
    expect(saved).not.toContain('Quinn');

    await settled();
    const { db } = t.app.get<SqlDatabase<ReadModel>>(SQL_DATABASE);
    // The watches go with the account: its watch stream and every row that said what it watched.
    expect(await t.app.get<EventStore>(EVENT_STORE).readStream(`watches-${leaving.uid}`)).toEqual([]);
    for (const table of ['watches', 'notification_watches'] as const)
      expect(await db.selectFrom(table).select('uid').where('uid', '=', leaving.uid).execute()).toEqual([]);
    // No row of any table, events included, holds their email, username or name.
    // Nor what the member who removed their content had said in it.
    for (const needle of [
      leaving.email,
      username,
      expert.email,
      `Quinn Departing ${tag}`,
      removing.email,
      `Gone article ${tag}`,
      `Soon gone ${tag}`,
      'A comment that goes.',
      'An answer that goes.',
      `Edited and gone ${tag}`,
      'An edited comment that goes.',
    ]) {
      expect({ needle, rows: await rowsHolding(db, needle) }).toEqual({ needle, rows: [] });
    }
    // The email is free for a new account.
    expect(
      (
        await new ApiClient(t.baseUrl).post('/api/auth/signup', {
          email: leaving.email,
          password: PASSWORD,
          isAdult: true,
        })
      ).status,
    ).toBe(201);
    await settled();

    // The live read tables equal a rebuild from zero of the erased history.
    await t.app.close();
    appClosed = true;
    const database = openPostgres<ReadModel>(testDb.url);
    try {
      const live = await snapshot(database.db);
      const store = await PostgresEventStore.open(database, { crossProcess: false, versions: EVENT_VERSIONS });
      for (const projection of PROJECTIONS) await rebuildProjection(store, database.db, projection);
      await store.close();
      const rebuilt = await snapshot(database.db);
      for (const table of TABLES) expect({ table, rows: live[table] }).toEqual({ table, rows: rebuilt[table] });
    } finally {
      await database.close();
    }
  });
});
