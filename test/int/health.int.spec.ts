import { startPrivateRedis, type PrivateRedis } from '../support/private-redis';
import { startTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';

interface HealthBody {
  status: string;
  database: { ok: boolean };
  redis: { ok: boolean; error?: string };
}

// A load balancer reads /health with a short timeout of its own: a dependency that does not answer
// must show up as down in the answer, promptly, instead of holding the answer back.
describe('/health with Redis away', () => {
  let redis: PrivateRedis;
  let t: TestApp;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    t = await startTestApp('services', { REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await t.close();
    await redis.remove();
  });

  /** The answer and how long it took; an answer that hangs fails here rather than at jest's timeout. */
  const health = async () => {
    const started = performance.now();
    const response = await fetch(`${t.baseUrl}/health`, { signal: AbortSignal.timeout(10_000) });
    return { status: response.status, body: (await response.json()) as HealthBody, ms: performance.now() - started };
  };
  const redisOk = async () => (await health()).body.redis.ok === true;

  it('reports a hung Redis (connected, answering nothing) as down within a second or so', async () => {
    await until(redisOk, 'Redis to be reported up');
    redis.pause();
    try {
      const r = await health();
      expect(r.body.redis).toMatchObject({ ok: false });
      expect(r.status).toBe(503);
      expect(r.body.database.ok).toBe(true);
      // One second for Redis, plus the time a loaded test machine takes to answer.
      expect(r.ms).toBeLessThan(2_500);
    } finally {
      redis.resume();
    }
    await until(redisOk, 'Redis to be reported up again');
  });

  it('reports a stopped Redis as down at once, and up again when it returns', async () => {
    await redis.stop();
    try {
      const r = await health();
      expect(r).toMatchObject({ status: 503, body: { status: 'unavailable', redis: { ok: false } } });
      expect(r.ms).toBeLessThan(2_500);
    } finally {
      await redis.start();
    }
    await until(redisOk, 'Redis to be reported up again', 20_000);
    expect((await health()).body.redis).toMatchObject({ ok: true });
  });
});
