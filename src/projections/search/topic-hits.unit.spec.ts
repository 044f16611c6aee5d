import { topicsHitBy, type TopicWithKeywords } from './topic-hits';

const topics: TopicWithKeywords[] = [
  {
    id: 3,
    slug: 'children',
    name: 'Children',
    keywords: ['children', 'kids', 'custody', 'child support', 'co-parenting'],
  },
  { id: 16, slug: 'pets', name: 'Pets', keywords: ['pets', 'dog', 'pet custody'] },
  { id: 9, slug: 'finances', name: 'Finances', keywords: ['money', 'spousal support', 'budget'] },
  { id: 19, slug: 'thinking-about-divorce', name: 'Thinking About Divorce', keywords: ['should i divorce', 'affair'] },
];
const slugs = (terms: string) => topicsHitBy(terms, topics).map((topic) => topic.slug);

describe('topicsHitBy', () => {
  it('finds the topics whose keywords the words hit, case-insensitively', () => {
    expect(slugs('Custody')).toEqual(['children', 'pets']);
    expect(slugs('DOG')).toEqual(['pets']);
  });

  it('counts a keyword phrase contained in the terms, hyphens or not', () => {
    expect(slugs('co parenting tips')).toEqual(['children']);
    expect(slugs('Should I divorce him?')).toEqual(['thinking-about-divorce']);
  });

  it('sorts by the number of keywords hit, then by name', () => {
    expect(slugs('pet custody for the dog')).toEqual(['pets', 'children']);
    expect(slugs('child support and spousal support')).toEqual(['children', 'finances']);
  });

  it('ignores filler words and excluded terms', () => {
    expect(slugs('i should')).toEqual([]);
    expect(slugs('money -custody -"pet custody"')).toEqual(['finances']);
  });

  it('returns the topics without their keywords, and nothing for words no topic has', () => {
    expect(topicsHitBy('budget', topics)).toEqual([{ id: 9, slug: 'finances', name: 'Finances' }]);
    expect(topicsHitBy('&|!', topics)).toEqual([]);
  });
});
