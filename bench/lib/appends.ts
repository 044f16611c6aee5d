import { randomBytes, randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type {
  EventMetadata,
  EventStore,
  EventToAppend,
  ExpectedRevision,
} from '../../src/infra/event-store/event-store.port';
import { measureThroughput, type Throughput } from './harness';

/** Each writer moves to a fresh stream after this many appends: 1 in 10 appends creates a stream. */
export const APPENDS_PER_STREAM = 10;

const MARITAL = ['divorced', 'separated', 'married'] as const;
const STATES = ['CA', 'NY', 'TX', 'WA', 'FL'] as const;

/** A typical small event: a profile change with its metadata (~110 + ~150 bytes of JSON). */
export function profileEvent(uid: number): EventToAppend {
  const metadata: EventMetadata = {
    actorId: uid,
    actorRole: 'member',
    correlationId: randomUUID(),
    causationId: null,
    at: new Date().toISOString(),
  };
  return {
    id: randomUUID(),
    type: 'UserProfileUpdated',
    data: {
      uid,
      username: `member_${uid}`,
      stateReside: STATES[uid % STATES.length],
      maritalStatus: MARITAL[uid % MARITAL.length],
      numChildren: uid % 4,
    },
    metadata,
  };
}

/** A writer's position: its current stream and that stream's last revision. */
class StreamCursor {
  private stream = 0;
  private appends = 0;
  revision: ExpectedRevision = 'no_stream';

  constructor(
    private readonly prefix: string,
    readonly uid: number,
  ) {}

  get streamId(): string {
    return `${this.prefix}-${this.stream}`;
  }

  advance(nextRevision: bigint): void {
    this.revision = nextRevision;
    if (++this.appends % APPENDS_PER_STREAM === 0) {
      this.stream += 1;
      this.revision = 'no_stream';
    }
  }
}

const runTag = () => randomBytes(3).toString('hex');

/** Events per second through `appendToStream`, each writer on its own streams with exact expected revisions. */
export function measureStoreAppends(store: EventStore, writers: number, batchSize: number): Promise<Throughput> {
  const tag = runTag();
  const cursors = Array.from({ length: writers }, (_, w) => new StreamCursor(`user-${tag}${w}`, 1000 + w));
  return measureThroughput(writers, async (w) => {
    const cursor = cursors[w]!;
    const events = Array.from({ length: batchSize }, () => profileEvent(cursor.uid));
    const { nextRevision } = await store.appendToStream(cursor.streamId, events, cursor.revision);
    cursor.advance(nextRevision);
    return batchSize;
  });
}

/** The baseline table: the columns of `es_events`, one bigserial primary key, no other index. */
export async function createInsertBaseline<DB>(db: Kysely<DB>): Promise<void> {
  await sql`
    create table insert_baseline (
      id bigserial primary key,
      stream_id text not null,
      stream_revision bigint not null,
      event_id uuid not null,
      type text not null,
      data jsonb not null,
      metadata jsonb not null,
      tx_id xid8 not null default pg_current_xact_id(),
      created_at timestamptz not null default now()
    )`.execute(db);
}

/** Rows per second of single-row INSERTs (autocommit) of the same rows, one writer per connection. */
export function measureSingleInserts<DB>(db: Kysely<DB>, writers: number): Promise<Throughput> {
  const tag = runTag();
  const cursors = Array.from({ length: writers }, (_, w) => ({
    stream: `user-${tag}${w}-0`,
    revision: 0,
    uid: 1000 + w,
  }));
  return measureThroughput(writers, async (w) => {
    const cursor = cursors[w]!;
    const e = profileEvent(cursor.uid);
    await sql`
      insert into insert_baseline (stream_id, stream_revision, event_id, type, data, metadata)
      values (${cursor.stream}, ${cursor.revision}, ${e.id}, ${e.type}, ${JSON.stringify(e.data)}::jsonb, ${JSON.stringify(e.metadata)}::jsonb)`.execute(
      db,
    );
    cursor.revision += 1;
    return 1;
  });
}

/** Between rounds: settle the tables and flush dirty pages so that no round pays for the last one's checkpoint. */
export async function settle<DB>(db: Kysely<DB>): Promise<void> {
  await sql`vacuum analyze`.execute(db);
  await sql`checkpoint`.execute(db);
}
