import type { Topic } from '../../contracts/topics';

// The search-theme categorizer: which topics a search is about, by their keywords. A keyword hits
// when the search contains it as a phrase ("child support") or shares a word with it ("custody"
// hits "pet custody"); the words of an excluded "-term" count for nothing, nor do filler words.
export interface TopicWithKeywords extends Topic {
  keywords: readonly string[];
}

const FILLER = new Set(
  'a about an and are as at be but by can do does for from how i if in into is it me my no not of on or our out should so than that the their then there they this to up was we what when which who why will with you your'.split(
    ' ',
  ),
);
const EXCLUDED = /(^|\s)-("[^"]*"?|\S*)/g;
const WORD = /[\p{L}\p{N}]+/gu;
const byName = new Intl.Collator('en', { sensitivity: 'base' });

const wordsOf = (text: string) => text.toLowerCase().match(WORD) ?? [];

/** The topics `terms` hit, most keywords hit first, then by name. */
export function topicsHitBy(terms: string, topics: readonly TopicWithKeywords[]): Topic[] {
  const words = wordsOf(terms.replace(EXCLUDED, ' '));
  const phrase = ` ${words.join(' ')} `;
  const distinct = new Set(words.filter((word) => !FILLER.has(word)));
  const hits = topics
    .map((topic) => ({
      topic,
      hits: topic.keywords.filter((keyword) => {
        const keywordWords = wordsOf(keyword);
        return (
          keywordWords.length > 0 &&
          (phrase.includes(` ${keywordWords.join(' ')} `) || keywordWords.some((word) => distinct.has(word)))
        );
      }).length,
    }))
    .filter((entry) => entry.hits > 0);
  hits.sort((a, b) => b.hits - a.hits || byName.compare(a.topic.name, b.topic.name) || a.topic.id - b.topic.id);
  return hits.map(({ topic }) => ({ id: topic.id, slug: topic.slug, name: topic.name }));
}
