import type { ProjectionName } from '../common/projection-names';
import type { Transaction } from 'kysely';
import { EVENT_TYPES, type EventData, type EventType } from '../events/registry';
import type { StoredEvent } from '../infra/event-store/event-store.port';
import type { ReadModel } from './read-model';

/** Projections the projector reads for together, in order, with a reader and transactions of their own. */
export interface ProjectionLane {
  readonly name: string;
  readonly projections: readonly Projection[];
  /**
   * Projections of the lane that apply a batch in one transaction, in the lane's order: one that
   * reads or writes another's tables is in its group. Every other projection of the lane has a
   * transaction of its own, and the transactions of one batch run side by side. Without groups, the
   * whole lane applies in one transaction.
   */
  readonly groups?: readonly (readonly Projection[])[];
}

/**
 * A read model: the event types it handles and how a batch of them changes its tables.
 * `apply` runs inside the transaction that also moves the projection's checkpoint.
 */
export interface Projection {
  readonly name: string;
  readonly handles: ReadonlySet<string>;
  /**
   * An event of a type it handles that changes none of its tables (a post under the author's own
   * name, to the pseudonyms): the runner passes it by as one of another type, without a transaction.
   */
  passesBy?(event: StoredEvent): boolean;
  /** Emptied before a rebuild replays from position 0. */
  readonly tables: readonly ReadTable[];
  /**
   * Applied in the transaction that appends its events, where the event store can share one (Postgres): a write
   * commits with its rows, and waits for nothing. Elsewhere (EventStoreDB) the projector applies it, as the others.
   */
  readonly inline?: boolean;
  apply(trx: Transaction<ReadModel>, events: StoredEvent[]): Promise<void>;
}

/** Whether `event` may change the projection's tables: only these are applied. */
export function concerns(projection: Projection, event: StoredEvent): boolean {
  return projection.handles.has(event.type) && !projection.passesBy?.(event);
}

/** The name of a read table. */
export type ReadTable = keyof ReadModel & string;

/** A stored event of one of `T`, its data typed by the event's definition. */
export type ProjectedEvent<T extends EventType = EventType> = {
  [K in T]: Omit<StoredEvent, 'type' | 'data'> & { readonly type: K; readonly data: EventData<K> };
}[T];

/** Applies one event. */
export type EventHandler<in T extends EventType> = (
  trx: Transaction<ReadModel>,
  data: EventData<T>,
  event: ProjectedEvent<T>,
) => Promise<void>;

/**
 * Applies a run of consecutive events at once (typically one multi-row statement). Made by `inRuns`;
 * the same one under several event types takes runs that mix them.
 */
export interface RunHandler<in T extends EventType> {
  readonly run: (trx: Transaction<ReadModel>, events: ProjectedEvent<T>[]) => Promise<void>;
}

export function inRuns<T extends EventType>(run: RunHandler<T>['run']): RunHandler<T> {
  return { run };
}

/** The same handler for every event type there is. */
export function onEveryEvent<H>(handler: H): Record<EventType, H> {
  return Object.fromEntries(EVENT_TYPES.map((type) => [type, handler])) as Record<EventType, H>;
}

type Handlers<T extends EventType> = { readonly [K in T]: EventHandler<K> | RunHandler<K> };

/** A handler as `apply` finds it by an event's type: `Handlers` checked it against that type. */
type FoundHandler =
  | ((trx: Transaction<ReadModel>, data: never, event: never) => Promise<void>)
  | { readonly run: (trx: Transaction<ReadModel>, events: never[]) => Promise<void> };

/**
 * Declares a projection by its handlers, keyed by event type: it handles those types, and the runner
 * hands it no others (one that reaches it anyway is a bug, and fails the batch). Events are applied in
 * order; a run of consecutive events whose handler is the same `inRuns` handler is applied by one call.
 */
export function defineProjection<T extends EventType>(definition: {
  name: ProjectionName;
  tables: readonly ReadTable[];
  on: Handlers<T>;
  /** Events of its types that change none of its tables (`Projection.passesBy`). */
  passesBy?: (event: ProjectedEvent<T>) => boolean;
  /** Applied in the append's transaction (`Projection.inline`). */
  inline?: boolean;
}): Projection {
  const on: Partial<Record<string, FoundHandler>> = definition.on;
  const { passesBy } = definition;
  return {
    name: definition.name,
    tables: definition.tables,
    ...(definition.inline && { inline: true }),
    handles: new Set(Object.keys(on)),
    // Only events of its types reach it (`concerns` asks `handles` first).
    ...(passesBy && { passesBy: (event: StoredEvent) => passesBy(event as ProjectedEvent<T>) }),
    async apply(trx, events) {
      // The data was checked against the event's schema when it was appended; the handler found
      // by the event's type is the one `Handlers` typed for it.
      const typed = events as ProjectedEvent[];
      for (let start = 0; start < typed.length;) {
        const first = typed[start]!;
        const handler = on[first.type];
        if (!handler) throw new Error(`Projection ${definition.name} does not handle ${first.type}`);
        if (typeof handler === 'function') {
          await handler(trx, first.data as never, first as never);
          start++;
          continue;
        }
        let end = start + 1;
        while (end < typed.length && on[typed[end]!.type] === handler) end++;
        await handler.run(trx, typed.slice(start, end) as never[]);
        start = end;
      }
    },
  };
}
