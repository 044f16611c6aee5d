import { USER_LOOKUP_MAX, USER_MANAGEMENT_MESSAGES, type ManagedUser } from '../../src/contracts/user-management';
import { userStream } from '../../src/events/streams';
import type { EventStore } from '../../src/infra/event-store/event-store.port';
import { EVENT_STORE } from '../../src/infra/tokens';
import { ApiClient } from '../support/api-client';
import { payMembership } from '../support/expert-membership';
import { describeBehaviour } from '../support/profiles';
import { startTestApp, type TestApp } from '../support/test-app';
import { grantRole } from '../support/roles';

const THIS_YEAR = new Date().getUTCFullYear();
const expertProfile = (slug: string) => ({
  slug,
  title: 'Family mediator',
  bio: 'Calm help.',
  zip: '80202',
  startYear: THIS_YEAR - 5,
  categories: [],
});

describeBehaviour('user management API', ({ profile, it, smoke }) => {
  let t: TestApp;
  let n = 0;
  let admin: ApiClient;
  let adminUid: number;

  const client = () => new ApiClient(t.baseUrl);
  const email = (who: string) => `${who}${++n}-${profile}@example.org`;
  const lookup = (q: string, who = admin) => who.get(`/api/admin/users?q=${encodeURIComponent(q)}`);
  const found = async (q: string): Promise<ManagedUser[]> => {
    const r = await lookup(q);
    expect(r.status).toBe(200);
    return r.body.users;
  };
  const setRole = (uid: number | string, role: unknown, who = admin) =>
    who.put(`/api/admin/users/${uid}/role`, { role });
  const roleEvents = async (uid: number) =>
    (await t.app.get<EventStore>(EVENT_STORE).readStream(userStream(uid))).filter((e) => e.type === 'UserRoleChanged')
      .length;

  /** A member with a username of its own, logged in. */
  async function member(username: string, address = email('member')) {
    const c = client();
    const user = await c.signUp(address);
    expect((await c.patch('/api/account', { username })).status).toBe(200);
    return Object.assign(c, { uid: user.uid as number, email: address, username });
  }

  beforeAll(async () => {
    t = await startTestApp(profile, { RATE_LIMIT_FACTOR: '1000' });
    admin = client();
    adminUid = (await admin.signUp(email('admin'))).uid;
    await grantRole(t, admin, adminUid, 'Administrator');
  });
  afterAll(async () => t.close());

  describe('lookup', () => {
    smoke(
      'finds a user by username or email, whatever the case, with exactly the facts administrators see',
      async () => {
        const pat = await member(`PatLookup${profile}`);
        const before = Date.now();
        const expected: ManagedUser = {
          uid: pat.uid,
          username: pat.username,
          email: pat.email,
          memberSince: expect.any(String),
          role: 'member',
          trustLevel: 'new',
          stopped: false,
        };
        expect(await found(pat.username.toUpperCase())).toEqual([expected]);
        expect(await found(`  ${pat.email.toUpperCase()} `)).toEqual([expected]);
        const [user] = await found(pat.email);
        expect(Object.keys(user!).sort()).toEqual([
          'email',
          'memberSince',
          'role',
          'stopped',
          'trustLevel',
          'uid',
          'username',
        ]);
        expect(Date.parse(user!.memberSince)).toBeLessThanOrEqual(before);
        expect(Date.parse(user!.memberSince)).toBeGreaterThan(before - 60_000);
      },
    );

    it('lists the exact match first, then names and addresses that start with the text', async () => {
      const stem = `rowan${profile}`;
      const longer = await member(`${stem}abc`);
      const exact = await member(`${stem}`);
      const byAddress = await member(`Someone${profile}${n}`, `${stem}zz${n}@example.org`);
      const users = await found(stem);
      expect(users.map((u) => u.uid)).toEqual([exact.uid, longer.uid, byAddress.uid]);
    });

    it('takes % and _ literally, and answers with nobody when nothing matches', async () => {
      await member(`under_score${profile}`);
      expect((await found(`under_score${profile}`)).map((u) => u.username)).toEqual([`under_score${profile}`]);
      expect(await found(`under%${profile}`)).toEqual([]);
      expect(await found('u_der')).toEqual([]);
    });

    it(`answers with at most ${USER_LOOKUP_MAX} users`, async () => {
      const stem = `many${profile}`;
      await Promise.all(
        Array.from({ length: USER_LOOKUP_MAX + 2 }, (_, i) => member(`${stem}${String(i).padStart(2, '0')}`)),
      );
      expect(await found(stem)).toHaveLength(USER_LOOKUP_MAX);
    });

    it('refuses a missing, blank or overlong text and unknown parameters with a 400 and the reason', async () => {
      expect(await admin.get('/api/admin/users')).toMatchObject({
        status: 400,
        body: { message: USER_MANAGEMENT_MESSAGES.queryRequired },
      });
      expect(await lookup('   ')).toMatchObject({
        status: 400,
        body: { message: USER_MANAGEMENT_MESSAGES.queryRequired },
      });
      expect(await lookup('x'.repeat(300))).toMatchObject({
        status: 400,
        body: { message: USER_MANAGEMENT_MESSAGES.queryTooLong },
      });
      expect((await admin.get('/api/admin/users?q=a&role=Expert')).status).toBe(400);
    });
  });

  describe('roles', () => {
    it('grants and revokes Administrator: the new administrator can use the Admin Area at once, and not after', async () => {
      const sam = await member(`SamBoss${profile}`);
      expect((await sam.get('/api/admin/summary')).status).toBe(403);

      const granted = await setRole(sam.uid, 'Administrator');
      expect(granted).toMatchObject({
        status: 200,
        body: {
          changed: true,
          user: { uid: sam.uid, role: 'Administrator' },
          message: `${sam.username} is now an Administrator.`,
        },
      });
      expect((await sam.get('/api/session')).body.user.role).toBe('Administrator');
      expect((await sam.get('/api/admin/summary')).status).toBe(200);
      expect((await found(sam.email))[0]!.role).toBe('Administrator');

      // Another administrator revokes it; the revoked one is refused at once.
      expect(await setRole(sam.uid, 'member')).toMatchObject({
        status: 200,
        body: { changed: true, user: { role: 'member' } },
      });
      expect((await sam.get('/api/admin/summary')).status).toBe(403);
      expect((await lookup(sam.email, sam)).status).toBe(403);
    });

    it('grants Expert (the Expert Area opens, with a profile to fill in before any listing) and revokes it', async () => {
      const jo = await member(`JoExpert${profile}`);
      expect((await jo.get('/api/account/expert')).status).toBe(403);

      expect(await setRole(jo.uid, 'Expert')).toMatchObject({
        status: 200,
        body: { changed: true, user: { role: 'Expert' }, message: `${jo.username} is now an Expert.` },
      });
      expect((await jo.get('/api/account/expert')).body.profile).toMatchObject({ slug: null });
      const slug = `jo-expert-${profile}`;
      expect((await jo.put('/api/account/expert', expertProfile(slug))).status).toBe(200);
      await payMembership(jo);
      expect((await client().get(`/api/experts/${slug}`)).status).toBe(200);

      expect(await setRole(jo.uid, 'member')).toMatchObject({
        status: 200,
        body: { changed: true, user: { role: 'member' }, message: `${jo.username} is now a Member.` },
      });
      expect((await jo.get('/api/account/expert')).status).toBe(403);
      expect((await client().get(`/api/experts/${slug}`)).status).toBe(404);

      // Granted again, the expert saves the same profile to show it again; the address stayed theirs.
      expect((await setRole(jo.uid, 'Expert')).status).toBe(200);
      expect((await jo.get('/api/account/expert')).body.profile).toMatchObject({ slug: null });
      expect((await client().get(`/api/experts/${slug}`)).status).toBe(404);
      expect((await jo.put('/api/account/expert', expertProfile(slug))).body.profile).toMatchObject({ slug });
      expect((await client().get(`/api/experts/${slug}`)).body).toMatchObject({ uid: jo.uid });
    });

    it('answers an unchanged role clearly and records nothing', async () => {
      const lee = await member(`LeeSame${profile}`);
      expect((await setRole(lee.uid, 'Expert')).status).toBe(200);
      const events = await roleEvents(lee.uid);
      expect(await setRole(lee.uid, 'Expert')).toMatchObject({
        status: 200,
        body: { changed: false, user: { role: 'Expert' }, message: `${lee.username} is already an Expert.` },
      });
      expect(await roleEvents(lee.uid)).toBe(events);
    });

    it('names a user who has chosen no username by their handle, which is theirs alone', async () => {
      const c = client();
      const { uid, username } = await c.signUp(email('unnamed'));
      expect(username).toMatch(/^Member \d{6}$/);
      expect((await setRole(uid, 'Expert')).body.message).toBe(`${username} is now an Expert.`);
    });

    it('refuses to let administrators revoke their own Administrator role, and records nothing', async () => {
      const events = await roleEvents(adminUid);
      for (const role of ['member', 'Expert']) {
        expect(await setRole(adminUid, role)).toMatchObject({
          status: 409,
          body: { message: USER_MANAGEMENT_MESSAGES.ownAdministratorRole },
        });
      }
      expect(await roleEvents(adminUid)).toBe(events);
      expect((await admin.get('/api/admin/summary')).status).toBe(200);
      expect(await setRole(adminUid, 'Administrator')).toMatchObject({ status: 200, body: { changed: false } });
    });

    it('answers 404 for an unknown or malformed user id, and 400 for a role that does not exist', async () => {
      const kim = await member(`KimRole${profile}`);
      for (const uid of [999_999, 0, 'abc', '12abc']) {
        expect(await setRole(uid, 'Expert')).toMatchObject({
          status: 404,
          body: { message: USER_MANAGEMENT_MESSAGES.userNotFound },
        });
      }
      for (const role of ['Member', 'admin', '', null, 3]) {
        expect(await setRole(kim.uid, role)).toMatchObject({
          status: 400,
          body: { message: `role: ${USER_MANAGEMENT_MESSAGES.roleInvalid}` },
        });
      }
      expect((await admin.put(`/api/admin/users/${kim.uid}/role`, { role: 'Expert', uid: 1 })).status).toBe(400);
    });
  });

  it('keeps lookup and role changes to administrators, and never shows a secret', async () => {
    const pat = await member(`PatSecret${profile}`);
    const expert = await member(`ExpertSecret${profile}`);
    expect((await setRole(expert.uid, 'Expert')).status).toBe(200);
    for (const [who, status] of [
      [client(), 401],
      [pat, 403],
      [expert, 403],
    ] as const) {
      expect((await lookup(pat.email, who)).status).toBe(status);
      expect((await setRole(pat.uid, 'Administrator', who)).status).toBe(status);
    }
    const reply = JSON.stringify((await lookup(pat.email)).body);
    expect(reply).not.toMatch(/hash|salt|password|session|token|reset|code/i);
  });
});
