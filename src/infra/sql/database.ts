import * as fs from 'node:fs';
import * as path from 'node:path';
import { type Extension, PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../../config/config';
import { applicationName } from '../process-instance';
import { competeForAdvisoryLock, type LockContender } from './advisory-lock';
import { lockDataFolder, unlockDataFolder } from './data-folder-lock';
import type { CoreTables } from './core-tables';
import { PGliteDialect } from './pglite-dialect';

// Required, not imported: the contrib entry points exist only in the package's export map, which
// this project's module resolution does not read for types.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: Extension };

const INT8_OID = 20;
const parseInt8 = (value: string) => BigInt(value);

export type SqlKind = 'postgres' | 'pglite';

/**
 * One SQL database for the read model, ids, sessions and (unless EventStoreDB) the events. `DB`
 * names the tables its holder reads: the infrastructure knows only its own, the composition root
 * opens it with every table of the read model.
 */
export interface SqlDatabase<DB = CoreTables> {
  readonly kind: SqlKind;
  readonly db: Kysely<DB>;
  /**
   * Calls `onNotify` with the payload of each NOTIFY on `channel`; resolves once listening. `onLost`
   * is told if the listening connection ends other than by the returned function (it then hears nothing).
   */
  listen(channel: string, onNotify: (payload: string) => void, onLost?: () => void): Promise<() => Promise<void>>;
  /**
   * Competes for the named session-level advisory lock, telling `contender` each time this process
   * gets it, waits for it or loses it; the returned function stops competing and lets it go.
   */
  holdAdvisoryLock(name: string, contender: LockContender): Promise<() => Promise<void>>;
  /**
   * Runs a hot statement as a named prepared statement on any pooled connection: parsed and planned
   * once per connection instead of on every call. PostgreSQL only, and outside transactions.
   */
  prepared?<Row>(name: string, text: string, values: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

/**
 * Makes this process the one owner of the embedded database (nothing to do with DATABASE_URL), or
 * throws DataFolderInUseError naming the process that is. An entry point calls it before anything
 * else, so that a second process stops at once; `openDatabase` holds the folder in any case.
 */
export function claimEmbeddedDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  roles: readonly string[] = [],
): void {
  if (!config.databaseUrl) lockDataFolder(config.dataDir, roles);
}

export async function openDatabase<DB = CoreTables>(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'roles'>,
): Promise<SqlDatabase<DB>> {
  // Operator commands run with no role.
  if (config.databaseUrl)
    return openPostgres<DB>(config.databaseUrl, { role: config.roles.length > 0 ? config.roles.join(',') : 'cli' });
  claimEmbeddedDatabase(config);
  try {
    const dir = path.join(config.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    const database = await openPGlite<DB>(dir);
    return {
      ...database,
      async close() {
        try {
          await database.close();
        } finally {
          unlockDataFolder(config.dataDir);
        }
      },
    };
  } catch (error) {
    unlockDataFolder(config.dataDir);
    throw error;
  }
}

/**
 * `role` names what the connections serve in pg_stat_activity (tests and benchmarks: `tool`);
 * `settings` are made each connection's own (`set_config`) as it opens, before anything runs on it.
 */
export function openPostgres<DB = CoreTables>(
  connectionString: string,
  {
    max = 24,
    role = 'tool',
    settings = {},
  }: { max?: number; role?: string; settings?: Readonly<Record<string, string>> } = {},
): SqlDatabase<DB> {
  // A connection string's own application_name, if it has one, wins over this.
  const connection = { connectionString, application_name: applicationName(role) };
  const pool = new pg.Pool({
    ...connection,
    max,
    connectionTimeoutMillis: 5_000,
    // A new connection costs a server process and several milliseconds: keep them between bursts.
    idleTimeoutMillis: 300_000,
    types: { getTypeParser: (oid, format) => (oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format)) },
  });
  // A client that loses its server (restart, failover) must not crash the process: idle ones
  // report on the pool, checked-out ones (in a transaction between queries) on themselves; the
  // query under way, or the next one, fails and says so.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
    // Queued ahead of whatever the pool hands the connection out for. Should it fail (the server
    // gone), the statements that follow fail as well, or run with the server's defaults.
    if (Object.keys(settings).length > 0) client.query(settingsSql(settings, 'session')).catch(() => {});
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    kind: 'postgres',
    db,
    async prepared<Row>(name: string, text: string, values: unknown[]) {
      return (await pool.query({ name, text, values })).rows as Row[];
    },
    async listen(channel, onNotify, onLost) {
      const client = new pg.Client(connection);
      let stopped = false;
      client.on('error', () => {});
      client.on('end', () => stopped || onLost?.());
      await client.connect();
      client.on('notification', (n) => n.channel === channel && onNotify(n.payload ?? ''));
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      return async () => {
        stopped = true;
        await client.end().catch(() => {});
      };
    },
    holdAdvisoryLock(name, contender) {
      return competeForAdvisoryLock(
        { connectionString, application_name: applicationName(`${name}-lock`) },
        name,
        contender,
      );
    },
    async close() {
      await db.destroy();
    },
  };
}

/** One statement making `settings` last for the `session` (a connection's, until it closes) or the `transaction`. */
export function settingsSql(settings: Readonly<Record<string, string>>, lasting: 'session' | 'transaction'): string {
  const calls = Object.entries(settings).map(
    ([name, value]) =>
      `set_config(${pg.escapeLiteral(name)}, ${pg.escapeLiteral(value)}, ${lasting === 'transaction'})`,
  );
  return `select ${calls.join(', ')}`;
}

/**
 * PGlite as this project runs it: `dataDir` undefined keeps the database in memory (tests);
 * `loadDataDir`, a dump of another data folder (`dumpDataDir`), starts it from that folder's data.
 */
export function createPGlite(dataDir?: string, loadDataDir?: Blob): Promise<PGlite> {
  // pg_trgm: search corrects misspelt words by trigram similarity (PostgreSQL ships it as contrib).
  return PGlite.create(dataDir, { parsers: { [INT8_OID]: parseInt8 }, extensions: { pg_trgm }, loadDataDir });
}

export async function openPGlite<DB = CoreTables>(
  dataDir?: string,
  { loadDataDir }: { loadDataDir?: Blob } = {},
): Promise<SqlDatabase<DB>> {
  const pglite = await createPGlite(dataDir, loadDataDir);
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  return {
    kind: 'pglite',
    db,
    // One process owns a PGlite database, so in-process wake-ups already reach every listener.
    async listen() {
      return async () => {};
    },
    async holdAdvisoryLock(_name, contender) {
      contender.acquired();
      return async () => {};
    },
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}
