import { type Kysely, sql } from 'kysely';
import {
  AppendWaker,
  comparePositions,
  type EventStore,
  laterPosition,
  type GlobalPosition,
  START,
  type StoredEvent,
} from '../infra/event-store/event-store.port';
import {
  advanceCheckpoint,
  advanceCheckpoints,
  readAllCheckpoints,
  readCheckpoint,
  resetCheckpoint,
} from './checkpoints';
import { concerns, type Projection, type ProjectionLane } from './projection';
import type { ReadModel } from './read-model';
import { ProjectorTransactions } from './projector-transactions';
import { ReadThroughRecorder } from './read-through-recorder';
import { rebuildInlineProjection } from './inline-rebuild';
import {
  markRebuildFailed,
  markRebuildFinished,
  markRebuildStarted,
  pendingRebuilds,
  requeueInterruptedRebuilds,
} from './rebuild-requests';

export interface RunnerLogger {
  error(message: string, error: unknown): void;
}

const LIVE_BATCH = 500;
const REBUILD_BATCH = 5_000;
const PERSIST_SKIPPED_MS = 1_000;
/** The transaction of a batch's checkpoints that are due when no projection has events in it. */
const PASSED_BY = 'passed by';
const IDLE_WAIT_MS = 250;
/**
 * The longest a reader backs off while an announced append is not yet readable (an older
 * transaction still runs). Nothing announces that the older one ended unless it appended too (another
 * lane's is passed by, and nudges as it commits), so the reader looks again at least this often.
 */
const HORIZON_WAIT_MAX_MS = 16;
const RETRY_MS = 1_000;
/** How often the projector looks for rebuilds an administrator asked for. */
const REBUILD_POLL_MS = 1_000;

/** Applies batches of events to one projection and moves its checkpoint in the same transaction. */
async function applyBatch(
  db: Kysely<ReadModel>,
  transactions: ProjectorTransactions,
  lane: string,
  projection: Projection,
  from: GlobalPosition,
  batch: StoredEvent[],
  to: GlobalPosition = batch[batch.length - 1]!.position,
  /** False for a projection the appends applied inline: only its checkpoint moves. */
  applies = true,
): Promise<GlobalPosition> {
  const relevant = applies ? batch.filter((e) => concerns(projection, e)) : [];
  await transactions.run(db, lane, async (trx) => {
    if (relevant.length > 0) await projection.apply(trx, relevant);
    await advanceCheckpoint(trx, projection.name, from, to);
  });
  return to;
}

/** A projection's share of a batch, applied in one of the batch's transactions. */
interface Applying {
  cursor: Cursor;
  /** None when only the checkpoint row catches up with the cursor. */
  events: StoredEvent[];
}

/** Where `cursor` stands once `events` are applied. */
const reachedBy = (cursor: Cursor, events: StoredEvent[]): GlobalPosition => events.at(-1)?.position ?? cursor.position;

/** One projection's place in the store, as the runner tracks it. */
interface Cursor {
  readonly projection: Projection;
  /** How far it has read: every event up to here is applied, or was of no interest to it. */
  position: GlobalPosition;
  /** What its checkpoint row says. */
  stored: GlobalPosition;
  storedAt: number;
  /** After a failure it sits out until then, and rejoins from its checkpoint row. */
  retryAt: number;
  /** Being rebuilt beside the live reading (it sits out until the rebuild ends). */
  rebuilding: boolean;
}

const earliest = (positions: GlobalPosition[]) => positions.reduce((a, b) => (comparePositions(a, b) <= 0 ? a : b));

/**
 * Keeps a lane of projections caught up with the store: one reader reads each batch of `$all` once,
 * from the earliest projection's position, and hands it to all of them at once; those with events
 * to apply apply them in one transaction together. A projection with nothing in a batch moves in
 * memory only (reported at once to waiters in this process; the read-through row tells other
 * processes) and its own checkpoint row follows within PERSIST_SKIPPED_MS; a crash replays those
 * skipped events, which is harmless.
 * A failing projection sits out for RETRY_MS and then retries from its checkpoint, so one bad
 * read model does not hold the others back.
 */
