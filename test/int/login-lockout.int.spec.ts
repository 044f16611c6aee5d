import { MESSAGES } from '../../src/contracts/messages';
import { LIMITS, RESET_CODE_LIMITS } from '../../src/http/rate-limits';
import { ApiClient } from '../support/api-client';
import { emailsIn, latestEmail, startTestApp, type TestApp, type TestProfile } from '../support/test-app';
import { until } from '../support/until';

const PASSWORD = 'correct horse battery';
// Loopback addresses: the server trusts no forwarding header, so each is a different caller to it.
const ATTACKERS = ['127.0.0.11', '127.0.0.12', '127.0.0.13', '127.0.0.14'];
const OWNER_AT_HOME = '127.0.0.50';
const codeIn = (text: string) => /^\s{4}([A-Z0-9]{10})$/m.exec(text)![1]!;

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

  it('checks no more wrong passwords than the account limit when they arrive all at once', async () => {
    const email = await owner();
    const [allowed] = LIMITS.login.perAccount;
    const burst = from('127.0.0.60');
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => burst.post('/api/auth/login', { email, password: `guess ${i}` })),
    );
    expect(statuses.filter((r) => r.status === 401).length).toBe(allowed);
    expect(statuses.filter((r) => r.status !== 401).every((r) => r.status === 429)).toBe(true);
    expect((await from(OWNER_AT_HOME).post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
  });

  const codesSentTo = async (email: string, count: number) => {
    await until(async () => emailsIn(t.dataDir, email).length >= count, `${count} reset emails`, 20_000);
    return emailsIn(t.dataDir, email).map((mail) => codeIn(mail.text));
  };

  it("leaves the owner's own request for a code alone while a stranger asks for codes from another address", async () => {
    const email = await owner();
    const stranger = from('127.0.0.21');
    const statuses: number[] = [];
    const [allowed] = RESET_CODE_LIMITS.perEmailAtAddress;
    for (let i = 0; i <= allowed; i++) statuses.push((await stranger.post('/api/auth/reset-code', { email })).status);
    expect(statuses).toEqual([...Array(allowed).fill(202), 429]);

    const home = from(OWNER_AT_HOME);
    expect((await home.post('/api/auth/reset-code', { email })).status).toBe(202);
    const codes = await codesSentTo(email, allowed + 1);
    expect((await home.post('/api/auth/reset-verify', { email, code: codes.at(-1) })).status).toBe(200);
  });

  it('keeps every code sent working, so that strangers asking from many addresses cannot lock the owner out', async () => {
    const email = await owner();
    const [perEmail] = RESET_CODE_LIMITS.perEmail;
    const [perAddress] = RESET_CODE_LIMITS.perEmailAtAddress;
    const strangers = ['127.0.0.31', '127.0.0.32', '127.0.0.33', '127.0.0.34'].map(from);
    expect(strangers.length * perAddress).toBeGreaterThan(perEmail);
    const statuses: number[] = [];
    for (const stranger of strangers)
      for (let i = 0; i < perAddress; i++)
        statuses.push((await stranger.post('/api/auth/reset-code', { email })).status);
    const sent = statuses.filter((s) => s === 202).length;
    expect(sent).toBe(perEmail);
    // The owner is refused a new code, and told the truth: the inbox holds codes that still work.
    const refused = await from(OWNER_AT_HOME).post('/api/auth/reset-code', { email });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(MESSAGES.resetCodesPending);
    const codes = await codesSentTo(email, sent);
    expect((await from(OWNER_AT_HOME).post('/api/auth/reset-verify', { email, code: codes[0] })).status).toBe(200);
    // Used once, the reset is done: the other codes end with it.
    expect((await from(OWNER_AT_HOME).post('/api/auth/reset-verify', { email, code: codes.at(-1) })).status).toBe(400);
  });

  it('leaves the newest email holding a code that works when requests for codes race', async () => {
    const email = await owner();
    const home = from('127.0.0.40');
    await Promise.all([1, 2, 3].map(() => home.post('/api/auth/reset-code', { email })));
    const codes = await codesSentTo(email, 3);
    expect((await home.post('/api/auth/reset-verify', { email, code: codes.at(-1) })).status).toBe(200);
  });
});
