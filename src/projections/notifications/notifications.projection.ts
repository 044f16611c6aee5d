import type { Transaction } from 'kysely';
import type { PostKind } from '../../contracts/content';
import { notificationId } from '../../contracts/notifications';
import { pseudonymName } from '../../contracts/pseudonyms';
import type { WatchKind } from '../../contracts/watching';
import { isPostKind } from '../../contracts/moderation';
import { POSTED_KIND, type PostEvent } from '../../events/content/posts.events';
import type { EventData } from '../../events/registry';
import { DELETED_MEMBER } from '../../events/users/account-erasure';
import { defineProjection, type EventHandler } from '../projection';
import type { ReadModel } from '../read-model';
import { isReply } from './notification-causes';
import {
  type CategorizedPost,
  type KnownPost,
  type NotificationDraft,
  notificationsFor,
  topicsAdded,
} from './notification-recipients';

const posted: EventHandler<PostEvent['type']> = async (trx, post, event) => {
  const kind = POSTED_KIND[event.type];
  await trx
    .insertInto('notification_posts')
    .values({
      kind,
      id: post.id,
      author_id: post.authorId,
      // A post under a pseudonym is known by its alias here, so that the row names no author.
      author_name: post.pseudonym === undefined ? post.authorName : pseudonymName(post.pseudonym),
      title: post.title,
      pseudonymous: post.pseudonym !== undefined,
      categories: JSON.stringify(post.categories),
    })
    .onConflict((oc) => oc.columns(['kind', 'id']).doNothing())
    .execute();
  // Asking a question watches it, until the asker unwatches it.
  if (kind === 'qnas') await watch(trx, 'question', post.id, post.authorId);
  const followers = await trx
    .selectFrom('notification_follows')
    .select('uid')
    .where('expert_uid', '=', post.authorId)
    .execute();
  const topicWatchers = await watchersOf(trx, 'topic', post.categories);
  return insert(
    trx,
    notificationsFor({ type: event.type, data: post, followers: followers.map((f) => f.uid), topicWatchers }),
  );
};

const watch = (trx: Transaction<ReadModel>, kind: WatchKind, targetId: number, uid: number) =>
  trx
    .insertInto('notification_watches')
    .values({ kind, target_id: targetId, uid })
    .onConflict((oc) => oc.columns(['kind', 'target_id', 'uid']).doNothing())
    .execute();

const unwatch = (trx: Transaction<ReadModel>, kind: WatchKind, targetId: number, uid: number) =>
  trx
    .deleteFrom('notification_watches')
    .where('kind', '=', kind)
    .where('target_id', '=', targetId)
    .where('uid', '=', uid)
    .execute();

async function watchersOf(trx: Transaction<ReadModel>, kind: WatchKind, targets: readonly number[]): Promise<number[]> {
  if (targets.length === 0) return [];
  const rows = await trx
    .selectFrom('notification_watches')
    .select('uid')
    .where('kind', '=', kind)
    .where('target_id', 'in', targets)
    .execute();
  return rows.map((r) => r.uid);
}

/** Experts are followed by uid; the earliest follows named a slug, which says nothing here. */
const followedExpert = (d: EventData<'ItemSaved' | 'ItemUnsaved'>) =>
  d.type === 'experts' && typeof d.id === 'number' ? d.id : null;

/**
 * Members' notifications: an answer to their question or to a question they watch, a comment on
 * their post, a post by an expert they follow or in a topic they watch. Reading them is the
 * member's own event, so a rebuild keeps what was read; content the moderators removed takes its
 * notifications with it.
 */
