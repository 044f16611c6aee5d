import { sql } from 'kysely';
import { projectionHarness, READ_DATABASES } from '../../../test/support/projection-harness';
import { searchProjection } from './search.projection';
import { isPlainText, SegmentVector, wordLexeme } from './segment-vector';
import { asciiTokensInOrder } from './word-pairs';

// Words and separators that PostgreSQL's parser reads in many ways: numbers, letters and digits
// together, exponents, apostrophes, hyphens, dots, paths, hosts, entities and tags.
const WORDS = `divorce the a is Custody kids 1990s 3rd 12 007 1e5 12e3ab ab12 x I don t s co parenting mediation
  and of z9z e E10 0x1f lawyers running FATHER children's won't o'clock 1e e5 2e3 ab1e5 9e 0e0 1ee1
  123456789012345678901234567890`.split(/\s+/);
const SEPARATORS = [
  ' ',
  '  ',
  '\n',
  '\t',
  '\r\n',
  ', ',
  '. ',
  '.\n',
  '? ',
  '! ',
  '; ',
  ': ',
  '(',
  ')',
  '"',
  "'",
  '@',
  '_',
  '#',
  '$',
  '%',
  '*',
  '=',
  '>',
  '[',
  ']',
  '^',
  '`',
  '{',
  '|',
  '}',
  '\\',
  '...',
  '.',
  ' .',
  '..',
  ':',
  ' - ',
  '-',
  '/',
  '+',
  '~',
  '&amp;',
  '<b>',
  '',
];

/** Small, fast, deterministic. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomTexts(count: number): string[] {
  const next = random(20261129);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  return Array.from({ length: count }, () => {
    let text = next() < 0.3 ? pick(SEPARATORS) : '';
    const words = Math.floor(next() * 13);
    for (let i = 0; i < words; i++) text += pick(WORDS) + pick(SEPARATORS);
    return text;
  });
}

describe.each(READ_DATABASES)('A segment built from its words, on %s', (database) => {
  const harness = projectionHarness(database, searchProjection);

  it('is what to_tsvector makes of every plain text among random texts', async () => {
    const plain = randomTexts(4_000).filter(isPlainText);
    const words = [...new Set(plain.flatMap((text) => asciiTokensInOrder(text)!))];
    const { rows: read } = await sql<{ word: string; lexemes: string[] }>`
      select w.word, tsvector_to_array(to_tsvector('english'::regconfig, w.word)) as lexemes
      from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) as w(word)`.execute(harness.db);
    const lexemes = new Map(read.map((row) => [row.word, wordLexeme(row.word, row.lexemes)]));
    const built = plain.map((text) => {
      const vector = new SegmentVector('C');
      for (const token of asciiTokensInOrder(text)!) vector.add(lexemes.get(token)!);
      return { text, vector: vector.text() };
    });
    const compared = built.filter((b) => b.vector !== null);
    // Enough plain texts to say something, each built here.
    expect(compared.length).toBeGreaterThan(500);
    const { rows: differing } = await sql<{ text: string; vector: string; made: string }>`
      select b.text, b.vector, setweight(to_tsvector('english'::regconfig, b.text), 'C')::text as made
      from jsonb_to_recordset(${JSON.stringify(compared)}::jsonb) as b(text text, vector text)
      where b.vector::tsvector::text <> setweight(to_tsvector('english'::regconfig, b.text), 'C')::text`.execute(
      harness.db,
    );
    expect(differing).toEqual([]);
  });
});
