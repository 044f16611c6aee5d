import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url: the only way to reach a draft, held by the visitor's browser. */
export const newDraftKey = (): string => randomBytes(32).toString('base64url');

/** What the store knows a draft by: the key's SHA-256, so a leaked store reveals no key. */
export const draftIdOf = (key: string): string => createHash('sha256').update(key).digest('hex');
