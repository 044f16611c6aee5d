import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { WrongSecretError } from '../common/wrong-secret';
import { MESSAGES } from '../contracts/messages';
import { RESET_CODE_TTL_MS } from '../infra/accounts/reset-codes.repository';
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
  resetVerify: { perAddress: [30, 15 * MINUTE], perAccount: [10, 15 * MINUTE] },
  post: { perAddress: [60, 60 * MINUTE], perAccount: [30, 60 * MINUTE] },
  // Card testing: a stolen card tried again and again through the payment form.
  payment: { perAddress: [20, 60 * MINUTE], perAccount: [10, 60 * MINUTE] },
  // Each upload is decoded and re-encoded, and stored until replaced.
  profileImage: { perAddress: [60, 60 * MINUTE], perAccount: [20, 60 * MINUTE] },
} as const satisfies Record<string, { perAddress: readonly [number, number]; perAccount: readonly [number, number] }>;

/**
 * Asking for reset codes. A code goes to the email's inbox, never to whoever asks, so asking gives a
 * stranger nothing but the means to flood that inbox or to get the owner refused. So the count that
 * stops one caller is per address and per email at that address, and a stranger's requests leave the
 * owner's address alone. The per-email cap stops a botnet flooding the inbox; it counts only the
 * requests the other limits let through (codes actually asked for), its window is a code's lifetime,
 * and every code sent works until one is used (ResetCodesRepository). So when it refuses the owner,
 * the inbox already holds the codes asked for in the window, all still working, and the refusal says so.
 */
export const RESET_CODE_LIMITS = {
  perAddress: [10, 60 * MINUTE],
  perEmailAtAddress: [3, 15 * MINUTE],
  perEmail: [10, RESET_CODE_TTL_MS],
} as const satisfies Record<string, readonly [number, number]>;

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

  /** Before a reset code is asked for `email`: the same work whether or not it has an account. */
  async checkResetCode(address: string, email: string): Promise<void> {
    const { perAddress, perEmailAtAddress, perEmail } = RESET_CODE_LIMITS;
    const factor = this.config.rateLimitFactor;
    const emailKey = `resetCode:email:${email.trim().toLowerCase()}`;
    refuseIfOver(
      await Promise.all([
        this.limiter.hit(`resetCode:ip:${address}`, perAddress[0] * factor, perAddress[1]),
        this.limiter.hit(`${emailKey}:ip:${address}`, perEmailAtAddress[0] * factor, perEmailAtAddress[1]),
      ]),
    );
    refuseIfOver([await this.limiter.hit(emailKey, perEmail[0] * factor, perEmail[1])], MESSAGES.resetCodesPending);
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
    // The guess is counted as wrong before it is checked, in one step with the address's standing:
    // of guesses that race, each sees those still being checked, so no more than the limit are
    // checked at once however many arrive together. A guess that was not wrong is taken back.
    const [byAddress, [accountFailures, addressFailures]] = await Promise.all([
      this.limiter.hit(`${kind}:ip:${address}`, perAddress[0] * this.config.rateLimitFactor, perAddress[1]),
      this.limiter.claim([accountKey, standingKey], windowMs),
    ]);
    const takeBack = () => this.limiter.release([accountKey, standingKey]);
    // The counts include this guess: the account is closed to an address with a wrong guess before it.
    const accountClosed = addressFailures!.count > 1 && accountFailures!.count > accountLimit;
    const decisions = [byAddress, { allowed: !accountClosed, retryAfterSeconds: accountFailures!.retryAfterSeconds }];
    if (decisions.some((decision) => !decision.allowed)) await takeBack();
    refuseIfOver(decisions);
    try {
      const result = await attempt();
      await takeBack();
      return result;
    } catch (error) {
      if (!(error instanceof WrongSecretError)) await takeBack();
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
