import type { Redis } from 'ioredis';
import type { RateLimitDecision, RateLimiter } from './rate-limiter.port';
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
    const redisKey = `${this.prefix}:rl:${key}`;
    try {
      const [[, count], [, ttl]] = (await this.redis.multi().incr(redisKey).pttl(redisKey).exec()) as [[null, number], [null, number]];
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
}
