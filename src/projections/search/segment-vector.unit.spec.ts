import { isPlainText, SegmentVector, type SegmentWeight, type WordLexeme, wordLexeme } from './segment-vector';

const word = (spelled: string | null): WordLexeme => ({ spelled, single: true });
const built = (words: WordLexeme[], weight: SegmentWeight = 'C') => {
  const vector = new SegmentVector(weight);
  for (const w of words) vector.add(w);
  return vector.text();
};

describe('Plain text, whose words PostgreSQL reads as its runs of letters and digits', () => {
  it.each([
    'Custody schedule',
    'We moved. Then the kids came home!\nIt was 2024, and (mostly) fine?',
    'Ends with a period.',
    'mediation_notes #3 @court: "yes"; 50% [draft] {ok} a|b ^ ` = >',
    '',
  ])('is %j', (text) => expect(isPlainText(text)).toBe(true));

  it.each([
    ['a hyphenated word', 'co-parenting plan'],
    ['a signed number', 'about +5 degrees'],
    ['a path', 'see forms/custody'],
    ['a host', 'divorce.example'],
    ['a decimal', 'rated 4.5 of 5'],
    ['a dot before a word', 'the .pdf'],
    ['a tilde', '~home'],
    ['a tag', 'a <b>bold</b> move'],
    ['an entity', 'kids &amp; money'],
    ['a number with an exponent', 'about 1e5 dollars'],
    ['other letters', 'café'],
    ['a form feed', 'page\fbreak'],
  ])('is not text with %s', (_, text) => expect(isPlainText(text)).toBe(false));
});

describe('A segment of a document built from its words', () => {
  it('places each lexeme at the positions of its words, stop words taking a position each, all of one weight', () => {
    // "The kids and the kid's lawyer": stop words 1, 3 and 4; "kid" twice.
    expect(built([word(null), word('kid'), word(null), word(null), word('kid'), word('lawyer')], 'A')).toBe(
      "'kid':2A,5A 'lawyer':6A",
    );
  });

  it('keeps the first 255 positions of a lexeme, as to_tsvector does', () => {
    const text = built(
      Array.from({ length: 300 }, () => word('kid')),
      'B',
    )!;
    const positions = text.slice("'kid':".length).split(',');
    expect(positions).toHaveLength(255);
    expect(positions.at(-1)).toBe('255B');
  });

  it('quotes a lexeme as tsvector text reads it', () => {
    expect(built([word("o'neil"), word('back\\slash')])).toBe("'o''neil':1C 'back\\\\slash':2C");
  });

  it('is empty for a text of stop words, as to_tsvector is', () => {
    expect(built([word(null), word(null)])).toBe('');
  });

  it('is left to to_tsvector when a word is read as several lexemes, or is longer than to_tsvector indexes', () => {
    expect(built([word('kid'), { spelled: 'e', single: false }])).toBeNull();
    expect(wordLexeme('email', ['email'])).toEqual({ spelled: 'email', single: true });
    expect(wordLexeme('e-mail', ['e', 'e-mail', 'mail']).single).toBe(false);
    expect(wordLexeme('x'.repeat(2_047), ['x'.repeat(2_047)]).single).toBe(true);
    expect(wordLexeme('x'.repeat(2_048), []).single).toBe(false);
    expect(built([word('kid'), wordLexeme('x'.repeat(2_048), [])])).toBeNull();
  });

  it('is left to to_tsvector past the last position a tsvector keeps apart', () => {
    expect(built(Array.from({ length: 16_383 }, () => word(null)))).toBe('');
    expect(built(Array.from({ length: 16_384 }, () => word(null)))).toBeNull();
  });
});
