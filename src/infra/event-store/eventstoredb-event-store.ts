import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  ANY,
  type AppendResult as EsdbAppendResult,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type AppendExpectedRevision,
  BACKWARDS,
  type CommandError,
  END,
  ErrorType,
  EventStoreDBClient,
  FORWARDS,
  type JSONType,
  NO_STREAM,
  type Position,
  type ReadPosition,
  type RecordedEvent,
  type ResolvedEvent,
  START as ESDB_START,
  STREAM_EXISTS,
  excludeSystemEvents,
  isCommandError,
  jsonEvent,
} from '@eventstore/db-client';
import { currentWriteScope } from '../../common/write-scope';
import {
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type GlobalPosition,
  HistoryErasureNotSupportedError,
  START,
  StreamDeletedError,
  type StoredEvent,
  WrongExpectedRevisionError,
  comparePositions,
} from './event-store.port';
import { type EventVersions, inCurrentVersion, withCurrentVersion } from './event-versions';

const RESUBSCRIBE_DELAY_MS = 1000;
const HEAD_PAGE_SIZE = 32;

/** The event store in EventStoreDB. `$all` is already in commit order, so no late commit can be skipped. */
export class EventStoreDbEventStore implements EventStore {
  private readonly appended = new EventEmitter().setMaxListeners(0);
  private readonly stopped = new AbortController();
  private subscription: AllStreamSubscription | null = null;
  private live: Promise<void> = Promise.resolve();
  /** No SQL transaction to share: declared inline projections fall back to the projector and the write's wait. */
  readonly inline: ReadonlySet<string> = new Set();

  private constructor(
    private readonly client: EventStoreDBClient,
    /** Appends record each type's current version; reads give every event in its current shape. */
    private readonly versions: EventVersions,
  ) {}

  static async connect(connectionString: string, versions: EventVersions): Promise<EventStoreDbEventStore> {
    const store = new EventStoreDbEventStore(EventStoreDBClient.connectionString(connectionString), versions);
    store.live = store.wakeOnAnyAppend();
    return store;
  }

  async appendToStream(streamId: string, events: EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    const proposed = events
      .map((e) => withCurrentVersion(this.versions, e))
      .map((e) => jsonEvent({ id: e.id, type: e.type, data: e.data as JSONType, metadata: e.metadata }));
    let result: EsdbAppendResult;
    try {
      // Re-appending stored event ids succeeds without writing: EventStoreDB's own idempotency.
      result = await this.client.appendToStream(streamId, proposed, { expectedRevision: toEsdbRevision(expected) });
    } catch (error) {
      if (isErrorOf(error, ErrorType.WRONG_EXPECTED_VERSION)) {
        throw new WrongExpectedRevisionError(streamId, expected, error.actualVersion);
      }
      // A soft-deleted stream rejects `stream_exists` as deleted; Postgres reports it as missing.
      if (isErrorOf(error, ErrorType.STREAM_DELETED)) {
        if (expected === 'stream_exists') throw new WrongExpectedRevisionError(streamId, expected, 'no_stream');
        throw new StreamDeletedError(streamId);
      }
      throw error;
    }
    // Only reachable when the connection string sets throwOnAppendFailure=false.
    if (!result.success) {
      const actual = result.nextExpectedRevision < 0n ? 'no_stream' : result.nextExpectedRevision;
      throw new WrongExpectedRevisionError(streamId, expected, actual);
    }
    // The write is stored: a failure from here on answers "saved, on its way". A request's idempotency
    // key is not recorded here (EventStoreDB cannot commit it with the events): with this adapter a
    // repeated key runs the write again (see docs/ARCHITECTURE.md, "How a write answers").
    const scope = currentWriteScope();
    if (scope) scope.committed = true;
    const position = result.position ?? (await this.positionOfRevision(streamId, result.nextExpectedRevision));
    const appended = copyPosition(position);
    this.appended.emit('append', appended);
    return { nextRevision: result.nextExpectedRevision, position: appended };
  }

  /** The server may answer an (idempotent) append without a position: read it from the stored event. */
  private async positionOfRevision(streamId: string, revision: bigint): Promise<Position> {
    const read = this.client.readStream(streamId, { fromRevision: revision, direction: FORWARDS, maxCount: 1 });
    const [resolved] = await collect(read);
    const position = resolved?.event?.revision === revision ? resolved.event.position : undefined;
    if (!position) throw new Error(`EventStoreDB returned no position for the append to ${streamId}@${revision}`);
    return position;
  }

  async readStream(
    streamId: string,
    options: { fromRevision?: bigint; maxCount?: number } = {},
  ): Promise<StoredEvent[]> {
    const events: StoredEvent[] = [];
    try {
      const fromRevision = options.fromRevision ?? ESDB_START;
      const read = this.client.readStream(streamId, { fromRevision, direction: FORWARDS, maxCount: options.maxCount });
      for await (const resolved of read) {
        if (resolved.event) events.push(toStoredEvent(this.versions, resolved.event, streamEventPosition(resolved)));
      }
    } catch (error) {
      // Soft-deleted streams read as not found, tombstoned ones as deleted: both are "no stream".
      if (isErrorOf(error, ErrorType.STREAM_NOT_FOUND) || isErrorOf(error, ErrorType.STREAM_DELETED)) return [];
      throw error;
    }
    return events;
  }