export class ProjectionRunner {
  private readonly abort = new AbortController();
  private loop: Promise<void> | null = null;
  private readonly readThrough: ReadThroughRecorder;
  private readonly rebuilds = new Set<Promise<void>>();
  private rebuildsPolledAt = 0;
  private waker: AppendWaker | null = null;
  private stopHearingCommits: (() => void) | null = null;
  /**
   * Another lane's commit matters only to a reader short of the latest announced append (that
   * transaction may have held it back); most reach a caught-up reader, and each used to cost an empty
   * read. A reader that is waiting behind is woken; one that is reading looks again if it ends behind.
   */
  private waitingBehind = false;
  private nudgedWhileReading = false;
  /** Which of a batch's transactions a projection applies in: its group's, or one of its own. */
  private readonly transactionOf: (projection: Projection) => string;

  constructor(
    /** A projection it applies inline (`store.inline`) is read past here, never applied a second time. */
    private readonly store: EventStore,
    /** The projector's own connections (`openProjectorDatabase`), which readers of the store pass by. */
    private readonly db: Kysely<ReadModel>,
    private readonly lane: ProjectionLane,
    private readonly onAdvance: (name: string, position: GlobalPosition) => void,
    private readonly logger: RunnerLogger,
    /** Shared by the lanes of one projector: each hears when another's transaction ends. */
    private readonly transactions = new ProjectorTransactions(),
    /** Told, after each commit of live reading, the events it applied and the last position it reached. */
    private readonly onCommitted: (events: StoredEvent[], position: GlobalPosition) => void = () => {},
  ) {
    const grouped = new Map(lane.groups?.flatMap((group, i) => group.map((p) => [p.name, `group ${i}`])));
    this.transactionOf = lane.groups ? (p) => grouped.get(p.name) ?? p.name : () => lane.name;
    this.readThrough = new ReadThroughRecorder(db, lane.name, (error) =>
      logger.error(`Recording how far the ${lane.name} projections have read failed`, error),
    );
  }

  /** Applied by the appends themselves: the runner only moves its checkpoint past them and tells of them. */
  private appliedInline(projection: Projection): boolean {
    return this.store.inline.has(projection.name);
  }

  start(): void {
    // Another lane's transaction held back newer events from this reader until it ended.
    this.stopHearingCommits ??= this.transactions.onCommitted((lane) => {
      if (lane !== this.lane.name) this.nudge();
    });
    this.loop ??= this.run();
  }

  /** A transaction that may have held back newer events (another lane's) has ended: read again if behind. */
  private nudge(): void {
    if (this.waitingBehind) this.waker?.poke();
    else this.nudgedWhileReading = true;
  }

  async stop(): Promise<void> {
    this.stopHearingCommits?.();
    this.abort.abort();
    await this.loop;
    await Promise.all(this.rebuilds);
    await this.readThrough.flushed();
  }

  private async run(): Promise<void> {
    const signal = this.abort.signal;
    const waker = new AppendWaker(this.store);
    this.waker = waker;
    try {
      const cursors = await this.openCursors(waker);
      // Backs off while an announced append is not yet readable (an older transaction still runs).
      let horizonWaitMs = 0;
      while (cursors && !signal.aborted) {
        this.nudgedWhileReading = false;
        let more = false;
        try {
          await this.startRequestedRebuilds(cursors);
          await Promise.all(cursors.filter((c) => c.retryAt > 0 && c.retryAt <= Date.now()).map((c) => this.rejoin(c)));
          const ready = cursors.filter((c) => c.retryAt === 0);
          if (ready.length > 0) {
            const batch = await this.store.readAll(earliest(ready.map((c) => c.position)), LIVE_BATCH);
            more = batch.length === LIVE_BATCH;
            // While a projection is rebuilt its reset removed the lane's row, which must not come back
            // until the rebuilt projection has caught up.
            const rebuilding = cursors.some((c) => c.rebuilding);
            await this.feed(ready, batch, rebuilding ? null : readThroughAfter(cursors, ready, batch));
            if (batch.length > 0 && !rebuilding) this.readThrough.advance(earliest(cursors.map((c) => c.position)));
          }
          const due = cursors.filter(
            (c) =>
              c.retryAt === 0 &&
              comparePositions(c.position, c.stored) > 0 &&
              Date.now() - c.storedAt >= PERSIST_SKIPPED_MS,
          );
          // Their checkpoint rows catch up with the cursors that passed events by, in one transaction.
          if (due.length > 0)
            await this.applyTogether(
              due.map((cursor) => ({ cursor, events: [] })),
              null,
            );
        } catch (error) {
          if (signal.aborted) return;
          this.logger.error('Reading events for the projections failed; retrying', error);
          await waker.wait(RETRY_MS, signal);
          continue;
        }
        if (more) continue;
        const reading = cursors.filter((c) => c.retryAt === 0);
        const behind =
          reading.length > 0 && comparePositions(waker.latest, earliest(reading.map((c) => c.position))) > 0;
        horizonWaitMs = behind ? Math.min(Math.max(1, horizonWaitMs * 2), HORIZON_WAIT_MAX_MS) : 0;
        if (behind && this.nudgedWhileReading) continue;
        this.waitingBehind = behind;
        await waker.wait(behind ? Math.min(horizonWaitMs, nextWakeMs(cursors)) : nextWakeMs(cursors), signal);
        this.waitingBehind = false;
      }
    } finally {
      this.waker = null;
      waker.close();
    }
  }

