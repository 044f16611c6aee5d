import { PAGE_SIZE, type PostKind } from '../../src/contracts/content';
import { SEARCH_MESSAGES, SEARCH_TERMS_MAX, type SearchResults, type SnippetSegment } from '../../src/contracts/search';
import { ApiClient } from '../support/api-client';
import { projectionsCaughtUp, startTestApp, type TestApp, type TestProfile } from '../support/test-app';

// Each test searches for words of its own, so the posts of the other tests do not change its counts.
const PATHS = { articles: 'articles', books: 'books', videos: 'videos', qnas: 'questions' } as const;
const MEDIA = {
  articles: undefined,
  books: 'https://www.amazon.com/Some-Title/dp/0143127748',
  videos: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  qnas: undefined,
};

interface Draft {
  title: string;
  body?: string;
  tags?: string[];
}

function searchApi(profile: TestProfile) {
  let t: TestApp;
  let member: ApiClient;

  const setUp = async () => {
    t = await startTestApp(profile, { RATE_LIMIT_FACTOR: '1000' });
    member = new ApiClient(t.baseUrl);
    await member.signUp(`searcher-${profile}@example.org`);
    expect((await member.patch('/api/account', { username: `Searcher${profile}` })).status).toBe(200);
  };

  const post = async (kind: PostKind, draft: Draft): Promise<number> => {
    const r = await member.post(`/api/${PATHS[kind]}`, {
      body: '',
      tags: [],
      categories: [],
      ...draft,
      ...(MEDIA[kind] ? { media: MEDIA[kind] } : {}),
      ...(kind === 'qnas' || kind === 'videos' ? { acknowledged: true } : {}),
    });
    expect(r.status).toBe(201);
    return r.body.id;
  };

  const search = async (q: string, params: Record<string, string> = {}): Promise<SearchResults> => {
    // A post's answer waits for its pages, not for the index, which catches up behind it: a search
    // here reads once the index has passed every write so far.
    await projectionsCaughtUp(t);
    const r = await new ApiClient(t.baseUrl).get(`/api/search?${new URLSearchParams({ q, ...params })}`);
    expect(r.status).toBe(200);
    return r.body;
  };

  const ids = (results: SearchResults) => results.results.items.map((item) => item.id);

  return { setUp, close: () => t.close(), post, search, ids, client: () => new ApiClient(t.baseUrl) };
}

