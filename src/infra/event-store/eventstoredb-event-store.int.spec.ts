import { eventStoreContract } from './event-store-contract.test-kit';
import { EventStoreDbEventStore } from './eventstoredb-event-store';
import { EVENT_VERSIONS } from '../../events/registry';
import { openEventStore } from './open-event-store';
import type { SqlDatabase } from '../sql/database';

/** EventStoreDB needs no SQL database: openEventStore never touches it then. */
const NO_SQL = null as unknown as SqlDatabase;

// Runs only when EVENTSTORE_URL points at a server (jest.config.js leaves this file out otherwise).
eventStoreContract('EventStoreDB adapter', async () => {
  const store = await EventStoreDbEventStore.connect(process.env.EVENTSTORE_URL!, EVENT_VERSIONS);
  return {
    store,
    erasesHistory: false,
    // As the application opens it (openEventStore): the declared inline projections reach no EventStoreDB adapter.
    withInline: (inline) =>
      openEventStore(
        { eventStoreUrl: process.env.EVENTSTORE_URL!, profile: 'services' },
        NO_SQL,
        EVENT_VERSIONS,
        inline,
      ),
    close: () => store.close(),
  };
});
