import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER, WRITE_MESSAGES } from '../../src/contracts/writes';
import type { SqlDatabase } from '../../src/infra/sql/database';
import { SQL_DATABASE } from '../../src/infra/tokens';
import { ApiClient } from '../support/api-client';
import { emailsIn, projectionsCaughtUp, startTestApp, type TestApp, type TestProfile } from '../support/test-app';
import { until } from '../support/until';

const keyed = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });
const PASSWORD = 'correct horse battery';
const signup = (email: string, password = PASSWORD) => ({ email, password, isAdult: true });
const contact = (message: string) => ({ name: 'A visitor', email: 'visitor@example.org', message });

/** How many events of `type` whose data's `field` is `value` are stored. */
async function eventsWith(t: TestApp, type: string, field: string, value: string | number): Promise<number> {
  const { db } = t.app.get<SqlDatabase>(SQL_DATABASE);
  const { rows } = await sql<{ n: string }>`
    select count(*)::text as n from es_events where type = ${type} and data->>${field} = ${String(value)}`.execute(db);
  return Number(rows[0]!.n);
}

// A visitor whose write got no answer sends it again with the same Idempotency-Key (the client does so
// by itself): a sign-up must not come back "already taken", a contact message must not arrive twice,
// and a reset request must not email a second code.
describe.each<TestProfile>(['services', 'embedded'])(
  "A visitor's repeated write with the same Idempotency-Key (%s)",
  (profile) => {
    let t: TestApp;

    beforeAll(async () => {
      t = await startTestApp(profile, { RATE_LIMIT_FACTOR: '1000' });
    });
    afterAll(() => t.close());

    it('signs up once and logs the repeat in: the answer is the first, with a session of its own', async () => {
      const email = `visitor-signup-${profile}@example.org`;
      const visitor = new ApiClient(t.baseUrl);
      const key = randomUUID();
      const first = await visitor.request('POST', '/api/auth/signup', signup(email), keyed(key));
      expect(first.status).toBe(201);
      const firstSession = visitor.cookie('sid');
      // The answer was lost on its way: the browser never got its cookie.
      visitor.forget('sid');

      const repeat = await visitor.request('POST', '/api/auth/signup', signup(email), keyed(key));
      expect(repeat).toMatchObject({ status: 201, body: first.body });
      expect(repeat.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
      expect(visitor.cookie('sid')).toEqual(expect.any(String));
      expect(visitor.cookie('sid')).not.toBe(firstSession);
      expect((await visitor.get('/api/session')).body.user).toMatchObject({ uid: first.body.user.uid, email });
      expect(await eventsWith(t, 'UserRegistered', 'email', email)).toBe(1);
    });

    it('refuses the key with another body (422) and creates nothing', async () => {
      const email = `visitor-other-body-${profile}@example.org`;
      const visitor = new ApiClient(t.baseUrl);
      const key = randomUUID();
      expect((await visitor.request('POST', '/api/auth/signup', signup(email), keyed(key))).status).toBe(201);
      visitor.forget('sid');
      const other = await visitor.request(
        'POST',
        '/api/auth/signup',
        signup(email, 'another horse battery'),
        keyed(key),
      );
      expect(other).toMatchObject({ status: 422, body: { message: WRITE_MESSAGES.keyReused } });
      expect(visitor.cookie('sid')).toBeUndefined();

      const elsewhere = await visitor.request('POST', '/api/contact', contact('Sent with a used key'), keyed(key));
      expect(elsewhere.status).toBe(202);
      expect(elsewhere.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
      expect(await eventsWith(t, 'UserRegistered', 'email', email)).toBe(1);
    });

    it('keeps a contact message once, and answers its repeat as the first', async () => {
      const visitor = new ApiClient(t.baseUrl);
      const key = randomUUID();
      const message = `Please read this once (${profile}).`;
      const first = await visitor.request('POST', '/api/contact', contact(message), keyed(key));
      expect(first.status).toBe(202);
      const repeat = await visitor.request('POST', '/api/contact', contact(message), keyed(key));
      expect(repeat).toMatchObject({ status: 202, body: first.body });
      expect(repeat.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
      expect(await eventsWith(t, 'ContactMessageReceived', 'message', message)).toBe(1);
    });

    it('emails one reset code for a repeated request, and logs a repeated code in afresh', async () => {
      const email = `visitor-reset-${profile}@example.org`;
      const { uid } = await new ApiClient(t.baseUrl).signUp(email);
      const visitor = new ApiClient(t.baseUrl);
      const key = randomUUID();
      const request = () => visitor.request('POST', '/api/auth/reset-code', { email }, keyed(key));
      const first = await request();
      expect(first.status).toBe(202);
      const repeat = await request();
      expect(repeat).toMatchObject({ status: 202, body: first.body });
      expect(repeat.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
      // A new request (a new key) sends a second code; had the repeat queued one, it would be before it.
      expect((await visitor.request('POST', '/api/auth/reset-code', { email }, keyed(randomUUID()))).status).toBe(202);
      await until(async () => emailsIn(t.dataDir, email).length >= 2, 'the reset emails', 20_000);
      await until(async () => (await eventsWith(t, 'PasswordResetRequested', 'uid', uid)) >= 2, 'the requests');
      await projectionsCaughtUp(t);
      expect(emailsIn(t.dataDir, email)).toHaveLength(2);
      expect(await eventsWith(t, 'PasswordResetRequested', 'uid', uid)).toBe(2);

      const code = /^\s{4}([A-Z0-9]{10})$/m.exec(emailsIn(t.dataDir, email)[0]!.text)![1]!;
      const verifyKey = randomUUID();
      const verify = () => visitor.request('POST', '/api/auth/reset-verify', { email, code }, keyed(verifyKey));
      const verified = await verify();
      expect(verified).toMatchObject({ status: 200, body: { user: { uid, mustChangePassword: true } } });
      visitor.forget('sid');
      // The code is used up; the repeat of the request that used it is answered as the first.
      const again = await verify();
      expect(again).toMatchObject({ status: 200, body: verified.body });
      expect((await visitor.get('/api/session')).body.user).toMatchObject({ uid, mustChangePassword: true });
      expect(await eventsWith(t, 'PasswordResetVerified', 'uid', uid)).toBe(1);
    });

    it("keeps visitors' and members' keys apart", async () => {
      const key = randomUUID();
      const message = `The same key for everyone (${profile}).`;
      const visitor = new ApiClient(t.baseUrl);
      expect((await visitor.request('POST', '/api/contact', contact(message), keyed(key))).status).toBe(202);
      // Another visitor (another browser) and a member who send the same key and body each send their own.
      const otherVisitor = new ApiClient(t.baseUrl);
      const theirs = await otherVisitor.request('POST', '/api/contact', contact(message), keyed(key));
      expect(theirs.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
      const member = new ApiClient(t.baseUrl);
      await member.signUp(`keys-apart-${profile}@example.org`);
      const mine = await member.request('POST', '/api/contact', contact(message), keyed(key));
      expect(mine.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
      expect(await eventsWith(t, 'ContactMessageReceived', 'message', message)).toBe(3);

      // A member's key does not answer the same browser's write once logged out.
      const memberKey = randomUUID();
      const later = `Sent before logging out (${profile}).`;
      expect((await member.request('POST', '/api/contact', contact(later), keyed(memberKey))).status).toBe(202);
      expect((await member.post('/api/auth/logout')).status).toBe(200);
      const loggedOut = await member.request('POST', '/api/contact', contact(later), keyed(memberKey));
      expect(loggedOut.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
      expect(await eventsWith(t, 'ContactMessageReceived', 'message', later)).toBe(2);
    });
  },
);
