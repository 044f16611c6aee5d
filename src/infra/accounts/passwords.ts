import { createHmac, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// OWASP's recommended argon2id cost: 19 MiB, 2 iterations, 1 lane.
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2ID);

export interface StoredCredential {
  passwordHash: string;
  legacySalt: string | null;
}

/**
 * Checks a password against an argon2id hash or, for accounts imported from the old site,
 * a keyed SHA-512 with a 16-hex salt. `needsUpgrade` says the legacy hash should be replaced.
 */
export async function verifyPassword(password: string, stored: StoredCredential): Promise<{ ok: boolean; needsUpgrade: boolean }> {
  if (stored.legacySalt !== null) {
    const candidate = createHmac('sha512', stored.legacySalt).update(password).digest('hex');
    const ok = candidate.length === stored.passwordHash.length && timingSafeEqual(Buffer.from(candidate), Buffer.from(stored.passwordHash.toLowerCase()));
    return { ok, needsUpgrade: ok };
  }
  try {
    return { ok: await verify(stored.passwordHash, password), needsUpgrade: false };
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
