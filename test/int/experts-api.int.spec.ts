import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import sharp from 'sharp';
import { systemContext } from '../../src/commands/command-context';
import { changeRole } from '../../src/commands/users/users.decider';
import { CommandRunner } from '../../src/writes/command-runner';
import { EXPERT_MESSAGES, PROFILE_IMAGE_FIELD } from '../../src/contracts/experts';
import { MESSAGES } from '../../src/contracts/messages';
import { userStream } from '../../src/events/streams';
import type { EventStore } from '../../src/infra/event-store/event-store.port';
import { EVENT_STORE } from '../../src/infra/tokens';
import { ProfileImages } from '../../src/infra/uploads/profile-images';
import { ApiClient } from '../support/api-client';
import { payMembership } from '../support/expert-membership';
import { describeBehaviour } from '../support/profiles';
import { startTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';

const PASSWORD = 'correct horse battery';
const THIS_YEAR = new Date().getUTCFullYear();

const profileOf = (slug: string, changes: Record<string, unknown> = {}) => ({
  slug,
  title: 'Family mediator',
  bio: 'I help families settle things calmly.',
  zip: '80202',
  startYear: THIS_YEAR - 12,
  categories: [],
  ...changes,
});

const picture = (format: 'jpeg' | 'png', width = 640, height = 480) => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 110 } } });
  return (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer();
};

function form(bytes: Buffer, filename: string, type: string, field = PROFILE_IMAGE_FIELD): FormData {
  const data = new FormData();
  data.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  return data;
}

