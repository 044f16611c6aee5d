import { systemContext } from '../../src/commands/command-context';
import { changeRole } from '../../src/commands/users/users.decider';
import { CommandRunner } from '../../src/writes/command-runner';
import { MESSAGES } from '../../src/contracts/messages';
import { CredentialsRepository } from '../../src/infra/accounts/credentials.repository';
import type { EventStore } from '../../src/infra/event-store/event-store.port';
import { EVENT_STORE } from '../../src/infra/tokens';
import { userStream } from '../../src/events/streams';
import { ApiClient } from '../support/api-client';
import { latestEmail, projectionsCaughtUp, startTestApp, type TestApp, type TestProfile } from '../support/test-app';
import { describeBehaviour } from '../support/profiles';
import { createHmac } from 'node:crypto';

describeBehaviour('members API', ({ profile, it, smoke }) => {
  let t: TestApp;
  let n = 0;
  const email = () => `member${++n}@example.org`;

  // Every test here comes from one address; the limits themselves are tested below at their real values.
  beforeAll(async () => {
    t = await startTestApp(profile, { RATE_LIMIT_FACTOR: '1000' });
  });
  afterAll(async () => t.close());

  const client = () => new ApiClient(t.baseUrl);

  describe('session', () => {
    it('starts logged out with a CSRF token in a readable cookie', async () => {
      const c = client();
      const r = await c.get('/api/session');
      expect(r.status).toBe(200);
      expect(r.body.user).toBeNull();
      expect(r.body.csrfToken).toBe(c.cookie('csrf_token'));
      expect(r.headers.getSetCookie().join()).toMatch(/csrf_token=.*SameSite=Strict/i);
    });

    it('sets no cookie on other reads of the API, so that a crawler or a cache sees none', async () => {
      const r = await client().get('/api/articles');
      expect(r.status).toBe(200);
      expect(r.headers.getSetCookie()).toEqual([]);
    });

    it('hands a refused mutation without a CSRF cookie a token, with which the retry passes the check', async () => {
      const c = client();
      const refused = await c.request(
        'POST',
        '/api/auth/login',
        { email: 'x@y.org', password: 'p' },
        { 'x-csrf-token': 'none' },
      );
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('This page is out of date. Please reload it and try again.');
      expect(c.cookie('csrf_token')).toMatch(/^[\w-]{43}$/);
      expect((await c.post('/api/auth/login', { email: 'x@y.org', password: 'wrong password' })).status).toBe(401);
    });

    it('refuses a mutation without the CSRF header, and with a wrong one', async () => {
      const c = client();
      await c.get('/api/session');
      expect(
        (await c.request('POST', '/api/auth/login', { email: 'x@y.org', password: 'p' }, { 'x-csrf-token': '' }))
          .status,
      ).toBe(403);
      expect(
        (await c.request('POST', '/api/auth/login', { email: 'x@y.org', password: 'p' }, { 'x-csrf-token': 'forged' }))
          .status,
      ).toBe(403);
    });
  });

  describe('signup', () => {
    smoke('creates a member, logs them in, and the account is readable at once', async () => {
      const c = client();
      const address = email();
      const r = await c.post('/api/auth/signup', {
        email: address.toUpperCase(),
        password: 'correct horse',
        isAdult: true,
      });
      expect(r.status).toBe(201);
      expect(r.body.user).toMatchObject({
        email: address,
        username: expect.stringMatching(/^Member \d{6}$/),
        usernameChosen: false,
        role: 'member',
        tutorialStatus: 0,
        mustChangePassword: false,
      });
      expect(r.headers.getSetCookie().join()).toMatch(/sid=[^;]+;.*HttpOnly.*SameSite=Lax/i);
      expect(JSON.stringify(r.body)).not.toMatch(/hash|salt|argon/i);
      const account = await c.get('/api/account');
      expect(account.status).toBe(200);
      expect(account.body.profile).toMatchObject({ uid: r.body.user.uid, email: address });
    });

    it('needs the 18+ acknowledgement, with the exact warning', async () => {
      const r = await client().post('/api/auth/signup', { email: email(), password: 'correct horse', isAdult: false });
      expect(r.status).toBe(400);
      expect(r.body.message).toContain(MESSAGES.ageRequired);
    });

    it('refuses a taken email, whatever its case', async () => {
      const address = email();
      await client().signUp(address);
      const r = await client().post('/api/auth/signup', {
        email: address.toUpperCase(),
        password: 'another one',
        isAdult: true,
      });
      expect(r).toMatchObject({ status: 409, body: { message: MESSAGES.emailTaken } });
    });

    it.each([
      ['an invalid email', { email: 'not-an-email', password: 'correct horse', isAdult: true }, MESSAGES.invalidEmail],
      ['a short password', { email: 'short@example.org', password: 'short', isAdult: true }, 'at least 8'],
      [
        'an unknown field',
        { email: 'u@example.org', password: 'correct horse', isAdult: true, role: 'Administrator' },
        'Unknown field: role',
      ],
      ['a wrong type', { email: 42, password: 'correct horse', isAdult: true }, MESSAGES.invalidEmail],
    ])('answers %s with a 400 and a clear message', async (_, body, message) => {
      const r = await client().post('/api/auth/signup', body);
      expect(r.status).toBe(400);
      expect(r.body.message).toContain(message);
    });
  });

  describe('malformed requests', () => {
    it('answers malformed JSON with a 400', async () => {
      const r = await client().request('POST', '/api/auth/login', '{"email": ');
      expect(r).toMatchObject({ status: 400, body: { message: 'The request body is not valid JSON.' } });
    });
    it('answers a huge body with a 413', async () => {
      const r = await client().request('POST', '/api/auth/login', {
        email: 'a@b.org',
        password: 'x'.repeat(2 * 1024 * 1024),
      });
      expect(r.status).toBe(413);
    });
    it('answers a non-JSON body with a 415', async () => {
      const c = client();
      await c.get('/api/session');
      const r = await c.request('POST', '/api/auth/login', '<email/>', { 'content-type': 'application/xml' });
      expect(r.status).toBe(415);
    });
    it('answers unknown query parameters with a 400 and unknown API routes with a 404', async () => {
      expect((await client().get('/api/session?debug=1')).status).toBe(400);
      expect((await client().get('/api/nothing-here')).status).toBe(404);
    });
  });

  describe('login and logout', () => {
    it('refuses wrong credentials with the exact message, the same for unknown emails', async () => {
      const address = email();
      await client().signUp(address);
      for (const body of [
        { email: address, password: 'wrong password' },
        { email: 'nobody@example.org', password: 'correct horse' },
      ]) {
        expect(await client().post('/api/auth/login', body)).toMatchObject({
          status: 401,
          body: { message: MESSAGES.loginFailed },
        });
      }
    });

    it('logs in with a new session token, and logout ends it', async () => {
      const address = email();
      const c = client();
      await c.signUp(address, 'correct horse');
      const first = c.cookie('sid');
      const login = await c.post('/api/auth/login', { email: address, password: 'correct horse' });
      expect(login.status).toBe(200);
      expect(c.cookie('sid')).toBeDefined();
      expect(c.cookie('sid')).not.toBe(first);
      const stolen = new ApiClient(t.baseUrl);
      await stolen.request('GET', '/api/session', undefined, { cookie: `sid=${first}` });
      expect((await stolen.request('GET', '/api/account', undefined, { cookie: `sid=${first}` })).status).toBe(401);
      const token = c.cookie('sid');
      expect((await c.post('/api/auth/logout')).status).toBe(200);
      expect(c.cookie('sid')).toBeUndefined();
      expect((await client().request('GET', '/api/account', undefined, { cookie: `sid=${token}` })).status).toBe(401);
    });

    it('accepts a legacy salted hash once and replaces it with argon2id', async () => {
      const address = email();
      const { uid } = await client().signUp(address, 'new site password');
      const salt = 'a1b2c3d4e5f60718';
      const credentials = t.app.get(CredentialsRepository);
      await credentials.saveLegacy(uid, createHmac('sha512', salt).update('old site password').digest('hex'), salt);
      expect((await client().post('/api/auth/login', { email: address, password: 'old site password' })).status).toBe(
        200,
      );
      expect((await credentials.find(uid))!).toMatchObject({
        legacySalt: null,
        passwordHash: expect.stringMatching(/^\$argon2id\$/),
      });
      expect((await client().post('/api/auth/login', { email: address, password: 'old site password' })).status).toBe(
        200,
      );
      const events = await t.app.get<EventStore>(EVENT_STORE).readStream(userStream(uid));
      expect(events.map((e) => [e.type, (e.data as { via?: string }).via])).toContainEqual([
        'PasswordChanged',
        'legacy-upgrade',
      ]);
    });
  });

  describe('account', () => {
    it('is for logged-in members only', async () => {
      expect(await client().get('/api/account')).toMatchObject({
        status: 401,
        body: { message: MESSAGES.loginRequired },
      });
      expect((await client().patch('/api/account', { gender: 'Female' })).status).toBe(401);
    });

    it('updates the profile, keeping blank fields, and refuses forbidden usernames', async () => {
      const c = client();
      await c.signUp(email());
      const updated = await c.patch('/api/account', {
        username: 'Hopeful Reader',
        gender: 'Female',
        stateReside: 'Outside of USA / Other',
        maritalStatus: 'Separated',
        numChildren: 2,
      });
      expect(updated.status).toBe(200);
      const kept = await c.patch('/api/account', { username: '', gender: '', numChildren: 3 });
      expect(kept.body.profile).toMatchObject({
        username: 'Hopeful Reader',
        gender: 'Female',
        stateReside: 'Outside of USA / Other',
        maritalStatus: 'Separated',
        numChildren: 3,
      });
      for (const username of ['TheAdmin', 'staff member', 'divorcecommunity']) {
        expect(await c.patch('/api/account', { username })).toMatchObject({
          status: 400,
          body: { message: MESSAGES.usernameInvalid },
        });
      }
      expect((await c.patch('/api/account', { gender: 'Robot' })).status).toBe(400);
      expect((await c.patch('/api/account', { email: 'new@example.org' })).status).toBe(400);
      expect((await c.get('/api/account')).body.profile.username).toBe('Hopeful Reader');
    });

    it('says the length rule for a username too short or too long, and keeps the names the site shows for itself', async () => {
      const c = client();
      await c.signUp(email());
      const name = `Steady ${n}`;
      expect((await c.patch('/api/account', { username: name })).status).toBe(200);
      const refusals: [string, string][] = [
        ['J', MESSAGES.usernameTooShort],
        ['a'.repeat(31), MESSAGES.usernameTooLong],
        ['Deleted member', MESSAGES.usernameReserved],
        ['deleted_MEMBER', MESSAGES.usernameReserved],
        ['A member under a pseudonym', MESSAGES.usernameReserved],
      ];
      for (const [username, message] of refusals) {
        expect(await c.patch('/api/account', { username })).toMatchObject({ status: 400, body: { message } });
      }
      expect((await c.get('/api/account')).body.profile.username).toBe(name);
    });

    it('keeps usernames unique, and frees the old one on a rename', async () => {
      const a = client();
      const b = client();
      await a.signUp(email());
      await b.signUp(email());
      const name = `Sunny ${n}`;
      expect((await a.patch('/api/account', { username: name })).status).toBe(200);
      expect(await b.patch('/api/account', { username: name.toUpperCase() })).toMatchObject({
        status: 409,
        body: { message: MESSAGES.usernameTaken },
      });
      expect((await a.patch('/api/account', { username: `${name} Again` })).status).toBe(200);
      expect((await b.patch('/api/account', { username: name })).status).toBe(200);
    });

    it('changes the password, and other devices are logged out', async () => {
      const address = email();
      const phone = client();
      await phone.signUp(address, 'first password');
      const laptop = client();
      await laptop.post('/api/auth/login', { email: address, password: 'first password' });
      expect(
        (await phone.patch('/api/account', { newPassword: 'second password', currentPassword: 'first password' }))
          .status,
      ).toBe(200);
      expect((await phone.get('/api/account')).status).toBe(200);
      expect((await laptop.get('/api/account')).status).toBe(401);
      expect((await client().post('/api/auth/login', { email: address, password: 'first password' })).status).toBe(401);
      expect((await client().post('/api/auth/login', { email: address, password: 'second password' })).status).toBe(
        200,
      );
    });

    it('records the tutorial as done', async () => {
      const c = client();
      await c.signUp(email());
      expect((await c.put('/api/account/tutorial', { status: 1 })).status).toBe(204);
      expect((await c.get('/api/session')).body.user.tutorialStatus).toBe(1);
      expect((await c.put('/api/account/tutorial', { status: 0 })).status).toBe(400);
    });

    it('shows a role granted by an administrator command', async () => {
      const c = client();
      const { uid } = await c.signUp(email());
      const { position } = await t.app
        .get(CommandRunner)
        .runOnly(changeRole, { uid: uid, role: 'Administrator' }, systemContext('test'));
      await projectionsCaughtUp(t, position ?? undefined);
      expect((await c.get('/api/session')).body.user.role).toBe('Administrator');
    });
  });

  describe('password reset', () => {
    it('answers the same whether or not the email has an account', async () => {
      const known = email();
      await client().signUp(known);
      const a = await client().post('/api/auth/reset-code', { email: known });
      const b = await client().post('/api/auth/reset-code', { email: 'stranger@example.org' });
      expect(a.status).toBe(202);
      expect(b).toEqual(expect.objectContaining({ status: a.status, body: a.body }));
      // Once the code has gone to the known email, the stranger's request has been dealt with too.
      await latestEmail(t.dataDir, known);
      await expect(latestEmail(t.dataDir, 'stranger@example.org', 300)).rejects.toThrow();
    });

    it('logs in with the emailed code once, and asks for a new password', async () => {
      const address = email();
      await client().signUp(address, 'forgotten password');
      const c = client();
      await c.post('/api/auth/reset-code', { email: address });
      const mail = await latestEmail(t.dataDir, address);
      const code = /^\s{4}([A-Z0-9]{10})$/m.exec(mail.text)![1]!;
      expect(mail.text).toContain(`/account-reset?email=${encodeURIComponent(address)}&code=${code}`);
      expect((await c.post('/api/auth/reset-verify', { email: address, code: 'WRONGCODE1' })).status).toBe(400);
      const verified = await c.post('/api/auth/reset-verify', { email: address, code: code.toLowerCase() });
      expect(verified.status).toBe(200);
      expect(verified.body.user.mustChangePassword).toBe(true);
      expect((await client().post('/api/auth/reset-verify', { email: address, code })).body.message).toBe(
        MESSAGES.resetCodeInvalid,
      );
      await c.patch('/api/account', { newPassword: 'remembered password' });
      expect((await c.get('/api/session')).body.user.mustChangePassword).toBe(false);
      expect((await client().post('/api/auth/login', { email: address, password: 'remembered password' })).status).toBe(
        200,
      );
    });

    it('keeps the code through wrong guesses, which a stranger could otherwise use to void it', async () => {
      const address = email();
      await client().signUp(address);
      await client().post('/api/auth/reset-code', { email: address });
      const code = /^\s{4}([A-Z0-9]{10})$/m.exec((await latestEmail(t.dataDir, address)).text)![1]!;
      for (let i = 0; i < 5; i++)
        expect((await client().post('/api/auth/reset-verify', { email: address, code: `BAD${i}CODE00` })).status).toBe(
          400,
        );
      expect((await client().post('/api/auth/reset-verify', { email: address, code })).status).toBe(200);
    });
  });

  describe('operations', () => {
    it('reports health with the database, event store and projection lag', async () => {
      // The projections catch up within moments of the last write; wait for that, then read.
      let r = await client().get('/health');
      for (let i = 0; i < 100 && r.body.projections.some((p: { caughtUp: boolean }) => !p.caughtUp); i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        r = await client().get('/health');
      }
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        status: 'ok',
        database: { ok: true },
        eventStore: { ok: true },
        redis: { ok: true },
      });
      expect(r.body.projections).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'users', caughtUp: true })]),
      );
    });

    it('publishes an OpenAPI document of every API route', async () => {
      const r = await client().get('/api/docs/openapi.json');
      expect(r.status).toBe(200);
      expect(Object.keys(r.body.paths)).toEqual(
        expect.arrayContaining(['/api/auth/signup', '/api/auth/login', '/api/account', '/health']),
      );
      expect(r.body.paths['/api/auth/signup'].post.requestBody).toBeDefined();
    });

    it('sends security headers', async () => {
      const r = await client().get('/api/session');
      expect(r.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    });
  });
});

