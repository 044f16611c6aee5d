import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import { type Clock, CLOCK } from '../common/clock';
import { withDeadline } from '../common/deadline';
import type { Config, ProcessRole } from '../config/config';
import { type EventStore, positionToString, START } from '../infra/event-store/event-store.port';
import { PostgresEventStore, readableBelow } from '../infra/event-store/postgres-event-store';
import { REDIS } from '../infra/infra.module';
import type { SqlDatabase } from '../infra/sql/database';
import type { ReadModel } from '../projections/read-model';
import { CONFIG, EVENT_STORE, SQL_DATABASE } from '../infra/tokens';
import { type ProjectionLag, projectionBacklog } from '../projections/projection-status';
import { ProjectorService } from '../projections/projector.service';

// A load balancer or `docker` reads health with a short timeout of its own: a dependency that does
// not answer is reported down within these bounds rather than holding the answer back. The checks
// run side by side, so an answer takes at most the longest bound.
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

type CheckResult = { ok: true; ms: number } | { ok: false; error: string };
const strip = <T>(check: Check<T>): CheckResult =>
  check.ok ? { ok: true, ms: check.ms } : { ok: false, error: check.error };

/** Which process answers: several run the same image behind one name. */
export interface ProcessIdentity {
  roles: ProcessRole[];
  instance: string;
  /** Holds the projector lock and runs the projections (false for a standby, or without the projector role). */
  projectorLeader: boolean;
}

/**
 * `ok`: ready. `unavailable`: a dependency is down or does not answer. `degraded`: everything answers
 * but the projections lag past HEALTH_MAX_PROJECTION_LAG, so writes are not yet visible to reads.
 */
export type ReadinessStatus = 'ok' | 'degraded' | 'unavailable';

export interface Readiness extends ProcessIdentity {
  status: ReadinessStatus;
  database: CheckResult;
  redis: CheckResult | { ok: true; detail: string };
  eventStore: CheckResult & { head: string; heldBack: number | null };
  projectionLag: CheckResult & { behindSeconds: number | null; maxSeconds: number; rebuilding: string[] };
  projections: ProjectionLag[];
  oldestOpenTransactionSeconds: number | null;
}

function readinessStatus(dependenciesUp: boolean, behindSeconds: number, maxSeconds: number): ReadinessStatus {
  if (!dependenciesUp) return 'unavailable';
  return behindSeconds > maxSeconds ? 'degraded' : 'ok';
}

/** 200 when ready, 503 when degraded or unavailable: what a load balancer acts on. */
export const readinessHttpStatus = (readiness: Pick<Readiness, 'status'>): number =>
  readiness.status === 'ok' ? 200 : 503;

/** Liveness and readiness, for the site's /health routes and for HEALTH_PORT. */
@Injectable()
export class HealthChecks {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SQL_DATABASE) private readonly database: SqlDatabase<ReadModel>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(REDIS) private readonly redis: Redis | null,
    private readonly projector: ProjectorService,
  ) {}

  identity(): ProcessIdentity {
    return { roles: this.config.roles, instance: this.config.instanceId, projectorLeader: this.projector.isLeader() };
  }

  /** The process runs and answers; no dependency is asked (a restart would not bring one back). */
  live(): ProcessIdentity & { status: 'ok' } {
    return { status: 'ok', ...this.identity() };
  }

  /** Database, Redis, event store, and how far behind the projections are. */
  async ready(): Promise<Readiness> {
    const postgres = this.database.kind === 'postgres';
    const head = this.store.headPosition();
    const [database, redis, eventStore, backlog, oldestTransaction, heldBack] = await Promise.all([
      timed('The database', SQL_TIMEOUT_MS, () => sql`select 1`.execute(this.database.db)),
      this.redis ? this.redisCheck(this.redis) : Promise.resolve(null),
      timed('The event store', SQL_TIMEOUT_MS, () => head),
      timed('The projections', SQL_TIMEOUT_MS, async () =>
        projectionBacklog(this.database.db, this.store, await head, this.clock.now()),
      ),
      postgres ? timed('The database', SQL_TIMEOUT_MS, () => this.oldestTransactionSeconds()) : Promise.resolve(null),
      postgres && this.store instanceof PostgresEventStore
        ? timed('The event store', SQL_TIMEOUT_MS, () => this.heldBackEvents())
        : Promise.resolve(null),
    ]);
    const dependenciesUp = database.ok && eventStore.ok && backlog.ok && (redis === null || redis.ok);
    const maxSeconds = this.config.maxProjectionLagSeconds;
    return {
      status: readinessStatus(dependenciesUp, backlog.ok ? backlog.value.behindSeconds : 0, maxSeconds),
      ...this.identity(),
      database: strip(database),
      redis: redis === null ? { ok: true, detail: 'not used (embedded profile)' } : strip(redis),
      eventStore: {
        ...strip(eventStore),
        head: positionToString(eventStore.ok ? eventStore.value : START),
        heldBack: heldBack?.ok ? heldBack.value : null,
      },
      projectionLag: {
        ...strip(backlog),
        behindSeconds: backlog.ok ? backlog.value.behindSeconds : null,
        maxSeconds,
        rebuilding: backlog.ok ? backlog.value.rebuilding : [],
      },
      projections: backlog.ok ? backlog.value.projections : [],
      oldestOpenTransactionSeconds: oldestTransaction?.ok ? oldestTransaction.value : null,
    };
  }

  /**
   * Commands to a Redis that is away wait in ioredis's queue until it returns: one that is not
   * connected is reported at once, and one that is connected but silent within the timeout.
   */
  private redisCheck(redis: Redis): Promise<Check<string>> {
    if (redis.status !== 'ready')
      return Promise.resolve({ ok: false, error: `Redis is not connected (${redis.status}).` });
    return timed('Redis', REDIS_TIMEOUT_MS, () => redis.ping());
  }

  /** Committed events that $all readers do not see yet: an older transaction is still open. */
  private async heldBackEvents(): Promise<number> {
    const { rows } = await sql<{ count: string }>`
      select count(*) as count from es_events where tx_id >= ${readableBelow}`.execute(this.database.db);
    return Number(rows[0]?.count ?? 0);
  }

  // One long-open transaction pauses every $all reader: operators need to see its age.
  private async oldestTransactionSeconds(): Promise<number> {
    const { rows } = await sql<{ age: number | null }>`
      select extract(epoch from now() - min(xact_start))::float8 as age from pg_stat_activity
      where backend_xid is not null and pid <> pg_backend_pid() and datname = current_database()`.execute(
      this.database.db,
    );
    return Math.round(rows[0]?.age ?? 0);
  }
}
