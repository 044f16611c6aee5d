import { createHash, randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { SqlDatabase } from '../sql/database';
import { SQL_DATABASE } from '../tokens';

export const RESET_CODE_TTL_MS = 30 * 60 * 1000;
export const RESET_CODE_MAX_ATTEMPTS = 5;
// No 0/O or 1/I/L: the code is read from an email and typed by hand.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;
const codeHash = (code: string) => createHash('sha256').update(code.trim().toUpperCase()).digest('hex');

export type ResetCodeCheck = 'valid' | 'invalid' | 'expired';

/** Random, single-use, expiring reset codes; only their hash is stored. */
@Injectable()
export class ResetCodesRepository {
  constructor(@Inject(SQL_DATABASE) private readonly database: SqlDatabase) {}

  async issue(userId: number, now: Date): Promise<{ code: string; expiresAt: Date }> {
    const code = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    const expiresAt = new Date(now.getTime() + RESET_CODE_TTL_MS);
    await this.database.db
      .insertInto('reset_codes')
      .values({ user_id: userId, code_hash: codeHash(code), expires_at: expiresAt, attempts: 0 })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ code_hash: codeHash(code), expires_at: expiresAt, attempts: 0 }))
      .execute();
    return { code, expiresAt };
  }

  /** A right code is consumed; a wrong one counts an attempt, and too many burn the code. */
  async consume(userId: number, code: string, now: Date): Promise<ResetCodeCheck> {
    return this.database.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('reset_codes').selectAll().where('user_id', '=', userId).forUpdate().executeTakeFirst();
      if (!row) return 'invalid';
      if (row.expires_at <= now || row.attempts >= RESET_CODE_MAX_ATTEMPTS) {
        await trx.deleteFrom('reset_codes').where('user_id', '=', userId).execute();
        return 'expired';
      }
      if (row.code_hash !== codeHash(code)) {
        await trx
          .updateTable('reset_codes')
          .set({ attempts: row.attempts + 1 })
          .where('user_id', '=', userId)
          .execute();
        return 'invalid';
      }
      await trx.deleteFrom('reset_codes').where('user_id', '=', userId).execute();
      return 'valid';
    });
  }

  /** A deleted account's pending code goes with it. */
  async discard(userId: number): Promise<void> {
    await this.database.db.deleteFrom('reset_codes').where('user_id', '=', userId).execute();
  }
}
