import type { Kysely } from 'kysely';
import type { TopicSuggestionEvent } from '../../events/topics/topic-suggestions.events';
import type { StoredEvent } from '../../infra/event-store/event-store.port';
import type { Projection } from '../projection';

type Data<T extends TopicSuggestionEvent['type']> = Extract<TopicSuggestionEvent, { type: T }>['data'];

/** The administrators' table of suggested categories; handled ones stay, marked approved or denied. */
export const topicSuggestionsProjection: Projection = {
  name: 'topic-suggestions',
  handles: new Set<TopicSuggestionEvent['type']>([
    'TopicSuggested',
    'TopicSuggestionApproved',
    'TopicSuggestionDenied',
  ]),
  tables: ['topic_suggestions'],
  async apply(trx: Kysely<any>, events: StoredEvent[]) {
    for (const event of events) await applyOne(trx, event);
  },
};

async function applyOne(trx: Kysely<any>, event: StoredEvent): Promise<void> {
  switch (event.type as TopicSuggestionEvent['type']) {
    case 'TopicSuggested': {
      const d = event.data as Data<'TopicSuggested'>;
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
      return;
    }
    case 'TopicSuggestionApproved': {
      const d = event.data as Data<'TopicSuggestionApproved'>;
      await trx
        .updateTable('topic_suggestions')
        .set({ status: 'approved', handled_at: d.approvedAt })
        .where('id', '=', d.id)
        .execute();
      return;
    }
    case 'TopicSuggestionDenied': {
      const d = event.data as Data<'TopicSuggestionDenied'>;
      await trx
        .updateTable('topic_suggestions')
        .set({ status: 'denied', handled_at: d.deniedAt })
        .where('id', '=', d.id)
        .execute();
      return;
    }
  }
}
