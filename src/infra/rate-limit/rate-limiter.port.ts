export interface RateLimitDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Fixed-window counters: at most `limit` hits per key in each window. */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitDecision>;
}
