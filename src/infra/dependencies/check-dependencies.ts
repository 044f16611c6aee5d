import { BACKWARDS, END, EventStoreDBClient } from '@eventstore/db-client';
import { Redis } from 'ioredis';
import pg from 'pg';
import { withDeadline } from '../../common/deadline';
import type { Config } from '../../config/config';
import { applicationName } from '../process-instance';
import { type Dependency, UnreachableDependenciesError, unreachableLine } from './unreachable-dependencies';

/** Long enough for a server under load to answer; short enough that an operator is not left waiting. */
export const DEPENDENCY_TIMEOUT_MS = 5_000;

function dependenciesOf(config: Pick<Config, 'databaseUrl' | 'redisUrl' | 'eventStoreUrl'>): Dependency[] {
  const dependencies: Dependency[] = [];
  if (config.databaseUrl) dependencies.push({ name: 'PostgreSQL', variable: 'DATABASE_URL', url: config.databaseUrl });
  if (config.redisUrl) dependencies.push({ name: 'Redis', variable: 'REDIS_URL', url: config.redisUrl });
  if (config.eventStoreUrl)
    dependencies.push({ name: 'EventStoreDB', variable: 'EVENTSTORE_URL', url: config.eventStoreUrl });
  return dependencies;
}

/**
 * Asks each configured dependency one question, all at once, each within `timeoutMs`: left to
 * themselves, the clients would retry without a word (Redis) or fail deep inside the start-up
 * (PostgreSQL). Throws one line per dependency that did not answer.
 */
export async function checkDependencies(
  config: Pick<Config, 'databaseUrl' | 'redisUrl' | 'eventStoreUrl'>,
  timeoutMs = DEPENDENCY_TIMEOUT_MS,
): Promise<void> {
  const failures = await Promise.all(
    dependenciesOf(config).map((dependency) =>
      withDeadline(ask(dependency, timeoutMs), timeoutMs, 'the server').then(
        () => null,
        (error: unknown) => unreachableLine(dependency, error),
      ),
    ),
  );
  const lines = failures.filter((line) => line !== null);
  if (lines.length > 0) throw new UnreachableDependenciesError(lines);
}

function ask(dependency: Dependency, timeoutMs: number): Promise<void> {
  switch (dependency.name) {
    case 'PostgreSQL':
      return askPostgres(dependency.url, timeoutMs);
    case 'Redis':
      return askRedis(dependency.url, timeoutMs);
    case 'EventStoreDB':
      return askEventStore(dependency.url);
  }
}

// The clients' own timeouts come after the check's, which says plainly that no answer came.
const clientTimeoutMs = (timeoutMs: number) => timeoutMs + 1_000;

async function askPostgres(url: string, timeoutMs: number): Promise<void> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: clientTimeoutMs(timeoutMs),
    application_name: applicationName('startup-check'),
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    void client.end().catch(() => {});
  }
}

async function askRedis(url: string, timeoutMs: number): Promise<void> {
  // One attempt, no queue: an unreachable server fails the connection instead of waiting for it.
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: clientTimeoutMs(timeoutMs),
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
  });
  // The connection's own error says why; the rejection that follows says only "Connection is closed.".
  let cause: Error | null = null;
  redis.on('error', (error: Error) => (cause ??= error));
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw cause ?? error;
  } finally {
    redis.disconnect();
  }
}

async function askEventStore(url: string): Promise<void> {
  const client = EventStoreDBClient.connectionString(url);
  try {
    for await (const _ of client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1 })) break;
  } catch (error) {
    // gRPC's message ends with an empty "Resolution note: " when name resolution had nothing to say.
    throw error instanceof Error ? new Error(error.message.replace(/\s*Resolution note:\s*$/, '')) : error;
  } finally {
    void client.dispose().catch(() => {});
  }
}
