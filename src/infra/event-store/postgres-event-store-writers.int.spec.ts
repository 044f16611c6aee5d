import { randomUUID } from 'node:crypto';
import { startPrivatePostgres, type PrivatePostgres } from '../../../test/support/private-postgres';
import { openPostgres, type SqlDatabase } from '../sql/database';
import { migrateToLatest } from '../sql/migrate';
import { coreMigrations } from '../sql/migrations';
import { type EventToAppend, START, type StoredEvent, subscribeToAll } from './event-store.port';
import { PostgresEventStore } from './postgres-event-store';
import { EVENT_VERSIONS } from '../../events/registry';

// 32 writers commit transactions of 1 to 5 events after random delays, and roll back one in
// twenty, while a subscriber reads $all: it gets every committed event once, in order, and none
// of a rolled-back transaction. Commit order and position order differ all the time here.
// A server of its own: 32 writers holding transactions open for a minute would slow every other
// test's database on a shared server.
const WRITERS = 32;
const EVENTS = 100_000;
const ROLLBACK_SHARE = 0.05;
const STREAMS_PER_WRITER = 20;

class RolledBack extends Error {}

describe('Postgres event store under 32 concurrent writers with rollbacks', () => {
  let server: PrivatePostgres;
  let database: SqlDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    server = await startPrivatePostgres();
    database = openPostgres(server.url, { max: WRITERS + 4 });
    await migrateToLatest(database.db, coreMigrations);
    store = await PostgresEventStore.open(database, { crossProcess: false, versions: EVENT_VERSIONS });
  });
  afterAll(async () => {
    await store.close();
    await database.close();
    server.remove();
  });

  it(`delivers all ${EVENTS.toLocaleString('en-US')} committed events exactly once, in order, and nothing rolled back`, async () => {
    const committed = new Set<string>();
    const rolledBack = new Set<string>();
    const received: StoredEvent[] = [];
    const subscription = new AbortController();
    const reading = (async () => {
      for await (const event of subscribeToAll(store, START, subscription.signal)) received.push(event);
    })();

    let written = 0;
    const writer = async (w: number) => {
      const revisions = new Array<bigint | 'no_stream'>(STREAMS_PER_WRITER).fill('no_stream');
      while (written < EVENTS) {
        const s = Math.floor(Math.random() * STREAMS_PER_WRITER);
        const count = 1 + Math.floor(Math.random() * 5);
        written += count;
        const events: EventToAppend[] = Array.from({ length: count }, (_, i) => ({
          id: randomUUID(),
          type: 'Written',
          data: { writer: w, i },
          metadata: {
            actorId: null,
            actorRole: 'system',
            correlationId: randomUUID(),
            causationId: null,
            at: new Date().toISOString(),
          },
        }));
        const rollBack = Math.random() < ROLLBACK_SHARE;
        try {
          const result = await database.db.transaction().execute(async (trx) => {
            const appended = await PostgresEventStore.inTransaction(trx, EVENT_VERSIONS).appendToStream(
              `writer-${w}-${s}`,
              events,
              revisions[s]!,
            );
            // Held open a while, so that later transactions commit first.
            await new Promise((r) => setTimeout(r, Math.random() * 4));
            if (rollBack) throw new RolledBack();
            return appended;
          });
          revisions[s] = result.nextRevision;
          for (const e of events) committed.add(e.id);
        } catch (error) {
          if (!(error instanceof RolledBack)) throw error;
          written -= count;
          for (const e of events) rolledBack.add(e.id);
        }
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));

    const deadline = Date.now() + 60_000;
    while (received.length < committed.size && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    // Anything delivered twice or from a rolled-back transaction would arrive by now too.
    await new Promise((r) => setTimeout(r, 500));
    subscription.abort();
    await reading;

    expect(rolledBack.size).toBeGreaterThan(0);
    const ids = received.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => rolledBack.has(id))).toEqual([]);
    expect(ids.filter((id) => !committed.has(id))).toEqual([]);
    expect(ids.length).toBe(committed.size);
    expect(committed.size).toBeGreaterThanOrEqual(EVENTS);

    // $all in strictly increasing position; each stream's revisions 0, 1, 2, ... in that order.
    const outOfOrder = received.filter(
      (e, i) =>
        i > 0 &&
        (e.position.commit < received[i - 1]!.position.commit ||
          (e.position.commit === received[i - 1]!.position.commit &&
            e.position.prepare <= received[i - 1]!.position.prepare)),
    );
    expect(outOfOrder).toEqual([]);
    const nextRevision = new Map<string, bigint>();
    const gaps: string[] = [];
    for (const e of received) {
      const expected = nextRevision.get(e.streamId) ?? 0n;
      if (e.revision !== expected) gaps.push(`${e.streamId}@${e.revision} (expected ${expected})`);
      nextRevision.set(e.streamId, e.revision + 1n);
    }
    expect(gaps).toEqual([]);
  }, 300_000);
});
