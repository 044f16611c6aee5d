import { type RawBuilder, sql } from 'kysely';

// Word pairs: the adjacent lexemes of a post, as hashed "lexeme lexeme" terms, so that a phrase of
// common words ("parenting plan") is checked on the few posts holding its pairs instead of by
// reading back every document that holds both words. They are computed from the text the
// projection already has, with PostgreSQL's own lexeme of each word (looked up once per word), and
// kept a superset of what the document's positions say: the phrase itself is still checked against
// the document, on the few posts that hold its pairs.

// PostgreSQL's parser reads runs of letters and digits as words, and skips tags and entities
// without giving them a position.
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const SKIPPED = /<\/?[A-Za-z][^<>]*>|&#?\w+;/g;
// ASCII text, nearly all of it, is read in one pass by one pattern for all three: a tag or entity
// is matched where it starts (as replacing them first would), and told apart by its first character.
const ASCII = /^\p{ASCII}*$/u;
const ASCII_TOKEN = /<\/?[a-z][^<>]*>|&#?\w+;|[a-z0-9]+/g;
const TAG_START = 60; // '<'
const ENTITY_START = 38; // '&'

/** Whether `text` is ASCII only. */
export function isAscii(text: string): boolean {
  return ASCII.test(text);
}

/**
 * The tokens of an ASCII `text`, lower case, in order: its words, as PostgreSQL's parser gives them
 * positions, and its tags and entities (see isSkipped); null for any other text.
 */
export function asciiTokensInOrder(text: string): string[] | null {
  if (!isAscii(text)) return null;
  const lower = text.toLowerCase();
  ASCII_TOKEN.lastIndex = 0;
  const tokens: string[] = [];
  for (let match = ASCII_TOKEN.exec(lower); match !== null; match = ASCII_TOKEN.exec(lower)) tokens.push(match[0]);
  return tokens;
}

/** Whether a token of asciiTokensInOrder is a tag or an entity, which takes no position. */
export function isSkipped(token: string): boolean {
  const first = token.charCodeAt(0);
  return first === TAG_START || first === ENTITY_START;
}

/** The words of `text`, lower case, in order, as PostgreSQL's parser gives them positions. */
export function wordsInOrder(text: string): string[] {
  const tokens = asciiTokensInOrder(text);
  if (tokens !== null) return tokens.filter((token) => !isSkipped(token));
  return text.replace(SKIPPED, ' ').toLowerCase().match(WORD) ?? [];
}

const PAIR_MULTIPLIER = 0x9e3779b1;

/**
 * A pair's term: its lexemes' hashtext combined (multiplied and added, modulo 2³²), so that the
 * projection combines two numbers it keeps per word instead of hashing a string per pair, and a
 * search computes the same in SQL (pairHashSql).
 */
export function pairHash(first: number, second: number): number {
  return (Math.imul(first, PAIR_MULTIPLIER | 0) + second) | 0;
}

/** pairHash of two lexemes (text) in SQL; null when either is null. */
export function pairHashSql(first: RawBuilder<unknown>, second: RawBuilder<unknown>): RawBuilder<number> {
  // In bigint, which holds the product; the low 32 bits read back as a signed integer.
  return sql<number>`((hashtext(${first})::bigint * ${sql.lit(PAIR_MULTIPLIER)} + hashtext(${second})) & ${sql.lit(0xffffffff)})::bit(32)::integer`;
}

/**
 * The distinct pair terms (pairHash) of a document made of `segments` (title, tags, body: each a
 * list of its words' lexemes as hashtext, null for a stop word) joined as `tsvector || tsvector`
 * joins them: the next segment's positions follow the last lexeme of those before it, so stop
 * words at the end of a segment do not separate it from the next. Ascending.
 */
export function lexemePairs(segments: readonly (readonly (number | null)[])[]): Int32Array {
  const pairs: number[] = [];
  let lastLexeme: number | null = null;
  for (const segment of segments) {
    let previous = lastLexeme;
    for (const lexeme of segment) {
      if (lexeme !== null) {
        if (previous !== null) pairs.push(pairHash(previous, lexeme));
        lastLexeme = lexeme;
      }
      previous = lexeme;
    }
  }
  const sorted = Int32Array.from(pairs).sort();
  let distinct = 0;
  for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[distinct++] = sorted[i]!;
  return sorted.subarray(0, distinct);
}

/**
 * The pairs of adjacent words that every post matching `terms` (as websearch_to_tsquery reads
 * them) holds: those of its quoted phrases. None when the search has an "or" (a phrase is then
 * not required), nor for excluded phrases.
 */
export function requiredWordPairs(terms: string): [string, string][] {
  const pairs: [string, string][] = [];
  const outsideQuotes = terms.replace(/"[^"]*"?/g, ' ');
  if (/(^|\s)or(\s|$)/i.test(outsideQuotes)) return [];
  for (const [, minus, phrase] of terms.matchAll(/(-?)"([^"]*)"?/g)) {
    if (minus || phrase === undefined) continue;
    const words = wordsInOrder(phrase);
    for (let i = 1; i < words.length; i++) pairs.push([words[i - 1]!, words[i]!]);
  }
  return pairs;
}
