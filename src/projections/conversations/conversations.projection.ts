import { type RawBuilder, sql, type Transaction } from 'kysely';
import { isPostKind, type ReportedKind } from '../../contracts/moderation';
import type { ContentRemovedData } from '../../events/content/moderation.events';
import type { EventData } from '../../events/registry';
import { DELETED_MEMBER, DELETED_MEMBER_ROLE } from '../../events/users/account-erasure';
import { defineProjection, inRuns, type ProjectedEvent } from '../projection';
import { publicByline } from '../pseudonyms/public-byline';
import type { ReadModel } from '../read-model';
import { REPLY_SHOWN } from './reply-shown';

// Runs of consecutive events of these types are applied by one call (see inRuns).
const repliesAdded = inRuns(addReplies);
const votesCast = inRuns(castVotes);

/**
 * Comments and answers with their vote totals, each voter's own vote, and which answer is the
 * best. One the moderators removed leaves them (its author's history finds it in removed_replies).
 */
export const conversationsProjection = defineProjection({
  name: 'conversations',
  tables: ['replies', 'reply_votes', 'removed_replies'],
  on: {
    CommentAdded: repliesAdded,
    AnswerAdded: repliesAdded,
    VoteCast: votesCast,
    ContentRemoved: (trx, d) => removeReply(trx, d),
    ContentHiddenByReports: (trx, d) => hideReply(trx, d.kind, d.id, d.hiddenAt),
    HiddenContentRestored: (trx, d) => hideReply(trx, d.kind, d.id, null),
    MemberStopped: (trx, d) => markStopped(trx, d.uid, true),
    MemberStopLifted: (trx, d) => markStopped(trx, d.uid, false),
    // An author's own deletion keeps nothing for any history; a best answer goes with its mark.
    ReplyDeletedByAuthor: async (trx, d) => {
      await trx.deleteFrom('replies').where('kind', '=', d.target).where('id', '=', d.id).execute();
      await trx.deleteFrom('reply_votes').where('kind', '=', d.target).where('id', '=', d.id).execute();
      await countReplies(trx, sql`select ${d.parentKind}::text, ${d.parentId}::integer`);
    },
    BestAnswerMarked: (trx, d) => setBestAnswer(trx, d.questionId, sql<boolean>`id = ${d.answerId}`),
    BestAnswerUnmarked: (trx, d) => setBestAnswer(trx, d.questionId, false),
    // An edit changes the words, never the byline: a reply under a pseudonym keeps its alias.
    ReplyEdited: async (trx, d) => {
      await trx
        .updateTable('replies')
        .set({ text: d.text, edited_at: d.editedAt })
        .where('kind', '=', d.target)
        .where('id', '=', d.id)
        .execute();
    },
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

/** Reports hid it (`at`), or a moderator restored it (null); a post's count leaves out what it hides. */
async function hideReply(trx: Transaction<ReadModel>, kind: ReportedKind, id: number, at: string | null) {
  if (isPostKind(kind)) return;
  const rows = await trx
    .updateTable('replies')
    .set({ hidden_at: at })
    .where('kind', '=', REPLY_KIND[kind])
    .where('id', '=', id)
    .returning(['parent_kind', 'parent_id'])
    .execute();
  for (const parent of rows)
    await countReplies(trx, sql`select ${parent.parent_kind}::text, ${parent.parent_id}::integer`);
}

/** A stopped member's replies (also those under a post's pseudonym) show to no one; their posts' counts follow. */
async function markStopped(trx: Transaction<ReadModel>, uid: number, stopped: boolean): Promise<void> {
  // Two statements: a statement's own changes are not what it reads, so the counts are taken after.
  const { rows } = await sql<{ parents: string }>`
    with marked as (
      update replies set author_stopped = ${stopped}
      where author_id = ${uid}
        or (kind, id) in (select kind, id from pseudonymous_authors where author_id = ${uid})
      returning parent_kind, parent_id
    )
    select coalesce(jsonb_agg(distinct jsonb_build_array(parent_kind, parent_id)), '[]')::text as parents from marked`.execute(
    trx,
  );
  const parents = rows[0]?.parents ?? '[]';
  if (parents === '[]') return;
  await countReplies(trx, sql`select k->>0, (k->>1)::int from jsonb_array_elements(${parents}::jsonb) as k`);
}

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
  for (const parent of rows)
    await countReplies(trx, sql`select ${parent.parent_kind}::text, ${parent.parent_id}::integer`);
}

const byline = (d: EventData<'CommentAdded' | 'AnswerAdded'>) => ({
  ...publicByline(d),
  text: d.text,
  added_at: d.addedAt,
  links_plain: d.linksPlain === true,
  author_only: d.authorOnly === true,
});

// Counted from this projection's own rows (not +1), so a replay or rebuild of it sets the same
// numbers: how many replies the post has, and the sum of their votes (the Top sort).
async function countReplies(trx: Transaction<ReadModel>, parents: RawBuilder<unknown>): Promise<void> {
  await sql`
    update posts p set (reply_count, reply_score) = (
      select count(*), coalesce(sum(r.vote), 0) from replies r
      where r.parent_kind = p.kind and r.parent_id = p.id and ${REPLY_SHOWN})
    where (p.kind, p.id) in (${parents})`.execute(trx);
}

/**
 * A run of comments and answers in three statements: the replies, their parents' counts, and the
 * snapshot of a report the moderation projection took before the reply was here (a rebuild).
 */
async function addReplies(trx: Transaction<ReadModel>, events: ProjectedEvent<'CommentAdded' | 'AnswerAdded'>[]) {
  const rows = events.map(({ type, data: d }) => ({
    kind: type === 'CommentAdded' ? 'comment' : 'answer',
    id: d.id,
    ...(type === 'CommentAdded'
      ? { parent_kind: d.parentKind, parent_id: d.parentId }
      : { parent_kind: 'qnas', parent_id: d.questionId }),
    ...byline(d),
  }));
  await trx
    .insertInto('replies')
    .values(rows.map((row) => ({ ...row, vote: 0 })))
    .onConflict((oc) => oc.columns(['kind', 'id']).doNothing())
    .execute();
  const added = JSON.stringify(
    rows.map(({ kind, id, parent_kind, parent_id, text }) => ({ kind, id, parent_kind, parent_id, text })),
  );
  await countReplies(
    trx,
    sql`select distinct parent_kind, parent_id from jsonb_to_recordset(${added}::jsonb) as a(parent_kind text, parent_id integer)`,
  );
  await sql`
    update violation_reports v set parent_kind = a.parent_kind, parent_id = a.parent_id, text = a.text
    from jsonb_to_recordset(${added}::jsonb) as a(kind text, id integer, parent_kind text, parent_id integer, text text)
    where v.target_kind = a.kind || 's' and v.target_id = a.id and v.text is null`.execute(trx);
}

/**
 * A run of votes in one statement: each reply's total moves by the run's changes to it, its post's
 * score by the changes to its replies (as the reply's own total does: both start from the replies'
 * recount when a reply is added), and each voter's vote on it is their last of the run.
 */
async function castVotes(trx: Transaction<ReadModel>, events: ProjectedEvent<'VoteCast'>[]) {
  const votes = JSON.stringify(
    events.map(({ data: d }, order) => ({
      kind: d.target,
      id: d.targetId,
      voter_id: d.voterId,
      vote: d.vote,
      change: d.vote - d.previous,
      order,
    })),
  );
  await sql`
    with cast_votes as (
      select * from jsonb_to_recordset(${votes}::jsonb)
        as v(kind text, id integer, voter_id integer, vote smallint, change integer, "order" integer)
    ),
    totals as (
      update replies r set vote = r.vote + t.change
      from (select kind, id, sum(change) as change from cast_votes group by kind, id) as t
      where r.kind = t.kind and r.id = t.id
      returning r.parent_kind, r.parent_id, t.change
    ),
    scores as (
      update posts p set reply_score = p.reply_score + s.change
      from (select parent_kind, parent_id, sum(change)::int as change from totals group by parent_kind, parent_id) as s
      where p.kind = s.parent_kind and p.id = s.parent_id
    )
    insert into reply_votes (kind, id, voter_id, vote)
    select distinct on (kind, id, voter_id) kind, id, voter_id, vote from cast_votes
    order by kind, id, voter_id, "order" desc
    on conflict (kind, id, voter_id) do update set vote = excluded.vote`.execute(trx);
}
