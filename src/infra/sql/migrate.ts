import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import { coreMigrations } from './migrations';
import { projectionMigrations } from '../../projections/migrations';

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return { ...coreMigrations, ...projectionMigrations };
  }
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    // Without a failed migration, none could start (the database did not answer, or the migration lock).
    throw new Error(failed ? `Migration ${failed} failed: ${reason}` : `Migrating the schema failed: ${reason}`);
  }
  return (results ?? []).map((r) => r.migrationName);
}
