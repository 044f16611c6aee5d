import { systemContext } from '../../src/commands/command-context';
import { changeRole } from '../../src/commands/users/users.decider';
import { CommandRunner } from '../../src/writes/command-runner';
import { POST_MESSAGES } from '../../src/contracts/content';
import { PSEUDONYM_MESSAGES, PSEUDONYMOUS_ACTOR_ROLE, UNMASK_REASON_MAX } from '../../src/contracts/pseudonyms';
import type { Topic } from '../../src/contracts/topics';
import { ApiClient, type AnswerBody } from '../support/api-client';
import { payMembership } from '../support/expert-membership';
import { startTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';

const PASSWORD = 'correct horse battery';
const ALIAS = /^Member [1-9]\d{3}$/;

// Posting under a pseudonym, end to end over HTTP: an expert asks a question under an alias and
// answers on it; nothing a visitor or another member can read names them or carries their id;
// the author's own history lists it, marked; an administrator learns who it was only by unmasking,
// with a reason, and the event history records that.
describe('posting under a pseudonym', () => {
  let t: TestApp;
  let n = 0;
  const client = () => new ApiClient(t.baseUrl);
  const visitor = () => client();

  let expert: ApiClient & { uid: number; username: string };
  let member: ApiClient & { uid: number };
  let admin: ApiClient & { uid: number };
  let questionId: number;
  let alias: string;
  let ownAnswerId: number;
  let otherAnswerId: number;
  const slug = 'masked-expert';
  const marker = 'Quokkaquandary';

  const withRole = async (role: 'Administrator' | null) => {
    const c = client();
    const { uid } = await c.signUp(`pseudonyms${++n}@example.org`);
    if (role) {
      await t.app.get(CommandRunner).run(changeRole, { uid: uid, role: role }, systemContext('test'));
      await until(async () => (await c.get('/api/session')).body.user.role === role, `the ${role} role`);
    }
    return Object.assign(c, { uid: uid as number });
  };

  beforeAll(async () => {
    t = await startTestApp('services', { RATE_LIMIT_FACTOR: '1000' });
    const c = client();
    const signup = await c.post('/api/experts/signup', {
      name: 'Quinn Harrowgate',
      location: 'Denver, CO',
      email: 'quinn@example.org',
      password: PASSWORD,
      professions: ['Mediators'],
    });
    expect(signup.status).toBe(201);
    const profile = {
      slug,
      title: 'Family mediator',
      bio: 'Calm settlements.',
      zip: '80202',
      startYear: 2010,
      categories: [],
    };
    expect((await c.put('/api/account/expert', profile)).status).toBe(200);
    await payMembership(c);
    expert = Object.assign(c, { uid: signup.body.user.uid as number, username: signup.body.user.username as string });
    member = await withRole(null);
    admin = await withRole('Administrator');

    const pets = ((await visitor().get('/api/topics')).body.topics as Topic[]).find((topic) => topic.slug === 'pets')!;
    const asked = await expert.post('/api/questions', {
      title: `${marker} about the dog`,
      body: `Who keeps the dog? ${marker}.`,
      tags: ['dogs'],
      categories: [pets.id],
      acknowledged: true,
      pseudonymous: true,
    });
    expect(asked.status).toBe(201);
    questionId = asked.body.id;
    // Under their own name beside it: the expert page must still show that one.
    expect(
      (
        await expert.post('/api/articles', {
          title: 'Mediation, step by step',
          body: 'First.',
          tags: [],
          categories: [],
        })
      ).status,
    ).toBe(201);
    const own = await expert.post(`/api/questions/${questionId}/answers`, { text: 'Thank you all, this helped.' });
    const other = await member.post(`/api/questions/${questionId}/answers`, { text: 'We shared the dog.' });
    expect([own.status, other.status]).toEqual([201, 201]);
    ownAnswerId = own.body.id;
    otherAnswerId = other.body.id;
    alias = (await visitor().get(`/api/questions/${questionId}`)).body.authorName;
  });
  afterAll(() => t.close());

  /** Every object in a JSON body that is the question or one of its answers. */
  const itemsIn = (body: unknown, kinds: string[]): Record<string, unknown>[] => {
    const found: Record<string, unknown>[] = [];
    const walk = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        const o = value as Record<string, unknown>;
        if (
          (o.id === questionId && (o.kind === 'qnas' || o.type === 'qnas')) ||
          (o.id === ownAnswerId && kinds.includes('answers'))
        )
          found.push(o);
        Object.values(o).forEach(walk);
      }
    };
    walk(body);
    return found;
  };

  const expectMasked = (text: string) => {
    expect(text).not.toContain(expert.username);
    expect(text).not.toContain('Harrowgate');
    expect(text).not.toContain('quinn@example.org');
  };

  describe('what anyone can read', () => {
    it('shows the question under a stable four-digit alias, with no author id and no role label', async () => {
      expect(alias).toMatch(ALIAS);
      const detail = (await visitor().get(`/api/questions/${questionId}`)).body;
      expect(detail).toMatchObject({ authorId: null, authorName: alias, authorRole: 'member', pseudonymous: true });
      expect((await member.get(`/api/questions/${questionId}`)).body.authorName).toBe(alias);
    });

    it("shows the author's answer on it under the same alias, and another member's under their own name", async () => {
      const list = (await visitor().get(`/api/questions/${questionId}/answers`)).body.items as Record<
        string,
        unknown
      >[];
      expect(list.find((a) => a.id === ownAnswerId)).toMatchObject({
        authorId: null,
        authorName: alias,
        authorRole: 'member',
        pseudonymous: true,
      });
      expect(list.find((a) => a.id === otherAnswerId)).toMatchObject({ authorId: member.uid });
      expect(list.find((a) => a.id === otherAnswerId)).not.toHaveProperty('pseudonymous');
    });

    // Where only the question and its answers are, nothing at all may name the author.
    it.each([
      ['the questions list', () => '/api/questions'],
      ['the detail', () => `/api/questions/${questionId}`],
      ['the answers', () => `/api/questions/${questionId}/answers`],
      ['search', () => `/api/search?q=${marker}&kind=qnas`],
      ['the topic page', () => '/api/topics/pets/items?tab=qnas'],
    ])('keeps the author out of %s', async (_, path) => {
      for (const reader of [visitor(), member]) {
        const r = await reader.get(path());
        expect(r.status).toBe(200);
        expectMasked(JSON.stringify(r.body));
        const items = itemsIn(r.body, ['answers']);
        expect(items.length).toBeGreaterThan(0);
        for (const item of items) if ('authorId' in item) expect(item.authorId).toBeNull();
      }
    });

    // Where the expert's article under their name is listed too, the question still names no one.
    it.each([
      ['the latest posts', '/api/latest'],
      ['the combined results', '/api/results'],
    ])('shows the question in %s under its alias only', async (_, path) => {
      const r = await member.get(path);
      const [question] = itemsIn(r.body, []);
      expect(question).toMatchObject({ authorId: null, authorName: alias, authorRole: 'member', pseudonymous: true });
      expectMasked(JSON.stringify(question));
    });

    it('finds the question by search, under its alias', async () => {
      const r = await visitor().get(`/api/search?q=${marker}&kind=qnas`);
      const hits = r.body.results.items as Record<string, unknown>[];
      expect(hits.find((hit) => hit.id === questionId)).toMatchObject({ authorId: null, authorName: alias });
    });

    it("leaves the question and the author's answer out of the expert page's activity and post count", async () => {
      const page = (await visitor().get(`/api/experts/${slug}`)).body;
      expect(page.username).toBe(expert.username);
      expect(JSON.stringify(page)).not.toContain(marker);
      expect(JSON.stringify(page)).not.toContain('Thank you all, this helped.');
      const activity = page.activity as { type: string; id: number }[];
      expect(activity.map((item) => item.type)).toContain('articles');
      expect(activity.some((item) => item.type === 'qnas' && item.id === questionId)).toBe(false);
      expect(activity.some((item) => item.type === 'answers' && item.id === ownAnswerId)).toBe(false);
      expect(page.postCount).toBe(1);
    });

    it('keeps the author out of the page, its meta tags, the RSS feed and the sitemap', async () => {
      for (const path of [`/answers/${questionId}`, '/rss.xml', '/sitemap.xml', '/answers']) {
        const r = await fetch(`${t.baseUrl}${path}`);
        expect(r.status).toBe(200);
        expectMasked(await r.text());
      }
      expect(await (await fetch(`${t.baseUrl}/rss.xml`)).text()).toContain(marker);
    });
  });

  describe("the author's own history", () => {
    it('lists the question and the answer, marked as posted under a pseudonym', async () => {
      const items = (await expert.get('/api/account/history')).body.items as {
        type: string;
        id: number;
        pseudonymous?: true;
      }[];
      expect(items.find((item) => item.type === 'qnas' && item.id === questionId)).toMatchObject({
        pseudonymous: true,
      });
      expect(items.find((item) => item.type === 'answers' && item.id === ownAnswerId)).toMatchObject({
        pseudonymous: true,
      });
      expect(items.find((item) => item.type === 'articles')).not.toHaveProperty('pseudonymous');
    });

    it("is not another member's to see", async () => {
      const items = (await member.get('/api/account/history')).body.items as { type: string; id: number }[];
      expect(items.some((item) => item.type === 'qnas' && item.id === questionId)).toBe(false);
    });
  });

  describe('administrators', () => {
    const unmask = (c: ApiClient, body: unknown, id = questionId) =>
      c.post(`/api/admin/pseudonyms/questions/${id}/unmask`, body);

    it('see no author in the event history, nor a table that holds it on the Database screen', async () => {
      const events = (await admin.get(`/api/admin/events?stream=question-${questionId}`)).body.events as {
        type: string;
        actorId: number | null;
        actorRole: string | null;
        data: object;
      }[];
      const posted = events.find((event) => event.type === 'QuestionPosted')!;
      expect(posted.actorId).toBeNull();
      expect(posted.actorRole).toBe(PSEUDONYMOUS_ACTOR_ROLE);
      expect(posted.data).not.toHaveProperty('authorId');
      expectMasked(JSON.stringify(events));
      const tables = (await admin.get('/api/admin/db')).body.tables as { name: string }[];
      expect(tables.map((table) => table.name)).not.toContain('pseudonymous_authors');
      expect((await admin.get('/api/admin/db/pseudonymous_authors')).status).toBe(404);
    });

    it('are the only ones who may unmask: a visitor gets 401, a member or an expert 403', async () => {
      expect((await unmask(visitor(), { reason: 'curious' })).status).toBe(401);
      expect((await unmask(member, { reason: 'curious' })).status).toBe(403);
      expect((await unmask(expert, { reason: 'curious' })).status).toBe(403);
    });

    it.each([
      ['no reason', {}, PSEUDONYM_MESSAGES.reasonRequired],
      ['an empty reason', { reason: '' }, PSEUDONYM_MESSAGES.reasonRequired],
      ['a blank reason', { reason: '   ' }, PSEUDONYM_MESSAGES.reasonRequired],
      ['a reason too long', { reason: 'r'.repeat(UNMASK_REASON_MAX + 1) }, PSEUDONYM_MESSAGES.reasonTooLong],
    ])('refuse to unmask with %s (400), and record nothing', async (_, body, message) => {
      expect(await unmask(admin, body)).toMatchObject({
        status: 400,
        body: { message: expect.stringContaining(message) },
      });
      expect((await admin.get('/api/admin/events?type=AuthorUnmasked')).body.events).toEqual([]);
    });

    it('answer 404 for an item that does not exist and 409 for one posted under a name', async () => {
      expect(await unmask(admin, { reason: 'x' }, 999_999)).toMatchObject({
        status: 404,
        body: { message: POST_MESSAGES.notFound },
      });
      expect((await admin.post('/api/admin/pseudonyms/nonsense/1/unmask', { reason: 'x' })).status).toBe(404);
      const named = await member.post('/api/questions', {
        title: 'Under my name',
        body: 'x',
        tags: [],
        categories: [],
        acknowledged: true,
      });
      expect(await unmask(admin, { reason: 'x' }, named.body.id)).toMatchObject({
        status: 409,
        body: { message: PSEUDONYM_MESSAGES.notPseudonymous },
      });
    });

    it('learn the author by unmasking with a reason, which the event history records with who and when', async () => {
      const before = Date.now();
      const r = await unmask(admin, { reason: '  Court order 2026-114  ' });
      expect(r).toMatchObject({
        status: 200,
        body: { authorId: expert.uid, username: expert.username, pseudonym: alias },
      });
      const events = (await admin.get('/api/admin/events?type=AuthorUnmasked')).body.events as {
        at: string;
        data: object;
      }[];
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        stream: `question-${questionId}`,
        actorId: admin.uid,
        actorRole: 'Administrator',
        data: { kind: 'qnas', id: questionId, reason: 'Court order 2026-114' },
      });
      expect(Date.parse(events[0]!.at)).toBeGreaterThanOrEqual(before - 1000);
      // The record names the item and the administrator, not the author.
      expect(events[0]!.data).not.toHaveProperty('authorId');
      // Unmasking changes nothing the public sees.
      expect((await visitor().get(`/api/questions/${questionId}`)).body.authorName).toBe(alias);
    });
  });

  it('is described in the OpenAPI document: the posting field and the unmask route', async () => {
    const { paths } = (await visitor().get('/api/docs/openapi.json')).body as {
      paths: Record<string, Record<string, AnswerBody>>;
    };
    for (const path of ['/api/articles', '/api/books', '/api/videos', '/api/questions', '/api/drafts']) {
      expect(paths[path]!.post.requestBody.content['application/json'].schema.properties).toHaveProperty(
        'pseudonymous',
      );
    }
    expect(
      paths['/api/admin/pseudonyms/{kind}/{id}/unmask']!.post.requestBody.content['application/json'].schema.required,
    ).toEqual(['reason']);
  });

  describe('a logged-out draft', () => {
    it('stays pseudonymous once posted after signing up, and its claim names no one in the event history', async () => {
      const anonymous = client();
      const saved = await anonymous.post('/api/drafts', {
        kind: 'articles',
        title: 'Written before I had an account',
        body: 'x',
        tags: [],
        categories: [],
        pseudonymous: true,
      });
      expect(saved.status).toBe(201);
      const drafts = (await admin.get('/api/admin/drafts')).body.drafts as { title: string; pseudonymous: boolean }[];
      expect(drafts.find((draft) => draft.title === 'Written before I had an account')).toMatchObject({
        pseudonymous: true,
      });
      const { uid } = await anonymous.signUp('drafter@example.org');
      const username = 'Drafter Zephyrine';
      expect((await anonymous.patch('/api/account', { username })).status).toBe(200);
      const claimed = await anonymous.post(`/api/drafts/${saved.body.key}/claim`);
      expect(claimed.status).toBe(201);
      const detail = (await visitor().get(`/api/articles/${claimed.body.id}`)).body;
      expect(detail).toMatchObject({ authorId: null, pseudonymous: true });
      expect(detail.authorName).toMatch(ALIAS);
      expect(JSON.stringify(detail)).not.toContain(username);
      const history = (await anonymous.get('/api/account/history')).body.items as {
        type: string;
        id: number;
        pseudonymous?: true;
      }[];
      expect(history).toContainEqual(
        expect.objectContaining({ type: 'articles', id: claimed.body.id, pseudonymous: true }),
      );
      // The event history is its own lane, which catches up behind the writes.
      const claims = async () =>
        (await admin.get('/api/admin/events?type=DraftClaimed')).body.events as {
          actorId: number | null;
          data: object;
        }[];
      await until(async () => (await claims()).length > 0, 'the claim in the event history');
      const events = await claims();
      for (const event of events) {
        expect(event.actorId).not.toBe(uid);
        expect(event.data).not.toHaveProperty('memberId');
      }
    });
  });
});
