import { randomUUID } from 'node:crypto';
import { UserStreams } from '../../src/commands/users/account-services';
import { MESSAGES } from '../../src/contracts/messages';
import { emailReservationStream } from '../../src/events/streams';
import { CredentialsRepository } from '../../src/infra/accounts/credentials.repository';
import { hashPassword } from '../../src/infra/accounts/passwords';
import type { EventStore } from '../../src/infra/event-store/event-store.port';
import { EVENT_STORE } from '../../src/infra/tokens';
import { ApiClient } from '../support/api-client';
import { buildServer, runBuiltCommand } from '../support/built-processes';
import { startTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';

// A signup reserves the email, stores the password, then registers the account. A crash in
// between once left the email reserved by an account that never came to be: signup answered 409
// and admin:create failed for that email forever.
const CRASHED_PASSWORD = 'the password of the crashed signup';
const PASSWORD = 'a long pass phrase of the real owner';

describe('an email reserved by a signup that stopped before registering', () => {
  let t: TestApp;
  let n = 0;
  const email = () => `half-made-${++n}@example.org`;

  beforeAll(async () => {
    buildServer();
    t = await startTestApp('services', { RATE_LIMIT_FACTOR: '1000' });
  }, 600_000);
  afterAll(() => t.close());

  /** What a crash after the reservation and the password leaves behind: the uid that will never register. */
  async function crashedSignup(address: string): Promise<number> {
    const credentials = t.app.get(CredentialsRepository);
    const uid = await credentials.nextUserId();
    await credentials.save(uid, await hashPassword(CRASHED_PASSWORD));
    const metadata = {
      actorId: uid,
      actorRole: null,
      correlationId: 'crashed-signup',
      causationId: null,
      at: new Date().toISOString(),
    };
    const reserved = { id: randomUUID(), type: 'ValueReserved', data: { kind: 'email', uid }, metadata };
    await t.app.get<EventStore>(EVENT_STORE).appendToStream(emailReservationStream(address), [reserved], 'no_stream');
    return uid;
  }

  it('names no account: its password does not log in', async () => {
    const address = email();
    await crashedSignup(address);
    const login = await new ApiClient(t.baseUrl).post('/api/auth/login', {
      email: address,
      password: CRASHED_PASSWORD,
    });
    expect(login).toMatchObject({ status: 401, body: { message: MESSAGES.loginFailed } });
  });

  it('does not block signup, and the stopped signup can no longer register with it', async () => {
    const address = email();
    const crashed = await crashedSignup(address);
    const owner = new ApiClient(t.baseUrl);
    const signup = await owner.post('/api/auth/signup', { email: address, password: PASSWORD, isAdult: true });
    expect(signup.status).toBe(201);
    expect(signup.body.user.uid).not.toBe(crashed);
    const login = await new ApiClient(t.baseUrl).post('/api/auth/login', { email: address, password: PASSWORD });
    expect(login).toMatchObject({ status: 200, body: { user: { uid: signup.body.user.uid } } });
    // Were the stopped signup still running (slow, not crashed), its registration now fails.
    const late = {
      type: 'RegisterUser' as const,
      uid: crashed,
      email: address,
      handle: 123_456,
      role: 'member' as const,
      now: new Date(),
    };
    await expect(
      t.app
        .get(UserStreams)
        .decide(crashed, late, { actorId: crashed, actorRole: null, correlationId: 'late', causationId: null }),
    ).rejects.toMatchObject({ code: 'conflict', message: MESSAGES.emailTaken });
  });

  it('does not block admin:create, which creates the administrator', async () => {
    const address = email();
    await crashedSignup(address);
    const { databaseUrl, redisUrl, redisPrefix, dataDir } = t.config;
    const env = {
      DATABASE_URL: databaseUrl!,
      REDIS_URL: redisUrl!,
      REDIS_PREFIX: redisPrefix,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    };
    const made = await runBuiltCommand('create-admin', ['--email', address], env, `${PASSWORD}\n`);
    expect(made).toMatchObject({ status: 0, stderr: '', stdout: expect.stringContaining(`${address} (uid `) });
    const admin = new ApiClient(t.baseUrl);
    // The site's projector takes up the command's events in its own time: the login waits for it.
    expect((await admin.post('/api/auth/login', { email: address, password: PASSWORD })).status).toBe(200);
    await until(
      async () => (await admin.get('/api/session')).body.user?.role === 'Administrator',
      'the administrator role in the session',
      30_000,
    );
  });
});
