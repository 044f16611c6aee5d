import { sql } from 'kysely';
import { defineProjection, inRuns } from '../projection';

/** Every event it handles creates a topic, so a batch is one multi-row insert. */
export const topicsProjection = defineProjection({
  name: 'topics',
  tables: ['topics'],
  on: {
    TopicCreated: inRuns(async (trx, events) => {
      const rows = events.map(({ data: d }) => ({
        id: d.id,
        slug: d.slug,
        name: d.name,
        // Built from JSON on the server: both drivers pass a JSON string the same way, arrays not.
        keywords: sql<string[]>`array(select jsonb_array_elements_text(${JSON.stringify(d.keywords)}::jsonb))`,
      }));
      await trx
        .insertInto('topics')
        .values(rows)
        .onConflict((oc) => oc.doNothing())
        .execute();
    }),
  },
});
