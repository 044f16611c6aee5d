import { sql } from 'kysely';
import { PAGE_SIZE, type PostKind } from '../../contracts/content';
import type { SnippetSegment } from '../../contracts/search';
import type { PostEvent, PostedData } from '../../events/content/posts.events';
import type { StoredEvent } from '../../infra/event-store/event-store.port';
import { projectionHarness, READ_DATABASES } from '../../../test/support/projection-harness';
import { postsProjection } from '../posts/posts.projection';
import { RECENCY_HALF_LIFE_DAYS, recencyFactor, recencyFactorSql } from './recency';
import { searchProjection } from './search.projection';
import { SearchQueries } from './search.queries';
import { searchesInTransactions } from './search-database';

const TYPES = {
  articles: 'ArticlePosted',
  books: 'BookPosted',
  videos: 'VideoPosted',
  qnas: 'QuestionPosted',
} as const;
const DAY = 86_400_000;
const joined = (snippet: SnippetSegment[]) => snippet.map((segment) => segment.text).join('');

type PostedEvent = StoredEvent & { data: PostedData };

// One database for the whole file: each test adds its posts to those of the tests before it.
describe.each(READ_DATABASES)('search projection and queries on %s', (database) => {
  const harness = projectionHarness(database, searchProjection, { upstream: [postsProjection] });
  const nextId: Record<PostKind, number> = { articles: 0, books: 0, videos: 0, qnas: 0 };
  const posted = (
    kind: PostKind,
    post: { title: string; body?: string; tags?: string[]; daysAgo?: number },
  ): PostedEvent => {
    const data: PostedData = {
      id: ++nextId[kind],
      authorId: 1,
      authorName: 'Poster',
      authorRole: 'member',
      title: post.title,
      body: post.body ?? '',
      tags: post.tags ?? [],
      categories: [],
      media: null,
      postedAt: new Date(Date.now() - (post.daysAgo ?? 0) * DAY).toISOString(),
    };
    return harness.event(`${kind}-${data.id}`, { type: TYPES[kind], data } as PostEvent) as PostedEvent;
  };

  let search: SearchQueries;
  // Applied as the runner applies a batch: one transaction per projection.
  const given = async (...events: PostedEvent[]) => {
    await harness.applyBatch(events);
    return events.map((event) => event.data.id);
  };
  const ids = async (terms: string, kind: PostKind = 'articles', page = 1) =>
    (await search.search(terms, kind, page)).results.items.map((item) => item.id);

  beforeAll(() => {
    search = new SearchQueries(searchesInTransactions(harness.database));
  });

  it('counts nothing twice when a batch is applied again', async () => {
    const batch = [
      posted('articles', { title: 'Quilting after the move', body: 'Quilting helps.' }),
      posted('books', { title: 'The quilting book' }),
    ];
    await given(...batch);
    await harness.applyBatch(batch, [searchProjection]);
    expect((await search.search('quilting', 'articles', 1)).counts).toEqual({
      articles: 1,
      books: 1,
      videos: 0,
      qnas: 0,
    });
    const { rows } = await sql<{
      documents: number;
    }>`select documents from search_words where word = 'quilting'`.execute(harness.db);
    expect(rows).toEqual([{ documents: 2 }]);
  });

  it('takes a removed post’s words out of the misspelling lookup, keeping the words other posts still have', async () => {
    const [kept, removed] = await given(
      posted('articles', { title: 'Whittling lessons' }),
      posted('articles', { title: 'Whittling with Zebediah', body: 'Zebediah taught me.' }),
    );
    expect(kept).toBeDefined();
    const removal = harness.event(`articles-${removed}`, {
      type: 'ContentRemoved',
      data: { kind: 'articles', id: removed!, reportId: null, reason: null, removedAt: new Date().toISOString() },
    });
    await harness.applyBatch([removal], [searchProjection]);
    const documents = async (word: string) =>
      (
        await sql<{ documents: number }>`select documents from search_words where word = ${word}`.execute(harness.db)
      ).rows.map((r) => Number(r.documents));
    expect(await documents('zebediah')).toEqual([]);
    expect(await documents('whittling')).toEqual([1]);
  });

  it('counts a one-word search from the lexeme counts exactly as a scan of the matches would', async () => {
    await given(
      ...Array.from({ length: 3 }, (_, i) => posted('articles', { title: `Trellis ${i}` })),
      posted('qnas', { title: 'Who keeps the trellis?' }),
      posted('videos', { title: 'Garden', body: 'The trellis fell.' }),
    );
    const oneWord = await search.search('trellis', 'articles', 1);
    expect(oneWord.counts).toEqual({ articles: 3, books: 0, videos: 1, qnas: 1 });
    // Two terms: counted by scanning the matches.
    expect((await search.search('trellis trellis', 'articles', 1)).counts).toEqual(oneWord.counts);
  });

  it('ranks head matches first, then body matches, and pages across the two', async () => {
    const body = await given(
      ...Array.from({ length: 5 }, (_, i) =>
        posted('articles', { title: `Note ${i}`, body: 'We found a kayak.', daysAgo: 10 + i }),
      ),
    );
    const head = await given(
      posted('articles', { title: 'Kayak weekends', daysAgo: 400 }),
      posted('articles', { title: 'Notes', tags: ['kayak'], daysAgo: 1 }),
    );
    const first = await search.search('kayak', 'articles', 1);
    expect(first.results.total).toBe(7);
    // The old title match outranks the new tag match, and both outrank every body match; body
    // matches of equal text rank come newest first.
    expect(first.results.items.map((item) => item.id)).toEqual([...head, ...body.slice(0, 4)]);
    expect(await ids('kayak', 'articles', 2)).toEqual([body[4]]);
  });

  it('leaves out a head match whose body holds an excluded word', async () => {
    const [excluded, kept] = await given(
      posted('articles', { title: 'Tandem bicycle', body: 'Bought it with our lawyer.' }),
      posted('articles', { title: 'Tandem bicycle again', body: 'Just us.' }),
    );
    expect(await ids('tandem -lawyer')).toEqual([kept]);
    expect(await ids('tandem')).toEqual(expect.arrayContaining([excluded, kept]));
  });

  it('lists the matches of a search with excluded words in the order of the search without them', async () => {
    const matches = await given(
      posted('articles', { title: 'Canoe', daysAgo: 3 }),
      posted('articles', { title: 'A canoe, then another canoe', tags: ['canoe'], daysAgo: 30 }),
      posted('articles', { title: 'Weekends on the lake with the children in the old canoe', daysAgo: 1 }),
      posted('articles', { title: 'Rivers', tags: ['canoe', 'lakes'], daysAgo: 90 }),
      posted('articles', { title: 'Summer', body: 'The canoe leaked. We bailed the canoe all day.', daysAgo: 2 }),
      posted('articles', { title: 'Autumn', body: `${'We sat by the water. '.repeat(30)}Then a canoe.`, daysAgo: 5 }),
      posted('articles', { title: 'Winter', body: 'Canoe canoe canoe.', daysAgo: 400 }),
    );
    const holdingExcluded = await given(
      posted('articles', { title: 'Canoe portage', daysAgo: 1 }),
      posted('articles', { title: 'Spring', body: 'A canoe and a long portage.', daysAgo: 1 }),
    );
    // Both pages: the head matches, then the body matches.
    const listed = async (terms: string) => [
      ...(await ids(terms, 'articles', 1)),
      ...(await ids(terms, 'articles', 2)),
    ];
    const whole = await listed('canoe');
    expect(whole).toHaveLength(matches.length + holdingExcluded.length);
    const withoutExcluded = whole.filter((id) => !holdingExcluded.includes(id));
    expect(await listed('canoe -portage')).toEqual(withoutExcluded);
    expect(await listed('canoe -portage -the')).toEqual(withoutExcluded);
  });

  it('corrects an unknown word to the likeliest known one, and leaves known words in any form alone', async () => {
    const [violin] = await given(
      posted('articles', { title: 'Violinists welcome', body: 'Our daughter plays the violin.' }),
    );
    expect(await ids('violn')).toEqual([violin]);
    // "violins" is not in any post, but its stem is: it is searched as typed.
    expect(await ids('violins')).toEqual([violin]);
  });

  it('makes a snippet around the match of a long text, and shows a short text whole', async () => {
    const long = `${'Filler words about the weekend schedule. '.repeat(40)}Then the accordion arrived. ${'More about the schedule. '.repeat(40)}`;
    await given(
      posted('qnas', { title: 'Music', body: long }),
      posted('qnas', { title: 'Music too', body: 'An accordion, again.' }),
    );
    const [short, longHit] = (await search.search('accordion', 'qnas', 1)).results.items.sort(
      (a, b) => joined(a.snippet).length - joined(b.snippet).length,
    );
    expect(short!.snippet).toEqual([
      { text: 'An ', match: false },
      { text: 'accordion', match: true },
      { text: ', again.', match: false },
    ]);
    expect(joined(longHit!.snippet).length).toBeLessThan(400);
    expect(longHit!.snippet).toContainEqual({ text: 'accordion', match: true });
  });

  it('works out the recency factor in SQL as recencyFactor does', async () => {
    const ages = [-3, 0, 1, RECENCY_HALF_LIFE_DAYS, 2 * RECENCY_HALF_LIFE_DAYS, 3_650];
    for (const days of ages) {
      const postedAt = new Date(Date.now() - days * DAY).toISOString();
      const { rows } = await sql<{
        factor: number;
      }>`select ${recencyFactorSql(sql`${postedAt}::timestamptz`)} as factor`.execute(harness.db);
      expect(Number(rows[0]!.factor)).toBeCloseTo(recencyFactor(days), 4);
    }
  });

  it('when no post holds every word, ranks those holding more of them first, then head matches, then by rank', async () => {
    const [both, bothInBody] = await given(
      posted('articles', { title: 'Ocelot sightings', body: 'Heard a mandolin too.', daysAgo: 30 }),
      posted('articles', { title: 'Evening', body: 'An ocelot and a mandolin.', daysAgo: 30 }),
    );
    const titles = await given(
      ...[1, 2, 3, 4].map((n) => posted('articles', { title: `Ocelot note ${n}`, daysAgo: 10 - n })),
    );
    const [bodyOnly] = await given(posted('articles', { title: 'Music', body: 'The mandolin again.', daysAgo: 1 }));
    await given(posted('videos', { title: 'Mandolin practice' }));

    const first = await search.search('ocelot mandolin qqzzxxv', 'articles', 1);
    expect(first).toMatchObject({
      match: 'some',
      counts: { articles: 7, books: 0, videos: 1, qnas: 0 },
      results: { total: 7 },
    });
    expect(first.results.items.map((item) => item.id)).toEqual([both, bothInBody, ...[...titles].reverse()]);
    // The body match of one word comes after every head match of one word, on the next page.
    expect(await ids('ocelot mandolin qqzzxxv', 'articles', 2)).toEqual([bodyOnly]);
    expect(await ids('ocelot mandolin qqzzxxv -sightings', 'articles', 1)).toEqual([
      bothInBody,
      ...[...titles].reverse(),
      bodyOnly,
    ]);
  });

  it('answers an empty page past the last result with the totals', async () => {
    expect((await search.search('kayak', 'articles', 3)).results).toEqual({
      items: [],
      total: 7,
      totalIsLowerBound: false,
      page: 3,
      pageSize: PAGE_SIZE,
    });
  });

  it('finds a phrase only where its words are adjacent and in order, as the document says', async () => {
    const [adjacent, acrossTitleAndTags] = await given(
      posted('articles', { title: 'Notes', body: 'Her marmalade recipe won.' }),
      // The title's last words are stop words: the tags follow its last word, as the document joins them.
      posted('articles', { title: 'Marmalade of the', tags: ['recipe'] }),
      posted('articles', { title: 'Notes', body: 'A recipe for marmalade.' }),
      posted('articles', { title: 'Notes', body: 'Recipe marmalade, reversed.' }),
      posted('articles', { title: 'Notes', body: 'Marmalade. Then a recipe.' }),
      posted('articles', { title: 'Notes', body: 'Marmalade and the recipe.' }),
    );
    const found = await search.search('"marmalade recipe"', 'articles', 1);
    expect(found.counts.articles).toBe(2);
    expect(found.results.items.map((item) => item.id).sort()).toEqual([adjacent, acrossTitleAndTags].sort());
    // Stemmed as the document is: "recipes" and "marmalades" are the same lexemes.
    expect((await search.search('"marmalades recipes"', 'articles', 1)).counts.articles).toBe(2);
    expect((await search.search('marmalade -"marmalade recipe"', 'articles', 1)).counts.articles).toBe(4);
    // A phrase of stop words only asks for nothing, as websearch_to_tsquery reads it.
    expect((await search.search('"to be" marmalade', 'articles', 1)).counts.articles).toBe(6);
    expect((await search.search('"recipe for marmalade"', 'articles', 1)).counts.articles).toBe(1);
  });

  describe('counts up to 1,000 exactly, and more as "1,000+"', () => {
    const books = (count: number, daysAgo: number) =>
      Array.from({ length: count }, () => posted('books', { title: 'Gazebo plans', body: 'Lantern light.', daysAgo }));

    it('counts 1,000 matches exactly', async () => {
      await given(...books(1_000, 2));
      for (const terms of ['gazebo', 'gazebo lantern', '"gazebo plans"']) {
        const found = await search.search(terms, 'books', 1);
        expect({ terms, count: found.counts.books, more: found.countsAreLowerBounds.books }).toEqual({
          terms,
          count: 1_000,
          more: false,
        });
        expect(found.results).toMatchObject({ total: 1_000, totalIsLowerBound: false });
      }
    });

    it('counts 1,001 matches as 1,000 and more, and pages past the count still list results', async () => {
      await given(...books(1, 1));
      for (const terms of ['gazebo', 'gazebo lantern', '"gazebo plans"']) {
        const found = await search.search(terms, 'books', 1);
        expect({ terms, count: found.counts.books, more: found.countsAreLowerBounds.books }).toEqual({
          terms,
          count: 1_000,
          more: true,
        });
        expect(found.results).toMatchObject({ total: 1_000, totalIsLowerBound: true });
        expect(found.countsAreLowerBounds).toMatchObject({ articles: false, videos: false, qnas: false });
      }
      // Every match can be paged to, the 1,001st included.
      const lastPage = Math.ceil(1_001 / PAGE_SIZE);
      const last = await search.search('gazebo lantern', 'books', lastPage);
      expect(last.results.items).toHaveLength(1_001 - (lastPage - 1) * PAGE_SIZE);
    });
  });
});