describe.each<TestProfile>(['services', 'embedded'])('rate limits at their real values (%s profile)', (profile) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(profile);
  });
  afterAll(async () => t.close());

  it('limits login attempts per account from the address that guessed wrong, even with the right password', async () => {
    await new ApiClient(t.baseUrl).signUp('limited@example.org', 'correct horse');
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push(
        (
          await new ApiClient(t.baseUrl).post('/api/auth/login', {
            email: 'limited@example.org',
            password: 'wrong password',
          })
        ).status,
      );
    expect(statuses).toEqual(Array(10).fill(401));
    const limited = await new ApiClient(t.baseUrl).post('/api/auth/login', {
      email: 'limited@example.org',
      password: 'correct horse',
    });
    expect(limited).toMatchObject({ status: 429, body: { message: MESSAGES.tooManyAttempts } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits reset codes per account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await new ApiClient(t.baseUrl).post('/api/auth/reset-code', { email: 'someone@example.org' })).status,
      );
    expect(statuses).toEqual([202, 202, 202, 429]);
  });

  it('limits signups per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (
          await new ApiClient(t.baseUrl).post('/api/auth/signup', {
            email: `flood${i}@example.org`,
            password: 'correct horse',
            isAdult: true,
          })
        ).status,
      );
    expect(statuses.filter((s) => s === 201).length).toBe(9);
    expect(statuses[statuses.length - 1]).toBe(429);
  });
});
