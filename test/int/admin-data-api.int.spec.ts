import {
  ADMIN_DATA_MESSAGES,
  type AuditEventPage,
  EVENTS_PAGE_SIZE,
  type ProjectionStatusList,
  type ReadTablePage,
} from '../../src/contracts/admin-data';
import { ApiClient } from '../support/api-client';
import { startTestApp, type TestApp, type TestProfile } from '../support/test-app';
import { grantRole } from '../support/roles';
import { until } from '../support/until';

describe.each<TestProfile>(['services', 'embedded'])(
  'the Database screen, the event history and the projections (%s profile)',
  (profile) => {
    let t: TestApp;
    let n = 0;
    let admin: ApiClient;
    let adminUid: number;
    let author: ApiClient;
    let authorUid: number;
    let articleId: number;

    const client = () => new ApiClient(t.baseUrl);
    const ok = async <T>(path: string): Promise<T> => {
      const r = await admin.get(path);
      expect(r.status).toBe(200);
      return r.body as T;
    };

    beforeAll(async () => {
      t = await startTestApp(profile, { RATE_LIMIT_FACTOR: '1000' });
      author = client();
      authorUid = (await author.signUp(`author${++n}-${profile}@example.org`)).uid;
      const posted = await author.post('/api/articles', {
        title: 'Our first holiday apart',
        body: 'It went better than feared.',
        tags: [],
        categories: [],
      });
      articleId = posted.body.id;
      admin = client();
      adminUid = (await admin.signUp(`admin${++n}-${profile}@example.org`)).uid;
      await grantRole(t, admin, adminUid, 'Administrator');
      await admin.post(`/api/articles/${articleId}/comments`, { text: 'Thank you for sharing this.' });
    });
    afterAll(async () => t.close());

    describe('the read tables', () => {
      it('lists the read models’ tables with their row counts, and nothing that holds secrets', async () => {
        const { tables } = await ok<{ tables: { name: string; rows: number }[] }>('/api/admin/db');
        const names = tables.map((table) => table.name);
        expect(names).toEqual(
          expect.arrayContaining([
            'users',
            'posts',
            'replies',
            'audit_events',
            'admin_messages',
            'projection_checkpoints',
          ]),
        );
        for (const secret of [
          'credentials',
          'sessions',
          'reset_codes',
          'es_events',
          'es_streams',
          'projection_rebuilds',
        ])
          expect(names).not.toContain(secret);
        expect(tables.find((table) => table.name === 'posts')!.rows).toBeGreaterThanOrEqual(1);
      });

      it('shows a table page by page, in its key’s order, every value as text', async () => {
        const posts = await ok<ReadTablePage>('/api/admin/db/posts');
        expect(posts).toMatchObject({ table: 'posts', page: 1, total: expect.any(Number) });
        expect(posts.columns).toEqual(expect.arrayContaining(['kind', 'id', 'title', 'author_id']));
        const row = posts.rows.find((r) => r[posts.columns.indexOf('title')] === 'Our first holiday apart')!;
        expect(row[posts.columns.indexOf('id')]).toBe(String(articleId));
        expect(row[posts.columns.indexOf('author_id')]).toBe(String(authorUid));
        expect((await ok<ReadTablePage>('/api/admin/db/posts?page=999')).rows).toEqual([]);
        const users = await ok<ReadTablePage>('/api/admin/db/users');
        const uids = users.rows.map((r) => Number(r[users.columns.indexOf('uid')]));
        expect([...uids].sort((a, b) => a - b)).toEqual(uids);
      });

      it('answers an unknown table or a bad page with a clear 4xx', async () => {
        for (const table of ['credentials', 'sessions', 'es_events', 'pg_user', 'posts;drop table posts']) {
          const r = await admin.get(`/api/admin/db/${encodeURIComponent(table)}`);
          expect(r.body).toMatchObject({ statusCode: 404, message: ADMIN_DATA_MESSAGES.tableNotFound });
        }
        expect((await admin.get('/api/admin/db/posts?page=0')).status).toBe(400);
        expect((await admin.get('/api/admin/db/posts?order=title')).status).toBe(400);
      });
    });

    describe('the event history', () => {
      it('tells who did what, when, for an item: its stream’s events with data and metadata', async () => {
        let page!: AuditEventPage;
        await until(
          async () =>
            (page = await ok<AuditEventPage>(`/api/admin/events?stream=article-${articleId}`)).events.length >= 2,
          'the article’s events',
        );
        const [comment, posted] = page.events;
        expect(posted).toMatchObject({
          stream: `article-${articleId}`,
          type: 'ArticlePosted',
          actorId: authorUid,
          actorRole: 'member',
          at: expect.any(String),
        });
        expect(posted!.data).toMatchObject({ id: articleId, title: 'Our first holiday apart' });
        expect(posted!.metadata).toMatchObject({ actorId: authorUid, correlationId: expect.any(String) });
        expect(comment).toMatchObject({ type: 'CommentAdded', actorId: adminUid, actorRole: 'Administrator' });
        expect(page.next).toBeNull();
      });

      it('shows who edited an item, except the author of one posted under a pseudonym', async () => {
        const edit = { title: 'Our first holiday apart, a year on', body: 'Better still.', tags: [], categories: [] };
        expect((await author.put(`/api/articles/${articleId}`, edit)).status).toBe(200);
        const hidden = await author.post('/api/articles', { ...edit, title: 'Under an alias', pseudonymous: true });
        expect((await author.put(`/api/articles/${hidden.body.id}`, { ...edit, title: 'Still an alias' })).status).toBe(
          200,
        );
        let edits!: AuditEventPage;
        await until(
          async () => (edits = await ok<AuditEventPage>('/api/admin/events?type=PostEdited')).events.length >= 2,
          'the edits in the history',
        );
        const [masked, named] = edits.events;
        expect(named).toMatchObject({ stream: `article-${articleId}`, actorId: authorUid, actorRole: 'member' });
        expect(named!.data).toMatchObject({ id: articleId, authorId: authorUid, title: edit.title });
        expect(masked).toMatchObject({ stream: `article-${hidden.body.id}`, actorId: null });
        expect(masked!.data).toMatchObject({ title: 'Still an alias' });
        expect(masked!.data).not.toHaveProperty('authorId');
        expect(JSON.stringify(masked)).not.toContain(`"actorId":${authorUid}`);
      });

      it('filters by actor, by type and by time, and pages from newest to oldest', async () => {
        const mine = await ok<AuditEventPage>(`/api/admin/events?actor=${authorUid}`);
        expect(mine.events.length).toBeGreaterThan(0);
        expect(mine.events.every((e) => e.actorId === authorUid)).toBe(true);
        expect(mine.events.map((e) => e.type)).toEqual(expect.arrayContaining(['ArticlePosted', 'UserRegistered']));
        const roles = await ok<AuditEventPage>('/api/admin/events?type=UserRoleChanged');
        expect(roles.events.length).toBeGreaterThan(0);
        expect(roles.events.every((e) => e.type === 'UserRoleChanged')).toBe(true);
        expect(
          (await ok<AuditEventPage>('/api/admin/events?from=2000-01-01T00:00:00Z&to=2000-01-02T00:00:00Z')).events,
        ).toEqual([]);
        const recent = await ok<AuditEventPage>(
          `/api/admin/events?from=${encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString())}`,
        );
        expect(recent.events.length).toBeGreaterThan(0);
        // Empty fields of the form filter nothing.
        expect(
          (await ok<AuditEventPage>('/api/admin/events?stream=&type=&actor=&from=&to=')).events.length,
        ).toBeGreaterThan(0);

        const first = await ok<AuditEventPage>('/api/admin/events');
        expect(first.events.length).toBeLessThanOrEqual(EVENTS_PAGE_SIZE);
        if (first.next) {
          const older = await ok<AuditEventPage>(`/api/admin/events?before=${first.next}`);
          expect(older.events[0]!.position).not.toBe(first.events[first.events.length - 1]!.position);
        }
        const positions = first.events.map((e) => e.position.split('/').map(BigInt) as [bigint, bigint]);
        const sorted = [...positions].sort((a, b) =>
          a[0] !== b[0] ? (a[0] < b[0] ? 1 : -1) : a[1] < b[1] ? 1 : a[1] > b[1] ? -1 : 0,
        );
        expect(positions).toEqual(sorted);
      });

      it.each([
        ['an unknown event type', '?type=Nope', ADMIN_DATA_MESSAGES.badType],
        ['a name for the actor', '?actor=ann', ADMIN_DATA_MESSAGES.badActor],
        ['a time that is no time', '?from=yesterday', ADMIN_DATA_MESSAGES.badTime],
        [
          'a range that ends before it starts',
          '?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z',
          ADMIN_DATA_MESSAGES.badRange,
        ],
        ['a position that is none', '?before=abc', ADMIN_DATA_MESSAGES.badPosition],
        ['an unknown filter', '?who=1', 'Unknown'],
      ])('refuses %s with a 400 and a clear message', async (_, query, message) => {
        const r = await admin.get(`/api/admin/events${query}`);
        expect(r.status).toBe(400);
        expect(r.body.message).toContain(message);
      });
    });

    describe('the projections', () => {
      it('shows each projection’s position against the head, and the event types', async () => {
        const status = await ok<ProjectionStatusList>('/api/admin/projections');
        expect(status.head).toMatch(/^-?\d+\/-?\d+$/);
        expect(status.projections.map((p) => p.name)).toEqual(
          expect.arrayContaining(['users', 'posts', 'audit', 'search']),
        );
        expect(status.projections[0]).toMatchObject({
          position: expect.any(String),
          caughtUp: expect.any(Boolean),
          lagSeconds: expect.any(Number),
        });
        expect(status.eventTypes).toEqual(
          expect.arrayContaining(['ArticlePosted', 'UserRoleChanged', 'ContentRemoved']),
        );
      });

      it('rebuilds one while the site runs: the same rows after, and what was written meanwhile too', async () => {
        const before = await ok<ReadTablePage>('/api/admin/db/posts');
        const r = await admin.post('/api/admin/projections/posts/rebuild');
        expect(r).toMatchObject({ status: 202, body: { message: ADMIN_DATA_MESSAGES.rebuildRequested } });
        // Asked again at once, it is refused while waiting or running, unless the projector was quicker.
        const again = await admin.post('/api/admin/projections/posts/rebuild');
        if (again.status !== 202)
          expect(again.body).toMatchObject({ statusCode: 409, message: ADMIN_DATA_MESSAGES.rebuildPending });
        const during = await author.post('/api/articles', {
          title: 'Written during a rebuild',
          body: 'Still here.',
          tags: [],
          categories: [],
        });
        expect(during.status).toBe(201);
        await until(
          async () => {
            const posts = (await ok<ProjectionStatusList>('/api/admin/projections')).projections.find(
              (p) => p.name === 'posts',
            )!;
            return posts.rebuild?.finishedAt !== null && posts.rebuild?.finishedAt !== undefined && posts.caughtUp;
          },
          'the rebuild to finish',
          20_000,
        );
        const rebuilt = (await ok<ProjectionStatusList>('/api/admin/projections')).projections.find(
          (p) => p.name === 'posts',
        )!;
        expect(rebuilt.rebuild).toMatchObject({
          startedAt: expect.any(String),
          events: expect.any(Number),
          error: null,
        });
        const after = await ok<ReadTablePage>('/api/admin/db/posts');
        expect(after.rows).toEqual(expect.arrayContaining(before.rows));
        await until(
          async () => (await client().get(`/api/articles/${during.body.id}`)).status === 200,
          'the article written meanwhile',
        );
        // Asked again once finished, it runs again.
        expect((await admin.post('/api/admin/projections/posts/rebuild')).status).toBe(202);
      });

      it('answers an unknown projection with a 404', async () => {
        expect((await admin.post('/api/admin/projections/nope/rebuild')).body).toMatchObject({
          statusCode: 404,
          message: ADMIN_DATA_MESSAGES.projectionNotFound,
        });
      });
    });
  },
);