export const notificationsProjection = defineProjection({
  name: 'notifications',
  tables: [
    'notifications',
    'notification_watches',
    'notification_posts',
    'notification_follows',
    'notification_preferences',
    'notification_digests',
  ],
  // A blocked member's reply to the blocker's post is seen by its author alone: nobody hears of it.
  passesBy: (event) => isReply(event) && event.data.authorOnly === true,
  on: {
    ArticlePosted: posted,
    BookPosted: posted,
    VideoPosted: posted,
    QuestionPosted: posted,
    AnswerAdded: async (trx, answer) =>
      insert(
        trx,
        notificationsFor({
          type: 'AnswerAdded',
          data: answer,
          question: await knownPost(trx, 'qnas', answer.questionId),
          watchers: await watchersOf(trx, 'question', [answer.questionId]),
        }),
      ),
    PostCategorized: async (trx, d) => {
      const post = await categorizedPost(trx, d.kind, d.id);
      if (post && !post.categories.includes(d.topicId))
        await setCategories(trx, d.kind, d.id, [...post.categories, d.topicId]);
      const topicWatchers = await watchersOf(trx, 'topic', [d.topicId]);
      await insert(
        trx,
        notificationsFor({ type: 'PostCategorized', data: d, post, topicWatchers, at: d.categorizedAt }),
      );
    },
    QuestionWatched: async (trx, d) => {
      await watch(trx, 'question', d.questionId, d.uid);
    },
    QuestionUnwatched: async (trx, d) => {
      await unwatch(trx, 'question', d.questionId, d.uid);
    },
    TopicWatched: async (trx, d) => {
      await watch(trx, 'topic', d.topicId, d.uid);
    },
    TopicUnwatched: async (trx, d) => {
      await unwatch(trx, 'topic', d.topicId, d.uid);
    },
    CommentAdded: async (trx, comment) =>
      insert(
        trx,
        notificationsFor({
          type: 'CommentAdded',
          data: comment,
          post: await knownPost(trx, comment.parentKind, comment.parentId),
        }),
      ),
    ContentRemoved: async (trx, d) => {
      if (isPostKind(d.kind)) await forgetPost(trx, d.kind, d.id);
      else await forgetReply(trx, d.kind === 'answers' ? 'answer' : 'comment', d.id);
    },
    // What its author deleted takes the notifications about it along, as a removal does.
    PostDeletedByAuthor: (trx, d) => forgetPost(trx, d.kind, d.id),
    ReplyDeletedByAuthor: (trx, d) => forgetReply(trx, d.target, d.id),
    // The bell names posts by their title as it is now. A topic the edit adds tells its watchers,
    // as a moderator's categorizing does; one who heard of the post already is not told again.
    PostEdited: async (trx, d) => {
      const post = await categorizedPost(trx, d.kind, d.id);
      await trx
        .updateTable('notification_posts')
        .set({ title: d.title, categories: JSON.stringify(d.categories) })
        .where('kind', '=', d.kind)
        .where('id', '=', d.id)
        .execute();
      await trx
        .updateTable('notifications')
        .set({ item_title: d.title })
        .where('item_kind', '=', d.kind)
        .where('item_id', '=', d.id)
        .execute();
      if (!post) return;
      const topicWatchers = await watchersOf(trx, 'topic', topicsAdded(post.categories, d.categories));
      await insert(
        trx,
        notificationsFor({
          type: 'PostEdited',
          data: d,
          post: { ...post, title: d.title },
          topicWatchers,
          at: d.editedAt,
        }),
      );
    },
    ItemSaved: async (trx, d) => {
      const expert = followedExpert(d);
      if (expert === null) return;
      await trx
        .insertInto('notification_follows')
        .values({ expert_uid: expert, uid: d.uid })
        .onConflict((oc) => oc.columns(['expert_uid', 'uid']).doNothing())
        .execute();
    },
    ItemUnsaved: async (trx, d) => {
      const expert = followedExpert(d);
      if (expert === null) return;
      await trx.deleteFrom('notification_follows').where('expert_uid', '=', expert).where('uid', '=', d.uid).execute();
    },
    NotificationRead: async (trx, d) => {
      await trx
        .updateTable('notifications')
        .set({ read_at: d.readAt })
        .where('uid', '=', d.uid)
        .where('id', '=', d.notification)
        .where('read_at', 'is', null)
        .execute();
    },
    AllNotificationsRead: async (trx, d) => {
      await trx
        .updateTable('notifications')
        .set({ read_at: d.readAt })
        .where('uid', '=', d.uid)
        .where('read_at', 'is', null)
        .execute();
    },
    NotificationDigestChosen: async (trx, d) => {
      await trx
        .insertInto('notification_preferences')
        .values({ uid: d.uid, weekly_digest: d.weekly })
        .onConflict((oc) => oc.column('uid').doUpdateSet({ weekly_digest: d.weekly }))
        .execute();
    },
    NotificationDigestSent: async (trx, d) => {
      await trx
        .insertInto('notification_digests')
        .values({ uid: d.uid, week: d.week, notifications: d.notifications, sent_at: d.sentAt })
        .onConflict((oc) => oc.columns(['uid', 'week']).doNothing())
        .execute();
    },
    // A deleted account's inbox, follows and settings go; what it did stays under "Deleted member"
    // for the others, and its posts (kept or not) tell nobody of anything any more.
    AccountDeleted: async (trx, { uid }) => {
      for (const table of [
        'notifications',
        'notification_preferences',
        'notification_digests',
        'notification_watches',
      ] as const)
        await trx.deleteFrom(table).where('uid', '=', uid).execute();
      await trx
        .deleteFrom('notification_follows')
        .where((eb) => eb.or([eb('uid', '=', uid), eb('expert_uid', '=', uid)]))
        .execute();
      await trx.deleteFrom('notification_posts').where('author_id', '=', uid).execute();
      await trx.updateTable('notifications').set({ actor_name: DELETED_MEMBER }).where('actor_id', '=', uid).execute();
    },
  },
});

