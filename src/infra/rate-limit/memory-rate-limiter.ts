import type { RateLimitCount, RateLimitDecision, RateLimiter } from './rate-limiter.port';

/** One process holds all traffic in the embedded profile, so its memory is the whole truth. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitDecision> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
      if (this.windows.size > 100_000) this.sweep(now);
    }
    window.count++;
    return { allowed: window.count <= limit, retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000) };
  }

  async peek(key: string): Promise<RateLimitCount> {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) return { count: 0, retryAfterSeconds: 0 };
    return { count: window.count, retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000) };
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
