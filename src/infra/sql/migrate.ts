import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';

export type Migrations = Readonly<Record<string, Migration>>;

class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly migrations: Migrations) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return { ...this.migrations };
  }
}

/**
 * Brings the schema up to date with `migrations` (in the order of their names); throws with the
 * failing migration's name. The caller chooses the set: infra's own tables are `coreMigrations`,
 * the whole schema is collected above infra (src/projections/all-migrations.ts).
 */
export async function migrateToLatest<DB>(db: Kysely<DB>, migrations: Migrations): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider(migrations) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    // Without a failed migration, none could start (the database did not answer, or the migration lock).
    throw new Error(failed ? `Migration ${failed} failed: ${reason}` : `Migrating the schema failed: ${reason}`);
  }
  return (results ?? []).map((r) => r.migrationName);
}
