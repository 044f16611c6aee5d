import { randomBytes } from 'node:crypto';

/** One id per test run (set by scripts/run-tests.mjs), plus one per file, so runs never share data. */
export const RUN_ID = process.env.TEST_RUN_ID ?? `local${randomBytes(3).toString('hex')}`;
export const uniqueName = (kind: string) => `${kind}_${RUN_ID}_${randomBytes(4).toString('hex')}`.toLowerCase();

export const PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
