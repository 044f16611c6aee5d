import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { type CommandContext, systemContext } from '../../src/commands/command-context';
import { saveExpertProfile } from '../../src/commands/experts/experts.decider';
import { signUpExpert } from '../../src/commands/experts/sign-up-expert';
import { payMembership } from '../../src/commands/membership/pay-membership';
import { changeRole } from '../../src/commands/users/users.decider';
import { CommandRunner } from '../../src/writes/command-runner';
import type { AdminMessage } from '../../src/contracts/admin-messages';
import { EXPERT_SEARCH_MESSAGES } from '../../src/contracts/expert-search';
import { MESSAGES } from '../../src/contracts/messages';
import type { Topic } from '../../src/contracts/topics';
import { userStream } from '../../src/events/streams';
import type { EventStore, GlobalPosition } from '../../src/infra/event-store/event-store.port';
import { EVENT_STORE } from '../../src/infra/tokens';
import { ProjectionProgress } from '../../src/projections/progress';
import { ApiClient } from '../support/api-client';
import { emailsIn, latestEmail, startTestApp, type TestApp, type TestProfile } from '../support/test-app';
import { grantRole } from '../support/roles';
import { until } from '../support/until';

const DAY = 86_400_000;

interface ExpertSeed {
  name: string;
  zip: string;
  topics: string[];
  membership: 'paid' | 'lapsed' | 'none';
}

// Ada and Cy share a Beverly Hills zip; Ben is elsewhere in California; Dee (New York) never
// activated her membership and Cy's lapsed, so neither is listed; Eve is Vermont's only expert.
const SEEDS: ExpertSeed[] = [
  { name: 'Ada Mediator', zip: '90210', topics: ['children'], membership: 'paid' },
  { name: 'Ben Counsel', zip: '94103', topics: ['children', 'finances'], membership: 'paid' },
  { name: 'Cy Lapsed', zip: '90210', topics: ['children'], membership: 'lapsed' },
  { name: 'Dee Unpaid', zip: '10001', topics: ['children'], membership: 'none' },
  { name: 'Eve Green', zip: '05401', topics: ['finances'], membership: 'paid' },
];

