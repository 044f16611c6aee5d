import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { currentWriteScope, type StartedSession } from '../../common/write-scope';
import { IDEMPOTENCY_KEY_HOURS } from '../../contracts/writes';
import { WriteKeyTakenError } from './event-store.port';
import type { SqlDatabase } from '../sql/database';
import { SQL_DATABASE } from '../tokens';

/** A write's recorded key: what it asked (a keyed hash of its body) and its first answer, once sent. */
export interface RecordedWrite {
  requestHash: string;
  answer: RecordedAnswer | null;
}

/** A first answer as kept: never a cookie, but whose session it started, if any. */
export interface RecordedAnswer {
  status: number;
  body: string;
  session: StartedSession | null;
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
      .select(['request_hash', 'status', 'body', 'session_uid', 'session_must_change_password'])
      .where('key_hash', '=', keyHash)
      .where(sql<boolean>`created_at >= now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`)
      .executeTakeFirst();
    if (!row) return null;
    return {
      requestHash: row.request_hash,
      answer:
        row.status === null
          ? null
          : {
              status: row.status,
              body: row.body ?? '',
              session:
                row.session_uid === null
                  ? null
                  : { uid: row.session_uid, mustChangePassword: row.session_must_change_password === true },
            },
    };
  }

  /** Keeps the answer a recorded write was given, so that a repeat gets the same. */
  async saveAnswer(keyHash: string, { status, body, session }: RecordedAnswer): Promise<void> {
    await this.database.db
      .updateTable('es_write_keys')
      .set({
        status,
        body,
        session_uid: session?.uid ?? null,
        session_must_change_password: session?.mustChangePassword ?? null,
      })
      .where('key_hash', '=', keyHash)
      .where('status', 'is', null)
      .execute();
  }

  /**
   * Runs `work`, a write that appends no event in the request (it queues a job), with the request's
   * key recorded before it, as an append would record it: a repeat, even one racing this, is then
   * answered as the first and queues nothing. A failed `work` forgets the key, so that a retry runs it.
   */
  async recordedAround<T>(work: () => Promise<T>): Promise<T> {
    const scope = currentWriteScope();
    const key = scope?.key && !scope.keySent ? scope.key : null;
    if (!scope || !key) return work();
    const inserted = await this.database.db.transaction().execute(async (trx) => {
      // An expired key counts as new, as in es_append_keyed.
      await trx
        .deleteFrom('es_write_keys')
        .where('key_hash', '=', key.keyHash)
        .where(sql<boolean>`created_at < now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`)
        .execute();
      const result = await trx
        .insertInto('es_write_keys')
        .values({ key_hash: key.keyHash, request_hash: key.requestHash })
        .onConflict((oc) => oc.column('key_hash').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    });
    if (!inserted) throw new WriteKeyTakenError();
    scope.keySent = true;
    let result: T;
    try {
      result = await work();
    } catch (error) {
      scope.keySent = false;
      await this.database.db
        .deleteFrom('es_write_keys')
        .where('key_hash', '=', key.keyHash)
        .where('status', 'is', null)
        .execute()
        .catch(() => {
          // The database went away: a repeat is answered 202 "saved", though the work may not have run.
        });
      throw error;
    }
    scope.committed = true;
    return result;
  }

  async purgeExpired(): Promise<number> {
    const result = await sql`
      delete from es_write_keys where created_at < now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`.execute(
      this.database.db,
    );
    return Number(result.numAffectedRows ?? 0n);
  }
}
