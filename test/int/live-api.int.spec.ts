import pg from 'pg';
import { LIVE_PATH, type LiveNotice } from '../../src/contracts/live';
import { ApiClient, type ApiAnswer } from '../support/api-client';
import { createTestDatabase, type TestDatabase } from '../support/databases';
import { grantRole } from '../support/roles';
import { SseStream } from '../support/sse';
import { startTestApp, type TestApp, type TestProfile } from '../support/test-app';
import { REDIS_URL, uniqueName } from '../support/test-run';

// GET /api/live: the stream an open page keeps, fed by the projector after each commit.
describe.each<TestProfile>(['embedded', 'services'])('live updates API (%s profile)', (profile) => {
  let t: TestApp;
  let n = 0;
  const streams: SseStream[] = [];

  const member = async (who: string) => {
    const client = new ApiClient(t.baseUrl);
    const user = await client.signUp(`${who}${++n}-${profile}@example.org`);
    return Object.assign(client, { uid: user.uid as number });
  };
  const created = async (reply: Promise<ApiAnswer>): Promise<number> => {
    const r = await reply;
    expect(r.status).toBe(201);
    return r.body.id as number;
  };
  const ask = (asker: ApiClient) =>
    created(
      asker.post('/api/questions', {
        title: 'Who keeps the dog?',
        body: 'We both love him.',
        tags: [],
        categories: [],
        acknowledged: true,
      }),
    );
  const answer = (who: ApiClient, questionId: number, text = 'Share him week about.') =>
    created(who.post(`/api/questions/${questionId}/answers`, { text }));
  /** An open stream: anonymous, or with `as`'s session; `headers` such as Last-Event-ID. */
  const open = async (as?: ApiClient, headers: Record<string, string> = {}, query = '') => {
    const stream = await SseStream.open(`${t.baseUrl}${LIVE_PATH}${query}`, {
      ...(as ? { cookie: as.cookieHeader() } : {}),
      ...headers,
    });
    streams.push(stream);
    if (stream.status === 200) expect((await stream.next())?.event).toBe('ready');
    return stream;
  };
  const repliesTo = (postId: number, change: string) => (x: LiveNotice) =>
    x.kind === 'replies' && x.postKind === 'qnas' && x.postId === postId && x.change === change;

  beforeAll(async () => {
    t = await startTestApp(profile, {
      RATE_LIMIT_FACTOR: '1000',
      LIVE_MAX_STREAMS_PER_ADDRESS: '8',
      LIVE_MAX_STREAMS_PER_SESSION: '2',
      // Small, so that a test can outrun it.
      LIVE_BUFFER: '20',
    });
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(async () => t.close());

  it('opens an event stream that says it is ready, and is not buffered or cached', async () => {
    const stream = await open();
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toBe('no-store');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
  });

  it('tells an open anonymous page of a new post, a new answer and a vote, once each is readable', async () => {
    const [asker, helper] = [await member('asker'), await member('helper')];
    const page = await open();
    const questionId = await ask(asker);
    expect((await page.until((x) => x.kind === 'post' && x.id === questionId)).notices).toContainEqual({
      kind: 'post',
      postKind: 'qnas',
      id: questionId,
      change: 'added',
    });
    const answerId = await answer(helper, questionId);
    await page.until(repliesTo(questionId, 'added'));
    // The notice came after the commit: the answer is there to read.
    const answers = await new ApiClient(t.baseUrl).get(`/api/questions/${questionId}/answers`);
    expect(answers.body.items.map((a: { id: number }) => a.id)).toEqual([answerId]);
    expect((await asker.post(`/api/answers/${answerId}/vote`, { direction: 'up' })).status).toBe(200);
    await page.until(repliesTo(questionId, 'changed'));
  });

  it('tells of a reply and of a post a moderator removed', async () => {
    const [asker, helper, reporter] = [await member('asker'), await member('helper'), await member('reporter')];
    const admin = await member('admin');
    await grantRole(t, admin, admin.uid, 'Administrator');
    const questionId = await ask(asker);
    const answerId = await answer(helper, questionId);
    const page = await open();
    const askers = await open(asker);
    const removeReported = async (target: string, kind: string, id: number) => {
      expect((await reporter.post(`/api/${target}/${id}/report`, { reason: 'spam' })).status).toBe(202);
      const reports = (await admin.get('/api/admin/reports')).body.reports as {
        id: string;
        targetKind: string;
        targetId: number;
      }[];
      const found = reports.find((r) => r.targetKind === kind && r.targetId === id)!;
      expect((await admin.post(`/api/admin/reports/${found.id}/remove`, {})).status).toBe(200);
    };
    await removeReported('answers', 'answers', answerId);
    const seen: LiveNotice[] = [];
    await page.until((x) => (seen.push(x), repliesTo(questionId, 'removed')(x)));
    // The answer's notification went with it: members' bells read again, anonymous pages have none.
    await askers.until((x) => x.kind === 'notifications');
    await removeReported('questions', 'qnas', questionId);
    await page.until((x) => (seen.push(x), x.kind === 'post' && x.id === questionId && x.change === 'removed'));
    expect(seen.filter((x) => x.kind === 'notifications')).toEqual([]);
    expect(seen).toContainEqual({
      kind: 'post',
      postKind: 'qnas',
      id: questionId,
      change: 'removed',
    });
  });

  it("sends a member's notifications to their own stream only, never to another member's or an anonymous one", async () => {
    const [asker, helper, other] = [await member('asker'), await member('helper'), await member('other')];
    const questionId = await ask(asker);
    const [askers, others, anonymous] = [await open(asker), await open(other), await open()];
    await answer(helper, questionId);
    await askers.until((x) => x.kind === 'notifications');
    // Reading them changes the bell too: on the reader's stream.
    expect((await asker.post('/api/notifications/read-all')).status).toBe(200);
    await askers.until((x) => x.kind === 'notifications');
    // A later public notice reaches the others: by then the notification would have come before it.
    await answer(helper, questionId, 'Or whoever has the garden.');
    for (const stream of [others, anonymous]) {
      const seen: LiveNotice[] = [];
      const last = await stream.until((x) => {
        seen.push(x);
        return x.kind === 'replies' && x.postId === questionId && seen.filter((s) => s.kind === 'replies').length >= 2;
      });
      expect(last.notices.length).toBeGreaterThan(0);
      expect(seen.filter((x) => x.kind === 'notifications')).toEqual([]);
    }
  });

  it('replays exactly what a tab missed when it comes back with its Last-Event-ID', async () => {
    const [asker, helper] = [await member('asker'), await member('helper')];
    const questionId = await ask(asker);
    const watcher = await open();
    const away = await open();
    await answer(helper, questionId);
    const seen = await away.until(repliesTo(questionId, 'added'));
    expect(seen.id).toMatch(/^pages:\d+\/\d+,notifications:\d+\/\d+$/);
    await watcher.until(repliesTo(questionId, 'added'));
    away.close();
    const missedAnswer = await answer(helper, questionId, 'Whoever walks him.');
    await watcher.until(repliesTo(questionId, 'added'));
    const missedVote = await asker.post(`/api/answers/${missedAnswer}/vote`, { direction: 'up' });
    expect(missedVote.status).toBe(200);
    await watcher.until(repliesTo(questionId, 'changed'));

    const back = await open(undefined, { 'last-event-id': seen.id! });
    const replayed = [await back.next(), await back.next()].map((m) => JSON.parse(m!.data).notices as LiveNotice[]);
    expect(replayed).toEqual([
      [{ kind: 'replies', postKind: 'qnas', postId: questionId, change: 'added' }],
      [{ kind: 'replies', postKind: 'qnas', postId: questionId, change: 'changed' }],
    ]);
    // Nothing twice: the next notice is of the next change.
    await answer(helper, questionId, 'A third answer.');
    const next = await back.next();
    expect(JSON.parse(next!.data).notices).toEqual([
      { kind: 'replies', postKind: 'qnas', postId: questionId, change: 'added' },
    ]);

    // The same through ?lastEventId= (a new EventSource cannot set the header).
    const reopened = await open(undefined, {}, `?lastEventId=${encodeURIComponent(seen.id!)}`);
    expect(JSON.parse((await reopened.next())!.data).notices).toEqual(replayed[0]);
  });

  it('gives a new tab its place as it opens, so that a drop before its first notice resumes from there', async () => {
    const [asker, helper] = [await member('asker'), await member('helper')];
    const watcher = await open();
    const questionId = await ask(asker);
    // The question's own notice is out before the tab opens (it is published after the commit, and the post's answer
    // does not wait for it), so the tab's place is past it and the only notice to resume is the answer's.
    await watcher.until((x) => x.kind === 'post' && x.id === questionId);
    const first = await SseStream.open(`${t.baseUrl}${LIVE_PATH}`);
    streams.push(first);
    const ready = await first.next();
    expect(ready?.event).toBe('ready');
    expect(ready?.id).toMatch(/^pages:/);
    first.close();
    await answer(helper, questionId);
    await watcher.until(repliesTo(questionId, 'added'));

    const back = await open(undefined, { 'last-event-id': ready!.id! });
    expect(JSON.parse((await back.next())!.data).notices).toEqual([
      { kind: 'replies', postKind: 'qnas', postId: questionId, change: 'added' },
    ]);
  });

  it('tells a tab to read everything again when its id is older than the buffer, or not one it could have had', async () => {
    const [asker, helper] = [await member('asker'), await member('helper')];
    const questionId = await ask(asker);
    const early = await open();
    await answer(helper, questionId);
    const { id: earlyId } = await early.until(repliesTo(questionId, 'added'));
    // More messages than the buffer keeps (20) come after: the early one, and the one after it, fall out.
    for (let i = 0; i < 22; i++) await answer(helper, questionId, `Answer ${i}`);
    for (let i = 0; i < 22; i++) await early.until(repliesTo(questionId, 'added'));
    for (const id of [earlyId!, 'nonsense', 'pages:1/x', 'pages:1/1,pages:2/2', 'x'.repeat(5_000)]) {
      const stream = await open(undefined, { 'last-event-id': id });
      expect(stream.status).toBe(200);
      const message = await stream.next();
      expect(message?.event).toBe('notices');
      expect(JSON.parse(message!.data)).toEqual({ notices: [{ kind: 'reset' }] });
      stream.close();
    }
  });

  it('refuses streams beyond the caps per session and per address with a 503 that says why', async () => {
    const someone = await member('tabs');
    await open(someone);
    await open(someone);
    const third = await open(someone);
    expect(third.status).toBe(503);
    expect(JSON.parse(third.body).message).toMatch(/Too many live update streams are open for your session/);
    for (const s of streams.splice(0)) s.close();
    const many: SseStream[] = [];
    for (let i = 0; i < 8; i++) many.push(await open());
    const beyond = await open();
    expect(beyond.status).toBe(503);
    expect(JSON.parse(beyond.body).message).toMatch(/from your address/);
  });
});

describe('a live stream that reached its age', () => {
  it('closes cleanly, for the browser to reconnect where it stood', async () => {
    const t = await startTestApp('embedded', { LIVE_MAX_AGE: '1' });
    try {
      const stream = await SseStream.open(`${t.baseUrl}${LIVE_PATH}`);
      expect((await stream.next())?.event).toBe('ready');
      expect(await stream.next()).toBeNull();
    } finally {
      await t.close();
    }
  });
});

describe('live updates across two API processes on PostgreSQL', () => {
  let database: TestDatabase;
  let writer: TestApp;
  let reader: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    const shared = {
      DATABASE_URL: database.url,
      REDIS_URL,
      REDIS_PREFIX: uniqueName('redis'),
      RATE_LIMIT_FACTOR: '1000',
    };
    writer = await startTestApp('services', { ...shared, PROCESS_ROLES: 'api,projector,worker' });
    reader = await startTestApp('services', { ...shared, PROCESS_ROLES: 'api' });
  });
  afterAll(async () => {
    await writer?.close();
    await database?.drop();
  });

  it('carries a write on one process to a stream open on the other', async () => {
    const stream = await SseStream.open(`${reader.baseUrl}${LIVE_PATH}`);
    try {
      expect((await stream.next())?.event).toBe('ready');
      const asker = new ApiClient(writer.baseUrl);
      await asker.signUp('two-processes@example.org');
      const r = await asker.post('/api/questions', {
        title: 'Who keeps the dog?',
        body: 'We both love him.',
        tags: [],
        categories: [],
        acknowledged: true,
      });
      expect(r.status).toBe(201);
      const message = await stream.until((x) => x.kind === 'post' && x.id === r.body.id);
      expect(message.notices).toEqual([{ kind: 'post', postKind: 'qnas', id: r.body.id, change: 'added' }]);
    } finally {
      stream.close();
    }
  });

  it('tells open streams to read everything again when its listening connection drops, and hears again after', async () => {
    const stream = await SseStream.open(`${reader.baseUrl}${LIVE_PATH}`);
    try {
      expect((await stream.next())?.event).toBe('ready');
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      try {
        const { rowCount } = await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query = 'listen "live_notices"'`,
        );
        expect(rowCount).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      await stream.until((x) => x.kind === 'reset');
      const asker = new ApiClient(writer.baseUrl);
      await asker.signUp('after-the-drop@example.org');
      // Listening resumes within a second or so: posts until one is heard.
      let heard = false;
      for (let i = 0; i < 20 && !heard; i++) {
        const r = await asker.post('/api/questions', {
          title: `Heard again ${i}?`,
          body: 'We both love him.',
          tags: [],
          categories: [],
          acknowledged: true,
        });
        expect(r.status).toBe(201);
        heard = await stream
          .until((x) => x.kind === 'post' && x.id === r.body.id, 1_000)
          .then(() => true)
          .catch(() => false);
      }
      expect(heard).toBe(true);
    } finally {
      stream.close();
    }
  });

  it('ends its open streams when a process shuts down, so that the browser reconnects elsewhere', async () => {
    const stream = await SseStream.open(`${reader.baseUrl}${LIVE_PATH}`);
    expect((await stream.next())?.event).toBe('ready');
    await reader.close();
    expect(await stream.next()).toBeNull();
  });
});