describeBehaviour('experts API', ({ profile, it, smoke }) => {
  let t: TestApp;
  let n = 0;
  const client = () => new ApiClient(t.baseUrl);
  const email = (kind: string) => `${kind}${++n}-${profile}@example.org`;
  const signupBody = (changes: Record<string, unknown> = {}) => ({
    name: `Pat Lee ${n}`,
    location: 'Denver, CO',
    email: email('expert'),
    password: PASSWORD,
    professions: ['Mediators'],
    ...changes,
  });
  const del = (c: ApiClient, p: string) => c.request('DELETE', p);
  const upload = (c: ApiClient, data: FormData) => c.request('POST', '/api/account/expert/image', data);
  const eventTypes = async (uid: number) =>
    (await t.app.get<EventStore>(EVENT_STORE).readStream(userStream(uid))).map((e) => e.type);

  /** A new expert, logged in, with a saved profile at `slug`, public once `paid` (the default) or activated. */
  async function expertWithProfile(slug: string, { paid = true } = {}) {
    const c = client();
    const r = await c.post('/api/experts/signup', signupBody());
    expect(r.status).toBe(201);
    expect((await c.put('/api/account/expert', profileOf(slug))).status).toBe(200);
    if (paid) await payMembership(c);
    return Object.assign(c, { uid: r.body.user.uid as number, username: r.body.user.username as string });
  }

  beforeAll(async () => {
    t = await startTestApp(profile, { RATE_LIMIT_FACTOR: '1000' });
  });
  afterAll(async () => t.close());

  describe('signup', () => {
    it('creates an account with the role Expert, named as given, and logs it in', async () => {
      const c = client();
      const body = signupBody({
        name: 'Dana Reyes',
        professions: ['Therapists', 'Other'],
        otherProfession: 'Art therapist',
      });
      const r = await c.post('/api/experts/signup', body);
      expect(r.status).toBe(201);
      expect(r.body.user).toMatchObject({ email: body.email, username: 'Dana Reyes', role: 'Expert' });
      expect((await c.get('/api/session')).body.user).toMatchObject({ uid: r.body.user.uid, role: 'Expert' });
      expect((await c.get('/api/account/expert')).body.profile).toMatchObject({
        slug: null,
        img: null,
        categories: [],
      });
      expect(await eventTypes(r.body.user.uid)).toEqual(expect.arrayContaining(['UserRegistered', 'ExpertSignedUp']));
      // The password works for a later login.
      expect((await client().post('/api/auth/login', { email: body.email, password: PASSWORD })).status).toBe(200);
    });

    it('converts the signed-in member’s own account: a role change, no new account', async () => {
      const c = client();
      const member = await c.signUp(email('member'));
      const r = await c.post(
        '/api/experts/signup',
        signupBody({ name: 'Sam Ortiz', email: member.email, password: undefined }),
      );
      expect(r.status).toBe(201);
      expect(r.body.user).toMatchObject({ uid: member.uid, username: 'Sam Ortiz', role: 'Expert' });
      expect((await c.get('/api/session')).body.user.role).toBe('Expert');
      expect(await eventTypes(member.uid)).toEqual(expect.arrayContaining(['UserRoleChanged', 'ExpertSignedUp']));
      const again = await c.post('/api/experts/signup', signupBody({ name: 'Sam Ortiz', password: undefined }));
      expect(again.body).toMatchObject({ statusCode: 409, message: EXPERT_MESSAGES.alreadyExpert });
    });

    it('ignores a filled honeypot: answers as if fine and stores nothing', async () => {
      const body = signupBody({ website: 'http://spam.example' });
      const r = await client().post('/api/experts/signup', body);
      expect(r.status).toBe(201);
      expect(r.body).toEqual({ user: null });
      expect((await client().post('/api/auth/login', { email: body.email, password: PASSWORD })).status).toBe(401);
      // Nobody holds the email: a real signup with it succeeds.
      expect((await client().post('/api/experts/signup', { ...body, website: '' })).status).toBe(201);
    });

    it('refuses bad input with the reason', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ email: 'not-an-email' }, MESSAGES.invalidEmail],
        [{ professions: [] }, EXPERT_MESSAGES.professionRequired],
        [{ professions: ['Astrologers'] }, EXPERT_MESSAGES.professionRequired],
        [{ professions: ['Other'] }, EXPERT_MESSAGES.otherProfessionRequired],
        [{ name: '  ' }, EXPERT_MESSAGES.nameRequired],
        [{ name: 'The Admin' }, EXPERT_MESSAGES.nameInvalid],
        [{ name: 'Deleted Member' }, MESSAGES.usernameReserved],
        [{ location: '' }, EXPERT_MESSAGES.locationRequired],
        [{ password: undefined }, EXPERT_MESSAGES.passwordRequired],
        [{ password: 'short' }, EXPERT_MESSAGES.passwordRequired],
      ];
      for (const [changes, message] of cases) {
        const r = await client().post('/api/experts/signup', signupBody(changes));
        expect({ changes, status: r.status, message: r.body.message }).toEqual({
          changes,
          status: 400,
          message: expect.stringContaining(message),
        });
      }
    });

    it('refuses an email that has an account, and a name another member has', async () => {
      const taken = email('taken');
      await client().signUp(taken);
      expect((await client().post('/api/experts/signup', signupBody({ email: taken }))).body).toMatchObject({
        statusCode: 409,
        message: MESSAGES.emailTaken,
      });
      const named = client();
      await named.signUp(email('named'));
      expect((await named.patch('/api/account', { username: `Jo Park ${profile}` })).status).toBe(200);
      const r = await client().post('/api/experts/signup', signupBody({ name: `Jo Park ${profile}` }));
      expect(r.body).toMatchObject({ statusCode: 409, message: MESSAGES.usernameTaken });
    });
  });

  describe('profile editor', () => {
    it('keeps the Expert Area to experts', async () => {
      expect((await client().get('/api/account/expert')).status).toBe(401);
      const member = client();
      await member.signUp(email('reader'));
      expect((await member.get('/api/account/expert')).status).toBe(403);
      expect((await member.put('/api/account/expert', profileOf('reader-page'))).status).toBe(403);
    });

    it('saves the profile: the address made lowercase with hyphens, city and state from the zip', async () => {
      const c = client();
      await c.post('/api/experts/signup', signupBody());
      const topics = (await c.get('/api/topics')).body.topics as { id: number }[];
      const categories = topics.slice(0, 2).map((topic) => topic.id);
      const r = await c.put(
        '/api/account/expert',
        profileOf(`  Pat Lee Mediation ${profile} `, { categories, zip: '90210' }),
      );
      expect(r.status).toBe(200);
      expect(r.body.profile).toEqual({
        slug: `pat-lee-mediation-${profile}`,
        title: 'Family mediator',
        bio: 'I help families settle things calmly.',
        zip: '90210',
        startYear: THIS_YEAR - 12,
        categories,
        img: null,
        city: 'Beverly Hills',
        state: 'CA',
      });
    });

    it('refuses each bad field with its message', async () => {
      const c = client();
      await c.post('/api/experts/signup', signupBody());
      const cases: [Record<string, unknown>, string][] = [
        [{ slug: 'pat_lee!' }, EXPERT_MESSAGES.slugInvalid],
        [{ slug: 'ab' }, EXPERT_MESSAGES.slugInvalid],
        [{ slug: 'dana-mediator-denver!' }, EXPERT_MESSAGES.slugInvalid],
        [{ slug: 'pat--lee' }, EXPERT_MESSAGES.slugInvalid],
        [{ slug: 'pat-lee-' }, EXPERT_MESSAGES.slugInvalid],
        [{ slug: '-pat-lee' }, EXPERT_MESSAGES.slugInvalid],
        [{ slug: 'pat - lee' }, EXPERT_MESSAGES.slugInvalid],
        [{ title: '' }, EXPERT_MESSAGES.titleRequired],
        [{ bio: 'x'.repeat(256) }, EXPERT_MESSAGES.bioTooLong],
        [{ zip: '8020' }, EXPERT_MESSAGES.zipInvalid],
        [{ zip: '00000' }, EXPERT_MESSAGES.zipUnknown],
        [{ startYear: 1800 }, EXPERT_MESSAGES.startYearInvalid],
        [{ startYear: THIS_YEAR + 1 }, EXPERT_MESSAGES.startYearInvalid],
        [{ startYear: '2001' }, EXPERT_MESSAGES.startYearInvalid],
        [{ categories: [999_999] }, EXPERT_MESSAGES.categoriesInvalid],
      ];
      for (const [changes, message] of cases) {
        const r = await c.put('/api/account/expert', profileOf(`valid-${profile}-${n}`, changes));
        expect({ changes, status: r.status, message: r.body.message }).toEqual({
          changes,
          status: 400,
          message: expect.stringContaining(message),
        });
      }
      expect((await c.get('/api/account/expert')).body.profile.slug).toBeNull();
    });

    it('keeps addresses unique, and frees an address its expert leaves', async () => {
      const first = await expertWithProfile(`first-${profile}`);
      const second = await expertWithProfile(`second-${profile}`);
      const taken = await second.put('/api/account/expert', profileOf(`first-${profile}`));
      expect(taken.body).toMatchObject({ statusCode: 409, message: EXPERT_MESSAGES.slugTaken });
      expect((await first.put('/api/account/expert', profileOf(`first-moved-${profile}`))).status).toBe(200);
      expect((await second.put('/api/account/expert', profileOf(`first-${profile}`))).status).toBe(200);
      expect((await client().get(`/api/experts/first-${profile}`)).body.uid).toBe(second.uid);
      expect((await client().get(`/api/experts/first-moved-${profile}`)).body.uid).toBe(first.uid);
      expect((await client().get(`/api/experts/second-${profile}`)).status).toBe(404);
    });
  });

  describe('profile image', () => {
    let expert: Awaited<ReturnType<typeof expertWithProfile>>;
    beforeAll(async () => {
      expert = await expertWithProfile(`pictured-${profile}`);
    });

    it.each(['jpeg', 'png'] as const)('takes a real %s: square, WebP, served safely', async (format) => {
      const r = await upload(expert, form(await picture(format), `me.${format}`, `image/${format}`));
      expect(r.status).toBe(201);
      expect(r.body.message).toContain(' has been uploaded.');
      expect(r.body.img).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
      const served = await fetch(t.baseUrl + r.body.img);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(stored).toMatchObject({ format: 'webp', width: 400, height: 400 });
      expect((await client().get(`/api/experts/pictured-${profile}`)).body.img).toBe(r.body.img);
    });

    it('strips the metadata (EXIF) a photo carries', async () => {
      const withExif = await sharp(await picture('jpeg'))
        .withMetadata({ exif: { IFD0: { Copyright: 'Secret Home Address 12' } } })
        .jpeg()
        .toBuffer();
      expect((await sharp(withExif).metadata()).exif).toBeDefined();
      const r = await upload(expert, form(withExif, 'photo.jpg', 'image/jpeg'));
      expect(r.status).toBe(201);
      const file = path.join(t.config.uploadsDir, path.basename(r.body.img));
      const bytes = fs.readFileSync(file);
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('Secret Home Address'))).toBe(false);
    });

    it('refuses an SVG with a script, whatever it claims to be', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
      for (const [name, type] of [
        ['me.svg', 'image/svg+xml'],
        ['me.png', 'image/png'],
      ]) {
        const r = await upload(expert, form(svg, name!, type!));
        expect(r.body).toMatchObject({ statusCode: 400, message: EXPERT_MESSAGES.imageType });
      }
    });

    it('keeps only the picture of a polyglot: a real JPEG carrying HTML and script is re-encoded without them', async () => {
      const payload = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
      const r = await upload(expert, form(Buffer.concat([await picture('jpeg'), payload]), 'me.html.jpg', 'text/html'));
      expect(r.status).toBe(201);
      const bytes = fs.readFileSync(path.join(t.config.uploadsDir, path.basename(r.body.img)));
      expect((await sharp(bytes).metadata()).format).toBe('webp');
      expect(bytes.includes(Buffer.from('<script>'))).toBe(false);
      expect(bytes.includes(Buffer.from('<html>'))).toBe(false);
    });

    it('refuses an executable renamed to .jpg', async () => {
      const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(2048, 0x90)]);
      const r = await upload(expert, form(elf, 'me.jpg', 'image/jpeg'));
      expect(r.body).toMatchObject({ statusCode: 400, message: EXPERT_MESSAGES.imageType });
    });

    it('refuses a file that only starts like a JPEG', async () => {
      const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(1024, 7)]);
      expect((await upload(expert, form(fake, 'me.jpg', 'image/jpeg'))).body).toMatchObject({
        statusCode: 400,
        message: EXPERT_MESSAGES.imageUnreadable,
      });
    });

    it('refuses a file over 5 MB', async () => {
      const big = Buffer.concat([await picture('jpeg'), Buffer.alloc(5 * 1024 * 1024 + 1, 1)]);
      const r = await upload(expert, form(big, 'big.jpg', 'image/jpeg'));
      expect(r.body).toMatchObject({ statusCode: 413, message: EXPERT_MESSAGES.imageTooLarge });
    });

    it('refuses a request without the file, and members who are not experts', async () => {
      expect((await upload(expert, form(await picture('png'), 'me.png', 'image/png', 'other'))).body).toMatchObject({
        statusCode: 400,
        message: EXPERT_MESSAGES.imageMissing,
      });
      expect((await expert.post('/api/account/expert/image', {})).body).toMatchObject({
        statusCode: 400,
        message: EXPERT_MESSAGES.imageMissing,
      });
      const member = client();
      await member.signUp(email('uploader'));
      expect((await upload(member, form(await picture('png'), 'me.png', 'image/png'))).status).toBe(403);
    });

    it('serves only names it gave out', async () => {
      expect((await fetch(`${t.baseUrl}/uploads/${'a'.repeat(32)}.webp`)).status).toBe(404);
      expect((await fetch(`${t.baseUrl}/uploads/..%2F..%2Fpackage.json`)).status).toBe(404);
      expect((await fetch(`${t.baseUrl}/uploads/evil.svg`)).status).toBe(404);
    });

    it('deletes the image it replaces: the old address answers 404 once the new image is recorded', async () => {
      const replacing = await expertWithProfile(`replacing-${profile}`);
      const first = await upload(replacing, form(await picture('png'), 'first.png', 'image/png'));
      const second = await upload(replacing, form(await picture('jpeg'), 'second.jpg', 'image/jpeg'));
      expect([first.status, second.status]).toEqual([201, 201]);
      expect((await fetch(t.baseUrl + first.body.img)).status).toBe(404);
      expect(fs.existsSync(path.join(t.config.uploadsDir, path.basename(first.body.img)))).toBe(false);
      const served = await fetch(t.baseUrl + second.body.img);
      expect(served.status).toBe(200);
      // Caches on the way may keep a photo for an hour, not for good: a deleted one goes from them too.
      expect(served.headers.get('cache-control')).toBe('public, max-age=3600');
      expect((await client().get(`/api/experts/replacing-${profile}`)).body.img).toBe(second.body.img);
    });

    it('deletes with the account the file of every image its profile showed, also those replaced before replacing deleted them', async () => {
      const leaving = await expertWithProfile(`leaving-${profile}`);
      // Two photos that an earlier version of the site recorded one after the other, leaving the first on disk.
      const images = t.app.get(ProfileImages);
      const shown = [await images.store(await picture('png')), await images.store(await picture('jpeg'))];
      const metadata = {
        actorId: leaving.uid,
        actorRole: 'Expert',
        correlationId: 'test',
        causationId: null,
        at: new Date().toISOString(),
      };
      const changes = shown.map((img) => ({
        id: randomUUID(),
        type: 'ExpertImageChanged',
        data: { uid: leaving.uid, img },
        metadata,
      }));
      await t.app.get<EventStore>(EVENT_STORE).appendToStream(userStream(leaving.uid), changes, 'any');
      for (const img of shown) expect((await fetch(t.baseUrl + img)).status).toBe(200);

      expect(
        (await leaving.request('DELETE', '/api/account', { password: PASSWORD, removeContent: false })).status,
      ).toBe(204);
      for (const img of shown) {
        expect({ img, status: (await fetch(t.baseUrl + img)).status }).toEqual({ img, status: 404 });
        expect(fs.existsSync(path.join(t.config.uploadsDir, path.basename(img)))).toBe(false);
      }
    });
  });

  describe('public profile and follows', () => {
    smoke('shows the profile: years, place, and the contributions it counts, newest first', async () => {
      const expert = await expertWithProfile(`shown-${profile}`, { paid: false });
      const article = await expert.post('/api/articles', {
        title: 'Mediation, step by step',
        body: 'First.',
        tags: [],
        categories: [],
      });
      const book = await expert.post('/api/books', {
        title: 'A book I recommend',
        body: 'It helped.',
        media: 'https://www.amazon.com/Some-Title/dp/0143127748',
        tags: [],
        categories: [],
      });
      expect(
        (await expert.post(`/api/articles/${article.body.id}/comments`, { text: 'A comment on my own article.' }))
          .status,
      ).toBe(201);
      const question = await expert.post('/api/questions', {
        title: 'A question of my own',
        body: 'Why?',
        tags: [],
        categories: [],
        acknowledged: true,
      });
      const answer = await expert.post(`/api/questions/${question.body.id}/answers`, {
        text: 'An answer from an expert.',
      });
      const video = await expert.post('/api/videos', {
        title: 'A short talk',
        body: 'Watch it.',
        media: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        tags: [],
        categories: [],
        acknowledged: true,
      });
      expect([article.status, book.status, question.status, answer.status, video.status]).toEqual([
        201, 201, 201, 201, 201,
      ]);

      expect((await client().get(`/api/experts/shown-${profile}`)).status).toBe(404);
      expect((await expert.post('/api/account/membership/activate')).status).toBe(200);
      const page = (await client().get(`/api/experts/shown-${profile}`)).body;
      expect(page).toMatchObject({
        uid: expert.uid,
        slug: `shown-${profile}`,
        username: expert.username,
        title: 'Family mediator',
        bio: 'I help families settle things calmly.',
        city: 'Denver',
        state: 'CO',
        stateName: 'Colorado',
        startYear: THIS_YEAR - 12,
        years: '12+',
        followers: 0,
        following: null,
        email: expect.stringMatching(/^expert\d+-/),
      });
      expect(Date.parse(page.memberSince)).not.toBeNaN();
      // One definition: the answer, the video, the book and the article; the question and the comment are not contributions.
      const listed = page.activity.map((item: { type: string; id: number }) => [item.type, item.id]);
      expect(listed).toEqual([
        ['videos', video.body.id],
        ['answers', answer.body.id],
        ['books', book.body.id],
        ['articles', article.body.id],
      ]);
      expect(page.postCount).toBe(listed.length);
      expect((await expert.get('/api/account/membership')).body).toMatchObject({
        status: 'content-based',
        contentItems: listed.length,
      });
    });

    it('keeps a profile whose membership was never activated to its owner and the administrators', async () => {
      const slug = `unlisted-${profile}`;
      const expert = await expertWithProfile(slug, { paid: false });
      const member = client();
      await member.signUp(email('curious'));
      const admin = client();
      const { uid: adminUid } = await admin.signUp(email('admin'));
      await t.app.get(CommandRunner).run(changeRole, { uid: adminUid, role: 'Administrator' }, systemContext('test'));
      await until(
        async () => (await admin.get('/api/session')).body.user.role === 'Administrator',
        'the Administrator role',
      );

      const notFound = { statusCode: 404, message: EXPERT_MESSAGES.notFound };
      expect((await client().get(`/api/experts/${slug}`)).body).toMatchObject(notFound);
      expect((await member.get(`/api/experts/${slug}`)).body).toMatchObject(notFound);
      expect((await member.request('PUT', `/api/experts/${slug}/follow`)).body).toMatchObject(notFound);
      expect((await member.request('PUT', `/api/account/saved/experts/${slug}`)).status).toBe(404);
      expect(
        (await client().get('/api/experts/search?zip=80202')).body.inZip.map((card: { slug: string }) => card.slug),
      ).not.toContain(slug);
      expect((await expert.get(`/api/experts/${slug}`)).body).toMatchObject({ uid: expert.uid, activated: false });
      expect((await admin.get(`/api/experts/${slug}`)).body).toMatchObject({ uid: expert.uid, activated: false });

      await payMembership(expert);
      expect((await client().get(`/api/experts/${slug}`)).body).toMatchObject({ uid: expert.uid, activated: true });
      expect((await member.request('PUT', `/api/experts/${slug}/follow`)).body).toEqual({
        followers: 1,
        following: true,
      });
    });

    it('answers 404 for an unknown address', async () => {
      expect((await client().get('/api/experts/nobody-at-all')).body).toMatchObject({
        statusCode: 404,
        message: EXPERT_MESSAGES.notFound,
      });
    });

    it('counts follows once each, and keeps them in the member’s saved items', async () => {
      const expert = await expertWithProfile(`followed-${profile}`);
      const slug = `followed-${profile}`;
      const member = client();
      await member.signUp(email('follower'));

      expect((await client().request('PUT', `/api/experts/${slug}/follow`)).status).toBe(401);
      expect((await member.request('PUT', '/api/experts/nobody-at-all/follow')).status).toBe(404);

      expect((await member.request('PUT', `/api/experts/${slug}/follow`)).body).toEqual({
        followers: 1,
        following: true,
      });
      expect((await member.request('PUT', `/api/experts/${slug}/follow`)).body).toEqual({
        followers: 1,
        following: true,
      });
      expect((await member.get('/api/account/saved')).body.items).toEqual([
        { type: 'experts', id: slug, title: expert.username },
      ]);
      expect((await member.get(`/api/experts/${slug}`)).body).toMatchObject({ followers: 1, following: true });

      // Saved items through the bookmarks API are the same follow.
      const other = client();
      await other.signUp(email('saver'));
      expect((await other.request('PUT', `/api/account/saved/experts/${slug}`)).body.items).toEqual([
        { type: 'experts', id: slug, title: expert.username },
      ]);
      expect((await client().get(`/api/experts/${slug}`)).body.followers).toBe(2);
      expect((await del(other, `/api/account/saved/experts/${slug}`)).body.items).toEqual([]);

      // A new address keeps the follow; the saved item links to it.
      expect((await expert.put('/api/account/expert', profileOf(`${slug}-new`))).status).toBe(200);
      expect((await member.get('/api/account/saved')).body.items).toEqual([
        { type: 'experts', id: `${slug}-new`, title: expert.username },
      ]);

      expect((await del(member, `/api/experts/${slug}-new/follow`)).body).toEqual({ followers: 0, following: false });
      expect((await del(member, `/api/experts/${slug}-new/follow`)).body).toEqual({ followers: 0, following: false });
      expect((await member.get('/api/account/saved')).body.items).toEqual([]);
    });
  });
});

describe('profile image uploads past the limit (default rate limits)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('embedded');
  });
  afterAll(async () => t.close());

  it('refuses an expert’s uploads past 20 an hour with 429 and a message, and keeps the current image', async () => {
    const c = new ApiClient(t.baseUrl);
    const signup = {
      name: 'Pat Busy',
      location: 'Denver, CO',
      email: 'busy@example.org',
      password: PASSWORD,
      professions: ['Mediators'],
    };
    expect((await c.post('/api/experts/signup', signup)).status).toBe(201);
    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 1, g: 2, b: 3 } } })
      .png()
      .toBuffer();
    let last = '';
    for (let i = 0; i < 20; i++) {
      const r = await c.request('POST', '/api/account/expert/image', form(tiny, 'me.png', 'image/png'));
      expect(r.status).toBe(201);
      last = r.body.img;
    }
    const refused = await c.request('POST', '/api/account/expert/image', form(tiny, 'me.png', 'image/png'));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(EXPERT_MESSAGES.tooManyImages);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await c.get('/api/account/expert')).body.profile.img).toBe(last);
    expect((await fetch(t.baseUrl + last)).status).toBe(200);
  });
});
