import { sql } from 'kysely';
import { contentRemoved, posted } from '../../../test/support/content-events';
import { projectionHarness, READ_DATABASES } from '../../../test/support/projection-harness';
import { DOCUMENT, searchProjection } from './search.projection';
import { pairHashSql } from './word-pairs';

describe.each(READ_DATABASES)('search projection on %s', (database) => {
  const harness = projectionHarness(database, searchProjection);
  const twoArticles = () => [
    harness.event(...posted('articles', 3, { title: 'Custody schedule', tags: ['holidays'], body: 'Weekends apart.' })),
    harness.event(...posted('articles', 4, { title: 'Custody and money', body: 'Budgets.' })),
  ];

  describe('when members post', () => {
    it('indexes each post, and counts the posts each word and stem appears in', async () => {
      await harness.givenEvents(...twoArticles(), harness.event(...posted('qnas', 5, { title: 'Custody?' })));
      await harness.expectRows('search', [
        { kind: 'articles', id: 3, posted_at: new Date('2026-11-24T08:00:00.000Z') },
        { kind: 'articles', id: 4 },
        { kind: 'qnas', id: 5 },
      ]);
      await harness.expectRows('search_heads', [
        { kind: 'articles', id: 3 },
        { kind: 'articles', id: 4 },
        { kind: 'qnas', id: 5 },
      ]);
      const custody = await harness.db
        .selectFrom('search_lexemes')
        .select(['kind', 'documents'])
        .where('lexeme', '=', 'custodi')
        .execute();
      expect(custody).toEqual(
        expect.arrayContaining([
          { kind: 'articles', documents: 2 },
          { kind: 'qnas', documents: 1 },
        ]),
      );
      const words = await harness.db.selectFrom('search_words').select(['word', 'documents']).execute();
      expect(words).toEqual(
        expect.arrayContaining([
          { word: 'custody', documents: 3 },
          { word: 'schedule', documents: 1 },
        ]),
      );
      await harness.expectRebuildKeepsRows();
    });

    it('keeps each post’s adjacent lexemes as word pairs, across its title, tags and body', async () => {
      await harness.givenEvents(...twoArticles());
      const rows = await harness.db.selectFrom('search').select(['id', 'pairs']).orderBy('id').execute();
      // Kept as the searches compute them in SQL (pairHashSql), from the lexemes alone.
      const hashed = async (pairs: string[]) =>
        (
          await sql<{ h: number }>`select ${pairHashSql(sql`split_part(p, ' ', 1)`, sql`split_part(p, ' ', 2)`)} as h
            from unnest(${pairs}::text[]) as p`.execute(harness.db)
        ).rows.map((row) => Number(row.h));
      const sorted = (values: number[]) => [...values].map(Number).sort((a, b) => a - b);
      expect(rows.map((row) => ({ id: row.id, pairs: sorted(row.pairs) }))).toEqual([
        {
          id: 3,
          pairs: sorted(await hashed(['custodi schedul', 'schedul holiday', 'holiday weekend', 'weekend apart'])),
        },
        // "and" is a stop word: no pair across it.
        { id: 4, pairs: sorted(await hashed(['money budget'])) },
      ]);
      await harness.expectRebuildKeepsRows();
    });
    it('counts each lexeme once per post when one batch is written in several statements', async () => {
      // One batch, as a rebuild applies it, longer than one statement's slice of rows (1,000): the
      // slices' counts add up.
      const numbers = Array.from({ length: 2_345 }, (_, i) => i);
      const kindOf = (i: number) => (i % 3 === 0 ? 'qnas' : 'articles');
      const keeperInTitle = (i: number) => i % 2 === 0;
      const keeperInBody = (i: number) => i % 5 === 0;
      await harness.applyBatch(
        numbers.map((i) =>
          harness.event(
            ...posted(kindOf(i), 100 + i, {
              title: keeperInTitle(i) ? 'Lighthouse keeper' : 'Lighthouses at dusk',
              body: keeperInBody(i) ? 'The keeper keeps the light.' : 'Dusk.',
            }),
          ),
        ),
      );
      const postsWith = (holds: (i: number) => boolean) =>
        ['articles', 'qnas'].map((kind) => numbers.filter((i) => kindOf(i) === kind && holds(i)).length);
      const { rows } = await sql<{ lexeme: string; documents: number }>`
        select lexeme, documents from search_lexemes
        where lexeme in ('lighthous', 'keeper', 'keep', 'dusk') order by lexeme, kind`.execute(harness.db);
      const counted = (lexeme: string) => rows.filter((row) => row.lexeme === lexeme).map((row) => row.documents);
      expect({
        lighthous: counted('lighthous'),
        keeper: counted('keeper'),
        keep: counted('keep'),
        dusk: counted('dusk'),
      }).toEqual({
        lighthous: postsWith(() => true),
        keeper: postsWith((i) => keeperInTitle(i) || keeperInBody(i)),
        keep: postsWith(keeperInBody),
        dusk: postsWith((i) => !keeperInTitle(i) || !keeperInBody(i)),
      });
      // The misspelling lookup's words, counted over every kind.
      const words = await harness.db
        .selectFrom('search_words')
        .select(['word', 'documents'])
        .where('word', 'in', ['keeper', 'dusk'])
        .orderBy('word')
        .execute();
      const total = (holds: (i: number) => boolean) => numbers.filter(holds).length;
      expect(words).toEqual([
        { word: 'dusk', documents: total((i) => !keeperInTitle(i) || !keeperInBody(i)) },
        { word: 'keeper', documents: total((i) => keeperInTitle(i) || keeperInBody(i)) },
      ]);
    });
  });

  describe('the document it stores for a post', () => {
    it('is the one PostgreSQL makes of the post’s text, for plain text and any other', async () => {
      // Plain segments are built from their words' lexemes; the others are left to to_tsvector.
      const texts = [
        {
          title: 'Custody schedule',
          tags: ['holidays', 'co-parenting'],
          body: 'The kids stay with me. Weekends apart!',
        },
        {
          title: 'Co-parenting: what works?',
          tags: [],
          body: 'See https://example.org/forms, or call 555-1234 &amp; ask.',
        },
        { title: 'Café rules', tags: ['money'], body: `Alimony, and the 1e5 question.\n${'Kids '.repeat(300)}` },
        { title: 'The and an', tags: ['the'], body: 'Of it all; (mostly) "nothing" 2024 3rd o’clock.' },
      ];
      await harness.givenEvents(...texts.map((text, i) => harness.event(...posted('articles', 10 + i, text))));
      const rows = texts.map((text, i) => ({
        id: 10 + i,
        title: text.title,
        tags: text.tags.join('\n'),
        body: text.body,
      }));
      const { rows: compared } = await sql<{ id: number; stored: string; made: string }>`
        select s.id, s.document::text as stored, (${DOCUMENT})::text as made
        from search s
        join jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id integer, title text, tags text, body text)
          on s.kind = 'articles' and s.id = r.id
        order by s.id`.execute(harness.db);
      expect(compared).toHaveLength(texts.length);
      for (const row of compared) expect(row.stored).toBe(row.made);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('when the moderators remove a post', () => {
    it('takes it out of the search, and its words out of the counts', async () => {
      await harness.givenEvents(...twoArticles(), harness.event(...contentRemoved('articles', 3, ['articles', 3])));
      await harness.expectRows('search', [{ kind: 'articles', id: 4 }]);
      await harness.expectRows('search_heads', [{ kind: 'articles', id: 4 }]);
      await harness.expectRows('search_post_words', [{ kind: 'articles', id: 4 }]);
      const words = await harness.db.selectFrom('search_words').select(['word', 'documents']).execute();
      expect(words).toContainEqual({ word: 'custody', documents: 1 });
      expect(words.map((row) => row.word)).not.toContain('schedule');
      const lexemes = await harness.db.selectFrom('search_lexemes').select(['lexeme', 'documents']).execute();
      expect(lexemes).toContainEqual({ lexeme: 'custodi', documents: 1 });
      expect(lexemes.map((row) => row.lexeme)).not.toContain('schedul');
      await harness.expectRebuildKeepsRows();
    });
  });
});
