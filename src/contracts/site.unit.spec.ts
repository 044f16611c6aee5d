import { isSitePath } from './site';

describe('isSitePath', () => {
  it.each(['/', '/articles/12?page=2', '/search/custody#top', '/a\\b'])('takes %s as a path on the site', (page) => {
    expect(isSitePath(page)).toBe(true);
    expect(isSitePath(page, 'http://localhost:3000')).toBe(true);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/phish',
    '\\\\evil.example/',
    '/\t/evil.example/',
    'javascript:alert(1)',
    'articles/12',
    '',
  ])('takes %j for another site, or no path', (page) => {
    expect(isSitePath(page)).toBe(false);
    expect(isSitePath(page, 'http://localhost:3000')).toBe(false);
  });
});
