import { sql, type Transaction } from 'kysely';
import { isPostKind, type ReportedKind } from '../../contracts/moderation';
import type { PostDeletedByAuthorData } from '../../events/content/author-deletions.events';
import type { ContentRemovedData } from '../../events/content/moderation.events';
import type { PostCategoryEvent } from '../../events/content/post-categories.events';
import { POSTED_KIND, type PostEvent } from '../../events/content/posts.events';
import type { AccountDeletedData } from '../../events/users/account-deletion.events';
import { DELETED_MEMBER, DELETED_MEMBER_ROLE } from '../../events/users/account-erasure';
import { defineProjection, inRuns, type ProjectedEvent } from '../projection';
import { publicByline } from '../pseudonyms/public-byline';
import type { ReadModel } from '../read-model';
import { REPLY_SHOWN } from '../conversations/reply-shown';

type Posted = ProjectedEvent<PostEvent['type']>;

function toRow({ type, data: d }: Posted) {
  return {
    kind: POSTED_KIND[type],
    id: d.id,
    ...publicByline(d),
    title: d.title,
    body: d.body,
    // Serialised here: node-postgres would send a JS array as a Postgres array, not as JSON.
    tags: JSON.stringify(d.tags),
    categories: JSON.stringify(d.categories),
    media: d.media,
    posted_at: d.postedAt,
    links_plain: d.linksPlain === true,
  };
}

const posted = inRuns<PostEvent['type']>(insertPosts);

/**
 * A run of new posts is one multi-row insert; a topic added to a post later joins its categories;
 * a post the moderators removed leaves the table (its author's history finds it in removed_posts).
 * A post its author deleted leaves it too (and no history keeps it), for a tombstone in
 * author_deleted_posts (no author, no words) by which its page says so; unless it had replies: then its
 * row stays as the placeholder its page shows above them, its words blanked and `deleted_at` set.
 * Reports may hide a post (`hidden_at`) until a moderator restores or removes it.
 * Reply counts and scores belong to the conversations projection; a post (re)inserted after its
 * replies were projected (a rebuild of this projection alone) takes them from the replies table.
 */
export const postsProjection = defineProjection({
  name: 'posts',
  tables: ['posts', 'removed_posts', 'author_deleted_posts'],
  on: {
    // New posts of every kind share one insert.
    ArticlePosted: posted,
    BookPosted: posted,
    VideoPosted: posted,
    QuestionPosted: posted,
    PostCategorized: (trx, d) => categorize(trx, d),
    ContentRemoved: (trx, d) => remove(trx, d),
    PostDeletedByAuthor: (trx, d) => deleteByAuthor(trx, d),
    AccountDeleted: (trx, d) => forgetAuthor(trx, d),
    ContentHiddenByReports: (trx, d) => hide(trx, d.kind, d.id, d.hiddenAt),
    HiddenContentRestored: (trx, d) => hide(trx, d.kind, d.id, null),
    MemberStopped: (trx, d) => markStopped(trx, d.uid, true),
    MemberStopLifted: (trx, d) => markStopped(trx, d.uid, false),
    // An edit changes the words, never the byline: a pseudonymous post keeps its alias.
    PostEdited: async (trx, d) => {
      await trx
        .updateTable('posts')
        .set({
          title: d.title,
          body: d.body,
          tags: JSON.stringify(d.tags),
          categories: JSON.stringify(d.categories),
          media: d.media,
          edited_at: d.editedAt,
        })
        .where('kind', '=', d.kind)
        .where('id', '=', d.id)
        .execute();
    },
  },
});

/** Reports hid it (`at`), or a moderator restored it (null). */
async function hide(trx: Transaction<ReadModel>, kind: ReportedKind, id: number, at: string | null): Promise<void> {
  if (!isPostKind(kind)) return;
  await trx.updateTable('posts').set({ hidden_at: at }).where('kind', '=', kind).where('id', '=', id).execute();
}

/**
 * A stopped member's posts, also those under a pseudonym (the sealed table, written before this in the lane's
 * group), show to no one until the stop is lifted.
 */
async function markStopped(trx: Transaction<ReadModel>, uid: number, stopped: boolean): Promise<void> {
  await sql`
    update posts set author_stopped = ${stopped}
    where author_id = ${uid}
      or (kind, id) in (select kind, id from pseudonymous_authors where author_id = ${uid})`.execute(trx);
}

async function remove(trx: Transaction<ReadModel>, { kind, id, removedAt }: ContentRemovedData): Promise<void> {
  if (!isPostKind(kind)) return;
  await sql`
    with gone as (delete from posts where kind = ${kind} and id = ${id} returning kind, id, author_id, title, posted_at)
    insert into removed_posts (kind, id, author_id, title, posted_at, removed_at)
    select kind, id, author_id, title, posted_at, ${removedAt} from gone
    on conflict (kind, id) do nothing`.execute(trx);
}

async function deleteByAuthor(
  trx: Transaction<ReadModel>,
  { kind, id, keepsPlaceholder, deletedAt }: PostDeletedByAuthorData,
): Promise<void> {
  if (!keepsPlaceholder) {
    await trx.deleteFrom('posts').where('kind', '=', kind).where('id', '=', id).execute();
    await trx
      .insertInto('author_deleted_posts')
      .values({ kind, id, deleted_at: deletedAt })
      .onConflict((oc) => oc.columns(['kind', 'id']).doNothing())
      .execute();
    return;
  }
  await trx
    .updateTable('posts')
    .set({ title: '', body: '', tags: '[]', categories: '[]', media: null, deleted_at: deletedAt })
    .where('kind', '=', kind)
    .where('id', '=', id)
    .execute();
}

/**
 * A deleted account's posts stay under "Deleted member", as the redacted history has them; what
 * the moderators removed was kept only for its author's history, and goes.
 */
async function forgetAuthor(trx: Transaction<ReadModel>, { uid }: AccountDeletedData): Promise<void> {
  await trx
    .updateTable('posts')
    .set({ author_name: DELETED_MEMBER, author_role: DELETED_MEMBER_ROLE })
    .where('author_id', '=', uid)
    .execute();
  await trx.deleteFrom('removed_posts').where('author_id', '=', uid).execute();
}

/**
 * Idempotent, as a replay after a crash needs: a topic the post carries already is not added again.
 * A placeholder (deleted by its author) stays in no topic.
 */
async function categorize(
  trx: Transaction<ReadModel>,
  { kind, id, topicId }: PostCategoryEvent['data'],
): Promise<void> {
  const topic = JSON.stringify([topicId]);
  await sql`update posts set categories = categories || ${topic}::jsonb
    where kind = ${kind} and id = ${id} and deleted_at is null and not categories @> ${topic}::jsonb`.execute(trx);
}

async function insertPosts(trx: Transaction<ReadModel>, events: Posted[]): Promise<void> {
  await trx
    .insertInto('posts')
    .values(events.map(toRow))
    .onConflict((oc) => oc.columns(['kind', 'id']).doNothing())
    .execute();
  const keys = JSON.stringify(events.map((e) => [POSTED_KIND[e.type], e.data.id]));
  await sql`
    update posts p set (reply_count, reply_score) = (
      select count(*)::int, coalesce(sum(r.vote), 0)::int from replies r where r.parent_kind = p.kind and r.parent_id = p.id
        and ${REPLY_SHOWN})
    where (p.kind, p.id) in (select k->>0, (k->>1)::int from jsonb_array_elements(${keys}::jsonb) as k)
      and exists (select 1 from replies r where r.parent_kind = p.kind and r.parent_id = p.id)`.execute(trx);
}
