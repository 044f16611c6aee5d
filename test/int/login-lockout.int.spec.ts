import { MESSAGES } from '../../src/contracts/messages';
import { LIMITS } from '../../src/http/rate-limits';
import { ApiClient } from '../support/api-client';
import { latestEmail, startTestApp, type TestApp, type TestProfile } from '../support/test-app';

const PASSWORD = 'correct horse battery';
// Loopback addresses: the server trusts no forwarding header, so each is a different caller to it.
const ATTACKERS = ['127.0.0.11', '127.0.0.12', '127.0.0.13', '127.0.0.14'];
const OWNER_AT_HOME = '127.0.0.50';

// Guessing is limited per address and per account, at the real limits; yet a stranger's wrong
// guesses must not lock the owner out: the right password from an address that has not guessed
// wrong, and the code emailed to the owner, still work.
describe.each<TestProfile>(['services', 'embedded'])('a stranger guessing at an account (%s profile)', (profile) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await startTestApp(profile);
  });
  afterAll(() => t.close());

  const from = (address: string) => new ApiClient(t.baseUrl, { from: address });
  const owner = async () => {
    const email = `owner${++n}-${profile}@example.org`;
    await from(OWNER_AT_HOME).signUp(email, PASSWORD);
    return email;
  };
  const expectLimited = (r: { status: number; body: { message?: string }; headers: Headers }) => {
    expect(r).toMatchObject({ status: 429, body: { message: MESSAGES.tooManyAttempts } });
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
  };

  it('refuses the addresses that guessed wrong past the account limit, and lets the owner in from another', async () => {
    const email = await owner();
    const [allowed] = LIMITS.login.perAccount;
    const guesses = Math.ceil((allowed + ATTACKERS.length) / ATTACKERS.length);
    const statuses: number[] = [];
    for (let i = 0; i < guesses; i++) {
      for (const address of ATTACKERS)
        statuses.push((await from(address).post('/api/auth/login', { email, password: `guess ${i}` })).status);
    }
    expect(statuses.slice(0, allowed)).toEqual(Array(allowed).fill(401));
    expect(statuses.slice(allowed).every((s) => s === 429)).toBe(true);

    // An attacking address stays refused, even with the right password.
    expectLimited(await from(ATTACKERS[0]!).post('/api/auth/login', { email, password: PASSWORD }));
    const home = from(OWNER_AT_HOME);
    expect((await home.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
    expect((await home.get('/api/account')).body.profile.email).toBe(email);
  });

  it('lets the emailed code in while strangers guess passwords and codes for the account', async () => {
    const email = await owner();
    const [allowedCodes] = LIMITS.resetVerify.perAccount;
    const [allowedPasswords] = LIMITS.login.perAccount;
    await from(OWNER_AT_HOME).post('/api/auth/reset-code', { email });
    const code = /^\s{4}([A-Z0-9]{10})$/m.exec((await latestEmail(t.dataDir, email, 20_000)).text)![1]!;
    for (const address of ATTACKERS) {
      for (let i = 0; i < Math.ceil(allowedPasswords / ATTACKERS.length) + 1; i++)
        await from(address).post('/api/auth/login', { email, password: `guess ${i}` });
      for (let i = 0; i < Math.ceil(allowedCodes / ATTACKERS.length) + 1; i++)
        await from(address).post('/api/auth/reset-verify', { email, code: `WRONG${i}CODE` });
    }
    expectLimited(await from(ATTACKERS[0]!).post('/api/auth/reset-verify', { email, code: 'WRONGCODE9' }));

    // The owner's code was not burnt by the wrong guesses, and the owner's address is not refused.
    const verified = await from(OWNER_AT_HOME).post('/api/auth/reset-verify', { email, code });
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({ email, mustChangePassword: true });
  });
});
