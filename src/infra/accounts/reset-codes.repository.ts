import { createHash, randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { SqlDatabase } from '../sql/database';
import { SQL_DATABASE } from '../tokens';

export const RESET_CODE_TTL_MS = 30 * 60 * 1000;
// No 0/O or 1/I/L: the code is read from an email and typed by hand.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;
const codeHash = (code: string) => createHash('sha256').update(code.trim().toUpperCase()).digest('hex');

/**
 * Random, expiring reset codes; only their hash is stored. Each request adds a code, and every code
 * sent works until it expires or one of the account's codes is used: requests that race, or a
 * stranger's, never void the code in the owner's newest email.
 */
@Injectable()
export class ResetCodesRepository {
  constructor(@Inject(SQL_DATABASE) private readonly database: SqlDatabase) {}

  async issue(userId: number, now: Date): Promise<{ code: string; expiresAt: Date }> {
    const code = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    const expiresAt = new Date(now.getTime() + RESET_CODE_TTL_MS);
    await this.database.db
      .deleteFrom('reset_codes')
      .where('user_id', '=', userId)
      .where('expires_at', '<=', now)
      .execute();
    await this.database.db
      .insertInto('reset_codes')
      .values({ user_id: userId, code_hash: codeHash(code), expires_at: expiresAt })
      .execute();
    return { code, expiresAt };
  }

  /**
   * True if it is one of the account's unexpired codes; that code is gone then (deleting it is what
   * makes it single-use when two tries race), and the account's other codes with it, the reset being
   * done. A wrong guess leaves the codes alone: were they burnt after a few, a stranger could void the
   * owner's emailed link at will. Guessing is held back by the rate limits, which leave the owner's
   * address alone (RateLimits.guess).
   */
  async consume(userId: number, code: string, now: Date): Promise<boolean> {
    const used = await this.database.db
      .deleteFrom('reset_codes')
      .where('user_id', '=', userId)
      .where('code_hash', '=', codeHash(code))
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (used.numDeletedRows === 0n) return false;
    await this.discard(userId);
    return true;
  }

  /** A deleted account's pending code goes with it, and a new password voids one. */
  async discard(userId: number): Promise<void> {
    await this.database.db.deleteFrom('reset_codes').where('user_id', '=', userId).execute();
  }
}
