import { randomUUID } from 'node:crypto';
import {
  comparePositions,
  type EventStore,
  type EventToAppend,
  type GlobalPosition,
  HistoryErasureNotSupportedError,
  START,
  type StoredEvent,
  subscribeToAll,
  WrongExpectedRevisionError,
} from './event-store.port';
import type { InlineProjections } from './inline-projections.port';

/** A transaction that appended and stays open until `commit` (adapters with concurrent sessions). */
export interface HeldAppend {
  commit(): Promise<void>;
}

export interface ContractFixture {
  store: EventStore;
  /** Appends inside a transaction that is left open; absent where sessions cannot overlap (PGlite). */
  holdOpenAppend?: (streamId: string, events: EventToAppend[]) => Promise<HeldAppend>;
  /** False where stored events cannot be changed (EventStoreDB): eraseFromHistory must refuse, clearly. */
  erasesHistory: boolean;
  /**
   * Another store on the same backend, opened as the application opens it with inline projections declared: one
   * that can share the append's transaction applies them there, one that cannot (EventStoreDB) lists none in
   * `inline` and leaves them to the projector, as before.
   */
  withInline(inline: InlineProjections): Promise<EventStore>;
  close(): Promise<void>;
}

const event = (type = 'ThingHappened', data: unknown = { n: 1 }): EventToAppend => ({
  id: randomUUID(),
  type,
  data,
  metadata: {
    actorId: 1,
    actorRole: 'member',
    correlationId: randomUUID(),
    causationId: null,
    at: new Date().toISOString(),
  },
});

const stream = (prefix = 'thing') => `${prefix}-${randomUUID()}`;

/**
 * Waits until `$all` readers can see `position`. A commit becomes visible to them only once every
 * older transaction on the server has ended, and on a shared server those may be anyone's.
 */
