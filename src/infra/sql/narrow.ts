import type { Kysely, Transaction } from 'kysely';
import type { SqlDatabase } from './database';

/**
 * The same database, typed with only the tables `Subset` names: `narrowTo<EventTables>()(db)`.
 * Kysely's schema parameter is invariant, so a `Kysely<ReadModel>` does not pass where infra code
 * asks for its own tables; the view is sound because `Full` has every table of `Subset`.
 */
export function narrowTo<Subset>() {
  function narrow<Full extends Subset>(db: Transaction<Full>): Transaction<Subset>;
  function narrow<Full extends Subset>(db: Kysely<Full>): Kysely<Subset>;
  function narrow<Full extends Subset>(database: SqlDatabase<Full>): SqlDatabase<Subset>;
  function narrow(db: unknown): unknown {
    return db;
  }
  return narrow;
}
