import { Redis } from 'ioredis';
import { systemContext } from '../../src/commands/command-context';
import { addYears } from '../../src/commands/membership/renewal-dates';
import { changeRole } from '../../src/commands/users/users.decider';
import { CommandRunner } from '../../src/writes/command-runner';
import { MEMBERSHIP_MESSAGES } from '../../src/contracts/membership';
import { userStream } from '../../src/events/streams';
import type { EventStore } from '../../src/infra/event-store/event-store.port';
import { BullMqJobQueue } from '../../src/infra/jobs/bullmq-job-queue';
import { JobOutbox } from '../../src/infra/jobs/job-outbox';
import type { Job } from '../../src/infra/jobs/job-queue.port';
import type { SqlDatabase } from '../../src/infra/sql/database';
import type { ReadModel } from '../../src/projections/read-model';
import { EVENT_STORE, SQL_DATABASE } from '../../src/infra/tokens';
import { enqueueDailyJobs } from '../../src/jobs/daily-schedule';
import { membershipProcessor, SETTLE_MEMBERSHIPS } from '../../src/jobs/membership.processor';
import { MEMBERSHIP_QUEUE } from '../../src/infra/jobs/queues';
import { ExpertMembershipsQueries } from '../../src/projections/expert-memberships/expert-memberships.queries';
import { ApiClient } from '../support/api-client';
import { emailsIn, latestEmail, startTestApp, type TestApp, type TestProfile } from '../support/test-app';
import { REDIS_URL, uniqueName } from '../support/test-run';
import { until } from '../support/until';
import { narrowTo } from '../../src/infra/sql/narrow';
import type { JobTables } from '../../src/infra/jobs/job-tables';

const DAY = 24 * 60 * 60 * 1000;
const MEMBERSHIP = '/api/account/membership';

