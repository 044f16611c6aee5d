// A segment of a post's document (title, tags or body) built from its words' lexemes, as
// `setweight(to_tsvector('english', text), weight)` builds it, so that indexing a post does not stem
// every word of its text again: stemming is most of what to_tsvector costs, and the projection
// already reads the text's words in order and keeps each word's lexeme (looked up once per word).
// Built only for text that PostgreSQL's parser reads as runs of letters and digits between plain
// separators; any other text is left to to_tsvector (see DOCUMENT_FROM_SEGMENTS).

/**
 * ASCII text whose words PostgreSQL's parser reads as its runs of letters and digits, each a token
 * of its own. Left out: "-", "+", "/", "~" and "." within text (hyphenated words, signed numbers,
 * paths, hosts, versions, decimals), "&" and "<" (entities, tags): only "." before white space or
 * at the end, as sentences end, is a plain separator. Checked against PostgreSQL on random text
 * (segment-vector.int.spec.ts).
 */
const PLAIN = /^(?:[A-Za-z0-9 \t\n\r!"#$%'()*,:;=>?@[\\\]^_`{|}]|\.(?=[ \t\n\r]|$))*$/;
/** A run of digits with an exponent reads as a number that the letters after it are not part of ("1e5x"). */
const EXPONENT = /[0-9][eE][0-9]/;

/** Whether the parser reads `text` as asciiTokensInOrder does (see PLAIN). */
export function isPlainText(text: string): boolean {
  return PLAIN.test(text) && !EXPONENT.test(text);
}

/** How the english configuration reads one word on its own. */
export interface WordLexeme {
  /** Its lexeme; null for a stop word, which takes a position but keeps none. */
  readonly spelled: string | null;
  /** Read as at most one lexeme, in a position of its own (a word read otherwise cannot be placed here). */
  readonly single: boolean;
}

/** Longer words are dropped by to_tsvector without taking a position ("word is too long to be indexed"). */
const LONGEST_WORD = 2_047;

/** A word of a plain text as WordLexeme, from the lexemes to_tsvector gives for it alone. */
export function wordLexeme(word: string, lexemes: readonly string[]): WordLexeme {
  return { spelled: lexemes[0] ?? null, single: lexemes.length <= 1 && word.length <= LONGEST_WORD };
}

export type SegmentWeight = 'A' | 'B' | 'C';

/** to_tsvector keeps this many positions of a lexeme, the first ones. */
const POSITIONS_KEPT = 255;
/** Positions beyond this are not kept apart by a tsvector: such a text is left to to_tsvector. */
const LAST_POSITION = 16_383;

/**
 * The tsvector, as text, of a plain text's words given in order (each word's lexeme, or null for a
 * stop word) with every position of `weight`: what `setweight(to_tsvector('english', text), weight)`
 * gives. A builder, so that the words are placed as the projection reads them.
 */
export class SegmentVector {
  private readonly positions = new Map<string, number[]>();
  private words = 0;
  private placeable = true;

  constructor(private readonly weight: SegmentWeight) {}

  /** The text's next word. */
  add(word: WordLexeme): void {
    this.words++;
    if (!word.single) this.placeable = false;
    if (word.spelled === null || !this.placeable) return;
    const kept = this.positions.get(word.spelled);
    if (!kept) this.positions.set(word.spelled, [this.words]);
    else if (kept.length < POSITIONS_KEPT) kept.push(this.words);
  }

  /** Null when the vector cannot be built here (see the limits above, and WordLexeme.single). */
  text(): string | null {
    if (!this.placeable || this.words > LAST_POSITION) return null;
    const between = `${this.weight},`;
    let text = '';
    for (const [lexeme, at] of this.positions)
      text += `${text === '' ? '' : ' '}${quoted(lexeme)}:${at.join(between)}${this.weight}`;
    return text;
  }
}

function quoted(lexeme: string): string {
  const plain = lexeme.indexOf("'") < 0 && lexeme.indexOf('\\') < 0;
  return plain ? `'${lexeme}'` : `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}
