import { type RawBuilder, sql, type Transaction } from 'kysely';
import { isPostKind } from '../../contracts/moderation';
import type { ContentRemovedData } from '../../events/content/moderation.events';
import type { EventData } from '../../events/registry';
import { DELETED_MEMBER, DELETED_MEMBER_ROLE } from '../../events/users/account-erasure';
import { defineProjection } from '../projection';
import { publicByline } from '../pseudonyms/public-byline';
import type { ReadModel } from '../read-model';

/**
 * Comments and answers with their vote totals, each voter's own vote, and which answer is the
 * best. One the moderators removed leaves them (its author's history finds it in removed_replies).
 */
export const conversationsProjection = defineProjection({
  name: 'conversations',
  tables: ['replies', 'reply_votes', 'removed_replies'],
  on: {
    CommentAdded: (trx, d) =>
      addReply(trx, {
        kind: 'comment',
        id: d.id,
        parent_kind: d.parentKind,
        parent_id: d.parentId,
        ...byline(d),
      }),
    AnswerAdded: (trx, d) =>
      addReply(trx, { kind: 'answer', id: d.id, parent_kind: 'qnas', parent_id: d.questionId, ...byline(d) }),
    VoteCast: async (trx, d) => {
      await trx
        .updateTable('replies')
        .set({ vote: sql`vote + ${d.vote - d.previous}` })
        .where('kind', '=', d.target)
        .where('id', '=', d.targetId)
        .execute();
      await trx
        .insertInto('reply_votes')
        .values({ kind: d.target, id: d.targetId, voter_id: d.voterId, vote: d.vote })
        .onConflict((oc) => oc.columns(['kind', 'id', 'voter_id']).doUpdateSet({ vote: d.vote }))
        .execute();
    },
    ContentRemoved: (trx, d) => removeReply(trx, d),
    BestAnswerMarked: (trx, d) => setBestAnswer(trx, d.questionId, sql<boolean>`id = ${d.answerId}`),
    BestAnswerUnmarked: (trx, d) => setBestAnswer(trx, d.questionId, false),
    // A deleted account's comments and answers stay under "Deleted member" (its votes stay counted);
    // what the moderators removed was kept only for its author's history, and goes.
    AccountDeleted: async (trx, { uid }) => {
      await trx
        .updateTable('replies')
        .set({ author_name: DELETED_MEMBER, author_role: DELETED_MEMBER_ROLE })
        .where('author_id', '=', uid)
        .execute();
      await trx.deleteFrom('removed_replies').where('author_id', '=', uid).execute();
    },
  },
});

// Every answer of the question is set, not only the two that change: a replay sets the same.
async function setBestAnswer(
  trx: Transaction<ReadModel>,
  questionId: number,
  isBest: RawBuilder<boolean> | boolean,
): Promise<void> {
  await trx
    .updateTable('replies')
    .set({ is_best: isBest })
    .where('kind', '=', 'answer')
    .where('parent_kind', '=', 'qnas')
    .where('parent_id', '=', questionId)
    .execute();
}

const REPLY_KIND = { comments: 'comment', answers: 'answer' } as const;

async function removeReply(trx: Transaction<ReadModel>, { kind, id, removedAt }: ContentRemovedData): Promise<void> {
  if (isPostKind(kind)) return;
  const { rows } = await sql<{ parent_kind: string; parent_id: number }>`
    with gone as (delete from replies where kind = ${REPLY_KIND[kind]} and id = ${id} returning *),
    kept as (
      insert into removed_replies (kind, id, parent_kind, parent_id, author_id, text, added_at, removed_at)
      select kind, id, parent_kind, parent_id, author_id, text, added_at, ${removedAt} from gone
      on conflict (kind, id) do nothing
    )
    select parent_kind, parent_id from gone`.execute(trx);
  await trx.deleteFrom('reply_votes').where('kind', '=', REPLY_KIND[kind]).where('id', '=', id).execute();
  for (const parent of rows) await countReplies(trx, parent.parent_kind, parent.parent_id);
}

const byline = (d: EventData<'CommentAdded' | 'AnswerAdded'>) => ({
  ...publicByline(d),
  text: d.text,
  added_at: d.addedAt,
});

// Counted from this projection's own rows (not +1), so a replay or rebuild of it sets the same number.
async function countReplies(trx: Transaction<ReadModel>, parentKind: string, parentId: number): Promise<void> {
  await sql`
    update posts set reply_count = (select count(*) from replies where parent_kind = ${parentKind} and parent_id = ${parentId})
    where kind = ${parentKind} and id = ${parentId}`.execute(trx);
}

async function addReply(
  trx: Transaction<ReadModel>,
  row: { kind: string; id: number; parent_kind: string; parent_id: number } & ReturnType<typeof byline>,
) {
  await trx
    .insertInto('replies')
    .values({ ...row, vote: 0 })
    .onConflict((oc) => oc.columns(['kind', 'id']).doNothing())
    .execute();
  await countReplies(trx, row.parent_kind, row.parent_id);
  // A report the moderation projection took before this reply was here (a rebuild) gets its snapshot now.
  await sql`
    update violation_reports set parent_kind = ${row.parent_kind}, parent_id = ${row.parent_id}, text = ${row.text}
    where target_kind = ${`${row.kind}s`} and target_id = ${row.id} and text is null`.execute(trx);
}
