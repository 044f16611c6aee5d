import type { Config } from '../../config/config';
import type { SqlDatabase } from '../sql/database';
import type { EventStore } from './event-store.port';
import type { EventTables } from './event-tables';
import { EventStoreDbEventStore } from './eventstoredb-event-store';
import { PostgresEventStore } from './postgres-event-store';

export function openEventStore<DB extends EventTables>(
  config: Pick<Config, 'eventStoreUrl' | 'profile'>,
  database: SqlDatabase<DB>,
): Promise<EventStore> {
  if (config.eventStoreUrl) return EventStoreDbEventStore.connect(config.eventStoreUrl);
  return PostgresEventStore.open(database, { crossProcess: config.profile === 'services' });
}