describe('search API (services profile)', () => {
  const api = searchApi('services');
  const { post, search, ids } = api;
  beforeAll(api.setUp);
  afterAll(() => api.close());

  it('finds a post as soon as its POST returns, with the fields of a list item', async () => {
    const id = await post('articles', {
      title: 'A zeppelin over the courthouse',
      body: 'It floated by during the hearing.',
    });
    const r = await search('zeppelin');
    expect(r.terms).toBe('zeppelin');
    expect(r.counts).toEqual({ articles: 1, books: 0, videos: 0, qnas: 0 });
    expect(r.countsAreLowerBounds).toEqual({ articles: false, books: false, videos: false, qnas: false });
    expect(r.results).toMatchObject({ total: 1, totalIsLowerBound: false, page: 1, pageSize: PAGE_SIZE });
    expect(r.results.items).toEqual([
      {
        kind: 'articles',
        id,
        title: 'A zeppelin over the courthouse',
        authorId: expect.any(Number),
        authorName: 'Searcherservices',
        authorRole: 'member',
        date: expect.any(String),
        replyCount: 0,
        snippet: expect.any(Array),
      },
    ]);
    expect(new Date(r.results.items[0]!.date).toISOString()).toBe(r.results.items[0]!.date);
  });

  it('ranks a title match above a body match', async () => {
    const inTitle = await post('articles', { title: 'The trampoline question', body: 'Nothing else to say here.' });
    const inBody = await post('articles', {
      title: 'Garden notes',
      body: 'We sold the trampoline last spring, when we moved house.',
    });
    expect(ids(await search('trampoline'))).toEqual([inTitle, inBody]);
  });

  it('ranks a tag match between a title match and a body match', async () => {
    const inBody = await post('articles', { title: 'Weekend one', body: 'A note on the marmalade we made.' });
    const inTags = await post('articles', { title: 'Weekend two', body: 'Toast.', tags: ['marmalade'] });
    const inTitle = await post('articles', { title: 'Marmalade mornings', body: 'Toast again.' });
    expect(ids(await search('marmalade'))).toEqual([inTitle, inTags, inBody]);
  });

  it('highlights the matching words in the snippet, as segments', async () => {
    await post('qnas', {
      title: 'Moving out',
      body: 'Who keeps the harpsichord when we sell the house? It was a gift from my mother.',
    });
    const [hit] = (await search('harpsichord', { kind: 'qnas' })).results.items;
    const matches = hit!.snippet.filter((segment: SnippetSegment) => segment.match).map((segment) => segment.text);
    expect(matches).toEqual(['harpsichord']);
    expect(hit!.snippet.map((segment) => segment.text).join('')).toBe(
      'Who keeps the harpsichord when we sell the house? It was a gift from my mother.',
    );
  });

  it('matches a quoted phrase only where its words stand together', async () => {
    const together = await post('articles', { title: 'What we agreed', body: 'We wrote a lantern schedule together.' });
    const apart = await post('articles', {
      title: 'Our schedule',
      body: 'The lantern stayed lit; the schedule did not.',
    });
    expect(ids(await search('"lantern schedule"'))).toEqual([together]);
    expect(ids(await search('lantern schedule')).sort()).toEqual([together, apart].sort());
  });

  it('leaves out posts with an excluded -word', async () => {
    await post('articles', { title: 'Accordion lessons with a lawyer present', body: 'Odd, but it helped.' });
    const kept = await post('articles', { title: 'Accordion lessons at home', body: 'Just the two of us.' });
    expect(ids(await search('accordion -lawyer'))).toEqual([kept]);
  });

  it('corrects a misspelt word to the nearest word the site knows', async () => {
    const custody = await post('articles', { title: 'Joint custody, two years on', body: 'Handovers on Sundays.' });
    const divorce = await post('books', { title: 'After the divorce', body: 'A memoir.' });
    expect(ids(await search('custdy'))).toContain(custody);
    expect(ids(await search('divorse', { kind: 'books' }))).toContain(divorce);
    expect(ids(await search('"joint custdy"'))).toContain(custody);
  });

  it('counts the matches of every kind and pages the chosen kind', async () => {
    const made = { articles: 2, books: 1, videos: 3, qnas: 1 };
    const posted: Record<PostKind, number[]> = { articles: [], books: [], videos: [], qnas: [] };
    for (const [kind, count] of Object.entries(made) as [PostKind, number][]) {
      for (let i = 0; i < count; i++)
        posted[kind].push(await post(kind, { title: `Harmonica story ${i + 1}`, body: 'Played it at the hearing.' }));
    }
    const r = await search('harmonica', { kind: 'videos' });
    expect(r.counts).toEqual(made);
    expect(r.results.total).toBe(3);
    expect(ids(r).sort()).toEqual(posted.videos.sort());
    expect((await search('harmonica')).results.items.every((item) => item.kind === 'articles')).toBe(true);
  });

  it('pages the results PAGE_SIZE at a time without repeating any', async () => {
    const posted: number[] = [];
    for (let i = 0; i < PAGE_SIZE + 2; i++)
      posted.push(await post('articles', { title: `Lighthouse weekend ${i + 1}`, body: 'The kids loved it.' }));
    const pages = await Promise.all([1, 2, 3].map((page) => search('lighthouse', { page: String(page) })));
    expect(pages.map((p) => p.results.items.length)).toEqual([PAGE_SIZE, 2, 0]);
    expect(pages.every((p) => p.results.total === PAGE_SIZE + 2 && p.results.page === pages.indexOf(p) + 1)).toBe(true);
    expect(pages.flatMap(ids).sort()).toEqual(posted.sort());
    // Equal text ranks: the newest first.
    expect(pages.flatMap(ids)).toEqual([...posted].sort((a, b) => b - a));
  });

  it('shows the topics whose keywords the terms hit', async () => {
    const r = await search('custody');
    expect(r.topics[0]).toEqual({ id: expect.any(Number), slug: 'children', name: 'Children' });
    expect((await search('custdy')).topics.map((topic) => topic.slug)).toContain('children');
    expect((await search('harmonica')).topics).toEqual([]);
  });

  it('shows the posts that hold most of the words when none holds them all, and says so', async () => {
    const both = await post('articles', {
      title: 'Evenings at home',
      body: 'The tuba is loud, the kazoo is not. No lessons yet.',
    });
    const one = await post('articles', { title: 'Kazoo lessons', body: 'Twice a week.' });
    const question = await post('qnas', { title: 'Who keeps the xylophone?' });

    const some = await search('tuba kazoo xylophone');
    expect(some).toMatchObject({
      match: 'some',
      counts: { articles: 2, books: 0, videos: 0, qnas: 1 },
      results: { total: 2 },
    });
    expect(ids(some)).toEqual([both, one]);
    expect(ids(await search('tuba kazoo xylophone', { kind: 'qnas' }))).toEqual([question]);
    expect(
      some.results.items[0]!.snippet.filter((segment) => segment.match).map((segment) => segment.text.toLowerCase()),
    ).toEqual(expect.arrayContaining(['tuba', 'kazoo']));
    // An exclusion still excludes, and a quoted phrase is still one phrase.
    expect(await search('tuba kazoo xylophone -lessons')).toMatchObject({
      match: 'some',
      counts: { articles: 0, qnas: 1 },
    });
    const phrase = await search('"kazoo lessons" xylophone');
    expect(phrase).toMatchObject({ match: 'some', counts: { articles: 1, qnas: 1 } });
    expect(ids(phrase)).toEqual([one]);
    // Posts that hold every word are all that is shown.
    expect(await search('tuba kazoo')).toMatchObject({ match: 'all', counts: { articles: 1 } });
  });

  it('shows no topics above 0 results', async () => {
    const r = await search('"custody qqzzxxv"');
    expect(r).toMatchObject({ match: 'all', counts: { articles: 0, books: 0, videos: 0, qnas: 0 }, topics: [] });
  });

  it('answers a search without anything to look for with 0 results', async () => {
    for (const q of ['the and of', '&|!:*()', '-custody', '""', '!!!']) {
      const r = await search(q);
      expect(r.counts).toEqual({ articles: 0, books: 0, videos: 0, qnas: 0 });
      expect(r.results).toEqual({ items: [], total: 0, totalIsLowerBound: false, page: 1, pageSize: PAGE_SIZE });
    }
  });

  it('refuses missing, blank or too long terms and bad parameters with a clear 400', async () => {
    const get = (query: string) => api.client().get(`/api/search${query}`);
    expect(await get('')).toMatchObject({ status: 400, body: { message: SEARCH_MESSAGES.termsRequired } });
    expect(await get('?q=%20%20')).toMatchObject({ status: 400, body: { message: SEARCH_MESSAGES.termsRequired } });
    expect(await get(`?q=${'a'.repeat(SEARCH_TERMS_MAX + 1)}`)).toMatchObject({
      status: 400,
      body: { message: SEARCH_MESSAGES.tooLong },
    });
    expect((await get(`?q=${'a'.repeat(SEARCH_TERMS_MAX)}`)).status).toBe(200);
    for (const query of ['?q=x&kind=experts', '?q=x&page=0', '?q=x&page=abc', '?q=x&sort=new'])
      expect((await get(query)).status).toBe(400);
  });

  it('never fails on hostile text', async () => {
    const hostile = [
      `'; drop table search; --`,
      `" or 1=1 --`,
      '\\',
      '\\\\"\'',
      '&|!:*()<>',
      'custody:* & !!lawyer | (',
      '"unclosed phrase',
      '- - -',
      'or or or',
      '<script>alert(1)</script>',
      '💔 divórcio 離婚 طلاق',
      '\u0000nul\u0000',
      '\uE000marker\uE001',
      'a'.repeat(SEARCH_TERMS_MAX),
      'word '.repeat(40),
      '%',
      '$1 $2 ::text',
    ];
    for (const q of hostile) {
      const r = await api.client().get(`/api/search?q=${encodeURIComponent(q)}`);
      expect([200, 400]).toContain(r.status);
    }
    for (const raw of ['%ED%A0%80', '%FF', 'a&q=b', '%', '%zz'])
      expect((await api.client().get(`/api/search?q=${raw}`)).status).toBeLessThan(500);
  });
});

