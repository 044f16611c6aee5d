/** A copy of the seeded database for each shape of the load test, so that both start from the same data. */
import pg from 'pg';
import { type BenchDatabase, createDatabase, SERVER_URL, sleep } from './harness';

/**
 * A new bench database (dropped with the others if the run dies) holding a copy of `template`.
 * PostgreSQL copies a database only while nobody is connected to it: a pool that just closed may
 * take a moment to let go, so the copy is retried for a few seconds.
 */
export async function copyDatabase(template: BenchDatabase): Promise<BenchDatabase> {
  const copy = await createDatabase();
  const client = new pg.Client({ connectionString: `${SERVER_URL}/postgres`, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(`drop database ${pg.escapeIdentifier(copy.name)}`);
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(
          `create database ${pg.escapeIdentifier(copy.name)} template ${pg.escapeIdentifier(template.name)}`,
        );
        return copy;
      } catch (error) {
        if (attempt >= 20) throw error;
        await sleep(250);
      }
    }
  } finally {
    await client.end().catch(() => {});
  }
}
