import type { AccountExport } from '../../src/contracts/account-export';
import type { AnswerList } from '../../src/contracts/best-answers';
import type { SqlDatabase } from '../../src/infra/sql/database';
import type { ReadModel } from '../../src/projections/read-model';
import { SQL_DATABASE } from '../../src/infra/tokens';
import { ApiClient, type ApiAnswer } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';

// A member who posts under a pseudonym keeps every right over what they posted: they choose the
// best answer, find it in their data, and take it with them when they leave. Nobody else learns it.
describe('a member posting under a pseudonym', () => {
  let t: TestApp;
  let n = 0;
  const PASSWORD = 'correct horse battery';
  const member = async (name: string) => {
    const c = new ApiClient(t.baseUrl);
    const user = await c.signUp(`${name}${++n}@example.org`, PASSWORD);
    return Object.assign(c, { uid: user.uid as number, username: user.username as string });
  };
  const created = async (r: Promise<ApiAnswer>) => {
    const reply = await r;
    expect(reply.status).toBe(201);
    return reply.body.id as number;
  };
  const askPseudonymously = (c: ApiClient, title: string) =>
    created(
      c.post('/api/questions', {
        title,
        body: 'Asked under an alias.',
        tags: [],
        categories: [],
        acknowledged: true,
        pseudonymous: true,
      }),
    );

  beforeAll(async () => {
    t = await startTestApp('services', { RATE_LIMIT_FACTOR: '1000' });
  });
  afterAll(async () => t.close());

  it('may mark the best answer on their pseudonymous question; others may not', async () => {
    const asker = await member('alias-asker');
    const helper = await member('helper');
    const question = await askPseudonymously(asker, 'Who keeps the car?');
    const answer = await created(
      helper.post(`/api/questions/${question}/answers`, { text: 'Whoever needs it for the school run.' }),
    );

    expect(((await asker.get(`/api/questions/${question}/answers`)).body as AnswerList).canMarkBest).toBe(true);
    expect(((await helper.get(`/api/questions/${question}/answers`)).body as AnswerList).canMarkBest).toBe(false);
    expect((await helper.put(`/api/questions/${question}/best-answer`, { answerId: answer })).status).toBe(403);
    const marked = await asker.put(`/api/questions/${question}/best-answer`, { answerId: answer });
    expect(marked.status).toBe(200);
    expect((marked.body as AnswerList).items[0]).toMatchObject({ id: answer, isBest: true });
  });

  it('finds their pseudonymous posts and replies in Download my data', async () => {
    const asker = await member('alias-keeper');
    const question = await askPseudonymously(asker, 'Moving out quietly');
    const update = await created(asker.post(`/api/questions/${question}/answers`, { text: 'Update: I found a flat.' }));

    const data = (await asker.get('/api/account/export')).body as AccountExport;
    expect(data.posts).toEqual([expect.objectContaining({ kind: 'qnas', id: question, title: 'Moving out quietly' })]);
    expect(data.answers).toEqual([expect.objectContaining({ id: update, text: 'Update: I found a flat.' })]);
  });

  it('takes their pseudonymous posts with them when they delete their account and remove their content', async () => {
    const asker = await member('alias-leaver');
    const reader = await member('reader');
    const question = await askPseudonymously(asker, 'Starting again somewhere new');
    await created(reader.post(`/api/questions/${question}/answers`, { text: 'Good luck to you.' }));
    await until(
      async () => ((await asker.get('/api/notifications')).body.unread ?? 0) > 0,
      'the asker’s notification of the answer',
    );

    const deleted = await asker.request('DELETE', '/api/account', { password: PASSWORD, removeContent: true });
    expect(deleted.status).toBe(204);
    await until(
      async () => (await reader.get(`/api/questions/${question}`)).status === 404,
      'the pseudonymous question to go',
    );
    const { db } = t.app.get<SqlDatabase<ReadModel>>(SQL_DATABASE);
    const sealed = await db.selectFrom('pseudonymous_authors').selectAll().where('author_id', '=', asker.uid).execute();
    expect(sealed).toEqual([]);
    const inbox = await db.selectFrom('notifications').selectAll().where('uid', '=', asker.uid).execute();
    expect(inbox).toEqual([]);
  });
});
