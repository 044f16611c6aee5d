import { type Kysely, Migrator } from 'kysely';
import type { ReadModel } from '../../src/projections/read-model';
import { ALL_MIGRATIONS } from '../../src/projections/all-migrations';
import type { StoredEvent } from '../../src/infra/event-store/event-store.port';
import { type DomainEvent, validateEventData } from '../../src/events/registry';
import { openPGlite, openPostgres, type SqlDatabase } from '../../src/infra/sql/database';
import { concerns, type Projection, type ReadTable } from '../../src/projections/projection';
import { createTestDatabase } from './databases';
import { openMigratedPGlite } from './migrated-templates';
import { eventsAt } from './stored-events';

/** Any released event, typed from its definition in src/events. */

/** The two databases the read model runs on; every projection test runs on both. */
export const READ_DATABASES = ['PGlite', 'PostgreSQL'] as const;
export type ReadDatabase = (typeof READ_DATABASES)[number];

type Row = Record<string, unknown>;

const tablesOf = (projections: Projection[]) => projections.flatMap((p) => p.tables);

/**
 * Given these events, the read tables hold these rows: one projection (and the ones it reads from,
 * `upstream`) on a migrated database of its own, opened before the suite and dropped after it.
 */
export interface ProjectionHarness {
  readonly db: Kysely<ReadModel>;
  /** The same database as the app holds it, for the query classes built on it. */
  readonly database: SqlDatabase<ReadModel>;
  /** An event as the store hands it over: validated by its schema, one position past the last. */
  event(streamId: string, event: DomainEvent): StoredEvent;
  /** Empties the tables, then applies the events one transaction each, as the live runner does (none: just empties). */
  givenEvents(...events: StoredEvent[]): Promise<void>;
  /**
   * Applies more events after those given, without emptying: one transaction per projection for the
   * whole batch, as the runner applies a batch. `only` names the projections that see it (default:
   * all), so one can run ahead of another as in a rebuild.
   */
  applyBatch(events: StoredEvent[], only?: Projection[]): Promise<void>;
  /** The table holds exactly these rows, in any order, each compared on the columns it names. */
  expectRows(table: ReadTable, expected: Row[]): Promise<void>;
  /**
   * A rebuild leaves the same rows: the projection's tables emptied, then the events given so far
   * applied again in one batch (as a rebuild reads them), and every table compared with before.
   */
  expectRebuildKeepsRows(): Promise<void>;
}

/** A database of the suite's own: a copy of the run's migrated template, or empty for a test of a migration. */
async function openReadDatabase(
  kind: ReadDatabase,
  migrated: boolean,
): Promise<{ database: SqlDatabase<ReadModel>; drop(): Promise<void> }> {
  if (kind === 'PGlite') {
    const database = migrated ? await openMigratedPGlite<ReadModel>('all') : await openPGlite<ReadModel>();
    return { database, drop: () => database.close() };
  }
  const created = await createTestDatabase({ schema: migrated ? 'all' : undefined });
  const database = openPostgres<ReadModel>(created.url, { max: 2 });
  return {
    database,
    drop: async () => {
      await database.close();
      await created.drop();
    },
  };
}

export function projectionHarness(
  kind: ReadDatabase,
  projection: Projection,
  {
    upstream = [],
    at = '2026-11-25T10:00:00.000Z',
    migratedTo,
  }: {
    upstream?: Projection[];
    at?: string;
    /** Migrates only up to this migration, for a test of the next one (it brings the schema up to date itself). */
    migratedTo?: string;
  } = {},
): ProjectionHarness {
  let opened: Awaited<ReturnType<typeof openReadDatabase>> | undefined;
  const stored = eventsAt(at);
  let given: StoredEvent[] = [];
  const database = () => {
    if (!opened) throw new Error('projectionHarness: the database opens in beforeAll; use it inside a test');
    return opened.database;
  };
  const db = () => database().db;
  const everyProjection = [...upstream, projection];

  beforeAll(async () => {
    opened = await openReadDatabase(kind, migratedTo === undefined);
    if (migratedTo !== undefined) await migrateTo(opened.database.db, migratedTo);
  });
  afterAll(async () => opened?.drop());

  const apply = (target: Projection, events: StoredEvent[]) => {
    const handled = events.filter((e) => concerns(target, e));
    return handled.length === 0
      ? undefined
      : db()
          .transaction()
          .execute((trx) => target.apply(trx, handled));
  };
  const empty = (targets: Projection[]) =>
    db()
      .transaction()
      .execute(async (trx) => {
        for (const table of tablesOf(targets)) await trx.deleteFrom(table).execute();
      });
  const snapshot = async () => {
    const tables: Record<string, Row[]> = {};
    for (const table of tablesOf([projection]))
      tables[table] = sorted(await db().selectFrom(table).selectAll().execute());
    return tables;
  };

  return {
    get db() {
      return db();
    },
    get database() {
      return database();
    },
    event: (streamId, { type, data }) => stored(streamId, type, validateEventData(type, data)),
    async givenEvents(...events) {
      given = events;
      await empty(everyProjection);
      for (const event of events) for (const target of everyProjection) await apply(target, [event]);
    },
    async applyBatch(events, only = everyProjection) {
      given = [...given, ...events];
      for (const target of only) await apply(target, events);
    },
    async expectRows(table, expected) {
      const rows: Row[] = await db().selectFrom(table).selectAll().execute();
      const unmatched = [...rows];
      const missing = expected.filter((row) => {
        const found = unmatched.findIndex((candidate) => holds(candidate, row));
        if (found >= 0) unmatched.splice(found, 1);
        return found < 0;
      });
      // On a mismatch, show every row on the columns the expected rows name.
      const named = [...new Set(expected.flatMap((row) => Object.keys(row)))];
      if (missing.length > 0 || unmatched.length > 0) expect(rows.map((row) => pick(row, named))).toEqual(expected);
    },
    async expectRebuildKeepsRows() {
      const live = await snapshot();
      expect(Object.values(live).some((rows) => rows.length > 0)).toBe(true);
      await empty([projection]);
      await apply(projection, given);
      expect(await snapshot()).toEqual(live);
    },
  };
}

async function migrateTo(db: Kysely<ReadModel>, migration: string): Promise<void> {
  const provider = { getMigrations: async () => ({ ...ALL_MIGRATIONS }) };
  const { error } = await new Migrator({ db, provider }).migrateTo(migration);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** Rows in a stable order, whatever order the database returned them in. */
function sorted(rows: Row[]): Row[] {
  const key = (row: Row) =>
    JSON.stringify(row, (_, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value));
  return rows
    .map((row) => [key(row), row] as const)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, row]) => row);
}

/** The row has these values (jest equality, asymmetric matchers allowed) in the columns `expected` names. */
function holds(row: Row, expected: Row): boolean {
  try {
    expect(pick(row, Object.keys(expected))).toEqual(expected);
    return true;
  } catch {
    return false;
  }
}

const pick = (row: Row, columns: string[]): Row => Object.fromEntries(columns.map((c) => [c, row[c]]));
