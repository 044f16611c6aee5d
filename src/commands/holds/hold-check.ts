import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type Clock, CLOCK } from '../../common/clock';
import type { Config } from '../../config/config';
import { HOLD_MESSAGES, type HoldReason } from '../../contracts/holds';
import { DomainError } from '../../common/domain-error';
import { NEW_MEMBER_LIMITS, type TrustLevel, trustLevel } from '../../contracts/trust-levels';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter.port';
import { CONFIG, RATE_LIMITER } from '../../infra/tokens';
import { countsPace, type HoldFacts, holdReasons, lookalikeText } from './hold-rules';
import { TRUST_RECORDS, type TrustRecords } from './trust-records.port';

const DAY_MS = 24 * 60 * 60 * 1000;

const HOUR_MS = 60 * 60 * 1000;

/** `body`: the text look-alikes are compared by and whose writing time counts (a post's body, a reply's text). */
export type HoldItem = Pick<HoldFacts, 'item' | 'question' | 'texts' | 'body' | 'writingMs'>;

/**
 * Gathers what the hold rules need in the posting and replying writes' `prepare`: the author's standing
 * (one read by key), the blocklist (in memory), and, for a new member only, their pace from the
 * rate limiter's counters (Redis in the services profile, so every API process counts the same).
 */
@Injectable()
export class HoldCheck {
  constructor(
    @Inject(TRUST_RECORDS) private readonly records: TrustRecords,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Why the item would be held, and a way to take back the counts it added should the write then be
   * refused (a missing field, the identifying-details warning): a refused write is no post.
   */
  async reasons(
    uid: number,
    item: HoldItem,
  ): Promise<{ reasons: HoldReason[]; level: TrustLevel; refused: () => Promise<void> }> {
    const [standing, blocklist] = await Promise.all([this.records.standing(uid), this.records.blocklist()]);
    // Stopped as a spammer: refused outright, and nothing is counted.
    if (standing?.stopped) throw new DomainError('forbidden', HOLD_MESSAGES.stopped);
    const now = this.clock.now();
    // An account the read model has not met yet is as new as can be.
    const level = standing ? trustLevel(standing, now) : 'new';
    const facts = { ...item, level, publishedItems: standing?.publishedItems ?? 0, blocklist };
    const counted = countsPace(facts);
    const pace = counted ? await this.pace(uid, item) : null;
    const reasons = holdReasons({ ...facts, pace, rateLimitFactor: this.config.rateLimitFactor });
    const refused = async () => {
      if (counted) await this.limiter.release(this.keys(uid, item.item));
    };
    return { reasons, level, refused };
  }

  /** The once-a-day count, and for posts the interval's. */
  private keys(uid: number, item: 'post' | 'reply') {
    return [`new-member:${item}s-today:${uid}`, ...(item === 'post' ? [`new-member:post-gap:${uid}`] : [])];
  }

  private async pace(uid: number, { item, body }: HoldItem) {
    // One post per interval, times RATE_LIMIT_FACTOR like every limit (hold-rules).
    const gapMs = NEW_MEMBER_LIMITS.secondsBetweenPosts * 1000;
    const [day, gap] = this.keys(uid, item);
    const [[today], recent, lookalikeAccounts] = await Promise.all([
      this.limiter.claim([day!], DAY_MS),
      gap === undefined ? Promise.resolve([{ count: 0 }]) : this.limiter.claim([gap], gapMs),
      this.lookalikes(uid, body),
    ]);
    return { today: today?.count ?? 1, recentPosts: recent[0]?.count ?? 0, lookalikeAccounts };
  }

  /**
   * How many new accounts posted this text within the hour, this one included: each account counts
   * once (its own key says whether it was counted), read by a claim taken back when it was.
   */
  private async lookalikes(uid: number, body: string): Promise<number> {
    const text = lookalikeText(body);
    if (text === null) return 0;
    const key = `new-member:lookalike:${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
    const [mine] = await this.limiter.claim([`${key}:${uid}`], HOUR_MS);
    const [all] = await this.limiter.claim([key], HOUR_MS);
    if ((mine?.count ?? 1) > 1) await this.limiter.release([key]);
    return (all?.count ?? 1) - ((mine?.count ?? 1) > 1 ? 1 : 0);
  }
}
