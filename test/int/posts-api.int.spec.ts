import { POST_MESSAGES, QUESTION_TITLE_MAX } from '../../src/contracts/content';
import { MESSAGES } from '../../src/contracts/messages';
import { ApiClient } from '../support/api-client';
import { describeBehaviour } from '../support/profiles';
import { startTestApp, type TestApp } from '../support/test-app';

const valid = {
  articles: {
    title: 'Telling the children',
    body: 'First paragraph.\nSecond one.',
    tags: ['#Kids', 'kids', ' talking '],
    categories: [1, 2],
    media: 'https://example.org/story',
  },
  books: {
    title: 'A book that helped',
    body: 'Read it twice.',
    tags: [],
    categories: [3],
    media: 'https://www.amazon.com/Some-Title/dp/0143127748/ref=sr_1_1',
  },
  videos: {
    title: 'A talk on co-parenting',
    body: 'Worth the time.',
    tags: ['parenting'],
    categories: [],
    media: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=4',
    acknowledged: true,
  },
  questions: {
    title: 'How do I tell my kids?',
    body: 'They are 6 and 9.',
    tags: ['kids'],
    categories: [1],
    acknowledged: true,
  },
} as const;
type UrlKind = keyof typeof valid;

describeBehaviour('posts API', ({ profile, it, smoke }) => {
  let t: TestApp;
  let n = 0;
  let member: ApiClient;
  let memberUid: number;

  beforeAll(async () => {
    t = await startTestApp(profile, { RATE_LIMIT_FACTOR: '1000' });
    member = client();
    memberUid = (await member.signUp(email())).uid;
    expect((await member.patch('/api/account', { username: `Poster${profile}` })).status).toBe(200);
  });
  afterAll(async () => t.close());

  const client = () => new ApiClient(t.baseUrl);
  const email = () => `poster${++n}@example.org`;

  // First, while there are no articles yet: the counts below are exact.
  describe('lists', () => {
    smoke('starts empty, then pages 13 articles 6, 6 and 1 at a time, newest first', async () => {
      expect((await client().get('/api/articles')).body).toEqual({ items: [], total: 0, page: 1, pageSize: 6 });
      const ids: number[] = [];
      for (let i = 1; i <= 13; i++) {
        const r = await member.post('/api/articles', { ...valid.articles, title: `Article ${i}` });
        expect(r.status).toBe(201);
        ids.push(r.body.id);
      }
      const pages = await Promise.all([1, 2, 3, 4].map((page) => client().get(`/api/articles?page=${page}`)));
      expect(pages.map((p) => p.body.items.length)).toEqual([6, 6, 1, 0]);
      expect(pages.every((p) => p.body.total === 13 && p.body.pageSize === 6)).toBe(true);
      expect(pages.flatMap((p) => p.body.items.map((item: { id: number }) => item.id))).toEqual([...ids].reverse());
      expect(pages[0]!.body.items[0]).toMatchObject({
        kind: 'articles',
        title: 'Article 13',
        authorId: memberUid,
        authorName: `Poster${profile}`,
        replyCount: 0,
      });
    });

    it('refuses a page that is not a positive number', async () => {
      expect((await client().get('/api/articles?page=0')).status).toBe(400);
      expect((await client().get('/api/articles?page=abc')).status).toBe(400);
      expect((await client().get('/api/articles?sort=title')).status).toBe(400);
    });
  });

  describe('posting', () => {
    it.each([
      ['articles', 'articles', 'https://example.org/story'],
      ['books', 'books', '0143127748'],
      ['videos', 'videos', 'dQw4w9WgXcQ'],
      ['questions', 'qnas', null],
    ] as const)('posts to /api/%s and the item is readable at once', async (urlKind, kind, media) => {
      const r = await member.post(`/api/${urlKind}`, valid[urlKind as UrlKind]);
      expect(r.status).toBe(201);
      expect(r.body).toEqual({ kind, id: expect.any(Number) });
      expect(Number.isInteger(r.body.id) && r.body.id > 0).toBe(true);
      const detail = await client().get(`/api/${urlKind}/${r.body.id}`);
      expect(detail.status).toBe(200);
      expect(detail.body).toMatchObject({
        kind,
        id: r.body.id,
        title: valid[urlKind as UrlKind].title,
        body: valid[urlKind as UrlKind].body,
        authorId: memberUid,
        authorName: `Poster${profile}`,
        authorRole: 'member',
        media,
        replyCount: 0,
      });
      expect(new Date(detail.body.date).toISOString()).toBe(detail.body.date);
    });

    it('normalises tags and keeps categories', async () => {
      const r = await member.post('/api/articles', valid.articles);
      const detail = await client().get(`/api/articles/${r.body.id}`);
      expect(detail.body).toMatchObject({ tags: ['Kids', 'talking'], categories: [1, 2] });
    });

    it('numbers each kind on its own', async () => {
      const book = await member.post('/api/books', valid.books);
      const next = await member.post('/api/books', valid.books);
      expect(next.body.id).toBe(book.body.id + 1);
    });

    it('needs a logged-in member', async () => {
      for (const urlKind of Object.keys(valid) as UrlKind[]) {
        expect(await client().post(`/api/${urlKind}`, valid[urlKind])).toMatchObject({
          status: 401,
          body: { message: MESSAGES.loginRequired },
        });
      }
    });
  });

  describe('validation', () => {
    it.each([
      [
        'a question without the 18+ acknowledgement',
        'questions',
        { ...valid.questions, acknowledged: false },
        POST_MESSAGES.adultRequired,
      ],
      [
        'a video without the usage-rights acknowledgement',
        'videos',
        { ...valid.videos, acknowledged: undefined },
        POST_MESSAGES.rightsRequired,
      ],
      [
        'a 51-character question title',
        'questions',
        { ...valid.questions, title: 'q'.repeat(QUESTION_TITLE_MAX + 1) },
        POST_MESSAGES.questionTitleTooLong,
      ],
      ['a blank title', 'articles', { ...valid.articles, title: '  ' }, POST_MESSAGES.titleRequired],
      ['a missing title', 'books', { body: 'x', tags: [], categories: [], media: 'x' }, POST_MESSAGES.titleRequired],
      ['an unknown field', 'articles', { ...valid.articles, authorId: 1 }, 'Unknown field: authorId'],
      ['a huge body', 'articles', { ...valid.articles, body: 'x'.repeat(20_001) }, POST_MESSAGES.bodyTooLong],
      [
        'too many tags',
        'articles',
        { ...valid.articles, tags: Array.from({ length: 13 }, (_, i) => `t${i}`) },
        POST_MESSAGES.tooManyTags,
      ],
      // Refused, never dropped: the member is told the rule and the post keeps every tag they typed.
      ['a 100-character tag', 'articles', { ...valid.articles, tags: ['t'.repeat(100)] }, POST_MESSAGES.tagTooLong],
      [
        'a 41-character tag',
        'questions',
        { ...valid.questions, tags: ['#' + 't'.repeat(41)] },
        POST_MESSAGES.tagTooLong,
      ],
      ['a category that is not a number', 'articles', { ...valid.articles, categories: ['law'] }, 'categories'],
    ])('refuses %s with a 400 and a clear message', async (_, urlKind, body, message) => {
      const r = await member.post(`/api/${urlKind}`, body);
      expect(r.status).toBe(400);
      expect(r.body.message).toContain(message);
    });

    it('posts a book without a bookstore link, and keeps a link given as its id', async () => {
      for (const media of ['', undefined]) {
        const r = await member.post('/api/books', { ...valid.books, media });
        expect(r.status).toBe(201);
        expect((await member.get(`/api/books/${r.body.id}`)).body).toMatchObject({
          title: valid.books.title,
          media: null,
        });
      }
      const linked = await member.post('/api/books', {
        ...valid.books,
        media: 'https://www.amazon.com/dp/0143127748/',
      });
      expect((await member.get(`/api/books/${linked.body.id}`)).body.media).toBe('0143127748');
    });

    it('accepts a question title of exactly 50 characters', async () => {
      expect(
        (await member.post('/api/questions', { ...valid.questions, title: 'q'.repeat(QUESTION_TITLE_MAX) })).status,
      ).toBe(201);
    });
  });

  describe('reading', () => {
    it.each(['articles', 'books', 'videos', 'questions'])(
      'answers a missing or malformed /api/%s/:id with a 404',
      async (urlKind) => {
        for (const id of ['999999', 'abc', '12abc', '-1', '1.5', '99999999999999999999']) {
          const r = await client().get(`/api/${urlKind}/${id}`);
          expect(r).toMatchObject({ status: 404, body: { message: POST_MESSAGES.notFound } });
        }
      },
    );

    it('gives the latest question, video and article for the home page', async () => {
      const q = await member.post('/api/questions', { ...valid.questions, title: 'The newest question' });
      const v = await member.post('/api/videos', { ...valid.videos, title: 'The newest video' });
      const a = await member.post('/api/articles', { ...valid.articles, title: 'The newest article' });
      const r = await client().get('/api/latest');
      expect(r.status).toBe(200);
      expect(r.body.items.map((i: { kind: string; id: number }) => [i.kind, i.id])).toEqual([
        ['qnas', q.body.id],
        ['videos', v.body.id],
        ['articles', a.body.id],
      ]);
    });

    it("lists a member's posts in their account history, newest first", async () => {
      const c = client();
      await c.signUp(email());
      expect((await c.get('/api/account/history')).body).toEqual({ items: [] });
      const first = await c.post('/api/questions', valid.questions);
      const second = await c.post('/api/books', valid.books);
      const r = await c.get('/api/account/history');
      expect(r.status).toBe(200);
      expect(r.body.items).toEqual([
        {
          type: 'books',
          id: second.body.id,
          parentId: null,
          parentType: null,
          title: valid.books.title,
          date: expect.any(String),
        },
        {
          type: 'qnas',
          id: first.body.id,
          parentId: null,
          parentType: null,
          title: valid.questions.title,
          date: expect.any(String),
        },
      ]);
      expect((await client().get('/api/account/history')).status).toBe(401);
    });

    it('documents the routes in the OpenAPI document', async () => {
      const r = await client().get('/api/docs/openapi.json');
      expect(Object.keys(r.body.paths)).toEqual(
        expect.arrayContaining(['/api/articles', '/api/questions', '/api/books/{id}', '/api/latest']),
      );
    });
  });
});
