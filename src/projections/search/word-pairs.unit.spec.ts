import { lexemePairs, pairHash, requiredWordPairs, wordsInOrder } from './word-pairs';

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
    expect(wordsInOrder('Ébauche <I>du</I> PLAN&nbsp;parental')).toEqual(['ébauche', 'du', 'plan', 'parental']);
  });

  it('reads letters, marks and digits of any script as words', () => {
    expect(wordsInOrder('Zoë’s 2ª cita — 子供 über')).toEqual(['zoë', 's', '2ª', 'cita', '子供', 'über']);
  });
});

describe('pairHash', () => {
  it("combines two lexemes' hashtext as pairHashSql does in PostgreSQL", () => {
    // hashtext('parent'), hashtext('plan'), and what PostgreSQL 15 computes of them.
    expect(pairHash(-1724163734, -757061029)).toBe(1945245349);
    expect(pairHash(-757061029, -1724163734)).not.toBe(1945245349);
  });
});

describe('lexemePairs', () => {
  // Lexemes stand for their hashes here: 1 parent, 2 plan, 3 custodi, 4 school, 5 child, 6 support.
  const terms = (...pairs: [number, number][]) => [...pairs.map(([a, b]) => pairHash(a, b))].sort((x, y) => x - y);

  it('pairs adjacent lexemes, and none across a stop word', () => {
    expect([...lexemePairs([[1, 2, null, 3]])]).toEqual(terms([1, 2]));
  });

  it('joins the title, tags and body as tsvector || does: stop words at the end of one do not separate it from the next', () => {
    expect([...lexemePairs([[2, null], [1], [4]])]).toEqual(terms([2, 1], [1, 4]));
  });

  it('keeps the gap of stop words at the start of the next part', () => {
    expect([...lexemePairs([[2], [null, 1]])]).toEqual([]);
  });

  it('lists each pair once', () => {
    expect([...lexemePairs([[5, 6, 5, 6]])]).toEqual(terms([5, 6], [6, 5]));
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