  /** Every projection's cursor at its checkpoint, retried until the database answers; null once stopped. */
  private async openCursors(waker: AppendWaker): Promise<Cursor[] | null> {
    while (!this.abort.signal.aborted) {
      try {
        const checkpoints = await readAllCheckpoints(this.db);
        return this.lane.projections.map((projection) => {
          const position = checkpoints.get(projection.name) ?? START;
          this.onAdvance(projection.name, position);
          return { projection, position, stored: position, storedAt: Date.now(), retryAt: 0, rebuilding: false };
        });
      } catch (error) {
        if (this.abort.signal.aborted) break;
        this.logger.error('Reading the projection checkpoints failed; retrying', error);
        await waker.wait(RETRY_MS, this.abort.signal);
      }
    }
    return null;
  }

  /**
   * Hands a batch to the cursors. Those with nothing of interest in it move at once; the others
   * apply their events in one transaction per group of the lane (fewer round trips, which is what a
   * write costs here), side by side, or, should one fail, each of its projections in its own, so
   * that one failing projection holds back none. A lone transaction also moves the lane's
   * read-through row to `readThrough` if given; after several, the recorder writes it.
   */
  private async feed(cursors: Cursor[], batch: StoredEvent[], readThrough: GlobalPosition | null): Promise<void> {
    const transactions = new Map<string, Applying[]>();
    const passedDue: Applying[] = [];
    // Committed with their appends: they need no transaction here, but their live notices go out with the lane's.
    const appliedInline: Applying[] = [];
    for (const cursor of cursors) {
      const unseen = batch.filter((e) => comparePositions(e.position, cursor.position) > 0);
      if (unseen.length === 0) continue;
      const inline = this.appliedInline(cursor.projection);
      if (inline) appliedInline.push({ cursor, events: unseen });
      if (!inline && unseen.some((e) => concerns(cursor.projection, e))) {
        const transaction = this.transactionOf(cursor.projection);
        transactions.set(transaction, [...(transactions.get(transaction) ?? []), { cursor, events: unseen }]);
      } else if (Date.now() - cursor.storedAt >= PERSIST_SKIPPED_MS) {
        passedDue.push({ cursor, events: unseen });
      } else {
        cursor.position = unseen[unseen.length - 1]!.position;
        this.onAdvance(cursor.projection.name, cursor.position);
      }
    }
    // A checkpoint due to follow its cursor rides in a transaction the batch makes anyway (its row is
    // one more in the statement that moves the others), or all of them in one: after a quiet second
    // every projection is due, and a transaction each made a lone write wait on a dozen.
    if (passedDue.length > 0) {
      const [first] = transactions.values();
      if (first) first.push(...passedDue);
      else transactions.set(PASSED_BY, passedDue);
    }
    const together = [...transactions.values()];
    const applied = await Promise.all(
      together.map((applying) => this.applyTogether(applying, together.length === 1 ? readThrough : null)),
    );
    this.committed([...applied.flat(), ...appliedInline]);
  }

