// Trust levels: every threshold the site uses to tell a new account from a member it knows, in one
// place with the reasons for each number. Shared by the server (which decides) and the admin screens
// (which show the numbers). Plain constants and pure functions only.
import type { Role } from './members';

export const TRUST_LEVELS = ['new', 'member', 'trusted'] as const;
export type TrustLevel = (typeof TRUST_LEVELS)[number];

/** How a level reads on the screen. */
export const TRUST_LEVEL_NAMES: Record<TrustLevel, string> = {
  new: 'New',
  member: 'Member',
  trusted: 'Trusted',
};

const DAY_MS = 24 * 60 * 60 * 1000;

export const TRUST_THRESHOLDS = {
  /**
   * A day and three items that stayed up: a spam run is over within the hour it starts, while a
   * person who came for help has usually asked and answered a little by the next day.
   */
  member: { daysSinceSignup: 1, publishedItems: 3 },
  /** A month and twenty items that stayed up: someone the community has read for a while. */
  trusted: { daysSinceSignup: 30, publishedItems: 20 },
  /**
   * Each report a moderator upholds (Remove content on a reported item) takes one level away: the
   * member's own record says they were wrong once, and their next links wait for a look again.
   */
  levelsLostPerUpheldReport: 1,
} as const;

/** What the level is computed from: the member's own record, as the read model keeps it. */
export interface MemberStanding {
  role: Role;
  registeredAt: Date;
  /** Posts and replies published (at once or after approval) and not removed. */
  publishedItems: number;
  /** Held items an administrator approved: each one also counts as published. */
  approvedItems: number;
  /** Reports against the member's items that a moderator upheld. */
  upheldReports: number;
  /** Set by an administrator (TrustLevelSet): wins over everything computed. */
  levelSet: TrustLevel | null;
  /** An administrator stopped the member as a spammer: they can neither post nor reply. */
  stopped: boolean;
}

/**
 * The member's level. Administrators and experts are vetted people, so they are trusted whatever
 * their record says; an administrator's setting wins over the computation.
 */
export function trustLevel(standing: MemberStanding, now: Date): TrustLevel {
  if (standing.levelSet !== null) return standing.levelSet;
  if (standing.role !== 'member') return 'trusted';
  const days = (now.getTime() - standing.registeredAt.getTime()) / DAY_MS;
  const reached = (t: { daysSinceSignup: number; publishedItems: number }) =>
    days >= t.daysSinceSignup && standing.publishedItems >= t.publishedItems;
  const earned = reached(TRUST_THRESHOLDS.trusted) ? 2 : reached(TRUST_THRESHOLDS.member) ? 1 : 0;
  const lost = standing.upheldReports * TRUST_THRESHOLDS.levelsLostPerUpheldReport;
  return TRUST_LEVELS[Math.max(0, earned - lost)]!;
}

/**
 * What a new member may publish at once. Over any of these, the item is held for review (never
 * refused, never dropped). The counts are multiplied by RATE_LIMIT_FACTOR like every rate limit (so
 * tests and the load test can run many posts), the links are not: a link is what spam is for.
 */
export const NEW_MEMBER_LIMITS = {
  /** Two links: enough to cite a court form and a support line; a spam article carries more. */
  linksPerPost: 2,
  /**
   * None in a reply: a stranger's link under someone's question in crisis is the classic spam
   * answer; a new member's reply with a link waits for a look, the rest is published.
   */
  linksPerReply: 0,
  /** Three posts and ten replies a day, as Discourse allows on day one. */
  postsPerDay: 3,
  repliesPerDay: 10,
  /** A minute between posts: nobody writes two posts in less; a script does. */
  secondsBetweenPosts: 60,
  /**
   * The same text (as words, case and punctuation aside) from three new accounts within an hour:
   * one person asking for help writes once; a wave pastes. The first two show, the rest wait.
   */
  lookalikeAccounts: 3,
  /** Texts shorter than this are too common to compare ("Thank you so much."). */
  lookalikeMinLength: 40,
  /** Under three seconds from the first keystroke to submit: nobody types a long text that fast; a bot pastes. */
  fastestWritingSeconds: 3,
  /** Shorter texts ("Thank you, this helped.") are typed, or pasted by a person, in seconds. */
  fastWritingMinLength: 100,
} as const;

/**
 * A new member's links show as plain text, not as links, until a moderator approves the item: what a link is for
 * (a visit, a ranking) is what a spammer wants, and a person in need loses nothing by reading an address.
 */
export const linksShowPlain = (level: TrustLevel): boolean => level === 'new';

// Links: a scheme, "www.", or a bare domain with a common top-level domain (not an email address's:
// that is the identifying-details warning's business). Counted in the title, the text and the shared link alike.
const LINK =
  /\bhttps?:\/\/[^\s<>()"]+|\bwww\.[^\s<>()"]+|(?<![@\w.-])[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|info|biz|io|co|ru|xyz|top|shop|site|online|club|app|me|us|uk)\b/gi;

/** The links in some texts. */
export function linksIn(...texts: readonly (string | null | undefined)[]): string[] {
  return texts.flatMap((text) => (text ?? '').match(LINK) ?? []);
}

/** A link's domain, lower case, without "www." (null when it has none). */
export function domainOf(link: string): string | null {
  const match = /^(?:https?:\/\/)?([^/?#:\s]+)/i.exec(link);
  return match ? match[1]!.toLowerCase().replace(/^www\./, '') : null;
}
