import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { MESSAGES } from '../contracts/messages';
import type { RateLimitDecision, RateLimiter } from '../infra/rate-limit/rate-limiter.port';
import type { Config } from '../config/config';
import { CONFIG, RATE_LIMITER } from '../infra/tokens';

const MINUTE = 60_000;

/** Per address and per account, so neither one address nor a botnet can hammer one account. */
export const LIMITS = {
  login: { perAddress: [30, 15 * MINUTE], perAccount: [10, 15 * MINUTE] },
  signup: { perAddress: [10, 60 * MINUTE], perAccount: [5, 60 * MINUTE] },
  resetCode: { perAddress: [10, 60 * MINUTE], perAccount: [3, 15 * MINUTE] },
  resetVerify: { perAddress: [30, 15 * MINUTE], perAccount: [10, 15 * MINUTE] },
  post: { perAddress: [60, 60 * MINUTE], perAccount: [30, 60 * MINUTE] },
  // Card testing: a stolen card tried again and again through the payment form.
  payment: { perAddress: [20, 60 * MINUTE], perAccount: [10, 60 * MINUTE] },
  // Each upload is decoded and re-encoded, and stored until replaced.
  profileImage: { perAddress: [60, 60 * MINUTE], perAccount: [20, 60 * MINUTE] },
} as const satisfies Record<string, { perAddress: readonly [number, number]; perAccount: readonly [number, number] }>;

/** Anonymous actions have no account: only the address counts. */
export const ADDRESS_LIMITS = {
  draft: [30, 60 * MINUTE],
  expertMessage: [5, 60 * MINUTE],
  contact: [5, 60 * MINUTE],
  bugReport: [10, 60 * MINUTE],
} as const satisfies Record<string, readonly [number, number]>;

@Injectable()
export class RateLimits {
  constructor(
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async check(kind: keyof typeof LIMITS, address: string, account: string, message: string = MESSAGES.tooManyAttempts): Promise<void> {
    const limits = LIMITS[kind];
    const [byAddress, byAccount] = await Promise.all([
      this.limiter.hit(`${kind}:ip:${address}`, limits.perAddress[0] * this.config.rateLimitFactor, limits.perAddress[1]),
      this.limiter.hit(`${kind}:acct:${account.trim().toLowerCase()}`, limits.perAccount[0] * this.config.rateLimitFactor, limits.perAccount[1]),
    ]);
    refuseIfOver([byAddress, byAccount], message);
  }

  async checkAddress(kind: keyof typeof ADDRESS_LIMITS, address: string): Promise<void> {
    const [count, windowMs] = ADDRESS_LIMITS[kind];
    refuseIfOver([await this.limiter.hit(`${kind}:ip:${address}`, count * this.config.rateLimitFactor, windowMs)]);
  }
}

function refuseIfOver(decisions: RateLimitDecision[], message: string = MESSAGES.tooManyAttempts): void {
  const refused = decisions.filter((d) => !d.allowed);
  if (refused.length > 0) {
    throw new DomainError('rate_limited', message, { retryAfterSeconds: Math.max(...refused.map((d) => d.retryAfterSeconds)) });
  }
}
