import { findUnstorableText } from './storable-text';

describe('findUnstorableText', () => {
  it.each([
    ['a NUL', 'before\u0000after'],
    ['a high surrogate alone', 'cut \ud83d'],
    ['a low surrogate alone', '\ude00 cut'],
    ['two high surrogates', '\ud83d\ud83d\ude00'],
  ])('finds %s', (_, text) => {
    expect(findUnstorableText({ title: text })).toEqual({ path: ['title'], inName: false });
  });

  it.each([
    ['plain text', 'Joint custody, week on week off.'],
    ['an emoji (a surrogate pair)', 'thank you 😀'],
    ['other control characters', 'tab\there, bell\u0007'],
    ['the characters that stand for a NUL', '\\u0000 %00 \\0'],
  ])('lets %s pass', (_, text) => {
    expect(findUnstorableText({ title: text })).toBeNull();
  });

  it('names the first such field in the order of the document, inside lists and objects', () => {
    const body = { title: 'fine', tags: ['ok', 'bad\u0000'], nested: { deeper: ['\ud800'] } };
    expect(findUnstorableText(body)).toEqual({ path: ['tags', 1], inName: false });
    expect(findUnstorableText({ ...body, tags: [] })).toEqual({ path: ['nested', 'deeper', 0], inName: false });
  });

  it('finds one in a field name, and says it is a name', () => {
    expect(findUnstorableText({ page: { ['a\u0000']: 1 } })).toEqual({ path: ['page'], inName: true });
  });

  it('finds one in a bare text, and takes numbers, booleans and null as they are', () => {
    expect(findUnstorableText('\u0000')).toEqual({ path: [], inName: false });
    expect(findUnstorableText({ n: 2 ** 53, yes: true, none: null })).toBeNull();
  });

  it('walks the most deeply nested body a request can carry (1 MB of brackets) at once, without running out of stack', () => {
    const depth = 500_000;
    const deep = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`) as unknown;
    // Linear work takes a fraction of a second; copying each path took many minutes, past the test's timeout.
    const found = findUnstorableText(deep);
    expect(found?.path.length).toBe(depth);
    expect(found?.path.every((key) => key === 0)).toBe(true);
  });
});
