import type { BlocklistEntry } from '../../contracts/holds';
import { blocklistHits, countsPace, type HoldFacts, holdReasons, lookalikeText } from './hold-rules';

const entry = (kind: BlocklistEntry['kind'], value: string): BlocklistEntry => ({
  id: `00000000-0000-4000-8000-00000000000${kind === 'word' ? 1 : 2}`,
  kind,
  value,
  reason: 'Spam wave of 2026-12',
  addedAt: '2026-12-06T00:00:00.000Z',
});

const facts = (changes: Partial<HoldFacts> = {}): HoldFacts => ({
  level: 'new',
  item: 'post',
  question: false,
  texts: ['A title', 'Some words.'],
  publishedItems: 0,
  blocklist: [],
  pace: { today: 1, recentPosts: 1, lookalikeAccounts: 0 },
  rateLimitFactor: 1,
  writingMs: null,
  body: 'Some words.',
  ...changes,
});

const fiveLinks =
  'Buy https://spam.example/1 https://spam.example/2 https://spam.example/3 https://spam.example/4 https://spam.example/5';

describe('holdReasons', () => {
  it('publishes a new member’s plain post at once', () => {
    expect(holdReasons(facts())).toEqual([]);
  });

  it('holds a new member’s post with more than two links, whatever RATE_LIMIT_FACTOR is', () => {
    expect(holdReasons(facts({ texts: ['Deals', fiveLinks], rateLimitFactor: 1000 }))).toEqual([
      { code: 'links', links: 5, allowed: 2 },
    ]);
    expect(holdReasons(facts({ texts: ['Forms', 'https://court.example/form and www.help.example'] }))).toEqual([]);
  });

  it('holds a new member’s reply with any link', () => {
    expect(holdReasons(facts({ item: 'reply', texts: ['Try https://spam.example'] }))).toEqual([
      { code: 'links', links: 1, allowed: 0 },
    ]);
    expect(holdReasons(facts({ item: 'reply', texts: ['I went through this too.'] }))).toEqual([]);
  });

  it('holds over the daily limit and too soon after the last post, scaled by RATE_LIMIT_FACTOR', () => {
    expect(holdReasons(facts({ pace: { today: 4, recentPosts: 1, lookalikeAccounts: 0 } }))).toEqual([
      { code: 'daily_limit', limit: 3 },
    ]);
    expect(holdReasons(facts({ item: 'reply', pace: { today: 11, recentPosts: 0, lookalikeAccounts: 0 } }))).toEqual([
      { code: 'daily_limit', limit: 10 },
    ]);
    expect(
      holdReasons(facts({ pace: { today: 4, recentPosts: 1, lookalikeAccounts: 0 }, rateLimitFactor: 10 })),
    ).toEqual([]);
    expect(holdReasons(facts({ pace: { today: 2, recentPosts: 2, lookalikeAccounts: 0 } }))).toEqual([
      { code: 'too_soon', seconds: 60 },
    ]);
    expect(
      holdReasons(facts({ pace: { today: 2, recentPosts: 2, lookalikeAccounts: 0 }, rateLimitFactor: 2 })),
    ).toEqual([]);
  });

  it('holds the same text from three new accounts within the hour, scaled by RATE_LIMIT_FACTOR', () => {
    expect(holdReasons(facts({ pace: { today: 1, recentPosts: 1, lookalikeAccounts: 2 } }))).toEqual([]);
    expect(holdReasons(facts({ pace: { today: 1, recentPosts: 1, lookalikeAccounts: 3 } }))).toEqual([
      { code: 'lookalike', accounts: 3 },
    ]);
    expect(
      holdReasons(facts({ pace: { today: 1, recentPosts: 1, lookalikeAccounts: 3 }, rateLimitFactor: 2 })),
    ).toEqual([]);
  });

  it('holds a new member’s long text written in under 3 seconds, post or reply', () => {
    const long = 'We separated last spring and the house is still in both our names. '.repeat(2);
    expect(long.length).toBeGreaterThanOrEqual(100);
    const fast = { texts: ['A title', long], body: long, writingMs: 2999 };
    expect(holdReasons(facts(fast))).toEqual([{ code: 'written_fast', seconds: 3 }]);
    expect(holdReasons(facts({ ...fast, item: 'reply', texts: [long] }))).toEqual([
      { code: 'written_fast', seconds: 3 },
    ]);
    expect(holdReasons(facts({ ...fast, writingMs: 0, rateLimitFactor: 1000 }))).toEqual([
      { code: 'written_fast', seconds: 3 },
    ]);
    // Slow enough, short, of a known member, a first plain question, or of unknown time: published.
    expect(holdReasons(facts({ ...fast, writingMs: 3000 }))).toEqual([]);
    const short = long.slice(0, 99);
    expect(holdReasons(facts({ ...fast, texts: ['A title', short], body: short }))).toEqual([]);
    expect(holdReasons(facts({ ...fast, level: 'member', pace: null }))).toEqual([]);
    expect(holdReasons(facts({ ...fast, level: 'trusted', pace: null }))).toEqual([]);
    expect(holdReasons(facts({ ...fast, question: true }))).toEqual([]);
    expect(holdReasons(facts({ ...fast, question: true, publishedItems: 1 }))).toEqual([
      { code: 'written_fast', seconds: 3 },
    ]);
    expect(holdReasons(facts({ ...fast, writingMs: null }))).toEqual([]);
  });

  it('compares look-alikes by their words, and not short texts', () => {
    const one = lookalikeText('Buy CHEAP pills now!!! 50% off, visit us today, best deals 2026');
    expect(one).toBe(lookalikeText('buy cheap pills now. 70% off visit us today best deals 1999'));
    expect(lookalikeText('Thank you so much.')).toBeNull();
  });

  it('publishes a new member’s first plain question at once, and does not count its pace', () => {
    const question = facts({ question: true, pace: { today: 9, recentPosts: 9, lookalikeAccounts: 0 } });
    expect(holdReasons(question)).toEqual([]);
    expect(countsPace(question)).toBe(false);
    expect(
      holdReasons(
        facts({ question: true, publishedItems: 1, pace: { today: 9, recentPosts: 1, lookalikeAccounts: 0 } }),
      ),
    ).toEqual([{ code: 'daily_limit', limit: 3 }]);
  });

  it('lets members and trusted members post links and at any pace', () => {
    for (const level of ['member', 'trusted'] as const) {
      expect(holdReasons(facts({ level, texts: ['Deals', fiveLinks], pace: null }))).toEqual([]);
      expect(countsPace(facts({ level }))).toBe(false);
    }
  });

  it('holds a blocklist hit at every level, naming the entry', () => {
    const blocklist = [entry('word', 'casino'), entry('domain', 'spam.example')];
    for (const level of ['new', 'member', 'trusted'] as const) {
      expect(holdReasons(facts({ level, texts: ['Best Casino tonight'], blocklist, pace: null }))).toEqual([
        { code: 'blocklist', entryId: blocklist[0]!.id, kind: 'word', value: 'casino', reason: 'Spam wave of 2026-12' },
      ]);
    }
  });
});

describe('blocklistHits', () => {
  const blocklist = [entry('word', 'casino'), entry('domain', 'spam.example')];

  it('matches a word as a whole word only', () => {
    expect(blocklistHits(['casinos are fun'], blocklist)).toEqual([]);
    expect(blocklistHits(['the CASINO.'], blocklist)).toEqual([blocklist[0]]);
  });

  it('matches a domain and its subdomains, in links or plain text', () => {
    expect(blocklistHits(['see https://www.shop.spam.example/x'], blocklist)).toEqual([blocklist[1]]);
    expect(blocklistHits(['write to spam.example'], blocklist)).toEqual([blocklist[1]]);
    expect(blocklistHits(['see https://notspam.org'], blocklist)).toEqual([]);
  });
});
