import { type Kysely, sql } from 'kysely';
import { isPostKind } from '../../contracts/moderation';
import type { BestAnswerEvent } from '../../events/content/best-answers.events';
import type { ConversationEvent } from '../../events/content/conversations.events';
import type { ContentRemovedData, ModerationEvent } from '../../events/content/moderation.events';
import type { AccountDeletedData, AccountDeletionEvent } from '../../events/users/account-deletion.events';
import { DELETED_MEMBER, DELETED_MEMBER_ROLE } from '../../events/users/account-erasure';
import type { StoredEvent } from '../../infra/event-store/event-store.port';
import type { Projection } from '../projection';
import { publicByline } from '../pseudonyms/public-byline';

type Data<T extends ConversationEvent['type']> = Extract<ConversationEvent, { type: T }>['data'];

/**
 * Comments and answers with their vote totals, each voter's own vote, and which answer is the
 * best. One the moderators removed leaves them (its author's history finds it in removed_replies).
 */
export const conversationsProjection: Projection = {
  name: 'conversations',
  handles: new Set<string>([
    'CommentAdded',
    'AnswerAdded',
    'VoteCast',
    'ContentRemoved',
    'BestAnswerMarked',
    'BestAnswerUnmarked',
    'AccountDeleted',
  ] satisfies (ConversationEvent | ModerationEvent | BestAnswerEvent | AccountDeletionEvent)['type'][]),
  tables: ['replies', 'reply_votes', 'removed_replies'],
  async apply(trx: Kysely<any>, events: StoredEvent[]) {
    for (const event of events) await applyOne(trx, event);
  },
};

async function applyOne(trx: Kysely<any>, event: StoredEvent): Promise<void> {
  switch (event.type) {
    case 'CommentAdded': {
      const d = event.data as Data<'CommentAdded'>;
      await addReply(trx, {
        kind: 'comment',
        id: d.id,
        parent_kind: d.parentKind,
        parent_id: d.parentId,
        ...byline(d),
      });
      return;
    }
    case 'AnswerAdded': {
      const d = event.data as Data<'AnswerAdded'>;
      await addReply(trx, { kind: 'answer', id: d.id, parent_kind: 'qnas', parent_id: d.questionId, ...byline(d) });
      return;
    }
    case 'VoteCast': {
      const d = event.data as Data<'VoteCast'>;
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
      return;
    }
    case 'ContentRemoved':
      await removeReply(trx, event.data as ContentRemovedData);
      return;
    case 'BestAnswerMarked':
    case 'BestAnswerUnmarked': {
      // Every answer of the question is set, not only the two that change: a replay sets the same.
      const d = event.data as BestAnswerEvent['data'];
      await trx
        .updateTable('replies')
        .set({ is_best: event.type === 'BestAnswerMarked' ? sql<boolean>`id = ${d.answerId}` : false })
        .where('kind', '=', 'answer')
        .where('parent_kind', '=', 'qnas')
        .where('parent_id', '=', d.questionId)
        .execute();
      return;
    }
    // A deleted account's comments and answers stay under "Deleted member" (its votes stay counted);
    // what the moderators removed was kept only for its author's history, and goes.
    case 'AccountDeleted': {
      const { uid } = event.data as AccountDeletedData;
      await trx
        .updateTable('replies')
        .set({ author_name: DELETED_MEMBER, author_role: DELETED_MEMBER_ROLE })
        .where('author_id', '=', uid)
        .execute();
      await trx.deleteFrom('removed_replies').where('author_id', '=', uid).execute();
      return;
    }
  }
}

const REPLY_KIND = { comments: 'comment', answers: 'answer' } as const;

async function removeReply(trx: Kysely<any>, { kind, id, removedAt }: ContentRemovedData): Promise<void> {
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

const byline = (d: Data<'CommentAdded'> | Data<'AnswerAdded'>) => ({
  ...publicByline(d),
  text: d.text,
  added_at: d.addedAt,
});

// Counted from this projection's own rows (not +1), so a replay or rebuild of it sets the same number.
async function countReplies(trx: Kysely<any>, parentKind: string, parentId: number): Promise<void> {
  await sql`
    update posts set reply_count = (select count(*) from replies where parent_kind = ${parentKind} and parent_id = ${parentId})
    where kind = ${parentKind} and id = ${parentId}`.execute(trx);
}

async function addReply(
  trx: Kysely<any>,
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
