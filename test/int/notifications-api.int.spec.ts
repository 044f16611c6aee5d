import { CommandRunner } from '../../src/writes/command-runner';
import { isoWeekKey } from '../../src/common/iso-week';
import { NOTIFICATION_MESSAGES, type Notification } from '../../src/contracts/notifications';
import type { Topic } from '../../src/contracts/topics';
import { userStream } from '../../src/events/streams';
import type { EventStore } from '../../src/infra/event-store/event-store.port';
import type { SqlDatabase } from '../../src/infra/sql/database';
import type { ReadModel } from '../../src/projections/read-model';
import { EVENT_STORE, SQL_DATABASE } from '../../src/infra/tokens';
import { notificationDigestProcessor, SEND_NOTIFICATION_DIGESTS } from '../../src/jobs/notification-digest.processor';
import { NOTIFICATIONS_QUEUE } from '../../src/infra/jobs/queues';
import { NotificationsQueries } from '../../src/projections/notifications/notifications.queries';
import { ApiClient } from '../support/api-client';
import { answerQuestion, askQuestion, createdId, type NamedMember, signUpNamedMember } from '../support/community-api';
import { payMembership } from '../support/expert-membership';
import { emailsIn, projectionsCaughtUp, startTestApp, type TestApp, type TestProfile } from '../support/test-app';
import { grantRole } from '../support/roles';
import { until } from '../support/until';

const THIS_YEAR = new Date().getUTCFullYear();
const DAY = 24 * 60 * 60 * 1000;

