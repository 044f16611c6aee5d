import type { RateLimitCount, RateLimitDecision, RateLimiter } from './rate-limiter.port';

/**
 * One process holds all traffic in the embedded profile, so its memory is the whole truth. Each
 * method reads and changes the counters without awaiting in between, so none sees another half done.
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitDecision> {
    const [counted] = await this.claim([key], windowMs);
    return { allowed: counted!.count <= limit, retryAfterSeconds: counted!.retryAfterSeconds };
  }

  async claim(keys: readonly string[], windowMs: number): Promise<RateLimitCount[]> {
    const now = this.now();
    return keys.map((key) => {
      let window = this.windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        this.windows.set(key, window);
        if (this.windows.size > 100_000) this.sweep(now);
      }
      window.count++;
      return { count: window.count, retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000) };
    });
  }

  async release(keys: readonly string[]): Promise<void> {
    const now = this.now();
    for (const key of keys) {
      const window = this.windows.get(key);
      if (window && window.resetAt > now && window.count > 0) window.count--;
    }
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
