import { defineProjection } from '../projection';

/** The administrators' table of suggested categories; handled ones stay, marked approved or denied. */
export const topicSuggestionsProjection = defineProjection({
  name: 'topic-suggestions',
  tables: ['topic_suggestions'],
  on: {
    TopicSuggested: async (trx, d) => {
      await trx
        .insertInto('topic_suggestions')
        .values({
          id: d.id,
          topic: d.topic,
          suggested_by: d.suggestedBy,
          suggested_at: d.suggestedAt,
          item_kind: d.itemKind,
          item_id: d.itemId,
          path: d.path,
          status: 'open',
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },
    TopicSuggestionApproved: async (trx, d) => {
      await trx
        .updateTable('topic_suggestions')
        .set({ status: 'approved', handled_at: d.approvedAt })
        .where('id', '=', d.id)
        .execute();
    },
    TopicSuggestionDenied: async (trx, d) => {
      await trx
        .updateTable('topic_suggestions')
        .set({ status: 'denied', handled_at: d.deniedAt })
        .where('id', '=', d.id)
        .execute();
    },
  },
});