describe.each<TestProfile>(['services', 'embedded'])('finding experts (%s profile)', (profile) => {
  let t: TestApp;
  let topics: Map<string, Topic>;
  const admin = `admin-${profile}@example.org`;

  const client = () => new ApiClient(t.baseUrl);
  const search = (query: string) => client().get(`/api/experts/search?${query}`);
  const names = (cards: { username: string }[]) => cards.map((card) => card.username);
  const context = (uid: number): CommandContext => ({ ...systemContext('test'), actorId: uid, actorRole: 'Expert' });

  /** A real expert: signed up, profile saved, then a paid year, a lapsed month or no membership at all. */
  async function addExpert(seed: ExpertSeed): Promise<GlobalPosition | null> {
    const runner = t.app.get(CommandRunner);
    const application = { name: seed.name, location: seed.zip, professions: ['Mediators'], otherProfession: null };
    const email = `${seed.name.split(' ')[0]!.toLowerCase()}-${profile}@example.org`;
    const account = { email, password: 'correct horse battery' };
    const { uid } = await runner.runOnly(signUpExpert, { application, account }, systemContext('test'));
    const slug = seed.name.toLowerCase().replace(' ', '-');
    const profileFields = {
      slug,
      title: 'Family Mediator',
      bio: `${seed.name} helps families part well.`,
      zip: seed.zip,
      startYear: 2010,
      categories: seed.topics.map((s) => topics.get(s)!.id),
    };
    let { position } = await runner.runOnly(saveExpertProfile, { uid, profile: profileFields }, context(uid));
    if (seed.membership === 'paid')
      ({ position } = await runner.runOnly(
        payMembership,
        { uid, nonce: 'fake-valid-nonce', idempotencyKey: randomUUID() },
        context(uid),
      ));
    if (seed.membership === 'lapsed') position = await lapse(uid);
    return position;
  }

  /** A month that ended yesterday: no command takes a date in the past, so the events are written as the daily job would have. */
  async function lapse(uid: number): Promise<GlobalPosition> {
    const renewAt = new Date(Date.now() - DAY).toISOString();
    const metadata = {
      actorId: null,
      actorRole: 'system',
      correlationId: 'test',
      causationId: null,
      at: new Date().toISOString(),
    };
    const events = [
      {
        type: 'MembershipActivated',
        data: {
          uid,
          renewAt,
          activatedAt: new Date(Date.now() - 31 * DAY).toISOString(),
          contentItems: 3,
          lastSubmissionAt: null,
        },
      },
      { type: 'MembershipExpired', data: { uid, renewAt, expiredAt: new Date().toISOString() } },
    ].map((event) => ({ id: randomUUID(), ...event, metadata }));
    return (await t.app.get<EventStore>(EVENT_STORE).appendToStream(userStream(uid), events, 'any')).position;
  }

  beforeAll(async () => {
    t = await startTestApp(profile, { RATE_LIMIT_FACTOR: '1000' });
    topics = new Map(((await client().get('/api/topics')).body.topics as Topic[]).map((topic) => [topic.slug, topic]));
    let last: GlobalPosition | null = null;
    // One after another: the topic tab lists them newest first by membership.
    for (const seed of SEEDS) last = (await addExpert(seed)) ?? last;
    const { uid } = await client().signUp(admin);
    const { position } = await t.app
      .get(CommandRunner)
      .runOnly(changeRole, { uid: uid, role: 'Administrator' }, systemContext('test'));
    await t.app.get(ProjectionProgress).waitFor(position ?? last!);
  });
  afterAll(async () => t.close());

  describe('GET /api/experts/search by zip', () => {
    it('lists the zip’s experts first, then the others in the state', async () => {
      const r = await search('zip=90210');
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        zip: '90210',
        city: 'Beverly Hills',
        state: 'CA',
        stateName: 'California',
        heading: 'Results for 90210',
      });
      expect(names(r.body.inZip)).toEqual(['Ada Mediator']);
      expect(names(r.body.elsewhere.items)).toEqual(['Ben Counsel']);
      expect(r.body.message).toBe('More experts elsewhere in California:');
      expect(r.body.inZip[0]).toEqual({
        uid: expect.any(Number),
        slug: 'ada-mediator',
        username: 'Ada Mediator',
        title: 'Family Mediator',
        bio: 'Ada Mediator helps families part well.',
        img: null,
        city: 'Beverly Hills',
        state: 'CA',
        followers: 0,
      });
    });

    it('says so when the zip has none but the state has some', async () => {
      const r = await search('zip=90001');
      expect(r.body.inZip).toEqual([]);
      expect(names(r.body.elsewhere.items)).toEqual(['Ada Mediator', 'Ben Counsel']);
      expect(r.body.message).toBe(
        'While we found no experts in Los Angeles, we did find these experts from elsewhere in California:',
      );
    });

    it('names the zip, not the city, when the city’s other zips have experts', async () => {
      // 90211 is Beverly Hills too, where Ada works from 90210.
      const r = await search('zip=90211');
      expect(r.body).toMatchObject({ city: 'Beverly Hills', inZip: [] });
      expect(names(r.body.elsewhere.items)).toEqual(['Ada Mediator', 'Ben Counsel']);
      expect(r.body.message).toBe(
        'While we found no experts in 90211, we did find these experts from elsewhere in California:',
      );
    });

    it('says so when the state has none at all, and leaves out an expert whose membership never began', async () => {
      const r = await search('zip=10001');
      expect(r.body).toMatchObject({ heading: 'Results for 10001', inZip: [], elsewhere: { items: [], total: 0 } });
      expect(r.body.message).toBe('We do not currently have any registered experts in New York.');
    });

    it('says so when the zip’s experts are all the state has', async () => {
      const r = await search('zip=05401');
      expect(names(r.body.inZip)).toEqual(['Eve Green']);
      expect(r.body.message).toBe('No additional experts found in Vermont.');
    });

    it('leaves out an expert whose membership lapsed', async () => {
      const r = await search('zip=90210');
      expect([...names(r.body.inZip), ...names(r.body.elsewhere.items)]).not.toContain('Cy Lapsed');
    });

    it('searches the zip when a state comes with it', async () => {
      const r = await search('zip=05401&state=CA');
      expect(r.body).toMatchObject({ state: 'VT', heading: 'Results for 05401' });
    });
  });

  describe('GET /api/experts/search by state', () => {
    it.each(['CA', 'ca', 'California', ' california '])('lists the state’s experts for %p', async (state) => {
      const r = await search(`state=${encodeURIComponent(state)}`);
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        zip: null,
        city: null,
        state: 'CA',
        heading: 'Results for California',
        inZip: [],
        message: null,
      });
      expect(names(r.body.elsewhere.items)).toEqual(['Ada Mediator', 'Ben Counsel']);
    });

    it('says so when the state has no experts', async () => {
      const r = await search('state=NY');
      expect(r.body).toMatchObject({
        heading: 'Results for New York',
        message: 'We do not currently have any registered experts in New York.',
      });
    });
  });

  describe('bad searches', () => {
    it.each([
      ['neither a zip nor a state', '', 400, EXPERT_SEARCH_MESSAGES.zipOrStateRequired],
      ['blank fields', 'zip=%20&state=', 400, EXPERT_SEARCH_MESSAGES.zipOrStateRequired],
      ['a malformed zip', 'zip=9021a', 400, EXPERT_SEARCH_MESSAGES.zipInvalid],
      ['a zip of letters, with a state', 'zip=abcde&state=CO', 400, EXPERT_SEARCH_MESSAGES.zipInvalid],
      ['a zip too long', 'zip=902101', 400, EXPERT_SEARCH_MESSAGES.zipInvalid],
      ['a zip no place has', 'zip=00000', 404, EXPERT_SEARCH_MESSAGES.zipUnknown],
      ['an unknown state', 'state=Narnia', 400, EXPERT_SEARCH_MESSAGES.stateUnknown],
      ['an unknown parameter', 'zip=90210&radius=5', 400, 'Unknown field: radius.'],
      ['a bad page', 'zip=90210&page=0', 400, 'page'],
    ])('answers %s (%p) with a %i and a clear message', async (_, query, status, message) => {
      const r = await search(query);
      expect(r.status).toBe(status);
      expect(r.body.message).toContain(message);
    });
  });

  describe('the topic page’s Experts tab', () => {
    it('counts the listed experts with the topic among their categories', async () => {
      expect((await client().get('/api/topics/children')).body.counts.experts).toBe(2);
      expect((await client().get('/api/topics/finances')).body.counts.experts).toBe(2);
      expect((await client().get('/api/topics/pets')).body.counts.experts).toBe(0);
    });

    it('lists them newest first', async () => {
      const r = await client().get('/api/topics/children/experts');
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ total: 2, page: 1, pageSize: 6 });
      expect(names(r.body.items)).toEqual(['Ben Counsel', 'Ada Mediator']);
      expect(names((await client().get('/api/topics/finances/experts?page=1')).body.items)).toEqual([
        'Eve Green',
        'Ben Counsel',
      ]);
    });

    it('answers an empty page past the end, an unknown topic with a 404 and a bad page with a 400', async () => {
      expect((await client().get('/api/topics/children/experts?page=2')).body).toMatchObject({
        items: [],
        total: 2,
        page: 2,
      });
      expect((await client().get('/api/topics/no-such-topic/experts')).status).toBe(404);
      expect((await client().get('/api/topics/children/experts?page=x')).status).toBe(400);
    });
  });

  describe('POST /api/experts/messages', () => {
    const send = (body: object) => client().post('/api/experts/messages', body);
    const outbox = () => {
      const dir = path.join(t.dataDir, 'outbox');
      return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8')) : [];
    };

    it('emails the message to the administrators through the queue', async () => {
      const r = await send({
        email: 'Visitor@Example.org',
        location: 'Burlington, VT',
        message: 'Is there a mediator near Burlington?',
      });
      expect(r).toMatchObject({ status: 202, body: { message: 'Message Sent. Thank you.' } });
      const mail = await latestEmail(t.dataDir, admin);
      expect(mail.subject).toBe('A message from the Experts page');
      expect(mail.text).toContain('Email: visitor@example.org');
      expect(mail.text).toContain('Location: Burlington, VT');
      expect(mail.text).toContain('Is there a mediator near Burlington?');
    });

    it('answers a filled honeypot as if sent, and sends nothing', async () => {
      const r = await send({
        email: 'not an email',
        location: '',
        message: 'Cheap watches',
        website: 'http://spam.example',
      });
      expect(r).toMatchObject({ status: 202, body: { message: 'Message Sent. Thank you.' } });
      // A real message sent after it arrives; the bot's never does.
      await send({ email: 'later@example.org', location: '', message: 'After the bot.' });
      await latestEmailContaining('After the bot.');
      expect(outbox().some((m) => m.includes('Cheap watches'))).toBe(false);
    });

    it.each([
      ['an invalid email', { email: 'nobody', location: '', message: 'Hello' }, MESSAGES.invalidEmail],
      ['no email', { location: '', message: 'Hello' }, MESSAGES.invalidEmail],
      [
        'an empty message',
        { email: 'a@example.org', location: '', message: '   ' },
        EXPERT_SEARCH_MESSAGES.messageRequired,
      ],
      [
        'a long message',
        { email: 'a@example.org', location: '', message: 'x'.repeat(5_001) },
        EXPERT_SEARCH_MESSAGES.messageTooLong,
      ],
      ['an unknown field', { email: 'a@example.org', location: '', message: 'Hi', name: 'x' }, 'Unknown field: name.'],
    ])('refuses %s with a 400 and a clear message', async (_, body, message) => {
      const r = await send(body);
      expect(r.status).toBe(400);
      expect(r.body.message).toContain(message);
    });

    async function latestEmailContaining(text: string, timeoutMs = 5_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (!outbox().some((m) => m.includes(text))) {
        if (Date.now() > deadline) throw new Error(`No email containing ${text}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  });
});

describe.each<TestProfile>(['services', 'embedded'])(
  'POST /api/experts/messages on a fresh site, without administrators (%s profile)',
  (profile) => {
    let t: TestApp;
    const visitor = () => new ApiClient(t.baseUrl);
    /** Messages this address has sent: the rate limit counts them all. */
    let sent = 0;
    const send = async (message: string, location = '') => {
      const r = await visitor().post('/api/experts/messages', { email: 'Visitor@Example.org', location, message });
      if (r.status === 202) sent++;
      return r;
    };
    const inbox = async (admin: ApiClient): Promise<AdminMessage[]> =>
      (await admin.get('/api/admin/messages?kind=expert')).body.messages;

    beforeAll(async () => {
      t = await startTestApp(profile);
    });
    afterAll(async () => t.close());

    it('accepts the message and keeps it for the first administrator, who finds it unread in the inbox', async () => {
      expect(await send('Is there a mediator near Boise?', 'Boise, ID')).toMatchObject({
        status: 202,
        body: { message: EXPERT_SEARCH_MESSAGES.messageSent },
      });
      expect(emailsIn(t.dataDir)).toEqual([]);

      const admin = visitor();
      const adminEmail = `first-admin-${profile}@example.org`;
      const { uid } = await admin.signUp(adminEmail);
      await grantRole(t, admin, uid, 'Administrator');
      await until(async () => (await inbox(admin)).length === 1, 'the waiting message in the inbox');
      expect(await inbox(admin)).toEqual([
        expect.objectContaining({
          kind: 'expert',
          name: null,
          email: 'visitor@example.org',
          location: 'Boise, ID',
          message: 'Is there a mediator near Boise?',
          read: false,
        }),
      ]);
      expect((await admin.get('/api/admin/summary')).body.unreadMessages).toBe(1);

      // From now on each message is also emailed to the administrator, as on any site.
      expect((await send('And one near Twin Falls?')).status).toBe(202);
      const mail = await latestEmail(t.dataDir, adminEmail);
      expect(mail).toMatchObject({ subject: 'A message from the Experts page' });
      expect(mail.text).toContain('And one near Twin Falls?');
      await until(async () => (await inbox(admin)).length === 2, 'the second message in the inbox');
    });

    it('limits each address to 5 an hour', async () => {
      while (sent < 5) expect((await send(`Message ${sent + 1}`)).status).toBe(202);
      const refused = await send('One too many');
      expect(refused).toMatchObject({ status: 429, body: { message: MESSAGES.tooManyAttempts } });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  },
);