describe.each<TestProfile>(['services', 'embedded'])('expert membership and payments (%s profile)', (profile) => {
  let t: TestApp;
  let n = 0;
  let question: number;

  const client = () => new ApiClient(t.baseUrl);
  const eventsOf = async (uid: number, type: string) =>
    (await t.app.get<EventStore>(EVENT_STORE).readStream(userStream(uid))).filter((e) => e.type === type);

  /** A member made an Expert (the expert signup is another slice); `items` posts and answers by them. */
  async function expertWith(items: number): Promise<{ api: ApiClient; uid: number; email: string }> {
    const api = client();
    const email = `expert${++n}-${profile}@example.org`;
    const { uid } = await api.signUp(email);
    await t.app.get(CommandRunner).run(changeRole, { uid: uid, role: 'Expert' }, systemContext('test'));
    await until(async () => (await api.get('/api/session')).body.user.role === 'Expert', 'the Expert role');
    for (let i = 0; i < items; i++) {
      const r =
        i % 2 === 0
          ? await api.post('/api/articles', {
              title: `Co-parenting note ${i}`,
              body: 'What I tell my clients.',
              tags: [],
              categories: [],
            })
          : await api.post(`/api/questions/${question}/answers`, { text: 'Take it one week at a time.' });
      expect(r.status).toBe(201);
    }
    return { api, uid, email };
  }

  beforeAll(async () => {
    t = await startTestApp(profile, { RATE_LIMIT_FACTOR: '1000' });
    const asker = client();
    await asker.signUp(`asker-${profile}@example.org`);
    question = (
      await asker.post('/api/questions', {
        title: 'How do I start?',
        body: 'Where to begin.',
        tags: [],
        categories: [],
        acknowledged: true,
      })
    ).body.id;
  });
  afterAll(async () => t.close());

  it('is for experts only', async () => {
    expect((await client().get(MEMBERSHIP)).status).toBe(401);
    const member = client();
    await member.signUp(`member-${profile}@example.org`);
    expect((await member.get(MEMBERSHIP)).status).toBe(403);
    expect((await member.post(`${MEMBERSHIP}/activate`)).status).toBe(403);
    expect((await member.post(`${MEMBERSHIP}/payments`, { nonce: 'fake-valid-nonce' })).status).toBe(403);
  });

  it('asks for content below 3 items and refuses the activation', async () => {
    const { api } = await expertWith(2);
    expect((await api.get(MEMBERSHIP)).body).toEqual({
      status: 'submit-content',
      renewAt: null,
      daysLeft: null,
      expired: false,
      paid: false,
      contentItems: 2,
      lastSubmissionAt: expect.any(String),
    });
    expect(await api.post(`${MEMBERSHIP}/activate`)).toMatchObject({
      status: 422,
      body: { message: MEMBERSHIP_MESSAGES.notEnoughContent },
    });
  });

  it('activates a free month at 3 items (posts and answers), once', async () => {
    const { api } = await expertWith(3);
    expect((await api.get(MEMBERSHIP)).body).toMatchObject({ status: 'activate', contentItems: 3 });
    const before = Date.now();
    const activated = await api.post(`${MEMBERSHIP}/activate`);
    expect(activated.status).toBe(200);
    expect(activated.body.message).toBe(MEMBERSHIP_MESSAGES.activated);
    const membership = activated.body.membership;
    expect(membership).toMatchObject({ status: 'content-based', expired: false, paid: false, contentItems: 3 });
    const renewAt = new Date(membership.renewAt).getTime();
    expect(renewAt).toBeGreaterThanOrEqual(before + 28 * DAY);
    expect(renewAt).toBeLessThanOrEqual(Date.now() + 31 * DAY);
    expect(membership.daysLeft).toBeGreaterThanOrEqual(28);
    expect(await api.post(`${MEMBERSHIP}/activate`)).toMatchObject({
      status: 409,
      body: { message: MEMBERSHIP_MESSAGES.alreadyActive },
    });
  });

  describe('payments (the sandbox gateway)', () => {
    it('declines with the gateway reason, 402, storing nothing', async () => {
      const { api, uid } = await expertWith(3);
      await api.post(`${MEMBERSHIP}/activate`);
      const before = (await api.get(MEMBERSHIP)).body;
      for (const nonce of ['fake-processor-declined-visa-nonce', 'fake-declined-nonce', 'not-a-nonce']) {
        const declined = await api.post(`${MEMBERSHIP}/payments`, { nonce, idempotencyKey: `decline-${nonce}` });
        expect(declined.status).toBe(402);
        expect(declined.body.message).toMatch(/^Your payment was declined: .+\. No charge was made/);
      }
      expect(
        (await api.post(`${MEMBERSHIP}/payments`, { nonce: 'fake-processor-declined-visa-nonce' })).body.message,
      ).toContain('Do Not Honor');
      expect((await api.get(MEMBERSHIP)).body).toEqual(before);
      expect(await eventsOf(uid, 'MembershipPaid')).toEqual([]);
    });

    it('refuses a missing nonce or a malformed key with 400', async () => {
      const { api } = await expertWith(0);
      expect(await api.post(`${MEMBERSHIP}/payments`, {})).toMatchObject({
        status: 400,
        body: { message: `nonce: ${MEMBERSHIP_MESSAGES.nonceRequired}` },
      });
      expect(await api.post(`${MEMBERSHIP}/payments`, { nonce: '  ' })).toMatchObject({
        status: 400,
        body: { message: `nonce: ${MEMBERSHIP_MESSAGES.nonceRequired}` },
      });
      expect(
        (await api.post(`${MEMBERSHIP}/payments`, { nonce: 'fake-valid-nonce', idempotencyKey: 'bad key!' })).status,
      ).toBe(400);
    });

    it('accepts a paid year from the later of now and the renew date, and charges a repeated submission once', async () => {
      const { api, uid } = await expertWith(3);
      const activated = (await api.post(`${MEMBERSHIP}/activate`)).body.membership;
      const paid = await api.post(`${MEMBERSHIP}/payments`, {
        nonce: 'fake-valid-nonce',
        idempotencyKey: 'payment-key-0001',
      });
      expect(paid.status).toBe(201);
      expect(paid.body.message).toBe('Payment Accepted.');
      expect(paid.body.membership).toMatchObject({ status: 'valid', paid: true, expired: false });
      const renewAt = new Date(paid.body.membership.renewAt);
      const expected = addYears(new Date(activated.renewAt), 1);
      expect(renewAt.toISOString()).toBe(expected.toISOString());
      expect(paid.body.membership.daysLeft).toBeGreaterThan(365);

      // Submitted again (a retry after a lost reply): the same answer, no second charge.
      const again = await api.post(`${MEMBERSHIP}/payments`, {
        nonce: 'fake-valid-nonce',
        idempotencyKey: 'payment-key-0001',
      });
      expect(again.status).toBe(201);
      expect(again.body.membership.renewAt).toBe(renewAt.toISOString());
      // Double-clicked: two requests at once with one key.
      const both = await Promise.all(
        [1, 2].map(() =>
          api.post(`${MEMBERSHIP}/payments`, { nonce: 'fake-valid-nonce', idempotencyKey: 'payment-key-0002' }),
        ),
      );
      expect(both.map((r) => r.status).sort()).toEqual(expect.arrayContaining([201]));
      for (const r of both)
        if (r.status !== 201)
          expect(r).toMatchObject({ status: 409, body: { message: MEMBERSHIP_MESSAGES.paymentInProgress } });
      expect(await eventsOf(uid, 'MembershipPaid')).toHaveLength(2);
      // Without a key the nonce stands in.
      await api.post(`${MEMBERSHIP}/payments`, { nonce: 'fake-valid-visa-nonce' });
      await api.post(`${MEMBERSHIP}/payments`, { nonce: 'fake-valid-visa-nonce' });
      expect(await eventsOf(uid, 'MembershipPaid')).toHaveLength(3);
      expect((await api.get(MEMBERSHIP)).body.renewAt).toBe(addYears(expected, 2).toISOString());
    });

    it('pays for an expert never activated: a year from now', async () => {
      const { api } = await expertWith(0);
      const paid = await api.post(`${MEMBERSHIP}/payments`, {
        nonce: 'fake-valid-nonce',
        idempotencyKey: 'first-payment-0001',
      });
      expect(paid.body.membership).toMatchObject({ status: 'valid', daysLeft: expect.any(Number) });
      expect(paid.body.membership.daysLeft).toBeGreaterThanOrEqual(365);
      expect(paid.body.membership.daysLeft).toBeLessThanOrEqual(366);
    });

    it('tells the web client to show the sandbox widget', async () => {
      expect((await client().get('/api/payments/client-token')).body).toEqual({
        gateway: 'sandbox',
        clientToken: null,
      });
    });
  });

  describe('the daily job (controlled clock)', () => {
    const outboxTo = (to: string) => emailsIn(t.dataDir, to);
    const runAt = (now: Date) =>
      membershipProcessor({
        runner: t.app.get(CommandRunner),
        memberships: t.app.get(ExpertMembershipsQueries),
        clock: { now: () => now },
      })({
        id: `${SETTLE_MEMBERSHIPS}-${now.toISOString().slice(0, 10)}`,
        queue: MEMBERSHIP_QUEUE,
        name: SETTLE_MEMBERSHIPS,
        data: { day: now.toISOString().slice(0, 10) },
        attempt: 1,
      });
    const row = async (uid: number) =>
      t.app
        .get<SqlDatabase<ReadModel>>(SQL_DATABASE)
        .db.selectFrom('expert_memberships')
        .selectAll()
        .where('uid', '=', uid)
        .executeTakeFirstOrThrow();

    it('emails a reminder a week before the renew date, once, then records the lapse once', async () => {
      const { api, uid, email } = await expertWith(3);
      const renewAt = new Date((await api.post(`${MEMBERSHIP}/activate`)).body.membership.renewAt);
      await until(async () => (await row(uid)).renew_at !== null, 'the membership row');

      await runAt(new Date(renewAt.getTime() - 8 * DAY));
      expect(await eventsOf(uid, 'MembershipReminderSent')).toEqual([]);

      await runAt(new Date(renewAt.getTime() - 7 * DAY + 60_000));
      const reminder = await latestEmail(t.dataDir, email);
      expect(reminder.subject).toMatch(/^Your expert membership ends on /);
      expect(reminder.text).toContain('150.00 USD');
      expect(reminder.text).toContain('/account');
      // Repeated the same day and the next: no second reminder for this renew date.
      await runAt(new Date(renewAt.getTime() - 7 * DAY + 120_000));
      await runAt(new Date(renewAt.getTime() - 6 * DAY));
      await new Promise((r) => setTimeout(r, 500));
      expect(outboxTo(email)).toHaveLength(1);
      expect(await eventsOf(uid, 'MembershipReminderSent')).toHaveLength(1);

      await runAt(new Date(renewAt.getTime() + 60 * 60 * 1000));
      await until(async () => (await row(uid)).lapsed === true, 'the lapse in the read model');
      await runAt(new Date(renewAt.getTime() + 2 * DAY));
      expect(await eventsOf(uid, 'MembershipExpired')).toHaveLength(1);
      expect(
        await t.app.get(ExpertMembershipsQueries).dueForSettlement(new Date(renewAt.getTime() + 3 * DAY)),
      ).not.toContain(uid);
    });

    if (profile === 'services') {
      it('runs from the real Redis queue once per day, however often the day is enqueued', async () => {
        const { api, uid } = await expertWith(3);
        const renewAt = new Date((await api.post(`${MEMBERSHIP}/activate`)).body.membership.renewAt);
        await until(async () => (await row(uid)).renew_at !== null, 'the membership row');
        const lapsedDay = new Date(renewAt.getTime() + DAY);

        const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
        const prefix = uniqueName('redis');
        const queue = new BullMqJobQueue(
          redis,
          prefix,
          new JobOutbox(narrowTo<JobTables>()(t.app.get<SqlDatabase<ReadModel>>(SQL_DATABASE).db)),
        );
        const runs: Job[] = [];
        const processor = membershipProcessor({
          runner: t.app.get(CommandRunner),
          memberships: t.app.get(ExpertMembershipsQueries),
          clock: { now: () => lapsedDay },
        });
        try {
          await queue.process(MEMBERSHIP_QUEUE, async (job) => {
            runs.push(job);
            await processor(job);
          });
          await enqueueDailyJobs(queue, lapsedDay);
          await enqueueDailyJobs(queue, new Date(lapsedDay.getTime() + 60_000));
          await until(
            async () => (await eventsOf(uid, 'MembershipExpired')).length === 1,
            'the lapse from the queue',
            15_000,
          );
          await new Promise((r) => setTimeout(r, 500));
          expect(runs.map((j) => j.id)).toEqual([`${SETTLE_MEMBERSHIPS}-${lapsedDay.toISOString().slice(0, 10)}`]);
          expect(await eventsOf(uid, 'MembershipExpired')).toHaveLength(1);
        } finally {
          await queue.close();
          const keys = await redis.keys(`${prefix}:*`);
          if (keys.length) await redis.del(...keys);
          redis.disconnect();
        }
      });
    }
  });
});
