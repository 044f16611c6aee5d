// Word pairs: the adjacent lexemes of a post, as "lexeme lexeme" terms (stored hashed), so that a
// phrase of common words ("parenting plan") is checked on the few posts holding its pairs instead
// of by reading back every document that holds both words. They are computed from the text the projection already has, with
// PostgreSQL's own lexeme of each word (looked up once per word), and kept a superset of what the
// document's positions say: the phrase itself is still checked against the document, on the few
// posts that hold its pairs.

// PostgreSQL's parser reads runs of letters and digits as words, and skips tags and entities
// without giving them a position.
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const SKIPPED = /<\/?[A-Za-z][^<>]*>|&#?\w+;/g;

/** The words of `text`, lower case, in order, as PostgreSQL's parser gives them positions. */
export function wordsInOrder(text: string): string[] {
  return text.replace(SKIPPED, ' ').toLowerCase().match(WORD) ?? [];
}

/**
 * The distinct pairs of adjacent lexemes of a document made of `segments` (title, tags, body:
 * each a list of its words' lexemes, null for a stop word) joined as `tsvector || tsvector` joins
 * them: the next segment's positions follow the last lexeme of those before it, so stop words at
 * the end of a segment do not separate it from the next.
 */
export function lexemePairs(segments: readonly (readonly (string | null)[])[]): string[] {
  const pairs = new Set<string>();
  let lastLexeme: string | null = null;
  for (const segment of segments) {
    let previous = lastLexeme;
    for (const lexeme of segment) {
      if (lexeme !== null && previous !== null) pairs.add(`${previous} ${lexeme}`);
      previous = lexeme;
      if (lexeme !== null) lastLexeme = lexeme;
    }
  }
  return [...pairs];
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
