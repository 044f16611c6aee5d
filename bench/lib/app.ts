/**
 * The whole application (services profile) listening on a free port, on its own fresh database and
 * Redis key prefix, all removed again by `close()`.
 */
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config/config';
import { openPostgres } from '../../src/infra/sql/database';
import type { ReadModel } from '../../src/projections/read-model';
import { migrateToLatest } from '../../src/infra/sql/migrate';
import { ALL_MIGRATIONS } from '../../src/projections/all-migrations';
import { type BenchDatabase, createDatabase, dropDatabase, REDIS_URL } from './harness';

export interface BenchApp {
  app: NestFastifyApplication;
  /** `http://127.0.0.1:<port>` */
  base: string;
  database: BenchDatabase;
  close(): Promise<void>;
}

/** Rate limits multiplied out of the way: a load test is not an attack. */
const RATE_LIMIT_FACTOR = '100000';

export async function startBenchApp(log: (message: string) => void): Promise<BenchApp> {
  const database = await createDatabase();
  const prefix = `bench-${randomBytes(6).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-app-'));
  let app: NestFastifyApplication | null = null;
  const close = async () => {
    if (app)
      await withTimeout(app.close(), 15_000, 'app.close()').catch((error: unknown) => log(`warning: ${String(error)}`));
    await deleteRedisKeys(prefix).catch((error: unknown) =>
      log(`warning: Redis keys ${prefix}:* not deleted: ${String(error)}`),
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase(database.name);
  };
  try {
    const sql = openPostgres<ReadModel>(database.url, { max: 2 });
    await migrateToLatest(sql.db, ALL_MIGRATIONS).finally(() => sql.close());
    const config = loadConfig({
      DATABASE_URL: database.url,
      REDIS_URL,
      REDIS_PREFIX: prefix,
      // BENCH_LOG_LEVEL=error shows what went wrong behind a 500.
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
      DATA_DIR: dataDir,
      RATE_LIMIT_FACTOR,
    });
    app = await createApp(config);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.getHttpServer().address() as AddressInfo;
    return { app, base: `http://127.0.0.1:${port}`, database, close };
  } catch (error) {
    await close();
    throw error;
  }
}

export async function deleteRedisKeys(prefix: string): Promise<number> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    let deleted = 0;
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) deleted += await redis.del(...keys);
    } while (cursor !== '0');
    return deleted;
  } finally {
    redis.disconnect();
  }
}

const withTimeout = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms).unref()),
  ]);
