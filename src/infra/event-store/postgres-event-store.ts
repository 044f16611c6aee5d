import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { type Kysely, type QueryExecutorProvider, type RawBuilder, sql, type Transaction } from 'kysely';
import type { HistoryErasure } from '../../common/history-erasure';
import { currentWriteScope, type WriteScope } from '../../common/write-scope';
import { IDEMPOTENCY_KEY_HOURS } from '../../contracts/writes';
import { applicationName, PROJECTOR_ROLE } from '../process-instance';
import type { SqlDatabase } from '../sql/database';
import { narrowTo } from '../sql/narrow';
import type { EventTables } from './event-tables';
import { eventFilterSql, redactedDataSql } from './event-filter.sql';
import { type EventVersions, inCurrentVersion, withCurrentVersion } from './event-versions';
import { type InlineProjections, NO_INLINE_PROJECTIONS } from './inline-projections.port';
import {
  type AppendResult,
  comparePositions,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type GlobalPosition,
  positionFromString,
  positionToString,
  START,
  type StoredEvent,
  type StreamAppend,
  WriteKeyTakenError,
  WrongExpectedRevisionError,
} from './event-store.port';

const CHANNEL = 'es_appended';
/** Other processes learn of appends this much later at most, while appends keep coming. */
const NOTIFY_GAP_MS = 2;
const UNIQUE_VIOLATION = '23505';
/**
 * Appends that apply inline projections hold this advisory lock shared, from before their append until their
 * commit; a rebuilt inline projection takes it exclusively to take over from the live tables (holdInlineAppends).
 */
const INLINE_APPENDS_LOCK = sql`hashtext('es_inline_appends')`;

interface EventRow {
  event_id: string;
  stream_id: string;
  stream_revision: bigint;
  global_position: bigint;
  tx_id: string;
  type: string;
  data: unknown;
  metadata: StoredEvent['metadata'];
}

/** What every projector connection's name starts with, whichever process: it ends in the space before the process. */
const PROJECTOR_CONNECTION_NAME = applicationName(PROJECTOR_ROLE, '');

/**
 * Events of transactions below this are all committed or gone: the oldest transaction still running
 * that could append one, or, with none, the snapshot's xmax (every id from there on is still running
 * or not handed out yet).
 *
 * Transaction ids are shared by every database on the server, but only this database's transactions
 * can append here: one known to run in another database is passed over, so a busy neighbour on the
 * same server does not hold the readers back. So is one of the projector's connections (see
 * `openProjectorDatabase`), which append no events: readers do not wait for the read model's writes.
 * An id that `pg_stat_get_activity` does not place (a transaction that ended after the snapshot, a
 * subtransaction) still counts: the snapshot does not see its events, so reading past it could skip them.
 */
export const READABLE_BELOW_SQL = `(
  select coalesce(
    (select min(running) from pg_snapshot_xip(snapshot) as running
      where not exists (
        select from pg_stat_get_activity(null) as passed
        where passed.backend_xid = xid(running)
          and (passed.datid <> (select oid from pg_database where datname = current_database())
            or starts_with(passed.application_name, '${PROJECTOR_CONNECTION_NAME}')))),
    pg_snapshot_xmax(snapshot))
  from pg_current_snapshot() as snapshot)`;

export const readableBelow = sql.raw<string>(READABLE_BELOW_SQL);

/**
 * The event store in a Postgres (or PGlite) table. An append is one statement; `$all` readers
 * see only transactions below the oldest running one, so a late commit is never skipped.
 */
export class PostgresEventStore implements EventStore {
  private readonly appended = new EventEmitter().setMaxListeners(0);
  /** A NOTIFY is on its way (or about to be): later appends wait for it and ride on the next. */
  private notifying = false;
  /** The furthest position this process appended to, sent with its NOTIFY. */
  private announced: GlobalPosition = START;
  private stopListening: (() => Promise<void>) | null = null;
  /** Names this store in its NOTIFYs, so that it knows its own when they come back. */
  private readonly origin = randomUUID();

