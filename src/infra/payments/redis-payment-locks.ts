import type { Redis } from 'ioredis';
import { DomainError } from '../../common/domain-error';
import type { PaymentLocks } from './payment-gateway.port';

/** Shared by every API replica: a double-submitted payment may reach two of them at once. */
export class RedisPaymentLocks implements PaymentLocks {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async acquire(key: string, ttlMs: number): Promise<boolean> {
    // Without the shared lock a double-submitted payment could be charged twice: better refuse for a moment.
    if (this.redis.status !== 'ready')
      throw new DomainError('unavailable', 'Payments are paused for a moment. Please try again shortly.');
    return (await this.redis.set(`${this.prefix}:payment-lock:${key}`, '1', 'PX', ttlMs, 'NX')) === 'OK';
  }

  async release(key: string): Promise<void> {
    await this.redis.del(`${this.prefix}:payment-lock:${key}`);
  }
}
