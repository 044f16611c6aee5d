import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ApiClient } from '../support/api-client';
import { type BuiltServer, startBuiltProcess } from '../support/built-process';
import { createTestDatabase, type TestDatabase } from '../support/databases';
import { startPrivateRedis, type PrivateRedis } from '../support/private-redis';
import { startTestApp, type TestApp } from '../support/test-app';
import { uniqueName } from '../support/test-run';
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

  it('fails readiness within its bound while Redis is stopped, and leaves liveness alone', async () => {
    await redis.stop();
    try {
      const ready = await fetch(`${t.baseUrl}/health/ready`, { signal: AbortSignal.timeout(10_000) });
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'unavailable', redis: { ok: false }, database: { ok: true } });
      const live = await fetch(`${t.baseUrl}/health/live`, { signal: AbortSignal.timeout(10_000) });
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({
        status: 'ok',
        roles: ['api', 'projector', 'worker'],
        instance: t.config.instanceId,
        projectorLeader: true,
      });
    } finally {
      await redis.start();
    }
    await until(redisOk, 'Redis to be reported up again', 20_000);
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

interface Readiness {
  status: string;
  roles: string[];
  instance: string;
  projectorLeader: boolean;
  redis: { ok: boolean };
  projectionLag: { behindSeconds: number; maxSeconds: number };
}

/** Status and body of a health route; a route that hangs fails here rather than at jest's timeout. */
async function probe(url: string): Promise<{ status: number; body: Readiness }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  return { status: response.status, body: (await response.json()) as Readiness };
}

// Compose health-checks every container of the image, whatever its PROCESS_ROLES: the built server
// run as the image runs it, one process per role, on one database.
describe('the health of each process, as the image runs them', () => {
  let database: TestDatabase;
  let redis: PrivateRedis;
  let dataDir: string;
  let env: Record<string, string>;
  const running = new Set<BuiltServer>();

  const start = async (extra: Record<string, string>) => {
    const started = await startBuiltProcess({ ...env, ...extra });
    running.add(started);
    return started;
  };
  const stop = async (child: BuiltServer) => {
    running.delete(child);
    await child.stop();
  };

  beforeAll(async () => {
    [database, redis] = await Promise.all([createTestDatabase(), startPrivateRedis()]);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'health-'));
    // A short bound, so that a stalled projector shows within the test's patience.
    env = {
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      REDIS_PREFIX: uniqueName('redis'),
      DATA_DIR: dataDir,
      HEALTH_MAX_PROJECTION_LAG: '1',
    };
  });
  afterAll(async () => {
    await Promise.all([...running].map((p) => p.stop()));
    await redis.remove();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  let leader: BuiltServer;
  let standby: BuiltServer;

  it('gives a projector a health port with liveness and readiness, naming it the leader, and nothing else there', async () => {
    leader = await start({ PROCESS_ROLES: 'projector', INSTANCE_ID: 'projector-a' });
    expect(await probe(`${leader.healthUrl}/health/live`)).toEqual({
      status: 200,
      body: { status: 'ok', roles: ['projector'], instance: 'projector-a', projectorLeader: true },
    });
    expect(await probe(`${leader.healthUrl}/health/ready`)).toMatchObject({
      status: 200,
      body: {
        status: 'ok',
        roles: ['projector'],
        instance: 'projector-a',
        projectorLeader: true,
        projectionLag: { behindSeconds: 0, maxSeconds: 1 },
      },
    });
    expect((await fetch(`${leader.healthUrl}/api/session`)).status).toBe(404);
    expect((await fetch(`${leader.healthUrl}/health`)).status).toBe(404);
    // The site's port stays closed: a projector serves no site.
    await expect(fetch(`${leader.baseUrl}/health/live`)).rejects.toThrow();
  });

  it('tells the standby projector from the leader', async () => {
    standby = await start({ PROCESS_ROLES: 'projector', INSTANCE_ID: 'projector-b' });
    expect((await probe(`${standby.healthUrl}/health/ready`)).body).toMatchObject({
      status: 'ok',
      instance: 'projector-b',
      projectorLeader: false,
    });
    expect((await probe(`${leader.healthUrl}/health/live`)).body.projectorLeader).toBe(true);
  });

  it('fails a worker’s readiness, without hanging, while Redis is down, and keeps it live', async () => {
    const worker = await start({ PROCESS_ROLES: 'worker' });
    expect(await probe(`${worker.healthUrl}/health/ready`)).toMatchObject({
      status: 200,
      body: { status: 'ok', roles: ['worker'], projectorLeader: false },
    });
    await redis.stop();
    try {
      expect(await probe(`${worker.healthUrl}/health/ready`)).toMatchObject({
        status: 503,
        body: { status: 'unavailable', redis: { ok: false } },
      });
      expect((await probe(`${worker.healthUrl}/health/live`)).status).toBe(200);
    } finally {
      await redis.start();
    }
    await until(
      async () => (await probe(`${worker.healthUrl}/health/ready`)).status === 200,
      'the worker to be ready again',
      20_000,
    );
    await stop(worker);
  });

  it('answers "degraded" while writes wait for a projector, and ready once one runs again', async () => {
    await Promise.all([...running].map(stop));
    const api = await start({ PROCESS_ROLES: 'api' });
    // With no projector, the member's sign-up is stored and read by nobody.
    await new ApiClient(api.baseUrl).post('/api/auth/signup', {
      email: 'unseen@example.org',
      password: 'correct horse battery',
      isAdult: true,
    });
    const degraded = async () => (await probe(`${api.baseUrl}/health/ready`)).status === 503;
    await until(degraded, 'readiness to fail while the projections lag');
    const ready = await probe(`${api.baseUrl}/health/ready`);
    expect(ready.body).toMatchObject({ status: 'degraded', redis: { ok: true }, projectorLeader: false });
    expect(ready.body.projectionLag.behindSeconds).toBeGreaterThan(1);
    expect(await probe(`${api.baseUrl}/health`)).toMatchObject({ status: 503, body: { status: 'degraded' } });

    await start({ PROCESS_ROLES: 'projector' });
    await until(
      async () => (await probe(`${api.baseUrl}/health/ready`)).status === 200,
      'readiness once a projector caught up',
      30_000,
    );
    expect((await probe(`${api.baseUrl}/health/ready`)).body).toMatchObject({
      status: 'ok',
      projectionLag: { behindSeconds: 0 },
    });
  });
});
