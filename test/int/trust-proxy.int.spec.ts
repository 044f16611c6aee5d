import { MESSAGES } from '../../src/contracts/messages';
import { LIMITS } from '../../src/http/rate-limits';
import { ApiClient } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';

const PASSWORD = 'correct horse battery';
const MEMBER_AT_HOME = '198.51.100.7';

/** A client behind the proxy: each request arrives from 127.0.0.1 and names `address` in X-Forwarded-For. */
function forwardedFor(t: TestApp, address: string) {
  const client = new ApiClient(t.baseUrl);
  const headers = { 'x-forwarded-for': address };
  return {
    signUp: (email: string) =>
      client.request('POST', '/api/auth/signup', { email, password: PASSWORD, isAdult: true }, headers),
    logIn: (email: string, password: string) => client.request('POST', '/api/auth/login', { email, password }, headers),
  };
}

/** As many failed logins as one address may make, each from another visitor behind the proxy, to accounts that do not exist. */
async function failedLoginsFromManyVisitors(t: TestApp): Promise<number[]> {
  const [allowed] = LIMITS.login.perAddress;
  const statuses: number[] = [];
  for (let i = 0; i < allowed; i++)
    statuses.push(
      (await forwardedFor(t, `203.0.113.${i + 1}`).logIn(`visitor${i}@example.org`, 'wrong password')).status,
    );
  return statuses;
}

// Behind a load balancer every request comes from the balancer's address: the rate limits count by
// the address it forwards, when told to believe it, and only then.
describe.each(['1', '127.0.0.0/8'])('with TRUST_PROXY=%s (the test client is the proxy)', (trustProxy) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('services', { TRUST_PROXY: trustProxy });
  });
  afterAll(() => t.close());

  it('counts logins by the forwarded address: many visitors failing do not lock out a member', async () => {
    const member = forwardedFor(t, MEMBER_AT_HOME);
    expect((await member.signUp('member@example.org')).status).toBe(201);
    expect((await failedLoginsFromManyVisitors(t)).every((status) => status === 401)).toBe(true);
    expect((await member.logIn('member@example.org', PASSWORD)).status).toBe(200);
  });
});

describe('without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('services');
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For: a client naming other addresses is still one address to the limits', async () => {
    const member = forwardedFor(t, MEMBER_AT_HOME);
    expect((await member.signUp('member@example.org')).status).toBe(201);
    expect((await failedLoginsFromManyVisitors(t)).every((status) => status === 401)).toBe(true);
    const refused = await member.logIn('member@example.org', PASSWORD);
    expect(refused).toMatchObject({ status: 429, body: { message: MESSAGES.tooManyAttempts } });
  });
});
