/**
 * Migrated schemas that tests start from, made once per jest run by its global setup: a PostgreSQL
 * database to copy (`create database … template …`) and a PGlite data folder (and its tarball) for
 * each schema. Migrating an empty database took most of a test file's setup; copying one takes a
 * fraction of it. Tests of the migrations themselves still migrate from empty.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import type { CoreTables } from '../../src/infra/sql/core-tables';
import { createPGlite, openPGlite, openPostgres, type SqlDatabase } from '../../src/infra/sql/database';
import { type Migrations, migrateToLatest } from '../../src/infra/sql/migrate';
import { coreMigrations } from '../../src/infra/sql/migrations';
import { ALL_MIGRATIONS } from '../../src/projections/all-migrations';
import { adminQuery, databaseUrl } from './pg-admin';
import { RUN_ID } from './test-run';

/** Infra's own tables (the event store's contract), or the whole schema the application runs on. */
export type Schema = 'core' | 'all';
const MIGRATIONS: Record<Schema, Migrations> = { core: coreMigrations, all: ALL_MIGRATIONS };
const SCHEMAS = Object.keys(MIGRATIONS) as Schema[];

export interface MigratedTemplates {
  /** The template database of each schema. */
  postgres: Record<Schema, string>;
  /** The folder holding each schema's PGlite data folder (`<schema>/`) and its tarball (`<schema>.tar`). */
  pgliteDir: string;
}

// The global setup hands the templates to the test files (other processes) through the environment.
const VARIABLE = 'TEST_MIGRATED_TEMPLATES';

async function makePostgresTemplate(schema: Schema): Promise<string> {
  // Named as the run's databases are, so that the run's last clean-up drops it whatever happened.
  const name = `t_${RUN_ID}_template_${schema}_${randomBytes(3).toString('hex')}`.toLowerCase();
  await adminQuery(`create database ${pg.escapeIdentifier(name)}`);
  const database = openPostgres(databaseUrl(name), { max: 1 });
  try {
    await migrateToLatest(database.db, MIGRATIONS[schema]);
  } finally {
    // A template with a session open cannot be copied.
    await database.close();
  }
  return name;
}

async function makePGliteTemplate(dir: string, schema: Schema): Promise<void> {
  const folder = path.join(dir, schema);
  const database = await openPGlite(folder);
  try {
    await migrateToLatest(database.db, MIGRATIONS[schema]);
  } finally {
    await database.close();
  }
  const pglite = await createPGlite(folder);
  try {
    const dump = await pglite.dumpDataDir('none');
    fs.writeFileSync(path.join(dir, `${schema}.tar`), Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pglite.close();
  }
}

/** Makes every template (the global setup) and hands them to the run's test files. */
export async function makeMigratedTemplates(): Promise<MigratedTemplates> {
  const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dc-templates-'));
  const [core, all] = await Promise.all([
    makePostgresTemplate('core'),
    makePostgresTemplate('all'),
    ...SCHEMAS.map((schema) => makePGliteTemplate(pgliteDir, schema)),
  ]);
  const templates: MigratedTemplates = { postgres: { core: core!, all: all! }, pgliteDir };
  process.env[VARIABLE] = JSON.stringify(templates);
  return templates;
}

/** Removes the templates (the global teardown). */
export async function removeMigratedTemplates(): Promise<void> {
  const given = process.env[VARIABLE];
  if (!given) return;
  const templates = JSON.parse(given) as MigratedTemplates;
  for (const name of Object.values(templates.postgres))
    await adminQuery(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
  fs.rmSync(templates.pgliteDir, { recursive: true, force: true });
}

function migratedTemplates(): MigratedTemplates {
  const given = process.env[VARIABLE];
  if (!given)
    throw new Error(
      `No ${VARIABLE}: the migrated templates are made by jest's global setup (test/support/global-setup.ts)`,
    );
  return JSON.parse(given) as MigratedTemplates;
}

/** The template database a PostgreSQL test database of `schema` is copied from. */
export const postgresTemplate = (schema: Schema): string => migratedTemplates().postgres[schema];

/** Fills `folder` (absent or empty) with a migrated PGlite data folder of `schema`. */
export function copyPGliteTemplate(schema: Schema, folder: string): void {
  fs.cpSync(path.join(migratedTemplates().pgliteDir, schema), folder, { recursive: true });
}

/** A migrated PGlite data folder of `schema` as a tarball, for a database held in memory. */
export function pgliteTemplateTarball(schema: Schema): Blob {
  return new Blob([fs.readFileSync(path.join(migratedTemplates().pgliteDir, `${schema}.tar`))]);
}

/** A PGlite database in memory, migrated to `schema` (a copy of the run's template). */
export function openMigratedPGlite<DB = CoreTables>(schema: Schema): Promise<SqlDatabase<DB>> {
  return openPGlite<DB>(undefined, { loadDataDir: pgliteTemplateTarball(schema) });
}
