import { matchPage, postPagePath } from './site-pages';

describe('matchPage', () => {
  it('describes home at / and /home, with the tagline', () => {
    for (const path of ['/', '/home', '/home/']) {
      expect(matchPage(path)).toEqual({
        kind: 'page',
        meta: {
          description: 'Any Topic for Anyone Impacted by Divorce to Gain Knowledge, Wisdom, Clarity, and Support.',
          path: '/',
          type: 'website',
        },
      });
    }
  });

  it('describes the list pages by their headings', () => {
    expect(matchPage('/articles')).toMatchObject({
      kind: 'page',
      meta: { title: 'Articles', path: '/articles', type: 'website' },
    });
    expect(matchPage('/answers/')).toMatchObject({
      kind: 'page',
      meta: { title: 'Questions and Answers', path: '/answers' },
    });
    expect(matchPage('/videos')).toMatchObject({ kind: 'page', meta: { title: 'Videos and Audio' } });
    expect(matchPage('/books')).toMatchObject({ kind: 'page', meta: { title: 'Books' } });
  });

  it('names the post of a detail page; questions live under /answers', () => {
    expect(matchPage('/articles/17')).toEqual({ kind: 'post', postKind: 'articles', id: 17 });
    expect(matchPage('/answers/3')).toEqual({ kind: 'post', postKind: 'qnas', id: 3 });
    expect(matchPage('/books/2147483647')).toEqual({ kind: 'post', postKind: 'books', id: 2147483647 });
  });

  it('calls a detail page with an id that names nothing not found', () => {
    for (const path of ['/articles/abc', '/videos/0', '/books/017', '/answers/2147483648', '/articles/99999999999']) {
      expect({ path, match: matchPage(path) }).toEqual({ path, match: { kind: 'not-found' } });
    }
  });

  it('leaves every other page as built', () => {
    for (const path of ['/login', '/account', '/qnas/1', '/articles/1/comments', '/search/kids', '/404']) {
      expect({ path, match: matchPage(path) }).toEqual({ path, match: null });
    }
  });
});

describe('postPagePath', () => {
  it('is the web client’s address of a post', () => {
    expect(postPagePath('qnas', 4)).toBe('/answers/4');
    expect(postPagePath('videos', 9)).toBe('/videos/9');
  });
});