  async readAll(from: GlobalPosition, maxCount: number): Promise<StoredEvent[]> {
    const events: StoredEvent[] = [];
    const pageSize = maxCount + 1;
    let cursor = from;
    while (events.length < maxCount) {
      const fromPosition: ReadPosition = cursor.commit < 0n ? ESDB_START : copyPosition(cursor);
      const page = await collect(this.client.readAll({ fromPosition, direction: FORWARDS, maxCount: pageSize }));
      for (const { event } of page) {
        // A read from a position includes the event at that position, which the caller already has.
        if (!event || comparePositions(event.position, cursor) <= 0 || !isUserEvent(event)) continue;
        if (events.length < maxCount) events.push(toStoredEvent(this.versions, event, event.position));
      }
      const last = page[page.length - 1]?.event;
      if (page.length < pageSize || !last) break;
      // Keep paging past runs of system events, or the caller's position could never move past them.
      cursor = last.position;
    }
    return events;
  }

  async headPosition(): Promise<GlobalPosition> {
    let cursor: ReadPosition = END;
    for (;;) {
      const page: AllStreamResolvedEvent[] = await collect(
        this.client.readAll({ fromPosition: cursor, direction: BACKWARDS, maxCount: HEAD_PAGE_SIZE }),
      );
      const head = page.find(({ event }) => event !== undefined && isUserEvent(event))?.event;
      if (head) return copyPosition(head.position);
      const last = page[page.length - 1]?.event;
      if (page.length < HEAD_PAGE_SIZE || !last) return START;
      cursor = last.position;
    }
  }

  onAppended(listener: (position: GlobalPosition | null) => void): () => void {
    this.appended.on('append', listener);
    return () => this.appended.off('append', listener);
  }

  async deleteStream(streamId: string): Promise<void> {
    try {
      // Soft delete: a later `no_stream` append recreates the stream; a tombstone would forbid it forever.
      await this.client.deleteStream(streamId);
    } catch (error) {
      if (!isErrorOf(error, ErrorType.STREAM_NOT_FOUND)) throw error;
    }
  }

  /**
   * EventStoreDB events are immutable and there are no transactions across streams: a stored
   * byline cannot be rewritten, and deleting a stream only hides it until a scavenge. The usual
   * answer is crypto-shredding: personal fields are written encrypted with a key per person, kept
   * outside the store (a SQL table), and deleting the key leaves them unreadable in every copy.
   * That needs every event with personal data to be written and read through the cipher, which this
   * adapter does not do yet; so it refuses rather than leave personal data behind and say otherwise.
   */
  async eraseFromHistory(): Promise<AppendResult> {
    throw new HistoryErasureNotSupportedError('The EventStoreDB adapter');
  }

  async close(): Promise<void> {
    this.stopped.abort();
    const subscription = this.subscription;
    if (subscription) {
      void subscription.unsubscribe().catch(() => {});
      subscription.destroy();
    }
    await this.live;
    this.appended.removeAllListeners();
    await this.client.dispose();
  }

  /** Wakes local subscribers on appends from any process; resubscribes after drops until close(). */
  private async wakeOnAnyAppend(): Promise<void> {
    while (!this.stopped.signal.aborted) {
      const subscription = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
      // The client emits errors by hand; a late one without a listener would crash the process.
      subscription.on('error', () => {});
      this.subscription = subscription;
      try {
        for await (const event of subscription)
          this.appended.emit('append', event.event?.position ? copyPosition(event.event.position) : null);
      } catch {
        // Dropped (server restart, network): resubscribe below.
      }
      this.subscription = null;
      await sleep(RESUBSCRIBE_DELAY_MS, undefined, { signal: this.stopped.signal }).catch(() => {});
    }
  }
}

function toEsdbRevision(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'any') return ANY;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  return expected;
}

function isErrorOf<T extends ErrorType>(error: unknown, type: T): error is Extract<CommandError, { type: T }> {
  return error instanceof Error && isCommandError(error) && error.type === type;
}

const isUserEvent = (event: RecordedEvent) => !event.type.startsWith('$') && !event.streamId.startsWith('$');

const copyPosition = (p: Position): GlobalPosition => ({ commit: p.commit, prepare: p.prepare });

/** Stream reads carry the full position only from server 22.6; before that, only the commit part. */
function streamEventPosition(resolved: ResolvedEvent): GlobalPosition {
  const position = resolved.event?.position;
  if (position) return copyPosition(position);
  if (resolved.commitPosition !== undefined)
    return { commit: resolved.commitPosition, prepare: resolved.commitPosition };
  throw new Error(`EventStoreDB returned no position for event ${resolved.event?.id ?? '?'}`);
}

function toStoredEvent(versions: EventVersions, event: RecordedEvent, position: GlobalPosition): StoredEvent {
  return inCurrentVersion(versions, {
    id: event.id,
    streamId: event.streamId,
    revision: event.revision,
    position: copyPosition(position),
    type: event.type,
    data: event.data,
    // Every event is appended with a JSON object as metadata, which the client parses back.
    metadata: event.metadata as unknown as EventMetadata,
  });
}

async function collect<T>(read: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of read) items.push(item);
  return items;
}
