import { CommandRunner } from '../../src/writes/command-runner';
import { WATCH_MESSAGES } from '../../src/contracts/watching';
import type { Notification } from '../../src/contracts/notifications';
import type { Topic } from '../../src/contracts/topics';
import { isoWeekKey } from '../../src/common/iso-week';
import { NOTIFICATIONS_QUEUE } from '../../src/infra/jobs/queues';
import { notificationDigestProcessor, SEND_NOTIFICATION_DIGESTS } from '../../src/jobs/notification-digest.processor';
import { NotificationsQueries } from '../../src/projections/notifications/notifications.queries';
import { ApiClient } from '../support/api-client';
import { answerQuestion, askQuestion, signUpNamedMember } from '../support/community-api';
import { emailsIn, startTestApp, type TestApp } from '../support/test-app';
import { describeBehaviour } from '../support/profiles';
import { until } from '../support/until';

describeBehaviour('watching API', ({ profile, it, smoke }) => {
  let t: TestApp;
  let n = 0;
  let children: Topic;
  const member = () => signUpNamedMember(t.baseUrl, `watcher${++n}-${profile}@example.org`, `Watcher ${n} ${profile}`);
  const ask = askQuestion;
  const answer = (c: ApiClient, questionId: number) => answerQuestion(c, questionId);
  const watching = async (c: ApiClient) => {
    const r = await c.get('/api/account/watching');
    expect(r.status).toBe(200);
    return r.body.items as { kind: string; id: number; slug: string | null; title: string }[];
  };
  // Others' bells follow behind the write (their lane catches up on its own).
  const bellOf = async (c: ApiClient, count: number): Promise<Notification[]> => {
    let list: Notification[] = [];
    await until(async () => {
      list = (await c.get('/api/notifications')).body.notifications as Notification[];
      return list.length >= count;
    }, `${count} notifications`);
    return list;
  };

  beforeAll(async () => {
    t = await startTestApp(profile, { RATE_LIMIT_FACTOR: '1000' });
    const topics = (await new ApiClient(t.baseUrl).get('/api/topics')).body.topics as Topic[];
    children = topics.find((topic) => topic.slug === 'children')!;
  });
  afterAll(async () => t.close());

  it('watches the question a member asks, and lets them unwatch it', async () => {
    const asker = await member();
    const id = await ask(asker, 'Who keeps the piano?');
    expect(await watching(asker)).toEqual([
      { kind: 'question', id, slug: null, title: 'Who keeps the piano?', watchedAt: expect.any(String) },
    ]);
    expect((await asker.delete(`/api/account/watching/questions/${id}`)).body.items).toEqual([]);
    // Unwatching again changes nothing, and is no error.
    const again = await asker.delete(`/api/account/watching/questions/${id}`);
    expect(again.status).toBe(200);
    expect(again.body.items).toEqual([]);
  });

  it('watches a question and a topic once however often asked, newest first', async () => {
    const asker = await member();
    const watcher = await member();
    const id = await ask(asker, 'Who keeps the car?');
    for (let i = 0; i < 2; i++) expect((await watcher.put(`/api/account/watching/questions/${id}`)).status).toBe(200);
    const r = await watcher.put(`/api/account/watching/topics/${children.slug}`);
    expect(r.status).toBe(200);
    expect(r.body.items).toEqual([
      { kind: 'topic', id: children.id, slug: children.slug, title: children.name, watchedAt: expect.any(String) },
      { kind: 'question', id, slug: null, title: 'Who keeps the car?', watchedAt: expect.any(String) },
    ]);
    const off = await watcher.delete(`/api/account/watching/topics/${children.slug}`);
    expect(off.body.items.map((i: { kind: string }) => i.kind)).toEqual(['question']);
  });

  it('answers 404 for a question or topic that is not there, and 401 to a visitor', async () => {
    const watcher = await member();
    for (const path of ['questions/999999', 'questions/abc', 'topics/nobody-here', 'topics/NOT%20A%20SLUG']) {
      const r = await watcher.put(`/api/account/watching/${path}`);
      expect(r.status).toBe(404);
      expect([WATCH_MESSAGES.questionNotFound, WATCH_MESSAGES.topicNotFound]).toContain(r.body.message);
    }
    const visitor = new ApiClient(t.baseUrl);
    expect((await visitor.get('/api/account/watching')).status).toBe(401);
    expect((await visitor.put(`/api/account/watching/topics/${children.slug}`)).status).toBe(401);
  });

  smoke('tells watchers of new answers and new posts in a topic, once each, never the actor', async () => {
    const asker = await member();
    const watcher = await member();
    const answerer = await member();
    const questionId = await ask(asker, 'Who keeps the boat?');
    await watcher.put(`/api/account/watching/questions/${questionId}`);
    await answerer.put(`/api/account/watching/questions/${questionId}`);
    const answerId = await answer(answerer, questionId);

    const [told] = await bellOf(watcher, 1);
    expect(told).toMatchObject({ id: `answer-${answerId}`, kind: 'watched-answer', actorName: answerer.username });
    const askerBell = await bellOf(asker, 1);
    expect(askerBell.map((x) => x.kind)).toEqual(['answer']);
    expect((await answerer.get('/api/notifications')).body.notifications).toEqual([]);

    await watcher.put(`/api/account/watching/topics/${children.slug}`);
    const postId = await ask(answerer, 'New in children', [children.id]);
    const bell = await bellOf(watcher, 2);
    expect(bell[0]).toMatchObject({ id: `qnas-${postId}`, kind: 'topic-post', itemTitle: 'New in children' });
  });

  it('puts what watchers were told in their weekly digest', async () => {
    const asker = await member();
    const watcher = await member();
    const answerer = await member();
    await watcher.put('/api/account/notification-settings', { weeklyDigest: true });
    const questionId = await ask(asker, 'Who keeps the garden?');
    await watcher.put(`/api/account/watching/questions/${questionId}`);
    await answer(answerer, questionId);
    await bellOf(watcher, 1);

    const now = new Date();
    await notificationDigestProcessor({
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
    await until(async () => emailsIn(t.dataDir, watcher.email).length === 1, 'the digest email', 5_000);
    expect(emailsIn(t.dataDir, watcher.email)[0]!.text).toContain(
      `${answerer.username} answered a question you watch: “Who keeps the garden?”`,
    );
  });

  it('never shows a member another member’s watches', async () => {
    const owner = await member();
    const other = await member();
    const id = await ask(owner, 'Mine to watch');
    await owner.put(`/api/account/watching/topics/${children.slug}`);
    expect(await watching(other)).toEqual([]);
    // Unwatching in their own list changes nothing in the owner's.
    await other.delete(`/api/account/watching/questions/${id}`);
    await other.delete(`/api/account/watching/topics/${children.slug}`);
    expect((await watching(owner)).map((i) => i.kind).sort()).toEqual(['question', 'topic']);
  });
});
