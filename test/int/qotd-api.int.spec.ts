import { CommandRunner } from '../../src/writes/command-runner';
import { QOTD_MESSAGES } from '../../src/contracts/qotd';
import type { JobQueue } from '../../src/infra/jobs/job-queue.port';
import { JOB_QUEUE } from '../../src/infra/tokens';
import { enqueueDailyJobs } from '../../src/jobs/daily-schedule';
import { CYCLE_QOTD, qotdProcessor } from '../../src/jobs/qotd.processor';
import { ApiClient } from '../support/api-client';
import { grantRole } from '../support/roles';
import { startTestApp, type TestApp, type TestProfile } from '../support/test-app';

const until = async (check: () => Promise<boolean>, what: string, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe.each<TestProfile>(['services', 'embedded'])('question of the day (%s profile)', (profile) => {
  let t: TestApp;
  let n = 0;
  let admin: ApiClient;
  let member: ApiClient;
  const questions: number[] = [];

  const client = () => new ApiClient(t.baseUrl);
  const cycle = (id: number | string, available: boolean) => admin.put(`/api/admin/qotd/${id}/cycle`, { available });
  const activate = (id: number | string) => admin.put(`/api/admin/qotd/${id}/active`, {});
  const currentId = async () => (await client().get('/api/qotd')).body.question?.id ?? null;
  const entry = async (id: number) =>
    (await admin.get('/api/admin/qotd')).body.entries.find((e: { id: number }) => e.id === id);

  beforeAll(async () => {
    t = await startTestApp(profile, { RATE_LIMIT_FACTOR: '1000' });
    member = client();
    await member.signUp(`asker${++n}@example.org`);
    for (const title of ['Is it normal to feel relief?', 'How do I tell my parents?', 'When does it get easier?']) {
      const r = await member.post('/api/questions', {
        title,
        body: 'Asking for myself.',
        tags: [],
        categories: [],
        acknowledged: true,
      });
      questions.push(r.body.id);
    }
    admin = client();
    const { uid } = await admin.signUp(`admin${++n}@example.org`);
    await grantRole(t, admin, uid, 'Administrator');
  });
  afterAll(async () => t.close());

  it('has no question of the day until one is chosen', async () => {
    expect((await client().get('/api/qotd')).body).toEqual({ question: null });
  });

  it('keeps the administration to administrators', async () => {
    expect((await client().get('/api/admin/qotd')).status).toBe(401);
    expect((await member.get('/api/admin/qotd')).status).toBe(403);
    expect((await member.put(`/api/admin/qotd/${questions[0]}/cycle`, { available: true })).status).toBe(403);
    expect((await member.put(`/api/admin/qotd/${questions[0]}/active`, {})).status).toBe(403);
  });

  it('refuses unknown questions, bad ids and bad bodies with clear 4xx replies', async () => {
    expect((await cycle(999_999, true)).body).toMatchObject({
      statusCode: 404,
      message: QOTD_MESSAGES.questionNotFound,
    });
    expect((await cycle('abc', true)).status).toBe(404);
    expect((await admin.put(`/api/admin/qotd/${questions[0]}/cycle`, { available: 'yes' })).status).toBe(400);
    expect((await activate(questions[0]!)).body).toMatchObject({ statusCode: 409, message: QOTD_MESSAGES.notInCycle });
    expect((await admin.get('/api/admin/qotd?page=0')).status).toBe(400);
    expect((await admin.get('/api/admin/qotd?page=abc')).status).toBe(400);
  });

  it('lists every question, so that any can join the cycle, newest first and paged', async () => {
    const listed = await admin.get('/api/admin/qotd');
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ page: 1, total: questions.length });
    expect(listed.body.entries).toEqual(
      [...questions].reverse().map((id) => ({
        id,
        title: expect.any(String),
        available: false,
        timesUsed: 0,
        lastUsed: null,
        active: false,
      })),
    );
    expect((await admin.get('/api/admin/qotd?page=2')).body).toEqual({ entries: [], page: 2, total: questions.length });
  });

  it('makes a question of the cycle current, shown to everyone, and keeps it in the cycle', async () => {
    const [first, second] = questions as [number, number];
    expect((await cycle(first, true)).status).toBe(200);
    expect((await cycle(second, true)).status).toBe(200);
    const activated = await activate(first);
    expect(activated.status).toBe(200);
    expect(activated.body.entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: first, available: true, active: true, timesUsed: 1 }),
        expect.objectContaining({ id: second, active: false, timesUsed: 0 }),
      ]),
    );
    const shown = (await client().get('/api/qotd')).body.question;
    expect(shown).toMatchObject({
      id: first,
      kind: 'qnas',
      title: 'Is it normal to feel relief?',
      body: 'Asking for myself.',
    });

    const refused = await cycle(first, false);
    expect(refused.body).toMatchObject({ statusCode: 409, message: QOTD_MESSAGES.currentCannotLeaveCycle });
    expect(await entry(first)).toMatchObject({ available: true, active: true });
  });

  it('moves on once a day, least used first; a second run on the same day changes nothing', async () => {
    const [first, second, third] = questions as [number, number, number];
    await cycle(third, true);
    const processor = qotdProcessor(t.app.get(CommandRunner));
    const run = (day: string) =>
      processor({ id: `${CYCLE_QOTD}-${day}`, queue: 'qotd', name: CYCLE_QOTD, data: { day }, attempt: 1 });

    // Jobs do not wait for the read model: poll it.
    const becomes = (id: number) => until(async () => (await currentId()) === id, `question ${id} to be current`);
    await run('2030-01-01');
    // The second and the third are unused; the older question goes first.
    await becomes(second);
    await run('2030-01-01');
    await run('2030-01-02');
    await becomes(third);
    await run('2030-01-03');
    // All used once now; the first rested longest.
    await becomes(first);
    // The repeated run on the first day chose nothing: each was used once more, no more.
    const used = (await admin.get('/api/admin/qotd')).body.entries.map((e: { id: number; timesUsed: number }) => [
      e.id,
      e.timesUsed,
    ]);
    expect(Object.fromEntries(used)).toEqual({ [first]: 2, [second]: 1, [third]: 1 });
  });

  it('runs the daily job from the queue the workers consume', async () => {
    // After the runs above the second question rested longest.
    await enqueueDailyJobs(t.app.get<JobQueue>(JOB_QUEUE), new Date('2030-02-01T06:00:00Z'));
    await until(async () => (await currentId()) === questions[1], 'the daily job');
  });
});
