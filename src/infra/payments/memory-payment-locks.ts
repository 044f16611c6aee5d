import type { PaymentLocks } from './payment-gateway.port';

/** The embedded profile runs one process: its memory is the only place a payment can be in flight. */
export class MemoryPaymentLocks implements PaymentLocks {
  private readonly held = new Map<string, number>();

  async acquire(key: string, ttlMs: number): Promise<boolean> {
    const now = Date.now();
    const until = this.held.get(key);
    if (until !== undefined && until > now) return false;
    this.held.set(key, now + ttlMs);
    return true;
  }

  async release(key: string): Promise<void> {
    this.held.delete(key);
  }
}
