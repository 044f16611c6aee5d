import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import { type EventStore, positionToString, START } from '../infra/event-store/event-store.port';
import { PostgresEventStore } from '../infra/event-store/postgres-event-store';
import { REDIS } from '../infra/infra.module';
import type { SqlDatabase } from '../infra/sql/database';
import { EVENT_STORE, SQL_DATABASE } from '../infra/tokens';
import { projectionLags } from '../projections/projection-status';
import { Input } from './input';

async function timed<T>(check: () => Promise<T>): Promise<{ ok: true; ms: number; value: T } | { ok: false; error: string }> {
  const started = performance.now();
  try {
    const value = await check();
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
  @Input({})
  async health(@Res({ passthrough: true }) reply: FastifyReply) {
    reply.header('cache-control', 'no-store');
    const [database, redis, head, oldestTransaction] = await Promise.all([
      timed(() => sql`select 1`.execute(this.database.db)),
      this.redis ? timed(() => this.redis!.ping()) : Promise.resolve(null),
      timed(() => this.store.headPosition()),
      this.database.kind === 'postgres' ? timed(() => this.oldestTransactionSeconds()) : Promise.resolve(null),
    ]);
    const heldBack = this.database.kind === 'postgres' && this.store instanceof PostgresEventStore ? await timed(() => this.heldBackEvents()) : null;
    const headPosition = head.ok ? head.value : START;
    const lags = await timed(() => projectionLags(this.database.db, headPosition));
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