describe.each<TestProfile>(['services', 'embedded'])('notifications API (%s profile)', (profile) => {
  let t: TestApp;
  let n = 0;
  type Member = NamedMember;

  /** A new member, logged in, named `username` (it is the name others' notifications show). */
  const member = (username = `Member ${n + 1} ${profile}`): Promise<Member> =>
    signUpNamedMember(t.baseUrl, `notified${++n}-${profile}@example.org`, username);
  const created = createdId;
  const ask = (c: ApiClient, title: string) => askQuestion(c, title);
  const answer = answerQuestion;
  const write = (c: ApiClient, title: string) =>
    created(c.post('/api/articles', { title, body: 'Some text.', tags: [], categories: [] }));
  const comment = (c: ApiClient, articleId: number) =>
    created(c.post(`/api/articles/${articleId}/comments`, { text: 'A comment.' }));
  /** Others' bells follow behind the write that rings them (their lane catches up on its own): read once every projection has. */
  const notificationsOf = async (c: ApiClient): Promise<{ notifications: Notification[]; unread: number }> => {
    await projectionsCaughtUp(t);
    const r = await c.get('/api/notifications');
    expect(r.status).toBe(200);
    return r.body;
  };
  const eventsOf = async (uid: number, type: string) =>
    (await t.app.get<EventStore>(EVENT_STORE).readStream(userStream(uid))).filter((e) => e.type === type);

  beforeAll(async () => {
    t = await startTestApp(profile, { RATE_LIMIT_FACTOR: '1000' });
  });
  afterAll(async () => t.close());

  describe('who is told', () => {
    it('tells the asker when another member answers, not when they answer themselves', async () => {
      const asker = await member();
      const dana = await member(`Dana Reyes ${profile}`);
      const questionId = await ask(asker, 'Who keeps the dog?');
      await answer(asker, questionId, 'My own follow-up.');
      const answerId = await answer(dana, questionId);

      expect(await notificationsOf(asker)).toEqual({
        notifications: [
          {
            id: `answer-${answerId}`,
            kind: 'answer',
            actorName: dana.username,
            itemKind: 'qnas',
            itemId: questionId,
            itemTitle: 'Who keeps the dog?',
            createdAt: expect.any(String),
            read: false,
          },
        ],
        unread: 1,
      });
      expect((await asker.get('/api/notifications/unread')).body).toEqual({ unread: 1 });
      expect(await notificationsOf(dana)).toEqual({ notifications: [], unread: 0 });
    });

    it('tells a post’s author of a comment, not of their own', async () => {
      const author = await member();
      const commenter = await member();
      const articleId = await write(author, 'Telling the children');
      await comment(author, articleId);
      const commentId = await comment(commenter, articleId);
      const { notifications } = await notificationsOf(author);
      expect(notifications).toEqual([
        expect.objectContaining({
          id: `comment-${commentId}`,
          kind: 'comment',
          actorName: commenter.username,
          itemKind: 'articles',
          itemId: articleId,
        }),
      ]);
    });

    it('tells the followers of an expert who posts, until they unfollow', async () => {
      const expert = new ApiClient(t.baseUrl);
      const signup = await expert.post('/api/experts/signup', {
        name: `Pat Lee ${profile}`,
        location: 'Denver, CO',
        email: `expert-${profile}@example.org`,
        password: 'correct horse battery',
        professions: ['Mediators'],
      });
      expect(signup.status).toBe(201);
      const slug = `pat-lee-${profile}`;
      const profileBody = {
        slug,
        title: 'Family mediator',
        bio: 'Calm help.',
        zip: '80202',
        startYear: THIS_YEAR - 12,
        categories: [],
      };
      expect((await expert.put('/api/account/expert', profileBody)).status).toBe(200);
      await payMembership(expert);
      const follower = await member();
      const bystander = await member();
      expect((await follower.request('PUT', `/api/experts/${slug}/follow`)).status).toBe(200);

      const articleId = await write(expert, 'Mediation, step by step');
      const { notifications } = await notificationsOf(follower);
      expect(notifications).toEqual([
        expect.objectContaining({
          id: `articles-${articleId}`,
          kind: 'post',
          itemKind: 'articles',
          itemTitle: 'Mediation, step by step',
        }),
      ]);
      expect((await notificationsOf(bystander)).unread).toBe(0);
      expect((await notificationsOf(expert)).unread).toBe(0);

      expect((await follower.request('DELETE', `/api/experts/${slug}/follow`)).status).toBe(200);
      await ask(expert, 'Anyone tried a co-parenting app?');
      expect((await notificationsOf(follower)).notifications).toHaveLength(1);
    });
  });

  describe('an edit that adds a watched topic', () => {
    it('tells the topic’s watchers once, under the name the post shows, and not its author', async () => {
      const topics = (await new ApiClient(t.baseUrl).get('/api/topics')).body.topics as Topic[];
      const [children, dating] = ['children', 'dating'].map((slug) => topics.find((topic) => topic.slug === slug)!);
      const watcher = await member();
      const author = await member(`Sam Ortiz ${profile}`);
      for (const c of [watcher, author])
        expect((await c.put(`/api/account/watching/topics/${children!.slug}`)).status).toBe(200);
      const questionId = await askQuestion(author, 'Dating again?', [dating!.id]);
      expect((await notificationsOf(watcher)).unread).toBe(0);

      const edit = {
        title: 'Dating again, with children?',
        body: 'Asking.',
        tags: [],
        categories: [dating!.id, children!.id],
      };
      expect((await author.put(`/api/questions/${questionId}`, edit)).status).toBe(200);
      expect(await notificationsOf(watcher)).toEqual({
        notifications: [
          expect.objectContaining({
            id: `qnas-${questionId}`,
            kind: 'topic-post',
            actorName: author.username,
            itemKind: 'qnas',
            itemId: questionId,
            itemTitle: edit.title,
          }),
        ],
        unread: 1,
      });
      // Taking the topic away and back tells nobody twice.
      expect((await author.put(`/api/questions/${questionId}`, { ...edit, categories: [dating!.id] })).status).toBe(
        200,
      );
      expect((await author.put(`/api/questions/${questionId}`, edit)).status).toBe(200);
      expect((await notificationsOf(watcher)).unread).toBe(1);
      expect((await notificationsOf(author)).unread).toBe(0);
    });
  });

  describe('reading them', () => {
    it('marks one read, then all, each once', async () => {
      const asker = await member();
      const other = await member();
      const questionId = await ask(asker, 'Splitting the holidays');
      const first = await answer(other, questionId);
      await answer(other, questionId);
      await answer(other, questionId);
      expect((await notificationsOf(asker)).unread).toBe(3);

      expect(await asker.post(`/api/notifications/answer-${first}/read`)).toMatchObject({
        status: 200,
        body: { unread: 2 },
      });
      expect(await asker.post(`/api/notifications/answer-${first}/read`)).toMatchObject({
        status: 200,
        body: { unread: 2 },
      });
      expect(await eventsOf(asker.uid, 'NotificationRead')).toHaveLength(1);
      const listed = (await notificationsOf(asker)).notifications;
      expect(listed.find((x) => x.id === `answer-${first}`)?.read).toBe(true);

      expect(await asker.post('/api/notifications/read-all')).toMatchObject({ status: 200, body: { unread: 0 } });
      expect(await asker.post('/api/notifications/read-all')).toMatchObject({ status: 200, body: { unread: 0 } });
      expect(await eventsOf(asker.uid, 'AllNotificationsRead')).toHaveLength(1);
      expect((await notificationsOf(asker)).notifications.every((x) => x.read)).toBe(true);
    });

    it('answers 404 for a notification that is not the member’s', async () => {
      const c = await member();
      for (const id of ['answer-999999', 'nonsense', 'post-1', `answer-${'9'.repeat(12)}`]) {
        expect(await c.post(`/api/notifications/${id}/read`)).toMatchObject({
          status: 404,
          body: { message: NOTIFICATION_MESSAGES.notFound },
        });
      }
    });
  });

  describe('moderation and rebuilds', () => {
    let admin: ApiClient;

    beforeAll(async () => {
      const a = await member();
      await grantRole(t, a, a.uid, 'Administrator');
      admin = a;
    });

    it('drops the notification of an answer the moderators removed', async () => {
      const asker = await member();
      const spammer = await member();
      const questionId = await ask(asker, 'Is this answer real?');
      const answerId = await answer(spammer, questionId, 'Buy cheap pills.');
      expect((await notificationsOf(asker)).unread).toBe(1);
      expect((await asker.post(`/api/answers/${answerId}/report`, { reason: 'spam' })).status).toBe(202);
      const report = (await admin.get('/api/admin/reports')).body.reports.find(
        (r: { targetId: number }) => r.targetId === answerId,
      );
      expect((await admin.post(`/api/admin/reports/${report.id}/remove`, {})).status).toBe(200);
      expect(await notificationsOf(asker)).toEqual({ notifications: [], unread: 0 });
    });

    it('gives the same notifications, read or not, after a rebuild from zero', async () => {
      const asker = await member();
      const other = await member();
      const questionId = await ask(asker, 'Rebuilt and still read?');
      const read = await answer(other, questionId);
      await answer(other, questionId);
      await asker.post(`/api/notifications/answer-${read}/read`);
      const db = t.app.get<SqlDatabase<ReadModel>>(SQL_DATABASE).db;
      const snapshot = () => db.selectFrom('notifications').selectAll().orderBy('uid').orderBy('id').execute();
      const before = await snapshot();
      expect(before.length).toBeGreaterThanOrEqual(2);

      expect((await admin.post('/api/admin/projections/notifications/rebuild')).status).toBe(202);
      await until(
        async () => {
          const status = (await admin.get('/api/admin/projections')).body.projections.find(
            (p: { name: string }) => p.name === 'notifications',
          );
          return Boolean(status?.rebuild?.finishedAt) && status.caughtUp;
        },
        'the rebuild to finish',
        20_000,
      );
      expect(await snapshot()).toEqual(before);
      expect((await notificationsOf(asker)).unread).toBe(1);
    });
  });

  describe('the weekly digest', () => {
    const outboxTo = (to: string) => emailsIn(t.dataDir, to);
    const runAt = (now: Date) =>
      notificationDigestProcessor({
        runner: t.app.get(CommandRunner),
        notifications: t.app.get(NotificationsQueries),
        clock: { now: () => now },
      })({
        id: `${SEND_NOTIFICATION_DIGESTS}-${isoWeekKey(now)}`,
        queue: NOTIFICATIONS_QUEUE,
        name: SEND_NOTIFICATION_DIGESTS,
        data: { week: isoWeekKey(now) },
        attempt: 1,
      });
    const settings = '/api/account/notification-settings';

    it('is off until the member turns it on, and takes only true or false', async () => {
      const c = await member();
      expect((await c.get(settings)).body).toEqual({ weeklyDigest: false });
      expect(await c.put(settings, { weeklyDigest: true })).toMatchObject({
        status: 200,
        body: { weeklyDigest: true },
      });
      expect(await c.put(settings, { weeklyDigest: true })).toMatchObject({
        status: 200,
        body: { weeklyDigest: true },
      });
      expect(await eventsOf(c.uid, 'NotificationDigestChosen')).toHaveLength(1);
      expect((await c.get(settings)).body).toEqual({ weeklyDigest: true });
      for (const bad of [{ weeklyDigest: 'yes' }, {}, { weeklyDigest: true, uid: 1 }])
        expect((await c.put(settings, bad)).status).toBe(400);
    });

    it('emails members who asked for it once per week, and nobody else', async () => {
      const subscriber = await member();
      const quitter = await member();
      const silent = await member();
      const answerer = await member(`Dana Reyes digest ${profile}`);
      await subscriber.put(settings, { weeklyDigest: true });
      await quitter.put(settings, { weeklyDigest: true });
      await quitter.put(settings, { weeklyDigest: false });
      for (const who of [subscriber, quitter, silent])
        await answer(answerer, await ask(who, `Asked by ${who.username}`));

      const now = new Date();
      await runAt(now);
      await until(async () => outboxTo(subscriber.email).length === 1, 'the digest email', 5_000);
      const [digest] = outboxTo(subscriber.email);
      expect(digest!.subject).toBe('You have 1 unread notification this week');
      expect(digest!.text).toContain(`${answerer.username} answered your question “Asked by ${subscriber.username}”`);
      expect(digest!.text).toContain(`${t.config.publicUrl}/answers/`);

      // A second run of the same week sends nothing more.
      await runAt(new Date(now.getTime() + 60_000));
      await new Promise((r) => setTimeout(r, 300));
      expect(outboxTo(subscriber.email)).toHaveLength(1);
      expect(await eventsOf(subscriber.uid, 'NotificationDigestSent')).toEqual([
        expect.objectContaining({ data: expect.objectContaining({ week: isoWeekKey(now), notifications: 1 }) }),
      ]);
      expect(outboxTo(quitter.email)).toEqual([]);
      expect(outboxTo(silent.email)).toEqual([]);

      // The next week, read notifications and those older than a week are not listed again.
      await runAt(new Date(now.getTime() + 8 * DAY));
      await new Promise((r) => setTimeout(r, 300));
      expect(outboxTo(subscriber.email)).toHaveLength(1);
    });
  });
});
