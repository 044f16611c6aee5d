import { ApiClient } from '../support/api-client';
import { emailsIn, projectionsCaughtUp, startTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';

const ROUNDS = 40;
// Generous: the two requests do the same work, so on a quiet or a loaded machine their medians
// differ by noise; when the request looked the email up and wrote a code for an account, one with
// an account took two to three times as long.
const FACTOR = 1.5;
const SETTLE_MS = 100;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// The reset screen answers the same for every email; how long the answer takes must not tell a
// stranger either whether the email has an account.
describe('asking for a reset code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('services', { RATE_LIMIT_FACTOR: '1000' });
  });
  afterAll(() => t.close());

  it('takes as long for an email with an account as for one without', async () => {
    const known = 'has-an-account@example.org';
    const unknown = 'has-none@example.org';
    await new ApiClient(t.baseUrl).signUp(known);
    const client = new ApiClient(t.baseUrl);
    const emailsTo = (email: string) => emailsIn(t.dataDir, email).length;
    // The work a request leaves behind (for the known address: a code, its event, the projections
    // that follow it and the email) is done before the next request is timed; on a slow machine it
    // outlasts any fixed pause, and would fall on the next request alone.
    const backgroundDone = async (email: string, emailsBefore: number) => {
      if (email === known) await until(async () => emailsTo(email) > emailsBefore, 'the reset email');
      await projectionsCaughtUp(t);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    };
    const timed = async (email: string) => {
      const emailsBefore = emailsTo(email);
      const started = performance.now();
      const r = await client.post('/api/auth/reset-code', { email });
      const ms = performance.now() - started;
      expect(r.status).toBe(202);
      await backgroundDone(email, emailsBefore);
      return ms;
    };
    for (let i = 0; i < 5; i++) {
      await timed(known);
      await timed(unknown);
    }
    const times = { known: [] as number[], unknown: [] as number[] };
    // Interleaved, in alternating order, so that whatever else the machine does falls on both alike.
    for (let i = 0; i < ROUNDS; i++) {
      if (i % 2 === 0) {
        times.known.push(await timed(known));
        times.unknown.push(await timed(unknown));
      } else {
        times.unknown.push(await timed(unknown));
        times.known.push(await timed(known));
      }
    }
    const medians = { known: median(times.known), unknown: median(times.unknown) };
    expect({
      ...medians,
      knownWithinFactor: medians.known < medians.unknown * FACTOR,
      unknownWithinFactor: medians.unknown < medians.known * FACTOR,
    }).toEqual({
      ...medians,
      knownWithinFactor: true,
      unknownWithinFactor: true,
    });
  });
});
