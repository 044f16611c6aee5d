import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import { withDeadline } from '../common/deadline';
import { type EventStore, positionToString, START } from '../infra/event-store/event-store.port';
import { PostgresEventStore } from '../infra/event-store/postgres-event-store';
import { REDIS } from '../infra/infra.module';
import type { SqlDatabase } from '../infra/sql/database';
import { EVENT_STORE, SQL_DATABASE } from '../infra/tokens';
import { projectionLags } from '../projections/projection-status';
import { Input } from './input';
import { Output } from './output';
import { health } from './responses/health.responses';

// A load balancer reads /health with a short timeout of its own: a dependency that does not
// answer is reported down within these bounds rather than holding the answer back.
const REDIS_TIMEOUT_MS = 1_000;
const SQL_TIMEOUT_MS = 2_000;

type Check<T> = { ok: true; ms: number; value: T } | { ok: false; error: string };

async function timed<T>(what: string, timeoutMs: number, check: () => Promise<T>): Promise<Check<T>> {
  const started = performance.now();
  try {
    const value = await withDeadline(check(), timeoutMs, what);
    return { ok: true, ms: Math.round((performance.now() - started) * 10) / 10, value };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

@ApiTags('operations')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(SQL_DATABASE) private readonly database: SqlDatabase,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(REDIS) private readonly redis: Redis | null,
  ) {}

  /** Database, Redis, event store and projection lag; 503 when something the site needs is down. */
  @Get()
  @Output('The database, Redis, the event store and the projections (503 with the same answer when something is down)', health, { sameBodyOn: [503] })
  @Input({})
  async health(@Res({ passthrough: true }) reply: FastifyReply) {
    reply.header('cache-control', 'no-store');
    const postgres = this.database.kind === 'postgres';
    const [database, redis, head, oldestTransaction, heldBack] = await Promise.all([
      timed('The database', SQL_TIMEOUT_MS, () => sql`select 1`.execute(this.database.db)),
      this.redis ? this.redisCheck(this.redis) : Promise.resolve(null),
      timed('The event store', SQL_TIMEOUT_MS, () => this.store.headPosition()),
      postgres ? timed('The database', SQL_TIMEOUT_MS, () => this.oldestTransactionSeconds()) : Promise.resolve(null),
      postgres && this.store instanceof PostgresEventStore ? timed('The event store', SQL_TIMEOUT_MS, () => this.heldBackEvents()) : Promise.resolve(null),
    ]);
    const headPosition = head.ok ? head.value : START;
    const lags = await timed('The database', SQL_TIMEOUT_MS, () => projectionLags(this.database.db, headPosition));
    const projections = lags.ok ? lags.value : [];
    const ok = database.ok && head.ok && (redis === null || redis.ok);
    reply.status(ok ? 200 : 503);
    return {
      status: ok ? 'ok' : 'unavailable',
      database: strip(database),
      redis: redis === null ? { ok: true, detail: 'not used (embedded profile)' } : strip(redis),
      eventStore: { ...strip(head), head: positionToString(headPosition), heldBack: heldBack?.ok ? heldBack.value : null },
      projections,
      oldestOpenTransactionSeconds: oldestTransaction?.ok ? oldestTransaction.value : null,
    };
  }

  /**
   * Commands to a Redis that is away wait in ioredis's queue until it returns: one that is not
   * connected is reported at once, and one that is connected but silent within the timeout.
   */
  private redisCheck(redis: Redis): Promise<Check<string>> {
    if (redis.status !== 'ready') return Promise.resolve({ ok: false, error: `Redis is not connected (${redis.status}).` });
    return timed('Redis', REDIS_TIMEOUT_MS, () => redis.ping());
  }

  /** Committed events that $all readers do not see yet: an older transaction is still open. */
  private async heldBackEvents(): Promise<number> {
    const { rows } = await sql<{ count: string }>`
      select count(*) as count from es_events where tx_id >= pg_snapshot_xmin(pg_current_snapshot())`.execute(this.database.db);
    return Number(rows[0]?.count ?? 0);
  }

  // One long-open transaction pauses every $all reader: operators need to see its age.
  private async oldestTransactionSeconds(): Promise<number> {
    const { rows } = await sql<{ age: number | null }>`
      select extract(epoch from now() - min(xact_start))::float8 as age from pg_stat_activity
      where backend_xid is not null and pid <> pg_backend_pid()`.execute(this.database.db);
    return Math.round(rows[0]?.age ?? 0);
  }
}

function strip<T extends { ok: boolean }>(result: T): { ok: boolean; ms?: number; error?: string } {
  const { ok } = result;
  return 'ms' in result ? { ok, ms: result.ms as number } : { ok, error: (result as unknown as { error: string }).error };
}
