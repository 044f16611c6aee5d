import type { Migration } from 'kysely';
import * as eventStore from './migrations/20261122-0001-event-store';
import * as accounts from './migrations/20261122-0002-accounts';

export const coreMigrations: Record<string, Migration> = {
  '20261122-0001-event-store': eventStore,
  '20261122-0002-accounts': accounts,
};
