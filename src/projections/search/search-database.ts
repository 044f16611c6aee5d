import { type Kysely, type RawBuilder, sql } from 'kysely';
import { openPostgres, settingsSql, type SqlDatabase } from '../../infra/sql/database';
import type { ReadModel } from '../read-model';
import { RESULTS_PLAN_SETTINGS } from './search.sql';

export const SEARCH_DATABASE = Symbol('SearchDatabase');

/** Searches side by side; more wait their turn here rather than crowd the cores. */
const SEARCH_CONNECTIONS = 6;

/** Where searches run: the words and topics they look up, and their results as planned for them. */
export interface SearchDatabase {
  readonly db: Kysely<ReadModel>;
  /** Runs a results statement under RESULTS_PLAN_SETTINGS. */
  results<Row>(statement: RawBuilder<Row>): Promise<Row[]>;
  close(): Promise<void>;
}

/**
 * Connections of their own for searches, each opened with RESULTS_PLAN_SETTINGS as its own: a
 * search's results are then one statement, where on shared connections they are a transaction of
 * four round trips (begin, the settings, the results, commit). The embedded database has one
 * connection and no round trips to save: searches share it, in transactions.
 */
export function openSearchDatabase(shared: SqlDatabase<ReadModel>, databaseUrl: string | null): SearchDatabase {
  if (shared.kind !== 'postgres' || !databaseUrl) return searchesInTransactions(shared);
  const own = openPostgres<ReadModel>(databaseUrl, {
    max: SEARCH_CONNECTIONS,
    role: 'search',
    settings: RESULTS_PLAN_SETTINGS,
  });
  return {
    db: own.db,
    async results(statement) {
      return (await statement.execute(own.db)).rows;
    },
    close: () => own.close(),
  };
}

/** Searches on `database`'s own connections: the settings last for each results' transaction only. */
export function searchesInTransactions(database: SqlDatabase<ReadModel>): SearchDatabase {
  return {
    db: database.db,
    async results(statement) {
      const { rows } = await database.db.transaction().execute(async (trx) => {
        await sql.raw(settingsSql(RESULTS_PLAN_SETTINGS, 'transaction')).execute(trx);
        return statement.execute(trx);
      });
      return rows;
    },
    close: async () => {},
  };
}
