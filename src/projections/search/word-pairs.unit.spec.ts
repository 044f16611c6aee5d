import { lexemePairs, requiredWordPairs, wordsInOrder } from './word-pairs';

describe('wordsInOrder', () => {
  it('gives the words of a text in order, lower case, as PostgreSQL positions them', () => {
    expect(wordsInOrder("The Parenting-Plan: Mom's 2nd draft")).toEqual([
      'the',
      'parenting',
      'plan',
      'mom',
      's',
      '2nd',
      'draft',
    ]);
  });

  it('skips tags and entities, which take no position', () => {
    expect(wordsInOrder('parenting <b>plan</b> &amp; more')).toEqual(['parenting', 'plan', 'more']);
  });
});

describe('lexemePairs', () => {
  it('pairs adjacent lexemes, and none across a stop word', () => {
    expect(lexemePairs([['parent', 'plan', null, 'custodi']])).toEqual(['parent plan']);
  });

  it('joins the title, tags and body as tsvector || does: stop words at the end of one do not separate it from the next', () => {
    expect(lexemePairs([['plan', null], ['parent'], ['school']])).toEqual(['plan parent', 'parent school']);
  });

  it('keeps the gap of stop words at the start of the next part', () => {
    expect(lexemePairs([['plan'], [null, 'parent']])).toEqual([]);
  });

  it('lists each pair once', () => {
    expect(lexemePairs([['child', 'support', 'child', 'support']])).toEqual(['child support', 'support child']);
  });
});

describe('requiredWordPairs', () => {
  it('gives the adjacent words of each quoted phrase', () => {
    expect(requiredWordPairs('"parenting plan" custody "child support order"')).toEqual([
      ['parenting', 'plan'],
      ['child', 'support'],
      ['support', 'order'],
    ]);
  });

  it('requires nothing of an excluded phrase, of unquoted words, nor of a search with "or"', () => {
    expect(requiredWordPairs('-"child support" parenting plan')).toEqual([]);
    expect(requiredWordPairs('"parenting plan" or custody')).toEqual([]);
  });

  it('reads a phrase whose closing quote is missing, as websearch_to_tsquery does', () => {
    expect(requiredWordPairs('"parenting plan')).toEqual([['parenting', 'plan']]);
  });
});