async function visible(store: EventStore, position: GlobalPosition, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (comparePositions(await store.headPosition(), position) < 0) {
    if (Date.now() > deadline) throw new Error('appended events never became visible to $all readers');
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function collect(store: EventStore, count: number, timeoutMs: number, from = START): Promise<StoredEvent[]> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  const seen: StoredEvent[] = [];
  for await (const e of subscribeToAll(store, from, abort.signal, 50)) {
    seen.push(e);
    if (seen.length >= count) break;
  }
  clearTimeout(timer);
  return seen;
}

/** The behaviour every event store adapter must have; run against each reachable adapter. */
export function eventStoreContract(name: string, open: () => Promise<ContractFixture>): void {
  describe(`EventStore contract: ${name}`, () => {
    let fixture: ContractFixture;
    let store: EventStore;
    beforeEach(async () => {
      fixture = await open();
      store = fixture.store;
    });
    afterEach(async () => fixture.close());

    describe('when several writers append at the same expected revision', () => {
      it('lets exactly one win and gives the others a typed conflict', async () => {
        const id = stream();
        await store.appendToStream(id, [event()], 'no_stream');
        const results = await Promise.allSettled(
          Array.from({ length: 12 }, () => store.appendToStream(id, [event()], 0n)),
        );
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
        expect(rejected).toHaveLength(11);
        for (const r of rejected) expect(r.reason).toBeInstanceOf(WrongExpectedRevisionError);
        expect(await store.readStream(id)).toHaveLength(2);
      });

      it('lets exactly one create a stream that must not exist yet', async () => {
        const id = stream();
        const results = await Promise.allSettled(
          Array.from({ length: 12 }, () => store.appendToStream(id, [event()], 'no_stream')),
        );
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toBeInstanceOf(
          WrongExpectedRevisionError,
        );
      });
    });

    it('reports the actual revision when the expected one is stale', async () => {
      const id = stream();
      await store.appendToStream(id, [event(), event()], 'no_stream');
      await expect(store.appendToStream(id, [event()], 0n)).rejects.toMatchObject({ actual: 1n, streamId: id });
      await expect(store.appendToStream(stream(), [event()], 3n)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    });

    describe('when the same event ids are appended again', () => {
      it('changes nothing and answers as the first time', async () => {
        const id = stream();
        const events = [event(), event()];
        const first = await store.appendToStream(id, events, 'no_stream');
        const again = await store.appendToStream(id, events, 'no_stream');
        expect(again.nextRevision).toBe(first.nextRevision);
        expect(comparePositions(again.position, first.position)).toBe(0);
        expect(await store.readStream(id)).toHaveLength(2);
        await visible(store, first.position);
        const all = await store.readAll(START, 10_000);
        expect(all.filter((e) => events.some((x) => x.id === e.id))).toHaveLength(2);
      });
    });

    it('keeps per-stream order and a strictly increasing global order', async () => {
      const a = stream('a');
      const b = stream('b');
      const appended: string[] = [];
      let revA: bigint | 'no_stream' = 'no_stream';
      let revB: bigint | 'no_stream' = 'no_stream';
      let last = START;
      for (let i = 0; i < 10; i++) {
        const ea = event('A', { i });
        revA = (await store.appendToStream(a, [ea], revA)).nextRevision;
        const eb = event('B', { i });
        const written = await store.appendToStream(b, [eb], revB);
        revB = written.nextRevision;
        last = written.position;
        appended.push(ea.id, eb.id);
      }
      await visible(store, last);
      const streamA = await store.readStream(a);
      expect(streamA.map((e) => e.revision)).toEqual(Array.from({ length: 10 }, (_, i) => BigInt(i)));
      expect(streamA.map((e) => (e.data as { i: number }).i)).toEqual(Array.from({ length: 10 }, (_, i) => i));
      const all = (await store.readAll(START, 100_000)).filter((e) => appended.includes(e.id));
      expect(all.map((e) => e.id)).toEqual(appended);
      for (let i = 1; i < all.length; i++)
        expect(comparePositions(all[i - 1]!.position, all[i]!.position)).toBeLessThan(0);
      const after = await store.readAll(all[9]!.position, 100_000);
      expect(after.filter((e) => appended.includes(e.id)).map((e) => e.id)).toEqual(appended.slice(10));
    });

    it('pages through $all in order across many transactions, skipping none', async () => {
      const before = await store.headPosition();
      const ids: string[] = [];
      let last = START;
      for (let i = 0; i < 40; i++) {
        const e = event('Paged', { i });
        ids.push(e.id);
        last = (await store.appendToStream(stream('page'), [e], 'no_stream')).position;
      }
      await visible(store, last);
      const seen: string[] = [];
      let position = before;
      for (;;) {
        const page = await store.readAll(position, 3);
        if (page.length === 0) break;
        seen.push(...page.map((e) => e.id));
        position = page[page.length - 1]!.position;
      }
      expect(seen).toEqual(ids);
      expect(comparePositions(await store.headPosition(), position)).toBe(0);
    });

    it('tells listeners in this process of each append and the position it reached', async () => {
      const heard: (GlobalPosition | null)[] = [];
      const unsubscribe = store.onAppended((position) => heard.push(position));
      const first = await store.appendToStream(stream(), [event()], 'no_stream');
      const second = await store.appendToStream(stream(), [event(), event()], 'no_stream');
      unsubscribe();
      await store.appendToStream(stream(), [event()], 'no_stream');
      // A reader short of the announced position knows there is more to read, even before it is visible.
      const announced = heard.filter((p): p is GlobalPosition => p !== null);
      expect(announced.some((p) => comparePositions(p, first.position) === 0)).toBe(true);
      expect(announced.some((p) => comparePositions(p, second.position) === 0)).toBe(true);
      expect(announced.every((p) => comparePositions(p, second.position) <= 0)).toBe(true);
    });

    it('reads nothing from a stream that does not exist, and forgets a deleted one', async () => {
      const id = stream();
      expect(await store.readStream(id)).toEqual([]);
      await store.appendToStream(id, [event()], 'no_stream');
      await store.deleteStream(id);
      expect(await store.readStream(id)).toEqual([]);
    });

    describe('when a stream is deleted', () => {
      it('reads as empty, a later `no_stream` append starts it afresh, and $all readers page past the gap', async () => {
        const before = await store.headPosition();
        const gone = stream('gone');
        const kept = [event('Kept'), event('Kept'), event('Kept')];
        await store.appendToStream(stream('kept'), [kept[0]!], 'no_stream');
        await store.appendToStream(gone, [event('Gone'), event('Gone')], 'no_stream');
        await store.appendToStream(stream('kept'), [kept[1]!], 'no_stream');
        const last = await store.appendToStream(stream('kept'), [kept[2]!], 'no_stream');
        await visible(store, last.position);
        await store.deleteStream(gone);
        expect(await store.readStream(gone)).toEqual([]);
        const again = event('Again');
        await store.appendToStream(gone, [again], 'no_stream');
        expect((await store.readStream(gone)).map((e) => e.id)).toEqual([again.id]);
        // EventStoreDB keeps a deleted stream's events in $all until a scavenge (see eraseFromHistory).
        if (!fixture.erasesHistory) return;
        await store.deleteStream(gone);
        const seen: string[] = [];
        let position = before;
        for (let page = await store.readAll(position, 1); page.length > 0; page = await store.readAll(position, 1)) {
          seen.push(...page.map((e) => e.id));
          position = page[page.length - 1]!.position;
        }
        expect(seen).toEqual(kept.map((e) => e.id));
        expect((await collect(store, 3, 10_000, before)).map((e) => e.id)).toEqual(kept.map((e) => e.id));
      });
    });

    describe('when personal data is erased from the history', () => {
      it('appends the record, deletes and redacts what the erasure names, in one step, or refuses clearly', async () => {
        const personal = stream('person');
        const shared = stream('shared');
        const byline = stream('post');
        await store.appendToStream(
          personal,
          [event('Registered', { uid: 41, email: 'gone@example.org' })],
          'no_stream',
        );
        await store.appendToStream(
          shared,
          [event('Reserved', { uid: 40 }), event('Released', { uid: 40 }), event('Reserved', { uid: 41 })],
          'no_stream',
        );
        const post = event('Posted', { authorId: 41, authorName: 'Pat Gone', title: 'Stays' });
        const other = event('Posted', { authorId: 42, authorName: 'Sam Stays', title: 'Also stays' });
        await store.appendToStream(byline, [post, other], 'no_stream');
        const record = event('Erased', { uid: 41 });
        const erasing = store.eraseFromHistory([{ streamId: stream('erasures'), events: [record], expected: 'any' }], {
          deleteEvents: [
            { streamId: personal },
            { streamPrefix: 'shared-', types: ['Reserved', 'Released'], data: { uid: 41 } },
          ],
          redactEvents: [
            { filter: { types: ['Posted'], data: { authorId: 41 } }, set: { authorName: 'Deleted member' } },
          ],
        });
        if (!fixture.erasesHistory) {
          await expect(erasing).rejects.toBeInstanceOf(HistoryErasureNotSupportedError);
          return;
        }
        const { position } = await erasing;
        expect(await store.readStream(personal)).toEqual([]);
        // The shared stream keeps the other account's events and goes on from its last remaining revision.
        const left = await store.readStream(shared);
        expect(left.map((e) => e.data)).toEqual([{ uid: 40 }, { uid: 40 }]);
        await store.appendToStream(shared, [event('Reserved', { uid: 43 })], left[left.length - 1]!.revision);
        expect((await store.readStream(byline)).map((e) => e.data)).toEqual([
          { authorId: 41, authorName: 'Deleted member', title: 'Stays' },
          { authorId: 42, authorName: 'Sam Stays', title: 'Also stays' },
        ]);
        await visible(store, position);
        const all = await store.readAll(START, 100_000);
        expect(all.some((e) => e.id === record.id)).toBe(true);
        expect(JSON.stringify(all.map((e) => e.data))).not.toMatch(/gone@example\.org|Pat Gone/);
      });

      it('changes nothing when one of its appends conflicts', async () => {
        if (!fixture.erasesHistory) return;
        const personal = stream('person');
        await store.appendToStream(personal, [event('Registered', { uid: 51 })], 'no_stream');
        const taken = stream('taken');
        await store.appendToStream(taken, [event()], 'no_stream');
        await expect(
          store.eraseFromHistory([{ streamId: taken, events: [event('Erased')], expected: 'no_stream' }], {
            deleteEvents: [{ streamId: personal }],
            redactEvents: [],
          }),
        ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        expect(await store.readStream(personal)).toHaveLength(1);
      });
    });

    it('delivers every event of concurrent writers to a subscriber exactly once, in order', async () => {
      const before = await store.headPosition();
      const writers = 8;
      const perWriter = 25;
      const ids = new Set<string>();
      const subscriber = collect(store, writers * perWriter, 30_000, before);
      await Promise.all(
        Array.from({ length: writers }, async (_, w) => {
          let rev: bigint | 'no_stream' = 'no_stream';
          const id = stream(`w${w}`);
          for (let i = 0; i < perWriter; i++) {
            const e = event('Written', { w, i });
            ids.add(e.id);
            rev = (await store.appendToStream(id, [e], rev)).nextRevision;
          }
        }),
      );
      const seen = await subscriber;
      expect(seen.map((e) => e.id).sort()).toEqual([...ids].sort());
      for (let i = 1; i < seen.length; i++)
        expect(comparePositions(seen[i - 1]!.position, seen[i]!.position)).toBeLessThan(0);
    });

    it('delivers a transaction that commits after later ones, once, before them', async () => {
      if (!fixture.holdOpenAppend) {
        // PGlite has a single session: transactions cannot overlap, so none can commit late.
        expect(name).toMatch(/PGlite/);
        return;
      }
      const before = await store.headPosition();
      const late = event('Late');
      const held = await fixture.holdOpenAppend(stream('late'), [late]);
      const early = Array.from({ length: 5 }, () => event('Early'));
      for (const e of early) await store.appendToStream(stream('early'), [e], 'no_stream');
      // While the first transaction is open, nothing after it may be delivered: it would be skipped.
      expect(await collect(store, 1, 400, before)).toEqual([]);
      const subscriber = collect(store, 6, 10_000, before);
      await held.commit();
      const seen = await subscriber;
      expect(seen.map((e) => e.id)).toEqual([late.id, ...early.map((e) => e.id)]);
      expect(await collect(store, 7, 500, before)).toHaveLength(6);
    });

    describe('when projections are declared inline', () => {
      /** Records what it is given, and fails an append whose event says `{ fail: true }`. */
      const recorder = () => {
        const applied: StoredEvent[] = [];
        const inline: InlineProjections = {
          names: new Set(['recorder']),
          concern: (events) => events.some((e) => e.type === 'Recorded'),
          async apply(_trx, events) {
            if (events.some((e) => (e.data as { fail?: boolean }).fail)) throw new Error('refused inline');
            applied.push(...events);
          },
        };
        return { inline, applied };
      };

      it('applies them with the append where it shares its transaction, else leaves them to the projector', async () => {
        const { inline, applied } = recorder();
        const inlineStore = await fixture.withInline(inline);
        try {
          const id = stream('recorded');
          const events = [event('Recorded', { n: 1 }), event('Other'), event('Recorded', { n: 2 })];
          const { position } = await inlineStore.appendToStream(id, events, 'no_stream');
          const stored = await inlineStore.readStream(id);
          if (inlineStore.inline.has('recorder')) {
            // Before the append answered, given the whole append as every reader sees it.
            expect(applied.map((e) => [e.id, e.type, e.revision, e.position, e.data])).toEqual(
              stored.map((e) => [e.id, e.type, e.revision, e.position, e.data]),
            );
            await expect(
              inlineStore.appendToStream(id, [event('Recorded', { fail: true })], stored.at(-1)!.revision),
            ).rejects.toThrow('refused inline');
            expect(await inlineStore.readStream(id)).toHaveLength(3);
          } else {
            // The fallback: nothing applied inline; the projector reads them from $all as every other event.
            expect(inlineStore.inline.size).toBe(0);
            expect(applied).toEqual([]);
            await visible(inlineStore, position);
            const all = await inlineStore.readAll(START, 100_000);
            expect(all.filter((e) => e.streamId === id).map((e) => e.id)).toEqual(events.map((e) => e.id));
          }
        } finally {
          await inlineStore.close();
        }
      });
    });
  });
}
