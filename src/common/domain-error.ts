export type DomainErrorCode =
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  /** It was here, and its author deleted it: a page says so rather than "not found". */
  | 'gone'
  | 'payment_required'
  | 'conflict'
  | 'unprocessable'
  | 'rate_limited'
  | 'unavailable';

/** A refusal the user can act on; the exception filter maps its code to an HTTP status. */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly details?: { retryAfterSeconds?: number },
  ) {
    super(message);
  }
}