// The embedded profile (PGlite): the same engine, pg_trgm included.
describe('search API (embedded profile)', () => {
  const api = searchApi('embedded');
  beforeAll(api.setUp);
  afterAll(() => api.close());

  it('searches with full-text ranking, phrases, exclusions and misspellings', async () => {
    const title = await api.post('articles', { title: 'Joint custody schedules', body: 'Every other weekend.' });
    const body = await api.post('articles', {
      title: 'Handover notes',
      body: 'The custody handover went well; no lawyer needed.',
    });
    expect(api.ids(await api.search('custody'))).toEqual([title, body]);
    expect(api.ids(await api.search('custdy'))).toEqual([title, body]);
    expect(api.ids(await api.search('"joint custody"'))).toEqual([title]);
    expect(api.ids(await api.search('custody -lawyer'))).toEqual([title]);
    const r = await api.search('custody');
    expect(r.counts).toEqual({ articles: 2, books: 0, videos: 0, qnas: 0 });
    expect(r.topics[0]!.slug).toBe('children');
    expect(r.results.items[1]!.snippet).toContainEqual({ text: 'custody', match: true });
    expect(await api.search('custody weekend handover')).toMatchObject({ match: 'some', counts: { articles: 2 } });
    expect(api.ids(await api.search('custody weekend handover'))).toEqual([body, title]);
  });
});
