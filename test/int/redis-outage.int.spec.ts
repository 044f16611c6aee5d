import { sql } from 'kysely';
import type { SqlDatabase } from '../../src/infra/sql/database';
import type { ReadModel } from '../../src/projections/read-model';
import { SQL_DATABASE } from '../../src/infra/tokens';
import { ApiClient } from '../support/api-client';
import { startPrivateRedis, type PrivateRedis } from '../support/private-redis';
import { emailsIn, latestEmail, startTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';

// Redis stopped: members go on reading and writing; the jobs they cause (here the email with a
// reset code) wait in the database and run once Redis is back, and each runs once.
describe('Redis stopped', () => {
  let redis: PrivateRedis;
  let t: TestApp;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    t = await startTestApp('services', { RATE_LIMIT_FACTOR: '1000', REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await t.close();
    await redis.remove();
  });

  const emailsTo = (to: string) => emailsIn(t.dataDir, to).length;

  it('keeps reads and writes going, holds the jobs, and runs each once when Redis returns', async () => {
    const member = new ApiClient(t.baseUrl);
    const email = 'through-an-outage@example.org';
    await member.signUp(email);
    const { db } = t.app.get<SqlDatabase<ReadModel>>(SQL_DATABASE);
    const held = async () =>
      Number((await sql<{ n: string }>`select count(*) as n from job_outbox`.execute(db)).rows[0]!.n);

    await redis.stop();
    const started = Date.now();
    const posted = await member.post('/api/articles', {
      title: 'Written while Redis is away',
      body: 'Still here.',
      tags: [],
      categories: [],
    });
    expect(posted.status).toBe(201);
    expect((await member.get(`/api/articles/${posted.body.id}`)).status).toBe(200);
    expect((await member.get('/api/articles')).status).toBe(200);
    const reset = await new ApiClient(t.baseUrl).post('/api/auth/reset-code', { email });
    expect(reset.status).toBe(202);
    // Nothing waited for Redis to come back.
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(await held()).toBeGreaterThanOrEqual(1);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(emailsTo(email)).toBe(0);

    await redis.start();
    const mail = await latestEmail(t.dataDir, email, 30_000);
    expect(mail.subject).toMatch(/reset|code|password/i);
    await until(async () => (await held()) === 0, 'the outbox to empty');
    // Any second hand-over of the same job would have run by now.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(emailsTo(email)).toBe(1);
  }, 90_000);
});
