import { serverTimingSteps } from '../../bench/lib/server-timing';
import { ApiClient } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';

const ARTICLE = { body: 'What the week looked like.\nAnd the next one.', tags: [], categories: [] };

/** Each duration is sent to a tenth of a millisecond. */
const ROUNDING = 0.1;

/** The steps a Server-Timing header names, with their durations in milliseconds. */
const steps = (header: string | null) => Object.fromEntries(serverTimingSteps(header ?? undefined));

// An operator (and the load test) turns SERVER_TIMING on to see whether a slow write is the write
// itself or its wait for the read model.
describe('Server-Timing on writes, when the operator turns it on', () => {
  let t: TestApp;
  let member: ApiClient;

  beforeAll(async () => {
    t = await startTestApp('services', { SERVER_TIMING: 'true', RATE_LIMIT_FACTOR: '1000' });
    member = new ApiClient(t.baseUrl);
    await member.signUp('timed-writer@example.org');
  });
  afterAll(() => t.close());

  it("splits a post's answer into the command, the wait for the pages it shows next, and the whole", async () => {
    const r = await member.post('/api/articles', { ...ARTICLE, title: 'A week of firsts' });
    expect(r.status).toBe(201);
    const { command, 'next-reads': nextReads, total } = steps(r.headers.get('server-timing'));
    expect(command).toBeGreaterThan(0);
    expect(nextReads).toBeGreaterThanOrEqual(0);
    expect(total).toBeGreaterThanOrEqual(command! + nextReads! - ROUNDING);
  });

  it('gives each of several writes at once its own timings', async () => {
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => member.post('/api/articles', { ...ARTICLE, title: `Side by side ${n}` })),
    );
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    for (const r of answers) {
      const timings = steps(r.headers.get('server-timing'));
      expect(Object.keys(timings)).toEqual(['command', 'next-reads', 'total']);
      // Timings shared between requests would add up to more than a request's own whole.
      expect(timings.total).toBeGreaterThanOrEqual(timings.command! + timings['next-reads']! - ROUNDING);
    }
  });

  it('says nothing on a read, which runs no command', async () => {
    const r = await member.get('/api/articles');
    expect(r.status).toBe(200);
    expect(r.headers.get('server-timing')).toBeNull();
  });
});

describe('Server-Timing, left off', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp('embedded');
  });
  afterAll(() => t.close());

  it('is not sent with a write', async () => {
    const member = new ApiClient(t.baseUrl);
    await member.signUp('untimed-writer@example.org');
    const r = await member.post('/api/articles', { ...ARTICLE, title: 'Quietly posted' });
    expect(r.status).toBe(201);
    expect(r.headers.get('server-timing')).toBeNull();
  });
});
