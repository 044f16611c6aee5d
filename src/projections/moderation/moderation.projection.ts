import { sql, type Transaction } from 'kysely';
import { isPostKind, REPORT_TARGETS, REPLY_KIND } from '../../contracts/moderation';
import type { EventData } from '../../events/registry';
import { defineProjection } from '../projection';
import type { ReadModel } from '../read-model';

const REPORTED_KIND_OF = { comment: 'comments', answer: 'answers' } as const;

/**
 * Violation reports, one row per reporter and target (a repeated report lands in the same stream
 * and keeps the first row), open until dismissed or until their content is removed.
 * A reported comment's or answer's text and post are copied from the replies table (in a rebuild,
 * perhaps from the removed ones); when this projection runs ahead of the conversations one, the
 * conversations projection fills them in as the reply arrives. A reported post is read from the
 * posts table by the queue itself: posts are never edited, and an open report's post is there.
 */
export const moderationProjection = defineProjection({
  name: 'moderation',
  tables: ['violation_reports'],
  on: {
    ReplyReported: (trx, d, event) => fileReport(trx, event.streamId, d),
    ReportDismissed: async (trx, d, event) => {
      await sql`update violation_reports set status = 'dismissed', resolved_at = ${d.dismissedAt}
            where id = ${event.streamId} and status = 'open'`.execute(trx);
    },
    ContentRemoved: (trx, d) => resolveByRemoval(trx, d),
    // A moderator looked and kept it: its open reports are dismissed with it.
    HiddenContentRestored: async (trx, d) => {
      await sql`update violation_reports set status = 'dismissed', resolved_at = ${d.restoredAt}
            where status = 'open' and target_kind = ${d.kind} and target_id = ${d.id}`.execute(trx);
    },
    // What its author deleted needs no moderator: its open reports close as 'deleted', keeping no
    // copy of its words (a rebuild finds no reply to copy them from). A post kept as a placeholder
    // keeps its replies, and their reports stay open.
    PostDeletedByAuthor: (trx, d) => resolveByDeletion(trx, d.kind, d.id, d.deletedAt),
    ReplyDeletedByAuthor: (trx, d) => resolveByDeletion(trx, REPORTED_KIND_OF[d.target], d.id, d.deletedAt),
  },
});

async function fileReport(trx: Transaction<ReadModel>, reportId: string, d: EventData<'ReplyReported'>): Promise<void> {
  const kind = REPORT_TARGETS[d.target];
  const reply = isPostKind(kind) ? null : REPLY_KIND[kind];
  // A report that arrives after its content was removed (filed a moment before) is resolved with it.
  await sql`
    insert into violation_reports (id, target_kind, target_id, parent_kind, parent_id, text, reporter_id, reported_at, status, resolved_at, reason)
    select ${reportId}, ${kind}, ${d.targetId}, coalesce(r.parent_kind, rr.parent_kind), coalesce(r.parent_id, rr.parent_id), coalesce(r.text, rr.text),
      ${d.reporterId}, ${d.reportedAt}, coalesce(removed.status, 'open'), removed.resolved_at, ${d.reason ?? null}
    from (select 1) as one
    left join replies r on r.kind = ${reply} and r.id = ${d.targetId}
    left join removed_replies rr on rr.kind = ${reply} and rr.id = ${d.targetId}
    left join lateral (
      select status, resolved_at from violation_reports
      where target_kind = ${kind} and target_id = ${d.targetId} and status = 'removed' limit 1
    ) as removed on true
    on conflict (id) do nothing`.execute(trx);
}

/** Every open report of the content, and for a post those of its comments or answers, are resolved. */
async function resolveByRemoval(trx: Transaction<ReadModel>, d: EventData<'ContentRemoved'>): Promise<void> {
  const ofReplies = isPostKind(d.kind) ? sql`or (parent_kind = ${d.kind} and parent_id = ${d.id})` : sql``;
  await sql`
    update violation_reports set status = 'removed', resolved_at = ${d.removedAt}
    where status = 'open' and ((target_kind = ${d.kind} and target_id = ${d.id}) ${ofReplies})`.execute(trx);
}

async function resolveByDeletion(trx: Transaction<ReadModel>, kind: string, id: number, at: string): Promise<void> {
  await sql`
    update violation_reports set status = 'deleted', resolved_at = ${at}, text = null, parent_kind = null, parent_id = null
    where status = 'open' and target_kind = ${kind} and target_id = ${id}`.execute(trx);
}
