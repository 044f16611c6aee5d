import type { PostKind } from '../../src/contracts/content';
import { TOPIC_MESSAGES, type Topic } from '../../src/contracts/topics';
import { ApiClient } from '../support/api-client';
import { startTestApp, type TestApp, type TestProfile } from '../support/test-app';

const PATH = { qnas: 'questions', articles: 'articles', videos: 'videos', books: 'books' } as const satisfies Record<
  PostKind,
  string
>;
const FIELDS = {
  qnas: { body: 'Asking for a friend.', tags: [], acknowledged: true },
  articles: { body: 'What helped us.', tags: [] },
  videos: {
    body: 'Worth the time.',
    tags: [],
    media: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    acknowledged: true,
  },
  books: { body: 'Read it twice.', tags: [], media: 'https://www.amazon.com/Some-Title/dp/0143127748/ref=sr_1_1' },
} as const;

describe.each<TestProfile>(['services', 'embedded'])('topic pages and the combined listing (%s profile)', (profile) => {
  let t: TestApp;
  let member: ApiClient;
  let topics: Map<string, Topic>;
  /** Every post in the order it was made: [kind, id]. */
  const posted: [PostKind, number][] = [];

  const client = () => new ApiClient(t.baseUrl);
  const id = (slug: string) => topics.get(slug)!.id;
  const post = async (kind: PostKind, title: string, slugs: string[], extra: object = {}) => {
    const r = await member.post(`/api/${PATH[kind]}`, { ...FIELDS[kind], title, categories: slugs.map(id), ...extra });
    expect(r.status).toBe(201);
    posted.push([kind, r.body.id]);
    return r.body.id as number;
  };
  const results = (page: number) => client().get(`/api/results?page=${page}`);
  const titles = (body: { items: { title: string }[] }) => body.items.map((item) => item.title);

  beforeAll(async () => {
    t = await startTestApp(profile, { RATE_LIMIT_FACTOR: '1000' });
    member = client();
    await member.signUp(`topic-pages-${profile}@example.org`);
    topics = new Map(((await client().get('/api/topics')).body.topics as Topic[]).map((topic) => [topic.slug, topic]));

    // Pets: seven questions, two articles (one sharing a link), a video and a book; Children is
    // on two of them, Cultural and Finances on one each.
    await post('qnas', 'Who keeps the dog?', ['pets', 'children']);
    await post('articles', 'Pets and custody', ['pets'], { media: 'https://example.org/pets-and-custody' });
    await post('articles', 'Our cat moved twice', ['pets', 'finances']);
    await post('videos', 'A vet on pets and divorce', ['pets', 'children']);
    await post('books', 'The shared dog', ['pets', 'cultural']);
    await post('qnas', 'Is dating allowed yet?', ['dating']);
    for (let i = 2; i <= 7; i++) await post('qnas', `Pet question ${i}`, ['pets']);
  });
  afterAll(async () => t.close());

  describe('GET /api/topics/:slug', () => {
    it('counts every tab: links are the articles that share a link, and no expert is in a topic yet', async () => {
      const r = await client().get('/api/topics/pets');
      expect(r.status).toBe(200);
      expect(r.body.topic).toEqual(topics.get('pets'));
      expect(r.body.counts).toEqual({ qnas: 7, articles: 2, videos: 1, books: 1, links: 1, experts: 0 });
    });

    it('relates the topics its items also carry, most shared first, then by name', async () => {
      const r = await client().get('/api/topics/pets');
      expect(r.body.related).toEqual([topics.get('children'), topics.get('cultural'), topics.get('finances')]);
    });

    it('relates every other topic, by name, while the topic has no items', async () => {
      const r = await client().get('/api/topics/lgbtq');
      expect(r.body.counts).toEqual({ qnas: 0, articles: 0, videos: 0, books: 0, links: 0, experts: 0 });
      const others = (await client().get('/api/topics')).body.topics.filter((topic: Topic) => topic.slug !== 'lgbtq');
      expect(r.body.related).toEqual(others);
    });

    it.each(['no-such-topic', 'Pets', 'pets--dogs', 'x'.repeat(61)])('answers 404 for the slug %s', async (slug) => {
      const r = await client().get(`/api/topics/${slug}`);
      expect(r).toMatchObject({ status: 404, body: { message: TOPIC_MESSAGES.topicNotFound } });
    });
  });

  describe('GET /api/topics/:slug/items', () => {
    it('pages a tab newest first, 6 at a time', async () => {
      const first = await client().get('/api/topics/pets/items?tab=qnas&page=1');
      const second = await client().get('/api/topics/pets/items?tab=qnas&page=2');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ total: 7, page: 1, pageSize: 6 });
      expect(titles(first.body)).toEqual([
        'Pet question 7',
        'Pet question 6',
        'Pet question 5',
        'Pet question 4',
        'Pet question 3',
        'Pet question 2',
      ]);
      expect(second.body).toMatchObject({ total: 7, page: 2, pageSize: 6 });
      expect(titles(second.body)).toEqual(['Who keeps the dog?']);
      expect(first.body.items[0]).toMatchObject({
        kind: 'qnas',
        authorName: expect.any(String),
        date: expect.any(String),
        replyCount: 0,
      });
    });

    it('lists each kind, and the articles with a shared link under links', async () => {
      const tab = async (name: string) => (await client().get(`/api/topics/pets/items?tab=${name}`)).body;
      expect(titles(await tab('articles'))).toEqual(['Our cat moved twice', 'Pets and custody']);
      expect(titles(await tab('links'))).toEqual(['Pets and custody']);
      expect(titles(await tab('videos'))).toEqual(['A vet on pets and divorce']);
      expect(titles(await tab('books'))).toEqual(['The shared dog']);
      expect(await tab('qnas')).toMatchObject({ total: 7 });
      expect(titles((await client().get('/api/topics/children/items?tab=qnas')).body)).toEqual(['Who keeps the dog?']);
    });

    it('shows the Questions and Answers tab when none is named', async () => {
      expect((await client().get('/api/topics/pets/items')).body).toMatchObject({ total: 7, page: 1 });
    });

    it('refuses a bad tab or page with a 400 and an unknown topic with a 404', async () => {
      for (const query of ['tab=experts', 'tab=people', 'page=0', 'page=x', 'tab=qnas&sort=old']) {
        expect((await client().get(`/api/topics/pets/items?${query}`)).status).toBe(400);
      }
      expect(await client().get('/api/topics/no-such-topic/items?tab=qnas')).toMatchObject({
        status: 404,
        body: { message: TOPIC_MESSAGES.topicNotFound },
      });
    });
  });

  describe('GET /api/results', () => {
    it('lists the latest items of every kind together, newest first, 6 a page', async () => {
      const newestFirst = [...posted].reverse().map(([kind, id]) => ({ kind, id }));
      const [first, second, third] = [await results(1), await results(2), await results(3)];
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ total: posted.length, page: 1, pageSize: 6 });
      const ids = (body: { items: { kind: PostKind; id: number }[] }) =>
        body.items.map(({ kind, id }) => ({ kind, id }));
      expect([...ids(first.body), ...ids(second.body)]).toEqual(newestFirst);
      expect(new Set(ids(second.body).map((item) => item.kind))).toEqual(
        new Set(['qnas', 'books', 'videos', 'articles']),
      );
      expect(third.body.items).toEqual([]);
    });

    it('starts at page 1 and refuses a bad page', async () => {
      expect((await client().get('/api/results')).body).toMatchObject({ page: 1, total: posted.length });
      expect((await client().get('/api/results?page=0')).status).toBe(400);
    });
  });
});