  /** Applies `applying` in one transaction, or each in its own if that fails; returns those committed. */
  private async applyTogether(applying: Applying[], readThrough: GlobalPosition | null): Promise<Applying[]> {
    if (await this.persistTogether(applying, readThrough)) {
      if (readThrough) this.readThrough.written(readThrough);
      return applying;
    }
    const committed = await Promise.all(
      applying.map(({ cursor, events }) =>
        this.guarded(cursor, async () => {
          await this.persist(cursor, events);
          this.onAdvance(cursor.projection.name, cursor.position);
        }),
      ),
    );
    return applying.filter((_, i) => committed[i]);
  }

  /** Tells of the events that `applying` committed, each once and in order. */
  private committed(applying: Applying[]): void {
    const applied = new Map<string, StoredEvent>();
    for (const { cursor, events } of applying)
      for (const e of events) if (concerns(cursor.projection, e)) applied.set(e.id, e);
    if (applied.size === 0) return;
    const events = [...applied.values()].sort((a, b) => comparePositions(a.position, b.position));
    this.onCommitted(events, events[events.length - 1]!.position);
  }

  /** False if the shared transaction failed (and changed nothing). */
  private async persistTogether(applying: Applying[], readThrough: GlobalPosition | null): Promise<boolean> {
    const now = Date.now();
    try {
      await this.transactions.run(this.db, this.lane.name, async (trx) => {
        for (const { cursor, events } of applying) {
          if (this.appliedInline(cursor.projection)) continue;
          const relevant = events.filter((e) => concerns(cursor.projection, e));
          if (relevant.length > 0) await cursor.projection.apply(trx, relevant);
        }
        await advanceCheckpoints(
          trx,
          applying.map(({ cursor, events }) => ({
            name: cursor.projection.name,
            from: cursor.stored,
            to: reachedBy(cursor, events),
          })),
          readThrough ? { lane: this.lane.name, to: readThrough } : undefined,
        );
      });
    } catch {
      return false;
    }
    for (const { cursor, events } of applying) {
      cursor.stored = cursor.position = reachedBy(cursor, events);
      cursor.storedAt = now;
      this.onAdvance(cursor.projection.name, cursor.position);
    }
    return true;
  }

  /** Applies `events` (none: only the checkpoint catches up with the cursor) and moves the checkpoint row. */
  private async persist(cursor: Cursor, events: StoredEvent[]): Promise<void> {
    cursor.position = await applyBatch(
      this.db,
      this.transactions,
      this.lane.name,
      cursor.projection,
      cursor.stored,
      events,
      events.length > 0 ? undefined : cursor.position,
      !this.appliedInline(cursor.projection),
    );
    cursor.stored = cursor.position;
    cursor.storedAt = Date.now();
  }

  /** False if `work` failed: the cursor then sits out until it retries. */
  private async guarded(cursor: Cursor, work: () => Promise<void>): Promise<boolean> {
    try {
      await work();
      return true;
    } catch (error) {
      if (this.abort.signal.aborted) return false;
      this.logger.error(`Projection ${cursor.projection.name} failed; retrying from its checkpoint`, error);
      cursor.retryAt = Date.now() + RETRY_MS;
      return false;
    }
  }

  /**
   * Starts the rebuilds administrators asked for (polled at most once per REBUILD_POLL_MS). The
   * projection sits out of the live reading while it is emptied and replayed from position 0 beside
   * it; then it rejoins from its checkpoint and catches up with what was appended meanwhile.
   */
  private async startRequestedRebuilds(cursors: Cursor[]): Promise<void> {
    if (Date.now() - this.rebuildsPolledAt < REBUILD_POLL_MS) return;
    // A lane's runner that starts is its only one: a rebuild of its projections marked started was cut
    // off (kill -9, a crash).
    if (this.rebuildsPolledAt === 0)
      await requeueInterruptedRebuilds(
        this.db,
        this.lane.projections.map((p) => p.name),
      );
    this.rebuildsPolledAt = Date.now();
    for (const name of await pendingRebuilds(this.db)) {
      const cursor = cursors.find((c) => c.projection.name === name);
      if (!cursor || cursor.rebuilding) continue;
      await markRebuildStarted(this.db, name, new Date());
      cursor.rebuilding = true;
      cursor.retryAt = Number.POSITIVE_INFINITY;
      const rebuilt: Promise<void> = this.rebuild(cursor).finally(() => this.rebuilds.delete(rebuilt));
      this.rebuilds.add(rebuilt);
    }
  }