  private constructor(
    private readonly database: SqlDatabase<EventTables>,
    /** Appends record each type's current version; reads give every event in its current shape. */
    private readonly versions: EventVersions,
    /** Appends join this caller's transaction, which commits them (or not) and records any idempotency key. */
    private readonly joined: Transaction<EventTables> | null = null,
    /** Applied in each append's transaction (see InlineProjections). */
    private readonly inlineProjections: InlineProjections = NO_INLINE_PROJECTIONS,
  ) {}

  get inline(): ReadonlySet<string> {
    return this.inlineProjections.names;
  }

  /** `crossProcess`: also wake, and be woken by, other processes sharing the database. */
  static async open<DB extends EventTables>(
    database: SqlDatabase<DB>,
    options: { crossProcess: boolean; versions: EventVersions; inline?: InlineProjections },
  ): Promise<PostgresEventStore> {
    const store = new PostgresEventStore(narrowTo<EventTables>()(database), options.versions, null, options.inline);
    if (options.crossProcess && database.kind === 'postgres') {
      store.stopListening = await database.listen(CHANNEL, (payload) => {
        const { origin, position } = parseAnnouncement(payload);
        // This store's own appends woke its subscribers as they were made: hearing them again only
        // sent every reader to read what it had already read.
        if (origin !== store.origin) store.appended.emit('append', position);
      });
    }
    return store;
  }

  /**
   * A store whose appends join the caller's open transaction and commit (or vanish) with it:
   * several streams in one atomic step, or a deliberately late commit in the ordering tests.
   */
  static inTransaction<DB extends EventTables>(
    trx: Transaction<DB>,
    versions: EventVersions,
    inline: InlineProjections = NO_INLINE_PROJECTIONS,
  ): PostgresEventStore {
    const joined: Transaction<EventTables> = narrowTo<EventTables>()(trx);
    const db: Kysely<EventTables> = joined;
    return new PostgresEventStore({ kind: 'postgres', db } as SqlDatabase<EventTables>, versions, joined, inline);
  }

  private get db(): Kysely<EventTables> {
    return this.database.db;
  }

  async appendToStream(streamId: string, events: EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    const payload = JSON.stringify(
      events
        .map((e) => withCurrentVersion(this.versions, e))
        .map((e) => ({ id: e.id, type: e.type, data: e.data, metadata: e.metadata })),
    );
    const [mode, revision] = typeof expected === 'bigint' ? ['exact', expected] : [expected, null];
    // The request's idempotency key goes with its first append, in the same statement: a write that
    // commits has its key, one that does not has none. Within a caller's transaction the caller decides.
    const scope = this.joined ? undefined : currentWriteScope();
    const key = scope?.key && !scope.keySent ? scope.key : null;
    if (scope && key) scope.keySent = true;
    const args: AppendArgs = [streamId, mode, revision?.toString() ?? null, payload];
    let rows: AppendRow[];
    try {
      rows = this.inlineProjections.concern(events)
        ? await this.appendInline(args, key)
        : await this.runAppend(this.db, args, key, true);
    } catch (error) {
      if (scope && key) scope.keySent = false;
      if (isWriteKeyTaken(error)) throw new WriteKeyTakenError();
      // A retry of events already stored, or a connection lost while the append committed: whether
      // the events are there tells which (should the database be out of reach, the error stands).
      const replay = await this.alreadyAppended(streamId, events).catch(() => null);
      if (!replay) throw error;
      if (scope) {
        // Stored after all, and with it the key it carried (one statement).
        scope.committed = true;
        if (key) scope.keySent = true;
      }
      return replay;
    }
    const row = rows[0];
    if (!row || row.revision === null || row.tx_id === null || row.last_position === null) {
      if (scope && key) scope.keySent = false;
      const replay = await this.alreadyAppended(streamId, events);
      if (replay) return replay;
      throw new WrongExpectedRevisionError(streamId, expected, await this.currentRevision(streamId));
    }
    if (scope) scope.committed = true;
    const position = { commit: BigInt(row.tx_id), prepare: row.last_position };
    this.announceAppend(position);
    return { nextRevision: row.revision, position };
  }

