export interface RateLimitDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

export interface RateLimitCount {
  count: number;
  /** Until the window ends; 0 when no window is open. */
  retryAfterSeconds: number;
}

/** Fixed-window counters: at most `limit` hits per key in each window. */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitDecision>;
  /**
   * Adds one hit to each key and answers their counts with it, in one step: of callers that race,
   * each sees the hits of the others, so a count read here is never stale.
   */
  claim(keys: readonly string[], windowMs: number): Promise<RateLimitCount[]>;
  /** Takes back one hit from each key whose window is still open (a claim that turned out not to count). */
  release(keys: readonly string[]): Promise<void>;
}
