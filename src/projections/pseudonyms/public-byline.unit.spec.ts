import { pseudonymousWhenAnonymous, publicByline } from './public-byline';

describe('publicByline', () => {
  it('keeps the author of an item posted under their name', () => {
    expect(publicByline({ authorId: 7, authorName: 'Dana', authorRole: 'Expert' })).toEqual({
      author_id: 7,
      author_name: 'Dana',
      author_role: 'Expert',
    });
  });
  it('shows an item posted under a pseudonym under its alias, with no id and no role that could lead back', () => {
    expect(publicByline({ authorId: 7, authorName: 'Dana', authorRole: 'Expert', pseudonym: 4821 })).toEqual({
      author_id: null,
      author_name: 'Member 4821',
      author_role: 'member',
    });
  });
});

describe('pseudonymousWhenAnonymous', () => {
  it('marks a row without an author as pseudonymous, and only such a row', () => {
    expect(pseudonymousWhenAnonymous(null)).toEqual({ pseudonymous: true });
    expect(pseudonymousWhenAnonymous(7)).toEqual({});
  });
});
