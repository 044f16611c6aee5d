import type { Redis } from 'ioredis';
import type { RateLimitCount, RateLimitDecision, RateLimiter } from './rate-limiter.port';
import { MemoryRateLimiter } from './memory-rate-limiter';

/**
 * Shared counters for every API replica. If Redis is unreachable the limits fall back to this
 * process's memory rather than failing the login or signup.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly fallback = new MemoryRateLimiter();

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitDecision> {
    // Commands to a Redis that is away wait for it to return: the request must not.
    if (this.redis.status !== 'ready') return this.fallback.hit(key, limit, windowMs);
    const redisKey = this.redisKey(key);
    try {
      const [[, count], [, ttl]] = (await this.redis.multi().incr(redisKey).pttl(redisKey).exec()) as [
        [null, number],
        [null, number],
      ];
      let remaining = ttl;
      if (ttl < 0) {
        await this.redis.pexpire(redisKey, windowMs);
        remaining = windowMs;
      }
      return { allowed: count <= limit, retryAfterSeconds: Math.ceil(remaining / 1000) };
    } catch {
      return this.fallback.hit(key, limit, windowMs);
    }
  }

  async peek(key: string): Promise<RateLimitCount> {
    if (this.redis.status !== 'ready') return this.fallback.peek(key);
    const redisKey = this.redisKey(key);
    try {
      const [[, count], [, ttl]] = (await this.redis.multi().get(redisKey).pttl(redisKey).exec()) as [
        [null, string | null],
        [null, number],
      ];
      return { count: Number(count ?? 0), retryAfterSeconds: Math.max(0, Math.ceil(ttl / 1000)) };
    } catch {
      return this.fallback.peek(key);
    }
  }

  private redisKey(key: string): string {
    return `${this.prefix}:rl:${key}`;
  }
}