  /** `pooled`: on any of the pool's connections (a prepared statement where there is one), not inside a transaction. */
  private async runAppend(
    db: Kysely<EventTables>,
    [streamId, mode, revision, payload]: AppendArgs,
    key: WriteScope['key'],
    pooled: boolean,
  ): Promise<AppendRow[]> {
    const prepared = pooled ? this.database.prepared : undefined;
    if (key) {
      const values = [streamId, mode, revision, payload, key.keyHash, key.requestHash, IDEMPOTENCY_KEY_HOURS];
      if (prepared) return prepared<AppendRow>('es_append_keyed', APPEND_KEYED_SQL, values);
      return (
        await sql<AppendRow>`
          select revision, tx_id, last_position from es_append_keyed(${streamId}, ${mode}, ${revision}::bigint,
            ${payload}::jsonb, ${key.keyHash}, ${key.requestHash}, ${IDEMPOTENCY_KEY_HOURS})`.execute(db)
      ).rows;
    }
    if (prepared) return prepared<AppendRow>('es_append', APPEND_SQL, [streamId, mode, revision, payload]);
    return (
      await sql<AppendRow>`
        select revision, tx_id, last_position from es_append(${streamId}, ${mode}, ${revision}::bigint, ${payload}::jsonb)`.execute(
        db,
      )
    ).rows;
  }

  /**
   * The append and the inline projections' work in one transaction (the caller's, when the store joins one): the
   * events commit with their read rows or neither does. The shared lock lets a rebuilt inline projection take over
   * between appends (holdInlineAppends).
   */
  private async appendInline(args: AppendArgs, key: WriteScope['key']): Promise<AppendRow[]> {
    const within = async (trx: Transaction<EventTables>) => {
      await sql`select pg_advisory_xact_lock_shared(${INLINE_APPENDS_LOCK})`.execute(trx);
      const rows = await this.runAppend(trx, args, key, false);
      const row = rows[0];
      if (isAppended(row))
        await this.inlineProjections.apply(narrowTo<object>()(trx), await this.appendedEvents(trx, args, row));
      return rows;
    };
    return this.joined ? within(this.joined) : this.db.transaction().execute(within);
  }

  /**
   * The events just appended, as a reader of the store will see them. Revisions are consecutive; the one event of
   * most appends lands where the append says, several are looked up (sequence values may interleave with others').
   */
  private async appendedEvents(
    trx: Kysely<EventTables>,
    [streamId, , , payload]: AppendArgs,
    row: { revision: bigint; tx_id: string; last_position: bigint },
  ): Promise<StoredEvent[]> {
    const appended = JSON.parse(payload) as {
      id: string;
      type: string;
      data: unknown;
      metadata: StoredEvent['metadata'];
    }[];
    const commit = BigInt(row.tx_id);
    const positions =
      appended.length === 1
        ? new Map([[appended[0]!.id, row.last_position]])
        : new Map(
            (
              await sql<{ event_id: string; global_position: bigint }>`
                select event_id, global_position from es_events
                where event_id in (select (jsonb_array_elements_text(${JSON.stringify(appended.map((e) => e.id))}::jsonb))::uuid)`.execute(
                trx,
              )
            ).rows.map((r) => [r.event_id, BigInt(r.global_position)]),
          );
    const first = BigInt(row.revision) - BigInt(appended.length) + 1n;
    return appended.map((e, i) =>
      inCurrentVersion(this.versions, {
        ...e,
        streamId,
        revision: first + BigInt(i),
        position: { commit, prepare: positions.get(e.id)! },
      }),
    );
  }

  async holdInlineAppends(trx: QueryExecutorProvider, from: GlobalPosition): Promise<StoredEvent[]> {
    await sql`select pg_advisory_xact_lock(${INLINE_APPENDS_LOCK})`.execute(trx);
    // No horizon: every append that can change an inline projection has committed, and the others do not matter to it.
    const { rows } = await sql<EventRow>`
      select event_id, stream_id, stream_revision, global_position, tx_id::text as tx_id, type, data, metadata
      from es_events
      where (es_events.tx_id, global_position) > (${fromTx(from)}::xid8, ${from.prepare})
      order by es_events.tx_id, global_position`.execute(trx);
    return rows.map((row) => inCurrentVersion(this.versions, toStoredEvent(row)));
  }

