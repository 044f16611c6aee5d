import pg from 'pg';
import { postgresTemplate, type Schema } from './migrated-templates';
import { adminQuery, databaseUrl } from './pg-admin';
import { uniqueName } from './test-run';

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A database of the test's own on the real PostgreSQL server, dropped by `drop()`: empty, or a copy
 * of the run's migrated template of `schema` (see migrated-templates.ts).
 */
export async function createTestDatabase({ schema }: { schema?: Schema } = {}): Promise<TestDatabase> {
  const name = uniqueName('t');
  const template = schema ? ` template ${pg.escapeIdentifier(postgresTemplate(schema))}` : '';
  await adminQuery(`create database ${pg.escapeIdentifier(name)}${template}`);
  return {
    name,
    url: databaseUrl(name),
    drop: () => adminQuery(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`).then(() => undefined),
  };
}

/** Drops every database a run created (the run's teardown, also after crashed tests). */
export async function dropRunDatabases(runId: string): Promise<number> {
  const rows = await adminQuery<{ datname: string }>(`select datname from pg_database where datname like $1`, [
    `t\\_${runId.toLowerCase()}\\_%`,
  ]);
  for (const row of rows) await adminQuery(`drop database if exists ${pg.escapeIdentifier(row.datname)} with (force)`);
  return rows.length;
}
