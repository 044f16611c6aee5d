// What a search's text becomes before it reaches `websearch_to_tsquery`: the words that may be
// misspelt are looked up, and those the site does not know are replaced by their corrections.
// Everything else (quotes, "-", "or", punctuation) is left exactly as typed.
const WORD = /\p{L}+/gu;

/** Shorter words are left alone: a trigram match on three letters would "correct" them at random. */
export const CORRECTABLE_MIN = 4;
const CORRECTABLE_MAX = 40;
/** A search has at most this many words looked up (the text is at most SEARCH_TERMS_MAX anyway). */
const CORRECTABLE_COUNT = 20;

/** The distinct words of the text, lower case, that are long enough to be corrected. */
export function correctableWords(terms: string): string[] {
  const words = new Set<string>();
  for (const match of terms.toLowerCase().matchAll(WORD)) {
    const word = match[0];
    if (word.length >= CORRECTABLE_MIN && word.length <= CORRECTABLE_MAX) words.add(word);
    if (words.size === CORRECTABLE_COUNT) break;
  }
  return [...words];
}

/** The text with every word that has a correction (by its lower-case form) replaced by it. */
export function applyCorrections(terms: string, corrections: ReadonlyMap<string, string>): string {
  if (corrections.size === 0) return terms;
  return terms.replace(WORD, (word) => corrections.get(word.toLowerCase()) ?? word);
}

/** What a search asks for, as `websearch_to_tsquery` reads it: words and "phrases" to find, and -exclusions. */
export interface SearchParts {
  /** Each word or quoted phrase (quotes kept), as typed; "or" joins parts and is none itself. */
  included: string[];
  /** What follows each "-", a word or a quoted phrase. */
  excluded: string[];
  /** Whether an "or" stands between parts: the search asks for any of them, not for all. */
  alternatives: boolean;
}

// A quoted phrase (its closing quote may be missing, as websearch_to_tsquery allows), or a word.
const PART = /(-?)"([^"]*)"?|(\S+)/g;

/** The words and phrases of a search, and what it excludes. */
export function searchParts(terms: string): SearchParts {
  const parts: SearchParts = { included: [], excluded: [], alternatives: false };
  for (const [, minus, phrase, word] of terms.matchAll(PART)) {
    if (phrase !== undefined) {
      if (phrase.trim()) (minus ? parts.excluded : parts.included).push(`"${phrase}"`);
      continue;
    }
    // A stray quote inside a word would open a phrase once the parts are joined again.
    const text = word!.replace(/"/g, ' ');
    if (text.toLowerCase() === 'or') {
      parts.alternatives = true;
      continue;
    }
    if (!text.startsWith('-')) parts.included.push(text);
    else if (text.length > 1) parts.excluded.push(text.slice(1));
  }
  return parts;
}

const LETTERS = /^\p{L}+$/u;

/**
 * The text to rank a search's matches by (given its parts): without its exclusions, when leaving
 * them out cannot change any match's rank, so that ranking does not evaluate them for every
 * candidate (it doubled the cost of ranking). That holds when the search is a conjunction (no "or") and each exclusion is
 * a single word of letters (one lexeme, or a stop word that is dropped): a match then holds no
 * position of an excluded word, and `ts_rank_cd` finds the same covers with or without it. An
 * excluded phrase is not so: a match may hold its words apart. Null when nothing is left out.
 */
export function rankingText({ included, excluded, alternatives }: SearchParts): string | null {
  if (excluded.length === 0 || included.length === 0 || alternatives) return null;
  if (!excluded.every((word) => LETTERS.test(word))) return null;
  return included.join(' ');
}
