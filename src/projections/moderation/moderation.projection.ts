import { type Kysely, sql } from 'kysely';
import type { ConversationEvent } from '../../events/content/conversations.events';
import type { StoredEvent } from '../../infra/event-store/event-store.port';
import type { Projection } from '../projection';

type Reported = Extract<ConversationEvent, { type: 'ReplyReported' }>['data'];

const KIND = { comment: 'comments', answer: 'answers' } as const;

/**
 * Open violation reports. A repeated report by the same member lands in the same stream and so
 * keeps its first row. The text is copied from the replies table; when this projection runs ahead
 * of the conversations one (a rebuild), the conversations projection fills it in as the reply arrives.
 */
export const moderationProjection: Projection = {
  name: 'moderation',
  handles: new Set<ConversationEvent['type']>(['ReplyReported']),
  tables: ['violation_reports'],
  async apply(trx: Kysely<any>, events: StoredEvent[]) {
    for (const event of events) {
      const d = event.data as Reported;
      await sql`
        insert into violation_reports (id, target_kind, target_id, parent_kind, parent_id, text, reporter_id, reported_at)
        select ${event.streamId}, ${KIND[d.target]}, ${d.targetId}, r.parent_kind, r.parent_id, r.text, ${d.reporterId}, ${d.reportedAt}
        from (select 1) as one left join replies r on r.kind = ${d.target} and r.id = ${d.targetId}
        on conflict (id) do nothing`.execute(trx);
    }
  },
};
