import { Migrator, type Kysely, type Migration } from 'kysely';

/** Migrates `db` to the migration that sorts just before `name`: a site as it stood when `name` shipped. */
export async function migrateJustBefore<T>(db: Kysely<T>, migrations: Record<string, Migration>, name: string) {
  const before = Object.keys(migrations)
    .sort()
    .filter((other) => other < name)
    .pop();
  if (!before) throw new Error(`no migration sorts before ${name}`);
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo(before);
  if (error) throw error;
}
