import { MESSAGES } from '../../src/contracts/messages';
import { LIMITS, RESET_CODE_LIMITS } from '../../src/http/rate-limits';
import { ApiClient, type ApiAnswer } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';

// Guessing from one address across many accounts is limited as well as guessing one account (the
// per-account limits have tests of their own in members-api): at the real values, the request
// after the limit gets 429 with the message and a Retry-After, even when it would have succeeded.
describe('brute force from one address, at the real limits', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp('services');
  });
  afterEach(() => t.close());

  const expectLimited = (r: ApiAnswer) => {
    expect(r).toMatchObject({ status: 429, body: { message: MESSAGES.tooManyAttempts } });
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
  };

  it('limits login attempts per address, across accounts, then refuses even the right password', async () => {
    const [allowed] = LIMITS.login.perAddress;
    await new ApiClient(t.baseUrl).signUp('real-owner@example.org', 'correct horse');
    for (let i = 0; i < allowed; i++) {
      const r = await new ApiClient(t.baseUrl).post('/api/auth/login', {
        email: `guess${i}@example.org`,
        password: 'wrong password',
      });
      expect(r.status).toBe(401);
    }
    expectLimited(
      await new ApiClient(t.baseUrl).post('/api/auth/login', {
        email: 'real-owner@example.org',
        password: 'correct horse',
      }),
    );
  });

  it('limits reset codes per address, across accounts', async () => {
    const [allowed] = RESET_CODE_LIMITS.perAddress;
    for (let i = 0; i < allowed; i++)
      expect(
        (await new ApiClient(t.baseUrl).post('/api/auth/reset-code', { email: `reset${i}@example.org` })).status,
      ).toBe(202);
    expectLimited(await new ApiClient(t.baseUrl).post('/api/auth/reset-code', { email: 'one-more@example.org' }));
  });

  it('limits guesses of a reset code per account, from the address that guessed wrong', async () => {
    const [allowed] = LIMITS.resetVerify.perAccount;
    await new ApiClient(t.baseUrl).signUp('forgetful@example.org', 'correct horse');
    await new ApiClient(t.baseUrl).post('/api/auth/reset-code', { email: 'forgetful@example.org' });
    const statuses: number[] = [];
    for (let i = 0; i <= allowed; i++)
      statuses.push(
        (
          await new ApiClient(t.baseUrl).post('/api/auth/reset-verify', {
            email: 'forgetful@example.org',
            code: `00000${i}`,
          })
        ).status,
      );
    expect(statuses.slice(0, allowed).every((s) => s === 400 || s === 401 || s === 422)).toBe(true);
    expect(statuses[allowed]).toBe(429);
  });

  it('limits password guesses through Delete my account like logins, and deletes nothing meanwhile', async () => {
    const [allowed] = LIMITS.login.perAccount;
    const member = new ApiClient(t.baseUrl);
    await member.signUp('borrowed-session@example.org', 'correct horse');
    for (let i = 0; i < allowed; i++)
      expect(
        (await member.request('DELETE', '/api/account', { password: `guess ${i}`, removeContent: false })).status,
      ).toBe(400);
    expectLimited(await member.request('DELETE', '/api/account', { password: 'correct horse', removeContent: false }));
    expect((await member.get('/api/account')).status).toBe(200);
  });
});