  /** A retried append whose events are all stored already succeeds again and changes nothing. */
  private async alreadyAppended(streamId: string, events: EventToAppend[]): Promise<AppendResult | null> {
    const ids = JSON.stringify(events.map((e) => e.id));
    const { rows } = await sql<{ stream_id: string; stream_revision: bigint; global_position: bigint; tx_id: string }>`
      select stream_id, stream_revision, global_position, tx_id::text as tx_id from es_events
      where event_id in (select (jsonb_array_elements_text(${ids}::jsonb))::uuid)
      order by es_events.tx_id, global_position`.execute(this.db);
    if (rows.length !== events.length || rows.some((r) => r.stream_id !== streamId)) return null;
    const last = rows[rows.length - 1]!;
    return {
      nextRevision: last.stream_revision,
      position: { commit: BigInt(last.tx_id), prepare: last.global_position },
    };
  }

  private async currentRevision(streamId: string): Promise<bigint | 'no_stream'> {
    const row = await this.db
      .selectFrom('es_streams')
      .select('revision')
      .where('stream_id', '=', streamId)
      .executeTakeFirst();
    return row ? (row.revision as bigint) : 'no_stream';
  }

  async readStream(
    streamId: string,
    options: { fromRevision?: bigint; maxCount?: number } = {},
  ): Promise<StoredEvent[]> {
    const { rows } = await sql<EventRow>`
      select event_id, stream_id, stream_revision, global_position, tx_id::text as tx_id, type, data, metadata
      from es_events where stream_id = ${streamId} and stream_revision >= ${options.fromRevision ?? 0n}
      order by stream_revision limit ${options.maxCount ?? 1_000_000}`.execute(this.db);
    return rows.map((row) => inCurrentVersion(this.versions, toStoredEvent(row)));
  }

  async readAll(from: GlobalPosition, maxCount: number): Promise<StoredEvent[]> {
    const { rows } = await sql<EventRow>`
      select event_id, stream_id, stream_revision, global_position, tx_id::text as tx_id, type, data, metadata
      from es_events
      where (es_events.tx_id, global_position) > (${fromTx(from)}::xid8, ${from.prepare})
        and es_events.tx_id < ${readableBelow}
      order by es_events.tx_id, global_position
      limit ${maxCount}`.execute(this.db);
    return rows.map((row) => inCurrentVersion(this.versions, toStoredEvent(row)));
  }

  async headPosition(): Promise<GlobalPosition> {
    const { rows } = await sql<{ tx_id: string; global_position: bigint }>`
      select tx_id::text as tx_id, global_position from es_events
      where es_events.tx_id < ${readableBelow}
      order by es_events.tx_id desc, global_position desc limit 1`.execute(this.db);
    const row = rows[0];
    return row ? { commit: BigInt(row.tx_id), prepare: row.global_position } : START;
  }

  onAppended(listener: (position: GlobalPosition | null) => void): () => void {
    this.appended.on('append', listener);
    return () => this.appended.off('append', listener);
  }

  async deleteStream(streamId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('es_events').where('stream_id', '=', streamId).execute();
      await trx.deleteFrom('es_streams').where('stream_id', '=', streamId).execute();
    });
  }

  async eraseFromHistory(appends: readonly StreamAppend[], erasure: HistoryErasure): Promise<AppendResult> {
    if (appends.length === 0) throw new Error('eraseFromHistory needs the appends that record the erasure');
    const result = await this.db.transaction().execute(async (trx) => {
      const inTransaction = PostgresEventStore.inTransaction(trx, this.versions, this.inlineProjections);
      let last: AppendResult | null = null;
      for (const { streamId, events, expected } of appends)
        last = await inTransaction.appendToStream(streamId, events, expected);
      for (const filter of erasure.deleteEvents) await deleteEvents(trx, eventFilterSql(filter));
      for (const { filter, set } of erasure.redactEvents) {
        await sql`update es_events set data = ${redactedDataSql(set)} where ${eventFilterSql(filter)}`.execute(trx);
      }
      return last!;
    });
    const scope = currentWriteScope();
    if (scope) scope.committed = true;
    this.announceAppend(result.position);
    return result;
  }

  async close(): Promise<void> {
    const stopListening = this.stopListening;
    this.stopListening = null;
    await stopListening?.();
    this.appended.removeAllListeners();
  }

  /**
   * Wakes local subscribers now, and other processes with one NOTIFY at a time and at most one per
   * NOTIFY_GAP_MS: appends made meanwhile are announced together by the next. A lone append is
   * announced at once; busy writers no longer spend some 15% of the server's time on NOTIFYs.
   * (A NOTIFY inside the append's transaction would serialize every writer on the commit-time lock.)
   */
  private announceAppend(position: GlobalPosition): void {
    if (comparePositions(position, this.announced) > 0) this.announced = position;
    this.appended.emit('append', position);
    if (!this.stopListening || this.notifying) return;
    this.notifying = true;
    setImmediate(() => void this.notifyOthers());
  }

  private async notifyOthers(): Promise<void> {
    let sent: GlobalPosition | null = null;
    while (this.stopListening && (sent === null || comparePositions(this.announced, sent) > 0)) {
      sent = this.announced;
      await Promise.all([
        sql`select pg_notify(${CHANNEL}, ${`${this.origin} ${positionToString(sent)}`})`
          .execute(this.db)
          .catch(() => {}),
        new Promise((resolve) => setTimeout(resolve, NOTIFY_GAP_MS)),
      ]);
    }
    this.notifying = false;
  }
}

