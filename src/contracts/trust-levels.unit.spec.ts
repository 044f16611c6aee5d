import { domainOf, linksIn, type MemberStanding, trustLevel } from './trust-levels';

const now = new Date('2026-12-06T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const standing = (changes: Partial<MemberStanding> = {}): MemberStanding => ({
  role: 'member',
  registeredAt: daysAgo(0),
  publishedItems: 0,
  approvedItems: 0,
  upheldReports: 0,
  levelSet: null,
  stopped: false,
  ...changes,
});

describe('trustLevel', () => {
  it('is new on the day of signup, whatever was posted', () => {
    expect(trustLevel(standing({ publishedItems: 50 }), now)).toBe('new');
  });

  it('is member after a day and three items that stayed up', () => {
    expect(trustLevel(standing({ registeredAt: daysAgo(1), publishedItems: 3 }), now)).toBe('member');
    expect(trustLevel(standing({ registeredAt: daysAgo(1), publishedItems: 2 }), now)).toBe('new');
  });

  it('is trusted after a month and twenty items', () => {
    expect(trustLevel(standing({ registeredAt: daysAgo(30), publishedItems: 20 }), now)).toBe('trusted');
    expect(trustLevel(standing({ registeredAt: daysAgo(29), publishedItems: 20 }), now)).toBe('member');
  });

  it('falls a level for each report a moderator upheld', () => {
    const trusted = { registeredAt: daysAgo(60), publishedItems: 40 };
    expect(trustLevel(standing({ ...trusted, upheldReports: 1 }), now)).toBe('member');
    expect(trustLevel(standing({ ...trusted, upheldReports: 2 }), now)).toBe('new');
    expect(trustLevel(standing({ ...trusted, upheldReports: 5 }), now)).toBe('new');
  });

  it('takes an administrator’s setting over everything computed', () => {
    expect(trustLevel(standing({ levelSet: 'trusted' }), now)).toBe('trusted');
    expect(trustLevel(standing({ registeredAt: daysAgo(90), publishedItems: 90, levelSet: 'new' }), now)).toBe('new');
  });

  it('trusts administrators and experts', () => {
    expect(trustLevel(standing({ role: 'Administrator' }), now)).toBe('trusted');
    expect(trustLevel(standing({ role: 'Expert' }), now)).toBe('trusted');
  });
});

describe('linksIn', () => {
  it('counts links with a scheme, with www. and bare domains', () => {
    expect(linksIn('see https://a.example/x and www.b.example, or cheap-pills.com', null, 'http://c.net')).toEqual([
      'https://a.example/x',
      'www.b.example,',
      'cheap-pills.com',
      'http://c.net',
    ]);
  });

  it('finds none in plain words and sentences', () => {
    expect(linksIn('I am scared. What do I tell the kids? e.g. nothing.')).toEqual([]);
    expect(linksIn('Write to dana@example.org')).toEqual([]);
  });

  it('names a link’s domain without www.', () => {
    expect(domainOf('https://WWW.Spam.example/buy')).toBe('spam.example');
    expect(domainOf('cheap-pills.com')).toBe('cheap-pills.com');
  });
});
