/**
 * How a write answers when it is stored but not yet shown everywhere, and the header that makes a
 * repeated write harmless (the IETF draft's `Idempotency-Key`).
 */

/** Sent with every write: one value per submit, the same on each retry of that submit. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Set on an answer that repeats the first answer to the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** A key the server accepts: 1 to 255 visible ASCII characters (the client sends a UUID). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** A repeated key is answered for this long; after it the key counts as new. */
export const IDEMPOTENCY_KEY_HOURS = 24;

export const WRITE_MESSAGES = {
  accepted: 'Saved. It may take a moment to show.',
  keyReused: 'This Idempotency-Key was already used for a different request.',
  badKey: 'The Idempotency-Key header must be 1 to 255 visible characters.',
} as const;

/**
 * The 202 answer of a write that is stored although the server could not finish its answer (the
 * database went away after the write committed): the screen treats it as done and refreshes later.
 */
export interface WriteAccepted {
  statusCode: 202;
  accepted: true;
  message: string;
}

export function isWriteAccepted(body: unknown): body is WriteAccepted {
  return typeof body === 'object' && body !== null && (body as Partial<WriteAccepted>).accepted === true;
}

export const writeAccepted = (): WriteAccepted => ({
  statusCode: 202,
  accepted: true,
  message: WRITE_MESSAGES.accepted,
});
