import { coreMigrations } from '../infra/sql/migrations';
import type { Migrations } from '../infra/sql/migrate';
import { projectionMigrations } from './migrations';

/** The whole schema: infra's own tables (events, accounts, id sequences, job outbox) and every read table. */
export const ALL_MIGRATIONS: Migrations = { ...coreMigrations, ...projectionMigrations };
