import pg from 'pg';
import { PG_ADMIN_URL, uniqueName } from './test-run';

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database on the real PostgreSQL server, dropped by `drop()`. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = uniqueName('t');
  await admin((c) => c.query(`create database ${pg.escapeIdentifier(name)}`));
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      admin((c) => c.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`)).then(() => undefined),
  };
}

/** Drops every database a run created (the run's teardown, also after crashed tests). */
export async function dropRunDatabases(runId: string): Promise<number> {
  return admin(async (c) => {
    const { rows } = await c.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [
      `t\\_${runId.toLowerCase()}\\_%`,
    ]);
    for (const row of rows) await c.query(`drop database if exists ${pg.escapeIdentifier(row.datname)} with (force)`);
    return rows.length;
  });
}
