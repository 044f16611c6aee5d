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
