import type { Redis } from 'ioredis';
import type { RateLimitCount, RateLimitDecision, RateLimiter } from './rate-limiter.port';
import { MemoryRateLimiter } from './memory-rate-limiter';

// A script runs whole before Redis serves anyone else: the counts it answers include every hit
// before it and none after, and a key never exists without its window's end.
const CLAIM = `
local counts = {}
for _, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  local ttl = redis.call('PTTL', key)
  if ttl < 0 then
    redis.call('PEXPIRE', key, ARGV[1])
    ttl = tonumber(ARGV[1])
  end
  table.insert(counts, count)
  table.insert(counts, ttl)
end
return counts`;

// Only a window still open: DECR on an ended one would start a count of -1 that never ends.
const RELEASE = `
for _, key in ipairs(KEYS) do
  if redis.call('PTTL', key) > 0 then redis.call('DECR', key) end
end
return 0`;

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
    const [counted] = await this.claim([key], windowMs);
    return { allowed: counted!.count <= limit, retryAfterSeconds: counted!.retryAfterSeconds };
  }

  async claim(keys: readonly string[], windowMs: number): Promise<RateLimitCount[]> {
    // Commands to a Redis that is away wait for it to return: the request must not.
    if (this.redis.status !== 'ready') return this.fallback.claim(keys, windowMs);
    try {
      const counts = (await this.redis.eval(
        CLAIM,
        keys.length,
        ...keys.map((k) => this.redisKey(k)),
        windowMs,
      )) as number[];
      return keys.map((_, i) => ({ count: counts[2 * i]!, retryAfterSeconds: Math.ceil(counts[2 * i + 1]! / 1000) }));
    } catch {
      return this.fallback.claim(keys, windowMs);
    }
  }

  async release(keys: readonly string[]): Promise<void> {
    if (this.redis.status !== 'ready') return this.fallback.release(keys);
    try {
      await this.redis.eval(RELEASE, keys.length, ...keys.map((k) => this.redisKey(k)));
    } catch {
      await this.fallback.release(keys);
    }
  }

  private redisKey(key: string): string {
    return `${this.prefix}:rl:${key}`;
  }
}
