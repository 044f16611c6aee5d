/**
 * Projection lag under load: for every event appended while the load runs, the time from when it
 * was appended until each projection that handles its type has a checkpoint past it.
 *
 * A child process (off the load generator's event loop) polls PostgreSQL every few milliseconds
 * with one statement, so that the events and the checkpoints it sees come from one snapshot, and
 * both ends of a lag are stamped with the database's clock (clock_timestamp() of the poll that
 * first saw them): "appended" is the first poll in which the event is committed and visible,
 * "passed" the first poll in which the projection's checkpoint is at or beyond the event's
 * position. Each end is late by less than one poll interval, so a lag is exact to ± one interval.
 * A projection's checkpoint is the later of its own row and its lane's read-through row ('*lane'),
 * as the product's waiters read it. Only projections that handle an event's type are timed for it: one
 * with nothing to do persists its row lazily, and its "lag" would measure that delay, not work.
 */
import { type ChildProcess, fork } from 'node:child_process';
import pg from 'pg';
import { READABLE_BELOW_SQL } from '../../src/infra/event-store/postgres-event-store';
import { percentile, sleep } from './harness';

export interface LagOptions {
  databaseUrl: string;
  /** Projection name → the event types it handles. */
  handles: Record<string, string[]>;
  /** Projection name → the lane the projector runs it in. */
  lanes: Record<string, string>;
  intervalMs: number;
  /** After `finish`, how long to wait for the projections to pass the last event. */
  catchUpSeconds: number;
}

export interface LagFigures {
  projection: string;
  /** Events of a type it handles, appended during the load. */
  events: number;
  p50: number;
  p99: number;
  max: number;
  /** Events it had not passed when the catch-up time ran out. */
  behind: number;
}

export interface LagResult {
  intervalMs: number;
  polls: number;
  /** Event type → how many were appended during the load. */
  eventTypes: Record<string, number>;
  /** Per projection, slowest p99 first; the 'every handling projection' row is per event the last to pass. */
  projections: LagFigures[];
  allProjections: LagFigures;
  /**
   * Appended → readable: until every transaction of this database older than the event's has ended,
   * but the projector's own, which its readers pass by (the event store's horizon passed its
   * transaction id). The projector reads only below that horizon, so this part of the lag is spent
   * waiting for other writers' transactions, not projecting.
   */
  horizon: LagFigures;
}

export interface LagSampler {
  /** Stops taking new events, waits for the projections to pass those taken, and answers the figures. */
  finish(): Promise<LagResult>;
}

