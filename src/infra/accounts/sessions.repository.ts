import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { SqlDatabase } from '../sql/database';
import { SQL_DATABASE } from '../tokens';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Sessions are stored by the hash of their token: a leaked table opens no session (UsersQueries.forSession looks one up). */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Server-side sessions: the cookie holds a random token, the table only its hash. */
@Injectable()
export class SessionsRepository {
  constructor(@Inject(SQL_DATABASE) private readonly database: SqlDatabase) {}

  async create(userId: number, now: Date, mustChangePassword = false): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.database.db
      .insertInto('sessions')
      .values({
        token_hash: tokenHash(token),
        user_id: userId,
        created_at: now,
        expires_at: new Date(now.getTime() + SESSION_TTL_MS),
        must_change_password: mustChangePassword,
      })
      .execute();
    return token;
  }

  async delete(token: string): Promise<void> {
    await this.database.db.deleteFrom('sessions').where('token_hash', '=', tokenHash(token)).execute();
  }

  /** After a password change every other session of the user ends; the current one stays. */
  async deleteOthers(userId: number, keepToken: string | null): Promise<void> {
    let query = this.database.db.deleteFrom('sessions').where('user_id', '=', userId);
    if (keepToken) query = query.where('token_hash', '!=', tokenHash(keepToken));
    await query.execute();
  }

  async clearMustChangePassword(token: string): Promise<void> {
    await this.database.db
      .updateTable('sessions')
      .set({ must_change_password: false })
      .where('token_hash', '=', tokenHash(token))
      .execute();
  }

  async purgeExpired(now: Date): Promise<number> {
    const result = await sql`delete from sessions where expires_at <= ${now}`.execute(this.database.db);
    return Number(result.numAffectedRows ?? 0n);
  }
}
