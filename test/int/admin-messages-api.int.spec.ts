import * as fs from 'node:fs';
import * as path from 'node:path';
import { ADMIN_MESSAGE_TEXT, type AdminMessage, type AdminMessagePage } from '../../src/contracts/admin-messages';
import { MESSAGES } from '../../src/contracts/messages';
import { ApiClient } from '../support/api-client';
import { emailsIn, latestEmail, startTestApp, type TestApp } from '../support/test-app';
import { describeBehaviour } from '../support/profiles';
import { grantRole } from '../support/roles';
import { until } from '../support/until';

describeBehaviour('Contact Us, Report a Bug and the administrators’ inbox', ({ profile, it, smoke }) => {
  let t: TestApp;
  let n = 0;
  let admin: ApiClient;
  let adminEmail: string;
  let member: ApiClient;
  let memberName: string;

  const client = () => new ApiClient(t.baseUrl);
  const contact = (body: object, who = client()) => who.post('/api/contact', body);
  const bug = (body: object, who = client()) => who.post('/api/bug-reports', body);
  const inbox = async (query = ''): Promise<AdminMessagePage> => {
    const r = await admin.get(`/api/admin/messages${query}`);
    expect(r.status).toBe(200);
    return r.body;
  };
  /** The message once the read model has it (the forms answer before the inbox is written). */
  const arrived = async (text: string): Promise<AdminMessage> => {
    let found: AdminMessage | undefined;
    await until(
      async () => (found = (await inbox()).messages.find((m) => m.message === text)) !== undefined,
      `the message "${text}"`,
    );
    return found!;
  };
  const outbox = () => {
    const dir = path.join(t.dataDir, 'outbox');
    return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8')) : [];
  };

  beforeAll(async () => {
    t = await startTestApp(profile, { RATE_LIMIT_FACTOR: '1000' });
    member = client();
    memberName = (await member.signUp(`member${++n}-${profile}@example.org`)).username;
    admin = client();
    adminEmail = `admin${++n}-${profile}@example.org`;
    const { uid } = await admin.signUp(adminEmail);
    await grantRole(t, admin, uid, 'Administrator');
  });
  afterAll(async () => t.close());

  describe('Contact Us', () => {
    smoke('keeps the message for the administrators, unread, and emails it to them', async () => {
      const before = (await admin.get('/api/admin/summary')).body.unreadMessages;
      const r = await contact({
        name: 'Dana',
        email: 'Dana@Example.org',
        message: 'Could you add a topic on elder care?',
      });
      expect(r).toMatchObject({ status: 202, body: { message: 'Message Sent. Thank you.' } });
      const kept = await arrived('Could you add a topic on elder care?');
      expect(kept).toMatchObject({
        kind: 'contact',
        name: 'Dana',
        email: 'dana@example.org',
        page: null,
        read: false,
      });
      expect((await admin.get('/api/admin/summary')).body.unreadMessages).toBe(before + 1);
      const mail = await latestEmail(t.dataDir, adminEmail);
      expect(mail.subject).toBe('Contact Us: a message from Dana');
      expect(mail.text).toContain('Email: dana@example.org');
      expect(mail.text).toContain('Could you add a topic on elder care?');
    });

    it('answers a filled honeypot as if sent, and keeps and sends nothing', async () => {
      const r = await contact({
        name: 'Bot',
        email: 'not an email',
        message: 'Cheap watches',
        website: 'http://spam.example',
      });
      expect(r).toMatchObject({ status: 202, body: { message: 'Message Sent. Thank you.' } });
      await contact({ name: 'Eve', email: 'eve@example.org', message: 'After the bot.' });
      await arrived('After the bot.');
      expect((await inbox()).messages.some((m) => m.message === 'Cheap watches')).toBe(false);
      expect(outbox().some((m) => m.includes('Cheap watches'))).toBe(false);
    });

    it.each([
      ['an invalid email', { name: 'A', email: 'nobody', message: 'Hello' }, MESSAGES.invalidEmail],
      ['no email', { name: 'A', message: 'Hello' }, MESSAGES.invalidEmail],
      ['no name', { name: '  ', email: 'a@example.org', message: 'Hello' }, ADMIN_MESSAGE_TEXT.nameRequired],
      ['an empty message', { name: 'A', email: 'a@example.org', message: '   ' }, ADMIN_MESSAGE_TEXT.messageRequired],
      [
        'a long message',
        { name: 'A', email: 'a@example.org', message: 'x'.repeat(5_001) },
        ADMIN_MESSAGE_TEXT.messageTooLong,
      ],
      ['a long name', { name: 'x'.repeat(101), email: 'a@example.org', message: 'Hi' }, ADMIN_MESSAGE_TEXT.nameTooLong],
      [
        'a number for the message',
        { name: 'A', email: 'a@example.org', message: 5 },
        ADMIN_MESSAGE_TEXT.messageRequired,
      ],
      ['an unknown field', { name: 'A', email: 'a@example.org', message: 'Hi', phone: '1' }, 'Unknown field: phone.'],
    ])('refuses %s with a 400 and a clear message', async (_, body, message) => {
      const r = await contact(body);
      expect(r.status).toBe(400);
      expect(r.body.message).toContain(message);
    });
  });

  describe('Report a Bug', () => {
    it('keeps the text with the page, the browser and the logged-in reporter', async () => {
      const r = await bug({ text: 'The pager skips page 3.', page: '/articles?page=2' }, member);
      expect(r).toMatchObject({ status: 202, body: { message: 'Report sent.  Thank you!' } });
      const kept = await arrived('The pager skips page 3.');
      expect(kept).toMatchObject({
        kind: 'bug',
        name: memberName,
        page: '/articles?page=2',
        userAgent: expect.any(String),
        read: false,
      });
    });

    it('takes a visitor’s report too, unnamed', async () => {
      expect((await bug({ text: 'Search shows nothing.', page: '/search/custody' })).status).toBe(202);
      expect(await arrived('Search shows nothing.')).toMatchObject({ kind: 'bug', name: null, email: null });
    });

    it.each([
      ['an empty text', { text: '  ', page: '/' }, ADMIN_MESSAGE_TEXT.bugRequired],
      ['a long text', { text: 'x'.repeat(2_001), page: '/' }, ADMIN_MESSAGE_TEXT.bugTooLong],
      ['another site as the page', { text: 'Hi', page: 'https://evil.example/' }, 'Please give the page as a path.'],
      ['a protocol-relative page', { text: 'Hi', page: '//evil.example/' }, 'Please give the page as a path.'],
      ['a backslashed page', { text: 'Hi', page: '/\\evil.example/phish' }, 'Please give the page as a path.'],
      ['a backslashed page, twice', { text: 'Hi', page: '/\\\\evil.example/' }, 'Please give the page as a path.'],
      ['no page', { text: 'Hi' }, 'Please give the page as a path.'],
    ])('refuses %s with a 400 and a clear message', async (_, body, message) => {
      const r = await bug(body);
      expect(r.status).toBe(400);
      expect(r.body.message).toContain(message);
    });
  });

  describe('a message from the Experts page', () => {
    it('is kept in the inbox with the location, unread, and emailed to the administrators', async () => {
      const r = await client().post('/api/experts/messages', {
        email: 'Gil@Example.org',
        location: 'Tulsa, OK',
        message: 'A coach near Tulsa?',
      });
      expect(r).toMatchObject({ status: 202, body: { message: 'Message Sent. Thank you.' } });
      expect(await arrived('A coach near Tulsa?')).toMatchObject({
        kind: 'expert',
        name: null,
        email: 'gil@example.org',
        location: 'Tulsa, OK',
        page: null,
        read: false,
      });
      const emailed = () => emailsIn(t.dataDir, adminEmail).filter((mail) => mail.text.includes('A coach near Tulsa?'));
      await until(async () => emailed().length === 1, 'the email to the administrator');
      expect(emailed()[0]!.subject).toBe('A message from the Experts page');
    });
  });

  describe('the inbox', () => {
    it('lists newest first, filters by kind, and pages', async () => {
      const all = await inbox();
      const times = all.messages.map((m) => m.receivedAt);
      expect([...times].sort().reverse()).toEqual(times);
      expect((await inbox('?kind=bug')).messages.every((m) => m.kind === 'bug')).toBe(true);
      expect((await inbox('?kind=contact')).messages.every((m) => m.kind === 'contact')).toBe(true);
      expect((await inbox('?kind=expert')).messages.map((m) => m.kind)).toEqual(['expert']);
      expect((await inbox('?page=99')).messages).toEqual([]);
      expect(await admin.get('/api/admin/messages?kind=spam')).toMatchObject({
        status: 400,
        body: { message: expect.stringContaining(ADMIN_MESSAGE_TEXT.kindInvalid) },
      });
      expect((await admin.get('/api/admin/messages?page=0')).status).toBe(400);
    });

    it('marks a message read once, and counts the unread', async () => {
      await contact({ name: 'Fay', email: 'fay@example.org', message: 'Please read me.' });
      const message = await arrived('Please read me.');
      const { unread } = await inbox();
      const r = await admin.post(`/api/admin/messages/${message.id}/read`);
      expect(r).toMatchObject({ status: 200, body: { unread: unread - 1 } });
      expect((await admin.post(`/api/admin/messages/${message.id}/read`)).body).toEqual({ unread: unread - 1 });
      expect((await inbox()).messages.find((m) => m.id === message.id)?.read).toBe(true);
    });

    it('answers unknown or malformed ids with a 404', async () => {
      for (const id of ['contact-00000000-0000-4000-8000-000000000000', 'users', 'contact-1']) {
        expect((await admin.post(`/api/admin/messages/${id}/read`)).body).toMatchObject({
          statusCode: 404,
          message: ADMIN_MESSAGE_TEXT.messageNotFound,
        });
      }
    });

    it('is for administrators only', async () => {
      expect((await client().get('/api/admin/messages')).status).toBe(401);
      expect((await member.get('/api/admin/messages')).status).toBe(403);
    });
  });
});

describe('the forms’ rate limits at their real values', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('embedded');
  });
  afterAll(async () => t.close());

  it('limits each address to 5 contact messages and 10 bug reports an hour', async () => {
    const visitor = new ApiClient(t.baseUrl);
    for (let i = 0; i < 5; i++)
      expect(
        (await visitor.post('/api/contact', { name: 'A', email: 'a@example.org', message: `Hi ${i}` })).status,
      ).toBe(202);
    expect(
      await visitor.post('/api/contact', { name: 'A', email: 'a@example.org', message: 'Once more' }),
    ).toMatchObject({
      status: 429,
      body: { message: MESSAGES.tooManyAttempts },
    });
    for (let i = 0; i < 10; i++)
      expect((await visitor.post('/api/bug-reports', { text: `Bug ${i}`, page: '/' })).status).toBe(202);
    expect((await visitor.post('/api/bug-reports', { text: 'Bug 11', page: '/' })).status).toBe(429);
  });
});
