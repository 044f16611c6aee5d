import type { BlocklistEntry, HoldReason } from '../../contracts/holds';
import { domainOf, linksIn, NEW_MEMBER_LIMITS, type TrustLevel } from '../../contracts/trust-levels';

// Whether an item is published at once or held for review: pure, from what the command has at hand.

export interface HoldFacts {
  level: TrustLevel;
  /** A post (article, book, video, question) or a reply (comment, answer). */
  item: 'post' | 'reply';
  /** A question: a new member's first plain one is published at once (people arrive in crisis). */
  question: boolean;
  /** Title, text, tags and shared link: everything that shows. */
  texts: readonly (string | null | undefined)[];
  /** Posts the member has had published, for the first-question rule. */
  publishedItems: number;
  blocklist: readonly BlocklistEntry[];
  /**
   * A new member's pace, counted with this item (the rate limiter's counters, across processes):
   * items of this sort today, and posts within the interval. Null when not counted (not a new member).
   */
  pace: { today: number; recentPosts: number; lookalikeAccounts: number } | null;
  rateLimitFactor: number;
  /** How long the text took to write, as the client measured it (first keystroke to submit); null when unknown. */
  writingMs: number | null;
  /** The text written (a post's body, a reply's text): what look-alikes and writing time are about. */
  body: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The blocklist entries the texts use: a word as a whole word, a domain in a link or in the text. */
export function blocklistHits(texts: readonly (string | null | undefined)[], blocklist: readonly BlocklistEntry[]) {
  const all = texts.filter((t): t is string => typeof t === 'string').join('\n');
  const lower = all.toLowerCase();
  const domains = linksIn(all).map(domainOf);
  return blocklist.filter((entry) => {
    const value = entry.value.toLowerCase();
    if (entry.kind === 'domain')
      return domains.some((d) => d !== null && (d === value || d.endsWith(`.${value}`))) || lower.includes(value);
    return new RegExp(`(^|[^\\p{L}\\p{N}])${escape(value)}($|[^\\p{L}\\p{N}])`, 'iu').test(all);
  });
}

/** Whether the new member's pace needs counting for this item (a link-free first question does not). */
export function countsPace(facts: Pick<HoldFacts, 'level' | 'item' | 'question' | 'texts' | 'publishedItems'>) {
  if (facts.level !== 'new') return false;
  return !firstPlainQuestion(facts);
}

const firstPlainQuestion = (facts: Pick<HoldFacts, 'item' | 'question' | 'texts' | 'publishedItems'>) =>
  facts.item === 'post' && facts.question && facts.publishedItems === 0 && linksIn(...facts.texts).length === 0;

/**
 * A long text written in less time than anyone types it: pasted by a bot. Unknown times (an old
 * client, a text restored from the form's memory) hold nothing.
 */
export function writtenTooFast(facts: Pick<HoldFacts, 'writingMs' | 'body'>): boolean {
  return (
    facts.writingMs !== null &&
    facts.body.length >= NEW_MEMBER_LIMITS.fastWritingMinLength &&
    facts.writingMs < NEW_MEMBER_LIMITS.fastestWritingSeconds * 1000
  );
}

/**
 * Why the item is held: empty when it is published at once. The blocklist holds every level's items
 * (an entry is an administrator's decision about words, not about people); links, pace and writing
 * speed hold only a new member's. Counts scale with RATE_LIMIT_FACTOR, links and writing speed do not.
 */
export function holdReasons(facts: HoldFacts): HoldReason[] {
  const reasons: HoldReason[] = blocklistHits(facts.texts, facts.blocklist).map((entry) => ({
    code: 'blocklist',
    entryId: entry.id,
    kind: entry.kind,
    value: entry.value,
    reason: entry.reason,
  }));
  if (facts.level !== 'new' || firstPlainQuestion(facts)) return reasons;
  const links = linksIn(...facts.texts).length;
  const allowed = facts.item === 'post' ? NEW_MEMBER_LIMITS.linksPerPost : NEW_MEMBER_LIMITS.linksPerReply;
  if (links > allowed) reasons.push({ code: 'links', links, allowed });
  if (writtenTooFast(facts)) reasons.push({ code: 'written_fast', seconds: NEW_MEMBER_LIMITS.fastestWritingSeconds });
  if (facts.pace) {
    const perDay = facts.item === 'post' ? NEW_MEMBER_LIMITS.postsPerDay : NEW_MEMBER_LIMITS.repliesPerDay;
    const limit = perDay * facts.rateLimitFactor;
    if (facts.pace.today > limit) reasons.push({ code: 'daily_limit', limit });
    if (facts.item === 'post' && facts.pace.recentPosts > facts.rateLimitFactor)
      reasons.push({ code: 'too_soon', seconds: NEW_MEMBER_LIMITS.secondsBetweenPosts });
    const accounts = facts.pace.lookalikeAccounts;
    if (accounts >= NEW_MEMBER_LIMITS.lookalikeAccounts * facts.rateLimitFactor)
      reasons.push({ code: 'lookalike', accounts });
  }
  return reasons;
}

/**
 * The text a look-alike is compared by: its words, lower case, without punctuation or numbers (a
 * wave varies those); null when too short to tell one person from a wave.
 */
export function lookalikeText(text: string): string | null {
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}]+/gu, ' ')
    .trim();
  return words.length < NEW_MEMBER_LIMITS.lookalikeMinLength ? null : words;
}
