import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { WrongSecretError } from '../common/wrong-secret';
import { MESSAGES } from '../contracts/messages';
import type { RateLimitDecision, RateLimiter } from '../infra/rate-limit/rate-limiter.port';
import type { Config } from '../config/config';
import { CONFIG, RATE_LIMITER } from '../infra/tokens';

const MINUTE = 60_000;

/**
 * Per address and per account, so neither one address nor a botnet can hammer one account. For the
 * guesses of a secret (`GuessKind`), the account's count is of wrong guesses, and it refuses only the
 * addresses that guessed wrong for the account (see `RateLimits.guess`).
 */
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

/** Checks of a password or a reset code. */
export type GuessKind = 'login' | 'resetVerify';

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

  async check(
    kind: Exclude<keyof typeof LIMITS, GuessKind>,
    address: string,
    account: string,
    message: string = MESSAGES.tooManyAttempts,
  ): Promise<void> {
    const limits = LIMITS[kind];
    const [byAddress, byAccount] = await Promise.all([
      this.limiter.hit(
        `${kind}:ip:${address}`,
        limits.perAddress[0] * this.config.rateLimitFactor,
        limits.perAddress[1],
      ),
      this.limiter.hit(
        `${kind}:acct:${account.trim().toLowerCase()}`,
        limits.perAccount[0] * this.config.rateLimitFactor,
        limits.perAccount[1],
      ),
    ]);
    refuseIfOver([byAddress, byAccount], message);
  }

  /**
   * Runs `attempt`, which checks a secret of `account` (a password, a reset code). Every attempt
   * counts against the address; a wrong one (WrongSecretError) counts against the account and
   * against this address's standing with it. Once the account is over its limit, only addresses
   * that guessed wrong for it are refused: a stranger cannot lock the owner out, whose right
   * password from an address that has not failed (or the emailed reset code) still works. A
   * botnet gets one guess per address and window.
   */
  async guess<T>(kind: GuessKind, address: string, account: string, attempt: () => Promise<T>): Promise<T> {
    const { perAddress, perAccount } = LIMITS[kind];
    const [accountLimit, windowMs] = [perAccount[0] * this.config.rateLimitFactor, perAccount[1]];
    const accountKey = `${kind}:fail:${account.trim().toLowerCase()}`;
    const standingKey = `${accountKey}:ip:${address}`;
    const [byAddress, accountFailures, addressFailures] = await Promise.all([
      this.limiter.hit(`${kind}:ip:${address}`, perAddress[0] * this.config.rateLimitFactor, perAddress[1]),
      this.limiter.peek(accountKey),
      this.limiter.peek(standingKey),
    ]);
    const accountClosed = addressFailures.count > 0 && accountFailures.count >= accountLimit;
    refuseIfOver([byAddress, { allowed: !accountClosed, retryAfterSeconds: accountFailures.retryAfterSeconds }]);
    try {
      return await attempt();
    } catch (error) {
      if (error instanceof WrongSecretError) {
        await Promise.all([
          this.limiter.hit(accountKey, accountLimit, windowMs),
          this.limiter.hit(standingKey, accountLimit, windowMs),
        ]);
      }
      throw error;
    }
  }

  async checkAddress(kind: keyof typeof ADDRESS_LIMITS, address: string): Promise<void> {
    const [count, windowMs] = ADDRESS_LIMITS[kind];
    refuseIfOver([await this.limiter.hit(`${kind}:ip:${address}`, count * this.config.rateLimitFactor, windowMs)]);
  }
}

function refuseIfOver(decisions: RateLimitDecision[], message: string = MESSAGES.tooManyAttempts): void {
  const refused = decisions.filter((d) => !d.allowed);
  if (refused.length > 0) {
    throw new DomainError('rate_limited', message, {
      retryAfterSeconds: Math.max(...refused.map((d) => d.retryAfterSeconds)),
    });
  }
}
