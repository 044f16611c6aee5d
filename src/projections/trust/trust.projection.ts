import type { Transaction } from 'kysely';
import type { ItemHeldData } from '../../events/content/holds.events';
import { defineProjection } from '../projection';
import type { ReadModel } from '../read-model';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const number = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** What the queue shows of a held item: read from the event that would publish it. */
function heldContent({ kind, publishes: { data } }: ItemHeldData) {
  if (kind === 'comments')
    return {
      title: null,
      text: text(data.text) ?? '',
      parentKind: text(data.parentKind),
      parentId: number(data.parentId),
    };
  if (kind === 'answers')
    return { title: null, text: text(data.text) ?? '', parentKind: 'qnas', parentId: number(data.questionId) };
  return { title: text(data.title), text: text(data.body) ?? '', parentKind: null, parentId: null };
}

type Counter = 'published_items' | 'approved_items' | 'upheld_reports';

const count = (trx: Transaction<ReadModel>, uid: number, column: Counter, by: number) =>
  trx
    .insertInto('member_standing')
    .values({ uid, [column]: Math.max(0, by) })
    .onConflict((oc) => oc.column('uid').doUpdateSet((eb) => ({ [column]: eb(`member_standing.${column}`, '+', by) })))
    .execute();

const published = async (trx: Transaction<ReadModel>, kind: string, id: number, authorId: number) => {
  const inserted = await trx
    .insertInto('standing_items')
    .values({ kind, id, author_id: authorId })
    .onConflict((oc) => oc.columns(['kind', 'id']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) await count(trx, authorId, 'published_items', 1);
};

/** An item gone from the site no longer counts for its author; a removal upon a report counts against them. */
const gone = async (trx: Transaction<ReadModel>, kind: string, id: number, upheld: boolean) => {
  const item = await trx
    .deleteFrom('standing_items')
    .where('kind', '=', kind)
    .where('id', '=', id)
    .returning('author_id')
    .executeTakeFirst();
  if (!item) return;
  await count(trx, item.author_id, 'published_items', -1);
  if (upheld) await count(trx, item.author_id, 'upheld_reports', 1);
};

const setStopped = async (trx: Transaction<ReadModel>, uid: number, stopped: boolean): Promise<void> => {
  await trx
    .insertInto('member_standing')
    .values({ uid, stopped })
    .onConflict((oc) => oc.column('uid').doUpdateSet({ stopped }))
    .execute();
};

/** The review of a held item; answers its author (null when the item is not in the queue). */
const review = async (
  trx: Transaction<ReadModel>,
  kind: string,
  id: number,
  state: 'approved' | 'rejected',
  at: string,
) => {
  const row = await trx
    .updateTable('held_items')
    .set({ review_state: state, reviewed_at: at })
    .where('kind', '=', kind)
    .where('id', '=', id)
    .returning('author_id')
    .executeTakeFirst();
  return row?.author_id ?? null;
};

const post = (kind: string) => async (trx: Transaction<ReadModel>, d: { id: number; authorId: number }) =>
  published(trx, kind, d.id, d.authorId);

/**
 * Trust and review (issue 44): each member's standing (what their trust level is computed from),
 * the items held for review with why, and the administrators' blocklist. Its own lane: no write
 * waits for it but the reviews and the blocklist's own.
 */
export const trustProjection = defineProjection({
  name: 'trust',
  tables: ['held_items', 'member_standing', 'standing_items', 'blocklist'],
  on: {
    ArticlePosted: post('articles'),
    BookPosted: post('books'),
    VideoPosted: post('videos'),
    QuestionPosted: post('qnas'),
    CommentAdded: (trx, d) => published(trx, 'comments', d.id, d.authorId),
    AnswerAdded: (trx, d) => published(trx, 'answers', d.id, d.authorId),
    ContentRemoved: (trx, d) => gone(trx, d.kind, d.id, d.reportId !== null),
    PostDeletedByAuthor: (trx, d) => gone(trx, d.kind, d.id, false),
    ReplyDeletedByAuthor: (trx, d) => gone(trx, d.target === 'comment' ? 'comments' : 'answers', d.id, false),
    ItemHeld: async (trx, d) => {
      const content = heldContent(d);
      await trx
        .insertInto('held_items')
        .values({
          kind: d.kind,
          id: d.id,
          parent_kind: content.parentKind,
          parent_id: content.parentId,
          author_id: d.authorId,
          author_name: d.authorName,
          pseudonymous: d.pseudonym !== undefined,
          title: content.title,
          text: content.text,
          reasons: JSON.stringify(d.reasons),
          review_state: 'held',
          held_at: d.heldAt,
          reviewed_at: null,
        })
        .onConflict((oc) => oc.columns(['kind', 'id']).doNothing())
        .execute();
    },
    HeldItemApproved: async (trx, d) => {
      const author = await review(trx, d.kind, d.id, 'approved', d.approvedAt);
      if (author !== null) await count(trx, author, 'approved_items', 1);
    },
    HeldItemRejected: async (trx, d) => {
      await review(trx, d.kind, d.id, 'rejected', d.rejectedAt);
    },
    TrustLevelSet: async (trx, d) => {
      await trx
        .insertInto('member_standing')
        .values({ uid: d.uid, level_set: d.level })
        .onConflict((oc) => oc.column('uid').doUpdateSet({ level_set: d.level }))
        .execute();
    },
    MemberStopped: (trx, d) => setStopped(trx, d.uid, true),
    MemberStopLifted: (trx, d) => setStopped(trx, d.uid, false),
    BlocklistEntryAdded: async (trx, d) => {
      await trx
        .insertInto('blocklist')
        .values({ id: d.id, kind: d.kind, value: d.value, reason: d.reason, added_at: d.addedAt })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },
    BlocklistEntryRemoved: async (trx, d) => {
      await trx.deleteFrom('blocklist').where('id', '=', d.id).execute();
    },
    AccountDeleted: async (trx, { uid }) => {
      await trx.deleteFrom('held_items').where('author_id', '=', uid).execute();
      await trx.deleteFrom('member_standing').where('uid', '=', uid).execute();
    },
  },
});
