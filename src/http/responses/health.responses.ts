import { z } from 'zod';

const check = z.object({ ok: z.boolean(), ms: z.number().optional().describe('How long the check took.'), error: z.string().optional() });

export const health = z.object({
  status: z.string().describe('`ok`, or `unavailable` (with 503) when something the site needs is down.'),
  database: check,
  redis: z.union([z.object({ ok: z.boolean(), detail: z.string() }), check]),
  eventStore: check.extend({
    head: z.string().describe('The position of the latest event, "commit/prepare".'),
    heldBack: z.number().int().nullable().describe('Committed events that readers do not see yet, behind an older open transaction.'),
  }),
  projections: z.array(z.object({ name: z.string(), position: z.string(), caughtUp: z.boolean(), lagSeconds: z.number() })),
  oldestOpenTransactionSeconds: z.number().nullable(),
});
