import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../../test/support/databases';
import { EVENT_VERSIONS } from '../../events/registry';
import { openPostgres, type SqlDatabase } from '../sql/database';
import { type EventMetadata, START } from './event-store.port';
import type { EventTables } from './event-tables';
import type { EventVersions } from './event-versions';
import { PostgresEventStore } from './postgres-event-store';

/** The store as every release before versions wrote and read: each event as given. */
const BEFORE_VERSIONS: EventVersions = { current: () => 1, upcast: (_type, _version, data) => data };

const metadata: EventMetadata = {
  actorId: 7,
  actorRole: 'member',
  correlationId: 'c-1',
  causationId: null,
  at: '2026-11-20T10:00:00.000Z',
};
/** A deletion as recorded before Experts page messages were kept (AccountDeleted version 1). */
const recordedBefore = { uid: 7, removeContent: false, contactMessages: ['contact-1'], deletedAt: metadata.at };
const current = { ...recordedBefore, uid: 8, expertMessages: ['expert-message-1'], removedPosts: [] };

describe('event versions on PostgreSQL', () => {
  let testDb: TestDatabase;
  let database: SqlDatabase<EventTables>;
  let store: PostgresEventStore;

  beforeAll(async () => {
    testDb = await createTestDatabase({ schema: 'core' });
    database = openPostgres<EventTables>(testDb.url);
    store = await PostgresEventStore.open(database, { crossProcess: false, versions: EVENT_VERSIONS });
  });
  afterAll(async () => {
    await store.close();
    await database.close();
    await testDb.drop();
  });

  it('reads an AccountDeleted stored by an earlier release in the current shape, by stream and in $all', async () => {
    const streamId = `versions-${randomUUID()}`;
    const before = await PostgresEventStore.open(database, { crossProcess: false, versions: BEFORE_VERSIONS });
    await before.appendToStream(
      streamId,
      [{ id: randomUUID(), type: 'AccountDeleted', data: recordedBefore, metadata }],
      'no_stream',
    );
    await before.close();

    const upcast = { ...recordedBefore, expertMessages: [], removedPosts: [] };
    const [read] = await store.readStream(streamId);
    expect(read).toMatchObject({ type: 'AccountDeleted', data: upcast, metadata });
    expect(read!.metadata).toEqual(metadata);
    const all = (await store.readAll(START, 1_000)).filter((event) => event.streamId === streamId);
    expect(all.map((event) => event.data)).toEqual([upcast]);
  });

  it('records the current version of an AccountDeleted it appends, and reads it back untouched', async () => {
    const streamId = `versions-${randomUUID()}`;
    await store.appendToStream(
      streamId,
      [{ id: randomUUID(), type: 'AccountDeleted', data: current, metadata }],
      'no_stream',
    );
    const { rows } = await sql<{ metadata: Record<string, unknown> }>`
      select metadata from es_events where stream_id = ${streamId}`.execute(database.db);
    expect(rows.map((row) => row.metadata.eventVersion)).toEqual([2]);
    const [read] = await store.readStream(streamId);
    expect(read).toMatchObject({ data: current });
    expect(read!.metadata).toEqual(metadata);
  });

  it('stores an event of a type that never changed shape as before versions', async () => {
    const streamId = `versions-${randomUUID()}`;
    const data = { target: 'answer', targetId: 3, voterId: 7, previous: 0, vote: 1 };
    await store.appendToStream(streamId, [{ id: randomUUID(), type: 'VoteCast', data, metadata }], 'no_stream');
    const { rows } = await sql<{ metadata: unknown }>`
      select metadata from es_events where stream_id = ${streamId}`.execute(database.db);
    expect(rows.map((row) => row.metadata)).toEqual([metadata]);
    expect((await store.readStream(streamId)).map((event) => event.data)).toEqual([data]);
  });
});
