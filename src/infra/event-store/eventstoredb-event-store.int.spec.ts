import { eventStoreContract } from './event-store-contract.test-kit';
import { EventStoreDbEventStore } from './eventstoredb-event-store';
import { EVENT_VERSIONS } from '../../events/registry';

// Runs only when EVENTSTORE_URL points at a server (jest.config.js leaves this file out otherwise).
eventStoreContract('EventStoreDB adapter', async () => {
  const store = await EventStoreDbEventStore.connect(process.env.EVENTSTORE_URL!, EVENT_VERSIONS);
  return { store, erasesHistory: false, close: () => store.close() };
});
