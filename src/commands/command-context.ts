import type { Role } from '../contracts/members';

/** Who asked, and why: becomes every resulting event's metadata. */
export interface CommandContext {
  actorId: number | null;
  actorRole: Role | 'system' | null;
  correlationId: string;
  causationId: string | null;
  /** Set by jobs so that a retried run appends the same event ids (and so changes nothing). */
  idempotencyKey?: string;
}

export const systemContext = (correlationId: string, idempotencyKey?: string): CommandContext => ({
  actorId: null,
  actorRole: 'system',
  correlationId,
  causationId: null,
  ...(idempotencyKey ? { idempotencyKey } : {}),
});
