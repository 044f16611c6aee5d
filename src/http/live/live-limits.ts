import type { LiveLimits } from '../../config/config';

/** Counts the open streams by address and by session; `take` refuses beyond the configured caps. */
export class LiveStreamCounts {
  private total = 0;
  private readonly byAddress = new Map<string, number>();
  private readonly bySession = new Map<string, number>();

  constructor(private readonly limits: LiveLimits) {}

  /** Null when a stream may open (it is then counted until `release`), else why not. */
  take(address: string, session: string | null): string | null {
    if (this.total >= this.limits.maxStreams) return 'Too many live update streams are open on this server.';
    if ((this.byAddress.get(address) ?? 0) >= this.limits.maxPerAddress)
      return 'Too many live update streams are open from your address.';
    if (session !== null && (this.bySession.get(session) ?? 0) >= this.limits.maxPerSession)
      return 'Too many live update streams are open for your session.';
    this.total++;
    bump(this.byAddress, address, 1);
    if (session !== null) bump(this.bySession, session, 1);
    return null;
  }

  release(address: string, session: string | null): void {
    this.total--;
    bump(this.byAddress, address, -1);
    if (session !== null) bump(this.bySession, session, -1);
  }
}

function bump(counts: Map<string, number>, key: string, by: number): void {
  const n = (counts.get(key) ?? 0) + by;
  if (n > 0) counts.set(key, n);
  else counts.delete(key);
}
