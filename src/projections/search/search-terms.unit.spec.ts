import { applyCorrections, correctableWords, rankingText, searchParts } from './search-terms';

describe('correctableWords', () => {
  it('lists the distinct words of four letters or more, lower case', () => {
    expect(correctableWords('Custdy and the CUSTDY of my kid')).toEqual(['custdy']);
    expect(correctableWords('"joint custdy" -lawyr or divorse')).toEqual(['joint', 'custdy', 'lawyr', 'divorse']);
  });

  it('finds no words in punctuation, numbers or nothing', () => {
    expect(correctableWords('&|!:*() 1234 "" --')).toEqual([]);
  });

  it('reads letters of any script', () => {
    expect(correctableWords('scheidung für Kinder')).toEqual(['scheidung', 'kinder']);
  });
});

describe('applyCorrections', () => {
  const corrections = new Map([
    ['custdy', 'custody'],
    ['lawyr', 'lawyer'],
  ]);

  it('replaces corrected words whatever their case and keeps the search syntax as typed', () => {
    expect(applyCorrections('"joint Custdy" -lawyr or dog', corrections)).toBe('"joint custody" -lawyer or dog');
  });

  it('leaves the text alone without corrections', () => {
    expect(applyCorrections('custdy', new Map())).toBe('custdy');
  });
});

describe('searchParts', () => {
  it('keeps a quoted phrase whole, and sets the -exclusions apart', () => {
    expect(searchParts('children "joint custody" -lawyer -"family court"')).toEqual({
      included: ['children', '"joint custody"'],
      excluded: ['lawyer', '"family court"'],
      alternatives: false,
    });
  });

  it('reads "or" as the join it is, and an unclosed quote as a phrase to the end', () => {
    expect(searchParts('custody OR alimony "parenting plan')).toEqual({
      included: ['custody', 'alimony', '"parenting plan"'],
      excluded: [],
      alternatives: true,
    });
  });

  it('keeps hyphens inside words, and drops lone hyphens, empty phrases and stray quotes', () => {
    expect(searchParts('ex-husband - "" -"" co"parenting')).toEqual({
      included: ['ex-husband', 'co parenting'],
      excluded: [],
      alternatives: false,
    });
  });

  it('reads "or" inside a quoted phrase as one of its words', () => {
    expect(searchParts('"custody or alimony" -lawyer').alternatives).toBe(false);
  });
});

describe('rankingText', () => {
  it('leaves out excluded words, which no match holds', () => {
    expect(rankingText(searchParts('mediation -lawyer'))).toBe('mediation');
    expect(rankingText(searchParts('"child support" -court -Judge'))).toBe('"child support"');
    expect(rankingText(searchParts('-lawyer joint custody -the'))).toBe('joint custody');
  });

  it('ranks by the whole search when an exclusion may sit in a match: a phrase, or a word that is not one', () => {
    expect(rankingText(searchParts('custody -"family court"'))).toBeNull();
    expect(rankingText(searchParts('custody -co-parenting'))).toBeNull();
    expect(rankingText(searchParts('custody -lawyer,'))).toBeNull();
    expect(rankingText(searchParts('custody -1099'))).toBeNull();
  });

  it('ranks by the whole search when "or" joins its parts', () => {
    expect(rankingText(searchParts('custody or alimony -lawyer'))).toBeNull();
    expect(rankingText(searchParts('custody OR alimony -lawyer'))).toBeNull();
  });

  it('has nothing to leave out without exclusions, or without anything else', () => {
    expect(rankingText(searchParts('custody lawyer'))).toBeNull();
    expect(rankingText(searchParts('-lawyer'))).toBeNull();
  });
});
