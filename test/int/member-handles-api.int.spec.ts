import { randomUUID } from 'node:crypto';
import { systemContext } from '../../src/commands/command-context';
import { UserStreams } from '../../src/commands/users/account-services';
import { changeRole } from '../../src/commands/users/users.decider';
import { CommandRunner } from '../../src/writes/command-runner';
import { handleName, legacyHandle } from '../../src/contracts/member-handles';
import { MESSAGES } from '../../src/contracts/messages';
import { userStream, usernameReservationStream } from '../../src/events/streams';
import type { EventStore } from '../../src/infra/event-store/event-store.port';
import { CredentialsRepository } from '../../src/infra/accounts/credentials.repository';
import type { SqlDatabase } from '../../src/infra/sql/database';
import type { ReadModel } from '../../src/projections/read-model';
import { EVENT_STORE, SQL_DATABASE } from '../../src/infra/tokens';
import { ProjectionProgress } from '../../src/projections/progress';
import { ApiClient, type ApiAnswer } from '../support/api-client';
import { describeBehaviour } from '../support/profiles';
import { startTestApp, type TestApp } from '../support/test-app';

const HANDLE = /^Member \d{6}$/;

describeBehaviour('member handles', ({ profile, it, smoke }) => {
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    t = await startTestApp(profile, { RATE_LIMIT_FACTOR: '1000' });
  });
  afterAll(async () => t.close());

  const member = async () => {
    const c = new ApiClient(t.baseUrl);
    const user = await c.signUp(`handle${++n}-${profile}@example.org`);
    return Object.assign(c, { uid: user.uid as number, name: user.username as string });
  };
  const created = async (r: Promise<ApiAnswer>): Promise<number> => {
    const reply = await r;
    expect(reply.status).toBe(201);
    return reply.body.id;
  };
  const ask = (c: ApiClient, title: string) =>
    created(c.post('/api/questions', { title, body: 'Asking.', tags: [], categories: [], acknowledged: true }));
  const write = (c: ApiClient, title: string) =>
    created(c.post('/api/articles', { title, body: 'Some text.', tags: [], categories: [] }));
  const holder = async (name: string) => {
    const events = await t.app.get<EventStore>(EVENT_STORE).readStream(usernameReservationStream(name));
    const last = events[events.length - 1];
    return last?.type === 'ValueReserved' ? (last.data as { uid: number }).uid : null;
  };

  it('names every new member by a handle of their own, reserved like a username and kept in their registration', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, member));
    for (const m of members) {
      expect(m.name).toMatch(HANDLE);
      expect(await holder(m.name)).toBe(m.uid);
      const [registered] = await t.app.get<EventStore>(EVENT_STORE).readStream(userStream(m.uid));
      expect(registered).toMatchObject({
        type: 'UserRegistered',
        data: { username: m.name, handle: Number(m.name.slice('Member '.length)) },
      });
      expect((await m.get('/api/account')).body.profile).toMatchObject({
        username: m.name,
        usernameChosen: false,
        usernameInviteDismissed: false,
      });
    }
    expect(new Set(members.map((m) => m.name)).size).toBe(members.length);
  });

  smoke(
    'shows the handle wherever the member is named: bylines, answers, comments, notifications, reports, the user lookup',
    async () => {
      const [asker, answerer] = [await member(), await member()];
      const questionId = await ask(asker, 'Who keeps the holiday photos?');
      const answerId = await created(
        answerer.post(`/api/questions/${questionId}/answers`, { text: 'Copies for both.' }),
      );
      const articleId = await write(asker, 'Our first holiday apart');
      await created(answerer.post(`/api/articles/${articleId}/comments`, { text: 'Thank you.' }));

      expect((await asker.get(`/api/questions/${questionId}`)).body).toMatchObject({ authorName: asker.name });
      expect((await asker.get(`/api/questions/${questionId}/answers`)).body.items).toEqual([
        expect.objectContaining({ id: answerId, authorName: answerer.name }),
      ]);
      expect((await asker.get(`/api/articles/${articleId}/comments`)).body.items).toEqual([
        expect.objectContaining({ authorName: answerer.name }),
      ]);
      expect((await asker.get('/api/notifications')).body.notifications).toEqual(
        expect.arrayContaining([expect.objectContaining({ actorName: answerer.name })]),
      );

      const admin = await member();
      await t.app.get(CommandRunner).run(changeRole, { uid: admin.uid, role: 'Administrator' }, systemContext('test'));
      expect((await answerer.post(`/api/articles/${articleId}/report`, { reason: 'spam' })).status).toBe(202);
      let reports: { targetId: number; reporterName: string }[] = [];
      for (let tries = 0; tries < 50 && reports.length === 0; tries++) {
        const r = await admin.get('/api/admin/reports');
        reports =
          r.status === 200
            ? r.body.reports.filter((report: { targetId: number }) => report.targetId === articleId)
            : [];
        if (reports.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(reports).toEqual([expect.objectContaining({ reporterName: answerer.name })]);
      expect((await admin.get(`/api/admin/users?q=${encodeURIComponent(answerer.name)}`)).body.users).toEqual([
        expect.objectContaining({ uid: answerer.uid, username: answerer.name }),
      ]);
    },
  );

  it('lets a member choose a username once: new bylines carry it, the old keep the handle, which stays theirs', async () => {
    const m = await member();
    const before = await write(m, 'Written under my handle');
    const name = `Dana Chosen ${n} ${profile}`;
    expect((await m.patch('/api/account', { username: name })).body.profile).toMatchObject({
      username: name,
      usernameChosen: true,
    });
    const after = await write(m, 'Written under my name');
    expect((await m.get(`/api/articles/${before}`)).body.authorName).toBe(m.name);
    expect((await m.get(`/api/articles/${after}`)).body.authorName).toBe(name);
    // The handle is not freed for someone else: an old byline would then name two people.
    expect(await holder(m.name)).toBe(m.uid);
    expect(await holder(name)).toBe(m.uid);
  });

  it('refuses usernames shaped like a handle or an alias, and the old default name', async () => {
    const [m, other] = [await member(), await member()];
    for (const username of [other.name, 'Member 123456', 'member4821', 'Anonymous']) {
      expect(await m.patch('/api/account', { username })).toMatchObject({
        status: 400,
        body: { message: MESSAGES.usernameInvalid },
      });
    }
    expect((await m.get('/api/account')).body.profile).toMatchObject({ username: m.name, usernameChosen: false });
  });

  it('closes the invitation to choose a username for good, once', async () => {
    const m = await member();
    for (let i = 0; i < 2; i++)
      expect((await m.put('/api/account/username-invite', { dismissed: true })).status).toBe(204);
    expect((await m.get('/api/account')).body.profile).toMatchObject({
      usernameChosen: false,
      usernameInviteDismissed: true,
    });
    const events = await t.app.get<EventStore>(EVENT_STORE).readStream(userStream(m.uid));
    expect(events.filter((e) => e.type === 'UsernameInviteDismissed')).toHaveLength(1);
    expect((await m.put('/api/account/username-invite', { dismissed: false })).status).toBe(400);
    expect((await new ApiClient(t.baseUrl).put('/api/account/username-invite', { dismissed: true })).status).toBe(401);
  });

  it('draws again on a handle taken by a member, or derived for an account registered before handles', async () => {
    const taken = await member();
    const takenHandle = Number(taken.name.slice('Member '.length));
    // An account from before handles, as its registration was recorded then.
    const credentials = t.app.get(CredentialsRepository);
    const earlier = await credentials.nextUserId();
    const store = t.app.get<EventStore>(EVENT_STORE);
    const at = new Date().toISOString();
    const { position } = await store.appendToStream(
      userStream(earlier),
      [
        {
          id: randomUUID(),
          type: 'UserRegistered',
          data: {
            uid: earlier,
            email: `earlier-${profile}@example.org`,
            username: 'Anonymous',
            role: 'member',
            registeredAt: at,
          },
          metadata: { actorId: earlier, actorRole: 'member', correlationId: 'test', causationId: null, at },
        },
      ],
      'no_stream',
    );
    await t.app.get(ProjectionProgress).waitFor(position);
    const earlierHandle = legacyHandle(earlier);
    const row = await t.app
      .get<SqlDatabase<ReadModel>>(SQL_DATABASE)
      .db.selectFrom('users')
      .select(['username', 'handle'])
      .where('uid', '=', earlier)
      .executeTakeFirst();
    expect(row).toEqual({ username: handleName(earlierHandle), handle: earlierHandle });

    const uid = await credentials.nextUserId();
    const draws = [takenHandle, earlierHandle, 654_321];
    const { handle } = await t.app.get(UserStreams).reserveHandle(uid, systemContext('test'), () => draws.shift()!);
    expect(handle).toBe(654_321);
    expect(await holder(handleName(654_321))).toBe(uid);
    expect(await holder(handleName(earlierHandle))).toBeNull();
  });
});
