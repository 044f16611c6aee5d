import { type Kysely, sql } from 'kysely';
import type { TopicEvent } from '../../events/topics/topics.events';
import type { StoredEvent } from '../../infra/event-store/event-store.port';
import type { Projection } from '../projection';

type Created = Extract<TopicEvent, { type: 'TopicCreated' }>['data'];

/** Every event it handles creates a topic, so a batch is one multi-row insert. */
export const topicsProjection: Projection = {
  name: 'topics',
  handles: new Set<TopicEvent['type']>(['TopicCreated']),
  tables: ['topics'],
  async apply(trx: Kysely<any>, events: StoredEvent[]) {
    const rows = events.map((event) => {
      const d = event.data as Created;
      // Built from JSON on the server: both drivers pass a JSON string the same way, arrays not.
      return {
        id: d.id,
        slug: d.slug,
        name: d.name,
        keywords: sql`array(select jsonb_array_elements_text(${JSON.stringify(d.keywords)}::jsonb))`,
      };
    });
    await trx
      .insertInto('topics')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
  },
};
