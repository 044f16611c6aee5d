import { SUGGESTED_TOPIC_MAX, TOPIC_MESSAGES, type Topic, type TopicSuggestion } from '../../src/contracts/topics';
import type { SqlDatabase } from '../../src/infra/sql/database';
import type { ReadModel } from '../../src/projections/read-model';
import { SQL_DATABASE } from '../../src/infra/tokens';
import { TopicSuggestionsQueries } from '../../src/projections/topic-suggestions/topic-suggestions.queries';
import { ApiClient } from '../support/api-client';
import { describeBehaviour } from '../support/profiles';
import { startTestApp, type TestApp } from '../support/test-app';
import { grantRole } from '../support/roles';

const article = { title: 'Stepkids and holidays', body: 'Who goes where?', tags: [], categories: [] };
const question = {
  title: 'Is a stepdad a parent?',
  body: 'Asking for my kids.',
  tags: [],
  categories: [],
  acknowledged: true,
};

describeBehaviour('suggested categories', ({ profile, it, smoke }) => {
  let t: TestApp;
  let n = 0;
  let admin: ApiClient;
  let member: ApiClient;
  let memberUid: number;

  const client = () => new ApiClient(t.baseUrl);
  const email = (who: string) => `${who}${++n}-${profile}@example.org`;
  const open = async (): Promise<TopicSuggestion[]> =>
    (await admin.get('/api/admin/topic-suggestions')).body.suggestions;
  const suggestionFor = async (itemId: number, itemKind = 'articles') =>
    (await open()).find((s) => s.itemId === itemId && s.itemKind === itemKind);
  const approve = (id: number | string, slug: unknown, who = admin) =>
    who.post(`/api/admin/topic-suggestions/${id}/approve`, { slug });
  const deny = (id: number | string, who = admin) => who.request('DELETE', `/api/admin/topic-suggestions/${id}`);
  const allTopics = async (): Promise<Topic[]> => (await client().get('/api/topics')).body.topics;
  const postArticle = async (suggestedTopic?: unknown) => {
    const r = await member.post('/api/articles', {
      ...article,
      ...(suggestedTopic === undefined ? {} : { suggestedTopic }),
    });
    expect(r.status).toBe(201);
    return r.body.id as number;
  };

  beforeAll(async () => {
    t = await startTestApp(profile, { RATE_LIMIT_FACTOR: '1000' });
    member = client();
    memberUid = (await member.signUp(email('member'))).uid;
    admin = client();
    const { uid } = await admin.signUp(email('admin'));
    await grantRole(t, admin, uid, 'Administrator');
  });
  afterAll(async () => t.close());

  describe('filing', () => {
    it('files the trimmed suggestion with the post: suggester, date and the page of the item', async () => {
      const before = Date.now();
      const id = await postArticle('  Step Parenting ');
      // Read-your-writes: administrators see it as soon as the post returns.
      const suggestion = await suggestionFor(id);
      expect(suggestion).toEqual({
        id: expect.any(Number),
        topic: 'Step Parenting',
        suggestedBy: memberUid,
        suggestedAt: expect.any(String),
        itemKind: 'articles',
        itemId: id,
        path: `/articles/${id}`,
      });
      expect(Date.parse(suggestion!.suggestedAt)).toBeGreaterThanOrEqual(before - 1_000);
      expect((await member.get(`/api/articles/${id}`)).body.categories).toEqual([]);
    });

    it('links a question to its answers page', async () => {
      const r = await member.post('/api/questions', { ...question, suggestedTopic: 'Stepdads' });
      expect(r.status).toBe(201);
      expect(await suggestionFor(r.body.id, 'qnas')).toMatchObject({
        topic: 'Stepdads',
        path: `/answers/${r.body.id}`,
      });
    });

    it('files nothing for an empty or missing suggestion', async () => {
      const count = (await open()).length;
      for (const id of [await postArticle(), await postArticle('   '), await postArticle(null)])
        expect(await suggestionFor(id)).toBeUndefined();
      expect(await open()).toHaveLength(count);
    });

    it('refuses a suggestion that is too long, with the post', async () => {
      const count = (await open()).length;
      const r = await member.post('/api/articles', {
        ...article,
        title: 'Too long a suggestion',
        suggestedTopic: 'x'.repeat(SUGGESTED_TOPIC_MAX + 1),
      });
      expect(r).toMatchObject({ status: 400, body: { message: TOPIC_MESSAGES.suggestionTooLong } });
      expect(
        (await client().get('/api/articles')).body.items.map((item: { title: string }) => item.title),
      ).not.toContain('Too long a suggestion');
      expect(await open()).toHaveLength(count);
    });

    it('files the suggestion of a draft once a member claims it', async () => {
      const visitor = client();
      const saved = await visitor.post('/api/drafts', { kind: 'qnas', ...question, suggestedTopic: ' Grief ' });
      expect(saved.status).toBe(201);
      expect((await open()).map((s) => s.topic)).not.toContain('Grief');
      const claimed = await member.post(`/api/drafts/${saved.body.key}/claim`);
      expect(claimed.status).toBe(201);
      expect(await suggestionFor(claimed.body.id, 'qnas')).toMatchObject({
        topic: 'Grief',
        suggestedBy: memberUid,
        path: `/answers/${claimed.body.id}`,
      });
    });

    it('refuses a draft whose suggestion is too long', async () => {
      const r = await client().post('/api/drafts', {
        kind: 'qnas',
        ...question,
        suggestedTopic: 'x'.repeat(SUGGESTED_TOPIC_MAX + 1),
      });
      expect(r).toMatchObject({ status: 400, body: { message: TOPIC_MESSAGES.suggestionTooLong } });
    });
  });

  describe('the administrators’ table', () => {
    it('lists the open suggestions oldest first, and counts them', async () => {
      const suggestions = await open();
      expect(suggestions.length).toBeGreaterThanOrEqual(3);
      const dates = suggestions.map((s) => Date.parse(s.suggestedAt));
      expect(dates).toEqual([...dates].sort((a, b) => a - b));
      expect(await t.app.get(TopicSuggestionsQueries).openCount()).toBe(suggestions.length);
    });

    it('keeps the table and its actions to administrators', async () => {
      const [suggestion] = await open();
      const visitor = client();
      expect((await visitor.get('/api/admin/topic-suggestions')).status).toBe(401);
      expect((await approve(suggestion!.id, 'step-parenting', visitor)).status).toBe(401);
      expect((await deny(suggestion!.id, visitor)).status).toBe(401);
      expect((await member.get('/api/admin/topic-suggestions')).status).toBe(403);
      expect((await approve(suggestion!.id, 'step-parenting', member)).status).toBe(403);
      expect((await deny(suggestion!.id, member)).status).toBe(403);
      expect(await open()).toContainEqual(suggestion);
    });
  });

  describe('approving', () => {
    it('refuses a slug that is taken or malformed and changes nothing', async () => {
      const itemId = await postArticle('Co-Parenting Apps');
      const suggestion = (await suggestionFor(itemId))!;
      const topicsBefore = await allTopics();

      expect(await approve(suggestion.id, 'pets')).toMatchObject({
        status: 409,
        body: { message: TOPIC_MESSAGES.slugTaken },
      });
      for (const slug of ['Co-Parenting', 'co parenting', 'co--parenting', '', 'a'.repeat(61)]) {
        expect(await approve(suggestion.id, slug)).toMatchObject({
          status: 400,
          body: { message: TOPIC_MESSAGES.slugInvalid },
        });
      }
      expect((await approve(suggestion.id, 42)).status).toBe(400);

      expect(await allTopics()).toEqual(topicsBefore);
      expect(await suggestionFor(itemId)).toEqual(suggestion);
      expect((await member.get(`/api/articles/${itemId}`)).body.categories).toEqual([]);
    });

    smoke('creates the topic, attaches the item to it and closes the suggestion', async () => {
      const itemId = await postArticle('Holiday Schedules');
      const suggestion = (await suggestionFor(itemId))!;

      const r = await approve(suggestion.id, 'holiday-schedules');
      expect(r.status).toBe(201);
      const topic = r.body.topic as Topic;
      expect(topic).toEqual({ id: expect.any(Number), slug: 'holiday-schedules', name: 'Holiday Schedules' });

      // Read-your-writes: all of it shows as soon as the approval returns.
      expect(await allTopics()).toContainEqual(topic);
      expect((await member.get(`/api/articles/${itemId}`)).body.categories).toEqual([topic.id]);
      const page = await client().get('/api/topics/holiday-schedules');
      expect(page.body).toMatchObject({ topic, counts: { articles: 1, qnas: 0 } });
      const items = await client().get('/api/topics/holiday-schedules/items?tab=articles');
      expect(items.body.items.map((item: { id: number }) => item.id)).toEqual([itemId]);
      expect(await suggestionFor(itemId)).toBeUndefined();
      const { db } = t.app.get<SqlDatabase<ReadModel>>(SQL_DATABASE);
      const row = await db.selectFrom('topics').select('keywords').where('id', '=', topic.id).executeTakeFirstOrThrow();
      expect(row.keywords).toContain('holiday schedules');

      // The new topic can be chosen on the posting forms at once.
      const next = await member.post('/api/articles', { ...article, categories: [topic.id] });
      expect(next.status).toBe(201);

      expect(await approve(suggestion.id, 'holiday-schedules-2')).toMatchObject({
        status: 404,
        body: { message: TOPIC_MESSAGES.suggestionNotFound },
      });
      expect(await deny(suggestion.id)).toMatchObject({
        status: 404,
        body: { message: TOPIC_MESSAGES.suggestionNotFound },
      });
      expect((await allTopics()).map((t) => t.slug)).not.toContain('holiday-schedules-2');
    });

    it('answers 404 for an unknown suggestion or a bad id', async () => {
      expect(await approve(999_999, 'anything')).toMatchObject({
        status: 404,
        body: { message: TOPIC_MESSAGES.suggestionNotFound },
      });
      expect((await approve('abc', 'anything')).status).toBe(404);
    });
  });

  describe('denying', () => {
    it('removes the suggestion without creating a topic; a second denial finds nothing', async () => {
      const itemId = await postArticle('Ex In-Laws');
      const suggestion = (await suggestionFor(itemId))!;
      const topicsBefore = await allTopics();

      const r = await deny(suggestion.id);
      expect(r.status).toBe(204);
      expect(await suggestionFor(itemId)).toBeUndefined();
      expect(await allTopics()).toEqual(topicsBefore);

      expect(await deny(suggestion.id)).toMatchObject({
        status: 404,
        body: { message: TOPIC_MESSAGES.suggestionNotFound },
      });
      expect(await approve(suggestion.id, 'ex-in-laws')).toMatchObject({
        status: 404,
        body: { message: TOPIC_MESSAGES.suggestionNotFound },
      });
      expect((await deny('abc')).status).toBe(404);
    });
  });
});
