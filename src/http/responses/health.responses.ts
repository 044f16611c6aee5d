import { z } from 'zod';

const passed = z.object({ ok: z.literal(true), ms: z.number().describe('How long the check took.') });
const failed = z.object({ ok: z.literal(false), error: z.string() });

/** A check's outcome, with what else it reports either way. */
const check = <S extends z.ZodRawShape>(extra: S) => z.union([passed.extend(extra), failed.extend(extra)]);

const identity = {
  roles: z.array(z.enum(['api', 'projector', 'worker'])).describe('What this process runs (PROCESS_ROLES).'),
  instance: z.string().describe('Which process answered: INSTANCE_ID, else host and pid.'),
  projectorLeader: z
    .boolean()
    .describe('Whether this process holds the projector lock and keeps the read models current.'),
};

export const liveness = z.object({ status: z.literal('ok'), ...identity });

export const readiness = z.object({
  status: z
    .enum(['ok', 'degraded', 'unavailable'])
    .describe(
      '`ok`; `unavailable` (503) when a dependency is down; `degraded` (503) when the projections lag past HEALTH_MAX_PROJECTION_LAG.',
    ),
  ...identity,
  database: check({}),
  redis: z.union([z.object({ ok: z.literal(true), detail: z.string() }), check({})]),
  eventStore: check({
    head: z.string().describe('The position of the latest event, "commit/prepare".'),
    heldBack: z
      .number()
      .int()
      .nullable()
      .describe('Committed events that readers do not see yet, behind an older open transaction.'),
  }),
  projectionLag: check({
    behindSeconds: z.number().nullable().describe('How long the oldest event not yet projected has waited.'),
    maxSeconds: z.number().describe('HEALTH_MAX_PROJECTION_LAG.'),
    rebuilding: z.array(z.string()).describe('Projections being rebuilt from the Admin Area, left out of the lag.'),
  }),
  projections: z.array(
    z.object({ name: z.string(), position: z.string(), caughtUp: z.boolean(), lagSeconds: z.number() }),
  ),
  oldestOpenTransactionSeconds: z.number().nullable(),
});
