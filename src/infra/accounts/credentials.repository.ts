import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { SqlDatabase } from '../sql/database';
import { SQL_DATABASE } from '../tokens';
import type { StoredCredential } from './passwords';

@Injectable()
export class CredentialsRepository {
  constructor(@Inject(SQL_DATABASE) private readonly database: SqlDatabase) {}

  async nextUserId(): Promise<number> {
    const { rows } = await sql<{ id: number }>`select nextval('user_id_seq')::int as id`.execute(this.database.db);
    return rows[0]!.id;
  }

  async find(userId: number): Promise<StoredCredential | null> {
    const row = await this.database.db
      .selectFrom('credentials')
      .select(['password_hash', 'legacy_salt'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? { passwordHash: row.password_hash, legacySalt: row.legacy_salt } : null;
  }

  /** Stores a new argon2id hash, replacing any earlier (or legacy) one. */
  async save(userId: number, passwordHash: string): Promise<void> {
    await this.database.db
      .insertInto('credentials')
      .values({ user_id: userId, password_hash: passwordHash, legacy_salt: null })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({ password_hash: passwordHash, legacy_salt: null, updated_at: sql`now()` }),
      )
      .execute();
  }

  /** Accounts imported from the old site keep their salted hash until their first login. */
  async saveLegacy(userId: number, hmacSha512Hex: string, salt: string): Promise<void> {
    await this.database.db
      .insertInto('credentials')
      .values({ user_id: userId, password_hash: hmacSha512Hex.toLowerCase(), legacy_salt: salt })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({ password_hash: hmacSha512Hex.toLowerCase(), legacy_salt: salt }),
      )
      .execute();
  }

  async delete(userId: number): Promise<void> {
    await this.database.db.deleteFrom('credentials').where('user_id', '=', userId).execute();
  }
}
