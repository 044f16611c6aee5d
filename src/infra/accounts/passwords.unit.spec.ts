import { createHmac } from 'node:crypto';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('correct horse', { passwordHash: hash, legacySalt: null })).toEqual({
      ok: true,
      needsUpgrade: false,
    });
    expect((await verifyPassword('wrong horse', { passwordHash: hash, legacySalt: null })).ok).toBe(false);
  });

  it('accepts a legacy keyed SHA-512 hash once and asks for an upgrade', async () => {
    const salt = '0123456789abcdef';
    const legacy = createHmac('sha512', salt).update('old password').digest('hex').toUpperCase();
    expect(await verifyPassword('old password', { passwordHash: legacy, legacySalt: salt })).toEqual({
      ok: true,
      needsUpgrade: true,
    });
    expect(await verifyPassword('other', { passwordHash: legacy, legacySalt: salt })).toEqual({
      ok: false,
      needsUpgrade: false,
    });
  });

  it('treats a malformed stored hash as a failed login, not a crash', async () => {
    expect(await verifyPassword('x', { passwordHash: 'garbage', legacySalt: null })).toEqual({
      ok: false,
      needsUpgrade: false,
    });
  });
});