  private async rebuild(cursor: Cursor): Promise<void> {
    const { name } = cursor.projection;
    const signal = this.abort.signal;
    try {
      const events = await rebuildProjection(
        this.store,
        this.db,
        cursor.projection,
        (position) => this.onAdvance(name, position),
        signal,
        this.transactions,
      );
      // Cut off by a stop: the request stays started, and the next runner to start takes it up again.
      if (signal.aborted) return;
      await markRebuildFinished(this.db, name, events, new Date());
    } catch (error) {
      if (signal.aborted) return;
      this.logger.error(`Rebuilding projection ${name} failed`, error);
      await markRebuildFailed(this.db, name, error instanceof Error ? error.message : String(error)).catch(
        () => undefined,
      );
    } finally {
      cursor.rebuilding = false;
      cursor.retryAt = Date.now();
    }
  }

  /** Back from a failure: the checkpoint row is the truth (another runner may even have moved it). */
  private async rejoin(cursor: Cursor): Promise<void> {
    await this.guarded(cursor, async () => {
      cursor.stored = cursor.position = await readCheckpoint(this.db, cursor.projection.name);
      cursor.storedAt = Date.now();
      cursor.retryAt = 0;
    });
  }
}

/**
 * How far every projection of the lane will have read once `ready` took `batch` (none for an empty
 * batch): the earliest cursor after it, one sitting out after a failure where it is.
 */
function readThroughAfter(cursors: Cursor[], ready: Cursor[], batch: StoredEvent[]): GlobalPosition | null {
  const end = batch[batch.length - 1]?.position;
  if (!end) return null;
  return earliest(cursors.map((c) => (ready.includes(c) ? laterPosition(c.position, end) : c.position)));
}

/** Until the next skipped checkpoint is due, a failed projection may retry, or IDLE_WAIT_MS. */
function nextWakeMs(cursors: Cursor[]): number {
  const now = Date.now();
  let wait = IDLE_WAIT_MS;
  for (const c of cursors) {
    if (c.retryAt > 0) wait = Math.min(wait, c.retryAt - now);
    else if (comparePositions(c.position, c.stored) > 0) wait = Math.min(wait, PERSIST_SKIPPED_MS - (now - c.storedAt));
  }
  return Math.max(1, wait);
}

/**
 * Empties a projection's tables and replays every event from position 0, in large batches, until `signal` aborts.
 * One the store applies inline is replayed beside its live tables instead (rebuildInlineProjection).
 */
export async function rebuildProjection(
  store: EventStore,
  db: Kysely<ReadModel>,
  projection: Projection,
  onBatch: (position: GlobalPosition, count: number) => void = () => {},
  signal?: AbortSignal,
  /** The live projector's, when it rebuilds beside its lanes: they hear when the rebuild's transactions end. */
  transactions = new ProjectorTransactions(),
): Promise<number> {
  if (store.inline.has(projection.name))
    return rebuildInlineProjection(store, db, projection, onBatch, signal, transactions);
  await db.transaction().execute(async (trx) => {
    // Not DELETE: that would leave every replaced row dead in the tables and their indexes until a
    // vacuum, and the replay would write beside them. The lock lasts this short transaction only.
    await sql`truncate ${sql.join(projection.tables.map((table) => sql.table(table)))}`.execute(trx);
    await resetCheckpoint(trx, projection.name);
  });
  let position = await readCheckpoint(db, projection.name);
  let count = 0;
  const lane = `rebuild:${projection.name}`;
  let batch = await store.readAll(position, REBUILD_BATCH);
  while (batch.length > 0 && !signal?.aborted) {
    // The next batch is read while this one is written: reading and writing overlap.
    const next = store.readAll(batch[batch.length - 1]!.position, REBUILD_BATCH);
    position = await applyBatch(db, transactions, lane, projection, position, batch);
    count += batch.length;
    onBatch(position, count);
    batch = await next;
  }
  return count;
}
