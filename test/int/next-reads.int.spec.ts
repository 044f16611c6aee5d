import pg from 'pg';
import { PROJECTION_LANES } from '../../src/projections/all-projections';
import { ApiClient } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';

/** The tables of the lanes that no write's next screen reads: they catch up behind the writes. */
const BACKGROUND_TABLES = PROJECTION_LANES.filter((lane) => lane.name !== 'pages').flatMap((lane) =>
  lane.projections.flatMap((projection) => projection.tables),
);

// A write waits only for what the member's next screen reads. Here the search index, the audit
// trail and the bells are held back (their tables locked against writes, as a long index build
// would), and each write's next read still shows it; once they are let go, they catch up.
describe('what a member reads after a write, while search, the audit trail and the bells lag', () => {
  let t: TestApp;
  let holder: pg.Client;
  let n = 0;

  beforeAll(async () => {
    t = await startTestApp('services', { RATE_LIMIT_FACTOR: '1000' });
    holder = new pg.Client({ connectionString: t.config.databaseUrl! });
    await holder.connect();
  });
  afterAll(async () => {
    await holder.end();
    await t.close();
  });

  const member = async () => {
    const client = new ApiClient(t.baseUrl);
    await client.signUp(`reader${++n}@example.org`);
    return client;
  };
  const post = (title: string, fields: object = {}) =>
    ({ title, body: 'Calm words about the week.', tags: ['week'], categories: [1], ...fields }) as const;

  /**
   * Locks `tables` against writes (reads go on): the projector of their lane waits on the lock, the
   * other lanes go on. A table lock takes no transaction id, so the event store's readers, which wait
   * for older transactions, do not wait for this one. Answers with the release.
   */
  async function hold(tables: readonly string[]): Promise<() => Promise<void>> {
    await holder.query('begin');
    await holder.query(`lock table ${tables.map((table) => pg.escapeIdentifier(table)).join(', ')} in exclusive mode`);
    return async () => {
      await holder.query('commit');
    };
  }

  /** The watch list's table held for a moment, as a busy projector would hold it, while `act` runs. */
  async function whileWatchesAreSlow(act: () => Promise<void>): Promise<void> {
    const release = await hold(['watches']);
    const letGo = new Promise((resolve) => setTimeout(resolve, 500)).then(release);
    try {
      await act();
    } finally {
      await letGo;
    }
  }

  it('shows a question its asker has just posted among what they watch, even while the watch list is slow', async () => {
    const asker = await member();
    await whileWatchesAreSlow(async () => {
      const title = `Who keeps the piano ${Date.now()}?`;
      const question = await asker.post('/api/questions', post(title, { acknowledged: true }));
      expect(question.status).toBe(201);
      expect((await asker.get('/api/account/watching')).body.items).toEqual([
        expect.objectContaining({ kind: 'question', id: question.body.id, title }),
      ]);
    });
  });

  it('takes an answered question its asker has just deleted off what they watch, even while the watch list is slow', async () => {
    const asker = await member();
    const helper = await member();
    const title = `Who keeps the car ${Date.now()}?`;
    const question = await asker.post('/api/questions', post(title, { acknowledged: true }));
    expect(question.status).toBe(201);
    // Answered, the question keeps its place on the site as "Deleted by its author", with no title.
    expect((await helper.post(`/api/questions/${question.body.id}/answers`, { text: 'Sell it.' })).status).toBe(201);
    expect((await asker.get('/api/account/watching')).body.items).toHaveLength(1);
    await whileWatchesAreSlow(async () => {
      const deleted = await asker.delete(`/api/questions/${question.body.id}`);
      expect(deleted.body).toMatchObject({ keepsPlaceholder: true });
      expect((await asker.get('/api/account/watching')).body.items).toEqual([]);
    });
  });

  it('shows posts, answers, comments, votes and saves at once, and search and the bell follow', async () => {
    const asker = await member();
    const helper = await member();
    const release = await hold(BACKGROUND_TABLES);
    let released = false;
    try {
      const articleTitle = `Quiet Sundays ${Date.now()}`;
      const article = await asker.post('/api/articles', post(articleTitle));
      expect(article.status).toBe(201);
      expect((await asker.get(`/api/articles/${article.body.id}`)).body).toMatchObject({ title: articleTitle });
      expect(JSON.stringify((await asker.get('/api/articles?page=1')).body)).toContain(articleTitle);

      const question = await asker.post(
        '/api/questions',
        post(`Who keeps the calendar ${Date.now()}?`, { acknowledged: true }),
      );
      expect(question.status).toBe(201);
      const answer = await helper.post(`/api/questions/${question.body.id}/answers`, { text: 'A shared one.' });
      expect(answer.status).toBe(201);
      expect((await asker.get(`/api/questions/${question.body.id}/answers`)).body.items).toEqual([
        expect.objectContaining({ id: answer.body.id, text: 'A shared one.' }),
      ]);

      const comment = await helper.post(`/api/articles/${article.body.id}/comments`, { text: 'Thank you.' });
      expect(comment.status).toBe(201);
      expect((await asker.get(`/api/articles/${article.body.id}/comments`)).body.items).toEqual([
        expect.objectContaining({ id: comment.body.id }),
      ]);

      expect((await asker.post(`/api/answers/${answer.body.id}/vote`, { direction: 'up' })).status).toBe(200);
      expect((await asker.get(`/api/questions/${question.body.id}/answers`)).body.items).toEqual([
        expect.objectContaining({ id: answer.body.id, vote: 1, myVote: 1 }),
      ]);

      expect((await helper.put(`/api/account/saved/articles/${article.body.id}`)).status).toBe(200);
      expect(JSON.stringify((await helper.get('/api/account/saved')).body)).toContain(articleTitle);

      // Held back: the index has not taken the article in yet, nor has the asker's bell rung.
      const searchFor = () => asker.get(`/api/search?q=${encodeURIComponent('Quiet Sundays')}`);
      expect(JSON.stringify((await searchFor()).body)).not.toContain(articleTitle);
      expect((await asker.get('/api/notifications/unread')).body.unread).toBe(0);

      await release();
      released = true;
      await until(
        async () => JSON.stringify((await searchFor()).body).includes(articleTitle),
        'the article to be found',
      );
      await until(
        async () => (await asker.get('/api/notifications/unread')).body.unread >= 2,
        'the answer and the comment to reach the asker’s bell',
      );
    } finally {
      if (!released) await release();
    }
  });
});
