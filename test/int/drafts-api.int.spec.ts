import { randomBytes } from 'node:crypto';
import { CommandRunner } from '../../src/writes/command-runner';
import { draftIdOf } from '../../src/commands/drafts/draft-key';
import { POST_MESSAGES, QUESTION_TITLE_MAX } from '../../src/contracts/content';
import { DRAFT_KEY_PATTERN, DRAFT_MESSAGES } from '../../src/contracts/drafts';
import { MESSAGES } from '../../src/contracts/messages';
import { TOPIC_MESSAGES } from '../../src/contracts/topics';
import { draftStream } from '../../src/events/streams';
import { SessionsRepository } from '../../src/infra/accounts/sessions.repository';
import { WriteKeysRepository } from '../../src/infra/event-store/write-keys.repository';
import type { EventStore } from '../../src/infra/event-store/event-store.port';
import type { SqlDatabase } from '../../src/infra/sql/database';
import type { ReadModel } from '../../src/projections/read-model';
import { EVENT_STORE, SQL_DATABASE } from '../../src/infra/tokens';
import { maintenanceProcessor, PURGE_DRAFTS } from '../../src/jobs/maintenance.processor';
import { DraftsQueries } from '../../src/projections/drafts/drafts.queries';
import { ApiClient } from '../support/api-client';
import { describeBehaviour } from '../support/profiles';
import { startTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';

const DAY = 24 * 60 * 60 * 1000;
const question = {
  kind: 'qnas',
  title: 'How do I tell my kids?',
  body: 'They are 6 and 9.',
  tags: ['#Kids', 'kids'],
  categories: [3],
  acknowledged: true,
};
const video = {
  kind: 'videos',
  title: 'A talk on co-parenting',
  body: 'Worth the time.',
  tags: [],
  categories: [],
  media: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=4',
  acknowledged: true,
};

describeBehaviour('drafts API', ({ profile, it, smoke }) => {
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    t = await startTestApp(profile, { RATE_LIMIT_FACTOR: '1000' });
  });
  afterAll(async () => t.close());

  const client = () => new ApiClient(t.baseUrl);
  const email = () => `drafter${++n}-${profile}@example.org`;
  const saveDraft = async (body: object, visitor = client()) => {
    const r = await visitor.post('/api/drafts', body);
    expect(r.status).toBe(201);
    return r.body.key as string;
  };
  const discard = (key: string, visitor = client()) =>
    visitor.request('DELETE', `/api/drafts/${encodeURIComponent(key)}`);
  const memberNamed = async (username: string) => {
    const member = client();
    await member.signUp(email());
    expect((await member.patch('/api/account', { username })).status).toBe(200);
    return member;
  };
  const draftRow = async (key: string) =>
    (await t.app
      .get<SqlDatabase<ReadModel>>(SQL_DATABASE)
      .db.selectFrom('drafts')
      .selectAll()
      .where('draft_id', '=', draftIdOf(key))
      .executeTakeFirst()) ?? null;
  const storedEvents = (key: string) => t.app.get<EventStore>(EVENT_STORE).readStream(draftStream(draftIdOf(key)));

  describe('saving', () => {
    it("keeps a logged-out visitor's draft under a random key of at least 128 bits that the store never sees", async () => {
      const [key, other] = [await saveDraft(question), await saveDraft(question)];
      expect(key).toMatch(DRAFT_KEY_PATTERN);
      expect(key).not.toMatch(/^\d+$/);
      expect(Buffer.from(key, 'base64url').length).toBeGreaterThanOrEqual(16);
      expect(other).not.toBe(key);
      const events = await storedEvents(key);
      expect(events.map((e) => e.type)).toEqual(['DraftSaved']);
      expect(
        JSON.stringify(events.map(({ streamId, data, metadata }) => ({ streamId, data, metadata }))),
      ).not.toContain(key);
      // Read-your-writes: administrators see it pending at once, with no body text.
      expect(await t.app.get(DraftsQueries).pending()).toContainEqual({
        draftId: draftIdOf(key),
        kind: 'qnas',
        title: question.title,
        savedAt: expect.any(String),
        pseudonymous: false,
      });
    });

    it.each([
      ['a question without the 18+ acknowledgement', { ...question, acknowledged: false }, POST_MESSAGES.adultRequired],
      [
        'a video without the usage-rights acknowledgement',
        { ...video, acknowledged: undefined },
        POST_MESSAGES.rightsRequired,
      ],
      [
        'a 51-character question title',
        { ...question, title: 'q'.repeat(QUESTION_TITLE_MAX + 1) },
        POST_MESSAGES.questionTitleTooLong,
      ],
      ['a blank title', { ...question, title: '   ' }, POST_MESSAGES.titleRequired],
      [
        'too many tags',
        { ...question, tags: Array.from({ length: 13 }, (_, i) => `t${i}`) },
        POST_MESSAGES.tooManyTags,
      ],
      ['a category that is not a topic', { ...question, categories: [3, 999] }, TOPIC_MESSAGES.unknownCategory],
    ])('refuses %s with a 400 and the same message as posting', async (_, body, message) => {
      expect(await client().post('/api/drafts', body)).toMatchObject({ status: 400, body: { message } });
    });

    it('refuses an unknown kind or field with a 400', async () => {
      expect((await client().post('/api/drafts', { ...question, kind: 'poems' })).status).toBe(400);
      expect((await client().post('/api/drafts', { ...question, kind: undefined })).status).toBe(400);
      expect(await client().post('/api/drafts', { ...question, authorId: 1 })).toMatchObject({
        status: 400,
        body: { message: 'Unknown field: authorId.' },
      });
    });

    it('needs the CSRF token like every other change', async () => {
      const r = await fetch(`${t.baseUrl}/api/drafts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(question),
      });
      expect(r.status).toBe(403);
    });
  });

  describe('claiming', () => {
    smoke(
      'posts the draft as the member who signed up, readable at once; claiming again gives the same post',
      async () => {
        const visitor = client();
        const key = await saveDraft(question, visitor);
        await visitor.signUp(email());
        expect((await visitor.patch('/api/account', { username: `Drafter${profile}` })).status).toBe(200);

        const claimed = await visitor.post(`/api/drafts/${key}/claim`);
        expect(claimed.status).toBe(201);
        expect(claimed.body).toEqual({ kind: 'qnas', id: expect.any(Number) });
        const detail = await client().get(`/api/questions/${claimed.body.id}`);
        expect(detail.status).toBe(200);
        expect(detail.body).toMatchObject({
          kind: 'qnas',
          title: question.title,
          body: question.body,
          tags: ['Kids'],
          categories: [3],
          authorName: `Drafter${profile}`,
          authorRole: 'member',
        });

        expect(await visitor.post(`/api/drafts/${key}/claim`)).toMatchObject({ status: 201, body: claimed.body });
        const history = (await visitor.get('/api/account/history')).body.items.filter(
          (item: { type: string }) => item.type === 'qnas',
        );
        expect(history.map((item: { id: number }) => item.id)).toEqual([claimed.body.id]);
        expect((await draftRow(key))?.status).toBe('claimed');
      },
    );

    it('makes one post of a draft claimed twice at the same moment', async () => {
      const key = await saveDraft(video);
      const member = await memberNamed(`Twice${profile}`);
      const [a, b] = await Promise.all([
        member.post(`/api/drafts/${key}/claim`),
        member.post(`/api/drafts/${key}/claim`),
      ]);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(b.body).toEqual(a.body);
      expect((await client().get(`/api/videos/${a.body.id}`)).body).toMatchObject({
        media: 'dQw4w9WgXcQ',
        authorName: `Twice${profile}`,
      });
    });

    it('needs a logged-in member', async () => {
      const key = await saveDraft(question);
      expect(await client().post(`/api/drafts/${key}/claim`)).toMatchObject({
        status: 401,
        body: { message: MESSAGES.loginRequired },
      });
    });

    it('answers an unknown or malformed key with a 404', async () => {
      const member = await memberNamed(`Nobody${profile}`);
      for (const key of [randomBytes(32).toString('base64url'), 'abc', '1234567', 'x'.repeat(65), 'not%20a%20key']) {
        expect(await member.post(`/api/drafts/${key}/claim`)).toMatchObject({
          status: 404,
          body: { message: DRAFT_MESSAGES.notFound },
        });
      }
    });
  });

  describe('deleting', () => {
    it('discards the draft: it can no longer be claimed, and deleting again changes nothing', async () => {
      const key = await saveDraft(question);
      expect((await discard(key)).status).toBe(204);
      expect((await draftRow(key))?.status).toBe('discarded');
      const member = await memberNamed(`Late${profile}`);
      expect(await member.post(`/api/drafts/${key}/claim`)).toMatchObject({
        status: 404,
        body: { message: DRAFT_MESSAGES.notFound },
      });
      expect((await discard(key)).status).toBe(204);
      expect(await discard(randomBytes(32).toString('base64url'))).toMatchObject({
        status: 404,
        body: { message: DRAFT_MESSAGES.notFound },
      });
      expect((await discard('short')).status).toBe(404);
    });
  });

  describe('the daily purge', () => {
    const runPurge = (now: Date) =>
      maintenanceProcessor({
        sessions: t.app.get(SessionsRepository),
        writeKeys: t.app.get(WriteKeysRepository),
        drafts: t.app.get(DraftsQueries),
        runner: t.app.get(CommandRunner),
        clock: { now: () => now },
      })({
        id: `${PURGE_DRAFTS}-${now.toISOString().slice(0, 10)}`,
        queue: 'maintenance',
        name: PURGE_DRAFTS,
        data: {},
        attempt: 1,
      });

    it('keeps a finished draft a day, then erases it; discards drafts left 30 days, not before, and erases them a day later', async () => {
      const start = Date.now();
      const waiting = await saveDraft(question);
      const posted = await saveDraft(video);
      const member = await memberNamed(`Keeper${profile}`);
      const post = (await member.post(`/api/drafts/${posted}/claim`)).body;

      // Within a day of the claim, the draft keeps its stream: a retried claim still finds its post.
      await runPurge(new Date(start + DAY / 2));
      expect((await storedEvents(posted)).map((e) => e.type)).toEqual(['DraftSaved', 'DraftClaimed']);
      expect(await member.post(`/api/drafts/${posted}/claim`)).toMatchObject({ status: 201, body: post });

      // Later its content leaves the event store and the read model; the post stays.
      await runPurge(new Date(start + 29 * DAY));
      // Jobs do not wait for the read model: poll it.
      await until(async () => (await draftRow(posted)) === null, 'the claimed draft to be erased');
      expect(await storedEvents(posted)).toEqual([]);
      expect((await client().get(`/api/videos/${post.id}`)).status).toBe(200);
      expect(await member.post(`/api/drafts/${posted}/claim`)).toMatchObject({
        status: 404,
        body: { message: DRAFT_MESSAGES.notFound },
      });
      expect((await draftRow(waiting))?.status).toBe('pending');

      await runPurge(new Date(start + 31 * DAY));
      await until(async () => (await draftRow(waiting))?.status === 'discarded', 'the draft to expire');
      expect((await storedEvents(waiting)).map((e) => e.type)).toEqual(['DraftSaved', 'DraftDiscarded']);
      expect(await member.post(`/api/drafts/${waiting}/claim`)).toMatchObject({
        status: 404,
        body: { message: DRAFT_MESSAGES.notFound },
      });

      await runPurge(new Date(start + 33 * DAY));
      await until(async () => (await draftRow(waiting)) === null, 'the expired draft to be erased');
      expect(await storedEvents(waiting)).toEqual([]);

      // A retried run changes nothing.
      await runPurge(new Date(start + 33 * DAY));
      expect(await storedEvents(waiting)).toEqual([]);
      expect(await draftRow(waiting)).toBeNull();
    });
  });
});
