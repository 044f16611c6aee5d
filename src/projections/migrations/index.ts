import type { Migration } from 'kysely';
import * as users from './20261122-1001-users';

export const projectionMigrations: Record<string, Migration> = {
  '20261122-1001-users': users,
};
