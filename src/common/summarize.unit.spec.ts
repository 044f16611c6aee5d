import { summarize } from './summarize';

describe('summarize', () => {
  it('collapses whitespace and keeps short text whole', () => {
    expect(summarize('  First line.\n\n  Second\tline.  ', 160)).toBe('First line. Second line.');
  });
  it('cuts long text at a word, within the limit, with an ellipsis', () => {
    const text = 'word '.repeat(100);
    const short = summarize(text, 32);
    expect(short.length).toBeLessThanOrEqual(32);
    expect(short).toBe(`${'word '.repeat(6).trim()}…`);
  });
  it('drops punctuation before the ellipsis', () => {
    expect(summarize('One, two, three, four, five, six', 18)).toBe('One, two, three…');
  });
  it('cuts inside a very long word rather than losing most of the line', () => {
    expect(summarize(`a ${'x'.repeat(50)}`, 20)).toBe(`a ${'x'.repeat(17)}…`);
  });
});
