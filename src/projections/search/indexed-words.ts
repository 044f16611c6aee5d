// The words of a post that the misspelling lookup knows. Letters only (any script), lower case;
// very short words are never corrected and very long ones are not words.
const WORD = /\p{L}+/gu;
export const INDEXED_WORD_MIN = 3;
export const INDEXED_WORD_MAX = 40;

/** The distinct words of `texts`, lower case, INDEXED_WORD_MIN to INDEXED_WORD_MAX letters long. */
export function indexedWords(texts: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const text of texts) {
    for (const match of text.toLowerCase().matchAll(WORD)) {
      const word = match[0];
      if (word.length >= INDEXED_WORD_MIN && word.length <= INDEXED_WORD_MAX) words.add(word);
    }
  }
  return words;
}
