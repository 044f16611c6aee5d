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
  /** The hits in the key's open window, without adding one. */
  peek(key: string): Promise<RateLimitCount>;
}