async function knownPost(trx: Transaction<ReadModel>, kind: PostKind, id: number): Promise<KnownPost | null> {
  const row = await trx
    .selectFrom('notification_posts')
    .select(['author_id', 'title'])
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { authorId: row.author_id, title: row.title } : null;
}

/** A post the projection knows, with its topics; null for one it does not (removed, or never posted). */
async function categorizedPost(
  trx: Transaction<ReadModel>,
  kind: PostKind,
  id: number,
): Promise<(CategorizedPost & { categories: number[] }) | null> {
  const row = await trx
    .selectFrom('notification_posts')
    .select(['author_id', 'author_name', 'title', 'categories'])
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const categories = typeof row.categories === 'string' ? JSON.parse(row.categories) : row.categories;
  return {
    kind,
    id,
    authorId: row.author_id,
    authorName: row.author_name,
    title: row.title,
    categories: categories as number[],
  };
}

const setCategories = (trx: Transaction<ReadModel>, kind: PostKind, id: number, categories: readonly number[]) =>
  trx
    .updateTable('notification_posts')
    .set({ categories: JSON.stringify(categories) })
    .where('kind', '=', kind)
    .where('id', '=', id)
    .execute();

async function insert(trx: Transaction<ReadModel>, drafts: NotificationDraft[]): Promise<void> {
  if (drafts.length === 0) return;
  await trx
    .insertInto('notifications')
    .values(
      drafts.map((n) => ({
        uid: n.uid,
        id: n.id,
        kind: n.kind,
        actor_id: n.actorId,
        actor_name: n.actorName,
        item_kind: n.itemKind,
        item_id: n.itemId,
        item_title: n.itemTitle,
        created_at: n.createdAt,
      })),
    )
    // A replayed event (after a crash) finds its rows; the read state is kept.
    .onConflict((oc) => oc.columns(['uid', 'id']).doNothing())
    .execute();
}

/** A post that left the site takes its watchers and every notification about it (its replies' too). */
async function forgetPost(trx: Transaction<ReadModel>, kind: PostKind, id: number): Promise<void> {
  if (kind === 'qnas')
    await trx.deleteFrom('notification_watches').where('kind', '=', 'question').where('target_id', '=', id).execute();
  await trx.deleteFrom('notification_posts').where('kind', '=', kind).where('id', '=', id).execute();
  await trx.deleteFrom('notifications').where('item_kind', '=', kind).where('item_id', '=', id).execute();
}

async function forgetReply(trx: Transaction<ReadModel>, target: 'comment' | 'answer', id: number): Promise<void> {
  await trx.deleteFrom('notifications').where('id', '=', notificationId(target, id)).execute();
}
