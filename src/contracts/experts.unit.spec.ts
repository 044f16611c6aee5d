import {
  EXPERT_MESSAGES,
  finishedSlug,
  followAfter,
  isSlugLike,
  isValidSlug,
  profileFieldOf,
  slugAsTyped,
} from './experts';

describe('profile addresses', () => {
  describe('as the expert types', () => {
    it.each([
      ['Dana Mediator Denver!', 'dana-mediator-denver'],
      ['  Dana   Mediator ', 'dana-mediator-'],
      ['dana--mediator', 'dana-mediator'],
      ['-dana', 'dana'],
      ['Dana - Mediator', 'dana-mediator'],
      ["O'Brien & Sons, LLC.", 'obrien-sons-llc'],
      ['José Núñez', 'jose-nunez'],
      ['2nd opinion 4U', '2nd-opinion-4u'],
    ])('turns %j into %j', (typed, shown) => {
      expect(slugAsTyped(typed)).toBe(shown);
    });

    it('keeps one trailing hyphen while the next word is typed, and takes it off when done', () => {
      expect(slugAsTyped('dana ')).toBe('dana-');
      expect(finishedSlug('dana ')).toBe('dana');
      expect(finishedSlug('Dana Mediator Denver!')).toBe('dana-mediator-denver');
    });

    it('always ends in an address the server accepts, once long enough', () => {
      for (const typed of ['Dana Mediator Denver!', ' --a  b-- ', 'Ünïcödé  Ñame?!', 'x!!y??z']) {
        expect(isValidSlug(finishedSlug(typed))).toBe(true);
      }
    });
  });

  describe('the rule the server holds every new address to', () => {
    it.each(['pat-lee', '2nd-opinion-4u', 'abc'])('accepts %j', (slug) => {
      expect(isValidSlug(slug)).toBe(true);
    });
    it.each(['pat--lee', 'pat-lee-', '-pat-lee', 'Pat-Lee', 'pat_lee', 'pat lee', 'ab', 'x'.repeat(61)])(
      'refuses the look-alike or stray %j',
      (slug) => {
        expect(isValidSlug(slug)).toBe(false);
      },
    );
    it('still finds addresses saved before look-alikes were refused, and nothing outside the alphabet', () => {
      expect(isSlugLike('pat--lee-')).toBe(true);
      expect(isSlugLike('pat\u0000lee')).toBe(false);
      expect(isSlugLike('PAT')).toBe(false);
    });
  });
});

describe('profileFieldOf', () => {
  it.each([
    [EXPERT_MESSAGES.slugTaken, 'slug'],
    [EXPERT_MESSAGES.zipUnknown, 'zip'],
    [EXPERT_MESSAGES.categoriesInvalid, 'categories'],
    [`startYear: ${EXPERT_MESSAGES.startYearInvalid}`, 'startYear'],
    [`bio: Something else about the bio.`, 'bio'],
  ])('puts %j beside the %s field', (message, field) => {
    expect(profileFieldOf(message)).toBe(field);
  });
  it('leaves a refusal about no field (a rate limit, a lost connection) to the toast alone', () => {
    expect(profileFieldOf('Too many attempts. Please wait a few minutes and try again.')).toBeNull();
  });
});

describe('followAfter: what the follower sees at once, before the server answers', () => {
  it.each([
    [
      { followers: 0, following: false },
      { followers: 1, following: true },
    ],
    [{ followers: 3 }, { followers: 4, following: true }],
    [
      { followers: 4, following: true },
      { followers: 3, following: false },
    ],
    // A count the page held before another member's unfollow never shows below zero.
    [
      { followers: 0, following: true },
      { followers: 0, following: false },
    ],
  ])('from %j gives %j', (before, after) => {
    expect(followAfter(before)).toEqual(after);
  });
});
