import { MESSAGES } from '../../src/contracts/messages';
import { ApiClient } from '../support/api-client';
import { emailsIn, startTestApp, type TestApp } from '../support/test-app';
import { describeBehaviour } from '../support/profiles';
import { until } from '../support/until';

const OLD_PASSWORD = 'the old password';

describeBehaviour('changing a password', ({ profile, it, smoke }) => {
  let t: TestApp;
  let n = 0;
  const email = () => `changer${++n}-${profile}@example.org`;

  beforeAll(async () => {
    t = await startTestApp(profile, { RATE_LIMIT_FACTOR: '1000' });
  });
  afterAll(() => t.close());

  const client = () => new ApiClient(t.baseUrl);
  const logsIn = async (address: string, password: string) =>
    (await client().post('/api/auth/login', { email: address, password })).status === 200;
  /** Asks for a reset code and reads it from the email that brings it (not an earlier one). */
  const emailedCode = async (address: string) => {
    const before = emailsIn(t.dataDir, address).length;
    await client().post('/api/auth/reset-code', { email: address });
    await until(async () => emailsIn(t.dataDir, address).length > before, `the reset email to ${address}`, 20_000);
    return /^\s{4}([A-Z0-9]{10})$/m.exec(emailsIn(t.dataDir, address).at(-1)!.text)![1]!;
  };
  /** A member logged in through an emailed reset code. */
  const resetSession = async (address: string) => {
    const code = await emailedCode(address);
    const session = client();
    const verified = await session.post('/api/auth/reset-verify', { email: address, code });
    expect(verified.body.user).toMatchObject({ email: address, mustChangePassword: true });
    return session;
  };

  describe('from My Account', () => {
    it('needs the current password: missing or wrong, nothing changes', async () => {
      const address = email();
      const member = client();
      await member.signUp(address, OLD_PASSWORD);

      expect(
        await member.patch('/api/account', { newPassword: 'a new password', username: 'Renamed Meanwhile' }),
      ).toMatchObject({
        status: 400,
        body: { message: MESSAGES.currentPasswordRequired },
      });
      expect(
        await member.patch('/api/account', {
          newPassword: 'a new password',
          currentPassword: 'not my password',
          username: 'Renamed Meanwhile',
        }),
      ).toMatchObject({
        status: 400,
        body: { message: MESSAGES.currentPasswordWrong },
      });
      expect((await member.get('/api/account')).body.profile).toMatchObject({ usernameChosen: false });
      expect(await logsIn(address, OLD_PASSWORD)).toBe(true);
      expect(await logsIn(address, 'a new password')).toBe(false);
    });

    smoke('changes it with the current password, and ends the other sessions', async () => {
      const address = email();
      const phone = client();
      await phone.signUp(address, OLD_PASSWORD);
      const laptop = client();
      await laptop.post('/api/auth/login', { email: address, password: OLD_PASSWORD });

      expect(
        (await phone.patch('/api/account', { newPassword: 'a new password', currentPassword: OLD_PASSWORD })).status,
      ).toBe(200);
      expect((await phone.get('/api/account')).status).toBe(200);
      expect((await laptop.get('/api/account')).status).toBe(401);
      expect(await logsIn(address, OLD_PASSWORD)).toBe(false);
      expect(await logsIn(address, 'a new password')).toBe(true);
    });
  });

  describe('after an emailed reset code', () => {
    it('ends every session opened before, at once', async () => {
      const address = email();
      const laptop = client();
      await laptop.signUp(address, OLD_PASSWORD);
      await resetSession(address);
      expect((await laptop.get('/api/account')).status).toBe(401);
    });

    it('may read, and change nothing but the password, until it sets a new one', async () => {
      const address = email();
      await client().signUp(address, OLD_PASSWORD);
      const session = await resetSession(address);

      const refused = [
        await session.post('/api/articles', {
          title: 'Posted before a new password',
          body: 'Should not be.',
          tags: [],
          categories: [],
        }),
        await session.put('/api/account/tutorial', { status: 1 }),
        await session.put('/api/account/saved/articles/1'),
        await session.patch('/api/account', { username: 'Not Yet' }),
        await session.patch('/api/account', { newPassword: 'a new password', username: 'Not Yet' }),
        await session.request('DELETE', '/api/account', { password: OLD_PASSWORD, removeContent: false }),
      ];
      expect(refused.map((r) => [r.status, r.body.message])).toEqual(
        refused.map(() => [403, MESSAGES.newPasswordFirst]),
      );
      expect((await session.get('/api/account')).body.profile).toMatchObject({ email: address, usernameChosen: false });
      expect((await session.get('/api/articles')).status).toBe(200);
      expect((await session.get('/api/session')).body.user.mustChangePassword).toBe(true);
    });

    it('sets the new password without the old one, ends the other sessions and any newer code, and is free again', async () => {
      const address = email();
      await client().signUp(address, OLD_PASSWORD);
      const session = await resetSession(address);
      // The old password works until the new one is set; the session it opens ends when it is.
      const meanwhile = client();
      expect((await meanwhile.post('/api/auth/login', { email: address, password: OLD_PASSWORD })).status).toBe(200);
      const newerCode = await emailedCode(address);

      expect((await session.patch('/api/account', { newPassword: 'a new password' })).status).toBe(200);
      expect((await session.get('/api/session')).body.user.mustChangePassword).toBe(false);
      expect((await meanwhile.get('/api/account')).status).toBe(401);
      expect((await client().post('/api/auth/reset-verify', { email: address, code: newerCode })).body.message).toBe(
        MESSAGES.resetCodeInvalid,
      );
      expect(await logsIn(address, OLD_PASSWORD)).toBe(false);
      expect(await logsIn(address, 'a new password')).toBe(true);
      expect((await session.put('/api/account/tutorial', { status: 1 })).status).toBe(204);
    });
  });

  describe('common passwords', () => {
    const COMMON = ['password1', 'ILoveYou', 'trustno1'];

    it('are refused at signup and expert signup, and no account is made', async () => {
      for (const password of COMMON) {
        const address = email();
        expect(await client().post('/api/auth/signup', { email: address, password, isAdult: true })).toMatchObject({
          status: 400,
          body: { message: MESSAGES.passwordTooCommon },
        });
        const expert = {
          name: `Common Expert ${n}`,
          location: 'Denver, CO',
          email: address,
          password,
          professions: ['Mediators'],
        };
        expect(await client().post('/api/experts/signup', expert)).toMatchObject({
          status: 400,
          body: { message: MESSAGES.passwordTooCommon },
        });
        expect(await logsIn(address, password)).toBe(false);
        // The email was not taken by the refused signup.
        expect(
          (await client().post('/api/auth/signup', { email: address, password: 'an uncommon one', isAdult: true }))
            .status,
        ).toBe(201);
      }
    });

    it('are refused as a new password, from My Account and after a reset, and nothing changes', async () => {
      const address = email();
      const member = client();
      await member.signUp(address, OLD_PASSWORD);
      expect(
        await member.patch('/api/account', {
          newPassword: COMMON[0],
          currentPassword: OLD_PASSWORD,
          username: 'Kept Out',
        }),
      ).toMatchObject({
        status: 400,
        body: { message: MESSAGES.passwordTooCommon },
      });
      expect((await member.get('/api/account')).body.profile).toMatchObject({ usernameChosen: false });

      const session = await resetSession(address);
      expect(await session.patch('/api/account', { newPassword: COMMON[1] })).toMatchObject({
        status: 400,
        body: { message: MESSAGES.passwordTooCommon },
      });
      expect((await session.get('/api/session')).body.user.mustChangePassword).toBe(true);
      expect(await logsIn(address, OLD_PASSWORD)).toBe(true);
    });
  });
});
