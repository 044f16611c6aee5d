import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { IDEMPOTENCY_KEY_HOURS } from '../../contracts/writes';
import type { SqlDatabase } from '../sql/database';
import { SQL_DATABASE } from '../tokens';

/** A write's recorded key: what it asked (a hash of its body) and its first answer, once sent. */
export interface RecordedWrite {
  requestHash: string;
  answer: { status: number; body: string } | null;
}

/**
 * The idempotency keys of writes (es_write_keys). The append records a key (es_append_keyed); this
 * reads it back for a repeat, keeps the first answer beside it, and forgets keys once expired.
 */
@Injectable()
export class WriteKeysRepository {
  constructor(@Inject(SQL_DATABASE) private readonly database: SqlDatabase) {}

  async find(keyHash: string): Promise<RecordedWrite | null> {
    const row = await this.database.db
      .selectFrom('es_write_keys')
      .select(['request_hash', 'status', 'body'])
      .where('key_hash', '=', keyHash)
      .where(sql<boolean>`created_at >= now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`)
      .executeTakeFirst();
    if (!row) return null;
    return {
      requestHash: row.request_hash,
      answer: row.status === null ? null : { status: row.status, body: row.body ?? '' },
    };
  }

  /** Keeps the answer a recorded write was given, so that a repeat gets the same. */
  async saveAnswer(keyHash: string, status: number, body: string): Promise<void> {
    await this.database.db
      .updateTable('es_write_keys')
      .set({ status, body })
      .where('key_hash', '=', keyHash)
      .where('status', 'is', null)
      .execute();
  }

  async purgeExpired(): Promise<number> {
    const result = await sql`
      delete from es_write_keys where created_at < now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`.execute(
      this.database.db,
    );
    return Number(result.numAffectedRows ?? 0n);
  }
}