/** Starts the poller in a child process; resolves once its first poll has fixed what came before the load. */
export function startLagSampler(options: LagOptions): Promise<LagSampler> {
  const child: ChildProcess = fork(__filename, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const messages: Message[] = [];
  const waiters: (() => void)[] = [];
  child.on('message', (message: Message) => {
    messages.push(message);
    waiters.splice(0).forEach((wake) => wake());
  });
  const next = async (kind: Message['kind']): Promise<Message> => {
    for (;;) {
      const index = messages.findIndex((m) => m.kind === kind || m.kind === 'error');
      if (index >= 0) {
        const message = messages.splice(index, 1)[0]!;
        if (message.kind === 'error') throw new Error(`The lag sampler failed: ${message.error}`);
        return message;
      }
      if (child.exitCode !== null) throw new Error(`The lag sampler exited with ${child.exitCode}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        child.once('exit', () => resolve());
      });
    }
  };
  child.send({ kind: 'start', options });
  return next('ready').then(() => ({
    finish: async () => {
      child.send({ kind: 'finish' });
      const message = await next('result');
      return (message as { kind: 'result'; result: LagResult }).result;
    },
  }));
}

type Message =
  | { kind: 'ready' }
  | { kind: 'result'; result: LagResult }
  | { kind: 'error'; error: string }
  | { kind: 'start'; options: LagOptions }
  | { kind: 'finish' };

interface Position {
  commit: bigint;
  prepare: bigint;
}

interface Pending extends Position {
  seenAt: number;
  /** Projections that handle its type and have not passed it yet. */
  waiting: Set<string>;
  /** When the last of them passed it. */
  lastPassedAt: number;
  /** When the event store's horizon first passed its transaction: the projector could read it. */
  readableAt: number | null;
}

interface Poll {
  at: number;
  xmin: string;
  readable_below: string;
  events: { tx: string; gp: string; type: string }[] | null;
  checkpoints: { name: string; tx: string; gp: string }[] | null;
}

const POLL_SQL = `
  select extract(epoch from clock_timestamp()) * 1000 as at,
    pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
    ${READABLE_BELOW_SQL}::text as readable_below,
    (select json_agg(json_build_object('tx', tx_id::text, 'gp', global_position::text, 'type', type))
       from es_events where tx_id >= $1::xid8) as events,
    (select json_agg(json_build_object('name', name, 'tx', commit_position::text, 'gp', prepare_position::text))
       from projection_checkpoints) as checkpoints`;

const readThroughRow = (lane: string) => `*${lane}`;

const atOrPast = (checkpoint: Position, event: Position) =>
  checkpoint.commit > event.commit || (checkpoint.commit === event.commit && checkpoint.prepare >= event.prepare);

const later = (a: Position | undefined, b: Position | undefined): Position | undefined =>
  !a ? b : !b ? a : atOrPast(a, b) ? a : b;

function figures(projection: string, lags: number[], behind: number): LagFigures {
  return {
    projection,
    events: lags.length + behind,
    p50: percentile(lags, 50),
    p99: percentile(lags, 99),
    max: lags.length === 0 ? 0 : Math.max(...lags),
    behind,
  };
}

async function sample(options: LagOptions, finishing: () => boolean): Promise<LagResult> {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    const interested = new Map<string, string[]>();
    for (const [projection, types] of Object.entries(options.handles))
      for (const type of types) interested.set(type, [...(interested.get(type) ?? []), projection]);
    const lags = new Map(Object.keys(options.handles).map((name) => [name, [] as number[]]));
    const whole: number[] = [];
    const horizon: number[] = [];
    const eventTypes: Record<string, number> = {};
    const seen = new Set<string>();
    let pending: Pending[] = [];
    let xmin = '0';
    let polls = 0;
    let stopTaking = false;
    let deadline = Infinity;
    for (;;) {
      const started = Date.now();
      const { rows } = await client.query<Poll>(POLL_SQL, [xmin]);
      const poll = rows[0]!;
      const at = Number(poll.at);
      const baseline = polls === 0;
      polls += 1;
      for (const event of poll.events ?? []) {
        const key = `${event.tx}:${event.gp}`;
        if (seen.has(key)) continue;
        seen.add(key);
        // Before the load (the first poll) or after it: not one of the load's writes.
        if (baseline || stopTaking) continue;
        eventTypes[event.type] = (eventTypes[event.type] ?? 0) + 1;
        const waiting = new Set(interested.get(event.type) ?? []);
        if (waiting.size > 0)
          pending.push({
            commit: BigInt(event.tx),
            prepare: BigInt(event.gp),
            seenAt: at,
            waiting,
            lastPassedAt: at,
            readableAt: null,
          });
      }
      xmin = poll.xmin;
      for (const event of pending)
        if (event.readableAt === null && BigInt(poll.readable_below) > event.commit) {
          event.readableAt = at;
          horizon.push(at - event.seenAt);
        }
      const rowsByName = new Map(
        (poll.checkpoints ?? []).map((c) => [c.name, { commit: BigInt(c.tx), prepare: BigInt(c.gp) }]),
      );
      for (const name of lags.keys()) {
        const checkpoint = later(rowsByName.get(name), rowsByName.get(readThroughRow(options.lanes[name] ?? name)));
        if (!checkpoint) continue;
        for (const event of pending) {
          if (!event.waiting.has(name) || !atOrPast(checkpoint, event)) continue;
          event.waiting.delete(name);
          lags.get(name)!.push(at - event.seenAt);
          event.lastPassedAt = at;
        }
      }
      pending = pending.filter((event) => {
        if (event.waiting.size > 0) return true;
        whole.push(event.lastPassedAt - event.seenAt);
        return false;
      });
      if (baseline) process.send!({ kind: 'ready' } satisfies Message);
      if (!stopTaking && finishing()) {
        stopTaking = true;
        deadline = Date.now() + options.catchUpSeconds * 1000;
      }
      if (stopTaking && (pending.length === 0 || Date.now() > deadline)) break;
      await sleep(Math.max(0, options.intervalMs - (Date.now() - started)));
    }
    const behind = (name: string) => pending.filter((event) => event.waiting.has(name)).length;
    const projections = [...lags]
      .map(([name, values]) => figures(name, values, behind(name)))
      .filter((f) => f.events > 0)
      .sort((a, b) => b.p99 - a.p99);
    return {
      intervalMs: options.intervalMs,
      polls,
      eventTypes,
      projections,
      allProjections: figures('every handling projection', whole, pending.length),
      horizon: figures('readable (older transactions ended)', horizon, 0),
    };
  } finally {
    await client.end().catch(() => {});
  }
}

if (require.main === module) {
  let finishing = false;
  process.on('message', (message: Message) => {
    if (message.kind === 'finish') finishing = true;
    if (message.kind !== 'start') return;
    sample(message.options, () => finishing).then(
      (result) => process.send!({ kind: 'result', result } satisfies Message, undefined, {}, () => process.exit(0)),
      (error: unknown) =>
        process.send!(
          { kind: 'error', error: error instanceof Error ? error.message : String(error) } satisfies Message,
          undefined,
          {},
          () => process.exit(1),
        ),
    );
  });
}
