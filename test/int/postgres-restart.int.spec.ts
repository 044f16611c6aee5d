import { writeAccepted } from '../../src/contracts/writes';
import { ApiClient, type ApiAnswer } from '../support/api-client';
import { startPrivatePostgres, type PrivatePostgres } from '../support/private-postgres';
import { startTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';

// PostgreSQL restarted while members write: what cannot be done is refused cleanly (503 and a
// message, never a 500 or a stack), what was stored is never refused (201, or 202 when the answer
// could not be finished), nothing acknowledged is lost, and the site recovers by itself.
describe('PostgreSQL restarted during writes', () => {
  let server: PrivatePostgres;
  let t: TestApp;

  beforeAll(async () => {
    server = await startPrivatePostgres();
    t = await startTestApp('services', { RATE_LIMIT_FACTOR: '1000', DATABASE_URL: server.url });
  });
  afterAll(async () => {
    await t.close();
    server.remove();
  });

  it('answers 503 while it is down, loses nothing it acknowledged, and recovers', async () => {
    const writers = await Promise.all(
      [1, 2, 3, 4].map(async (n) => {
        const client = new ApiClient(t.baseUrl);
        await client.signUp(`writer-${n}@example.org`);
        return client;
      }),
    );
    const acknowledged: number[] = [];
    const refusals: Pick<ApiAnswer, 'status' | 'body'>[] = [];
    let writing = true;
    let serial = 0;
    const write = async (client: ApiClient) => {
      while (writing) {
        const title = `Written through a restart ${++serial}`;
        const r = await client
          .post('/api/articles', { title, body: 'Must not be lost once acknowledged.', tags: [], categories: [] })
          .catch((error: unknown) => ({ status: 0, body: String(error) }));
        // 202: stored before the server went, with its answer (the id) or with "saved" alone.
        if (r.status === 201 || (r.status === 202 && r.body.id)) acknowledged.push(r.body.id);
        else if (r.status === 202) expect(r.body).toEqual(writeAccepted());
        else refusals.push({ status: r.status, body: r.body });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const load = Promise.all(writers.map(write));

    await until(async () => acknowledged.length >= 10, 'writes before the restart');
    server.stop();
    // Down until writes are refused: one acknowledged just before the stop may wait out its
    // read-your-writes bound (2 s), so a fixed short outage could pass without any write in it.
    await until(async () => refusals.length >= 4, 'writes refused while the server is down', 20_000);
    server.start();
    const restartedAt = acknowledged.length;
    await until(
      async () => acknowledged.length >= restartedAt + 10,
      'writes to succeed again after the restart',
      30_000,
    );
    writing = false;
    await load;

    expect(refusals.length).toBeGreaterThan(0);
    for (const refusal of refusals) {
      expect(refusal.status).toBe(503);
      expect(refusal.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: expect.any(String) });
    }
    const reader = new ApiClient(t.baseUrl);
    for (const id of acknowledged) {
      await until(
        async () => (await reader.get(`/api/articles/${id}`)).status === 200,
        `acknowledged article ${id}`,
        15_000,
      );
    }
    const health = await reader.get('/health');
    expect(health.status).toBe(200);
  }, 120_000);
});
