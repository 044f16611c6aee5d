import type { Config } from '../../config/config';
import type { SqlDatabase } from '../sql/database';
import type { EventStore } from './event-store.port';
import type { EventTables } from './event-tables';
import type { EventVersions } from './event-versions';
import { EventStoreDbEventStore } from './eventstoredb-event-store';
import type { InlineProjections } from './inline-projections.port';
import { PostgresEventStore } from './postgres-event-store';

export function openEventStore<DB extends EventTables>(
  config: Pick<Config, 'eventStoreUrl' | 'profile'>,
  database: SqlDatabase<DB>,
  versions: EventVersions,
  /** Applied in each append's transaction by the Postgres store; EventStoreDB leaves them to the projector. */
  inline?: InlineProjections,
): Promise<EventStore> {
  if (config.eventStoreUrl) return EventStoreDbEventStore.connect(config.eventStoreUrl, versions);
  return PostgresEventStore.open(database, { crossProcess: config.profile === 'services', versions, inline });
}