/**
 * Deletes the matching events. A stream left empty leaves es_streams (a `no_stream` append starts
 * it afresh); one left shorter goes back to its last remaining revision, so that the revision a
 * reader of the stream expects is the one its next append is checked against.
 */
async function deleteEvents(trx: Kysely<EventTables>, where: RawBuilder<boolean>): Promise<void> {
  const { rows } = await sql<{ stream_id: string }>`delete from es_events where ${where} returning stream_id`.execute(
    trx,
  );
  if (rows.length === 0) return;
  const streams = JSON.stringify([...new Set(rows.map((r) => r.stream_id))]);
  await sql`
    update es_streams s set revision = last.revision
    from (
      select stream_id, max(stream_revision) as revision from es_events
      where stream_id in (select jsonb_array_elements_text(${streams}::jsonb)) group by stream_id
    ) as last
    where s.stream_id = last.stream_id`.execute(trx);
  await sql`
    delete from es_streams s
    where s.stream_id in (select jsonb_array_elements_text(${streams}::jsonb))
      and not exists (select 1 from es_events e where e.stream_id = s.stream_id)`.execute(trx);
}

/** A NOTIFY's payload: the announcing store and the position its appends reached (or, from older versions, the position alone). */
function parseAnnouncement(payload: string): { origin: string | null; position: GlobalPosition | null } {
  const space = payload.indexOf(' ');
  if (space < 0) return { origin: null, position: positionFromString(payload) };
  return { origin: payload.slice(0, space), position: positionFromString(payload.slice(space + 1)) };
}

/** es_append's arguments: the stream, the expectation's mode and revision, the events as JSON. */
type AppendArgs = [string, string, string | null, string];

interface AppendRow {
  revision: bigint | null;
  tx_id: string | null;
  last_position: bigint | null;
}

/** The append took place (a conflict answers a row of nulls, or none). */
function isAppended(row: AppendRow | undefined): row is { [K in keyof AppendRow]: NonNullable<AppendRow[K]> } {
  return !!row && row.revision !== null && row.tx_id !== null && row.last_position !== null;
}

// The hottest statement of the store: prepared once per connection (nearly a third more appends/s).
const APPEND_SQL = 'select revision, tx_id, last_position from es_append($1, $2, $3::bigint, $4::jsonb)';
const APPEND_KEYED_SQL =
  'select revision, tx_id, last_position from es_append_keyed($1, $2, $3::bigint, $4::jsonb, $5, $6, $7)';

/** The append's idempotency key is recorded already: an earlier request with the key stored its write. */
function isWriteKeyTaken(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  return (
    e.code === UNIQUE_VIOLATION &&
    (e.constraint === 'es_write_keys_pkey' || String(e.message).includes('es_write_keys_pkey'))
  );
}

// xid8 has no negative values: the start position reads as "after transaction 0".
const fromTx = (from: GlobalPosition) => (from.commit < 0n ? '0' : from.commit.toString());

function toStoredEvent(row: EventRow): StoredEvent {
  return {
    id: row.event_id,
    streamId: row.stream_id,
    revision: BigInt(row.stream_revision),
    position: { commit: BigInt(row.tx_id), prepare: BigInt(row.global_position) },
    type: row.type,
    data: row.data,
    metadata: row.metadata,
  };
}
