import type { Kysely } from 'kysely';
import type { PostKind } from '../../contracts/content';
import { isPostKind } from '../../contracts/moderation';
import type { ConversationEvent } from '../../events/content/conversations.events';
import type { ContentRemovedData, ModerationEvent } from '../../events/content/moderation.events';
import type { PostedData, PostEvent } from '../../events/content/posts.events';
import type { NotificationEvent } from '../../events/notifications/notifications.events';
import type { AccountDeletedData, AccountDeletionEvent } from '../../events/users/account-deletion.events';
import { DELETED_MEMBER } from '../../events/users/account-erasure';
import type { UserEvent } from '../../events/users/users.events';
import type { StoredEvent } from '../../infra/event-store/event-store.port';
import type { Projection } from '../projection';
import { type KnownPost, type NotificationDraft, notificationsFor } from './notification-recipients';

type Handled = PostEvent | ConversationEvent | ModerationEvent | UserEvent | NotificationEvent | AccountDeletionEvent;
type Data<T extends Handled['type']> = Extract<Handled, { type: T }>['data'];

const KIND_OF = {
  ArticlePosted: 'articles',
  BookPosted: 'books',
  VideoPosted: 'videos',
  QuestionPosted: 'qnas',
} as const satisfies Record<PostEvent['type'], PostKind>;

/**
 * Members' notifications: an answer to their question, a comment on their post, a post by an
 * expert they follow. Reading them is the member's own event, so a rebuild keeps what was read;
 * content the moderators removed takes its notifications with it.
 */
export const notificationsProjection: Projection = {
  name: 'notifications',
  handles: new Set<string>([
    ...(Object.keys(KIND_OF) as PostEvent['type'][]),
    'AnswerAdded',
    'CommentAdded',
    'ContentRemoved',
    'ItemSaved',
    'ItemUnsaved',
    'NotificationRead',
    'AllNotificationsRead',
    'NotificationDigestChosen',
    'NotificationDigestSent',
    'AccountDeleted',
  ] satisfies Handled['type'][]),
  tables: [
    'notifications',
    'notification_posts',
    'notification_follows',
    'notification_preferences',
    'notification_digests',
  ],
  async apply(trx: Kysely<any>, events: StoredEvent[]) {
    for (const event of events) await applyOne(trx, event);
  },
};

async function applyOne(trx: Kysely<any>, event: StoredEvent): Promise<void> {
  switch (event.type as Handled['type']) {
    case 'ArticlePosted':
    case 'BookPosted':
    case 'VideoPosted':
    case 'QuestionPosted': {
      const post = event.data as PostedData;
      const kind = KIND_OF[event.type as PostEvent['type']];
      await trx
        .insertInto('notification_posts')
        .values({
          kind,
          id: post.id,
          author_id: post.authorId,
          title: post.title,
          pseudonymous: post.pseudonym !== undefined,
        })
        .onConflict((oc) => oc.columns(['kind', 'id']).doNothing())
        .execute();
      const followers = await trx
        .selectFrom('notification_follows')
        .select('uid')
        .where('expert_uid', '=', post.authorId)
        .execute();
      return insert(
        trx,
        notificationsFor({ type: 'posted', kind, post, followers: followers.map((f) => f.uid as number) }),
      );
    }
    case 'AnswerAdded': {
      const answer = event.data as Data<'AnswerAdded'>;
      return insert(
        trx,
        notificationsFor({ type: 'answered', answer, question: await knownPost(trx, 'qnas', answer.questionId) }),
      );
    }
    case 'CommentAdded': {
      const comment = event.data as Data<'CommentAdded'>;
      return insert(
        trx,
        notificationsFor({
          type: 'commented',
          comment,
          post: await knownPost(trx, comment.parentKind, comment.parentId),
        }),
      );
    }
    case 'ContentRemoved': {
      const d = event.data as ContentRemovedData;
      if (isPostKind(d.kind)) {
        await trx.deleteFrom('notification_posts').where('kind', '=', d.kind).where('id', '=', d.id).execute();
        await trx.deleteFrom('notifications').where('item_kind', '=', d.kind).where('item_id', '=', d.id).execute();
      } else {
        await trx
          .deleteFrom('notifications')
          .where('id', '=', `${d.kind === 'answers' ? 'answer' : 'comment'}-${d.id}`)
          .execute();
      }
      return;
    }
    case 'ItemSaved':
    case 'ItemUnsaved': {
      const d = event.data as Data<'ItemSaved' | 'ItemUnsaved'>;
      // Experts are followed by uid; the earliest follows named a slug, which says nothing here.
      if (d.type !== 'experts' || typeof d.id !== 'number') return;
      if (event.type === 'ItemSaved')
        await trx
          .insertInto('notification_follows')
          .values({ expert_uid: d.id, uid: d.uid })
          .onConflict((oc) => oc.columns(['expert_uid', 'uid']).doNothing())
          .execute();
      else
        await trx.deleteFrom('notification_follows').where('expert_uid', '=', d.id).where('uid', '=', d.uid).execute();
      return;
    }
    case 'NotificationRead': {
      const d = event.data as Data<'NotificationRead'>;
      await trx
        .updateTable('notifications')
        .set({ read_at: d.readAt })
        .where('uid', '=', d.uid)
        .where('id', '=', d.notification)
        .where('read_at', 'is', null)
        .execute();
      return;
    }
    case 'AllNotificationsRead': {
      const d = event.data as Data<'AllNotificationsRead'>;
      await trx
        .updateTable('notifications')
        .set({ read_at: d.readAt })
        .where('uid', '=', d.uid)
        .where('read_at', 'is', null)
        .execute();
      return;
    }
    case 'NotificationDigestChosen': {
      const d = event.data as Data<'NotificationDigestChosen'>;
      await trx
        .insertInto('notification_preferences')
        .values({ uid: d.uid, weekly_digest: d.weekly })
        .onConflict((oc) => oc.column('uid').doUpdateSet({ weekly_digest: d.weekly }))
        .execute();
      return;
    }
    // A deleted account's inbox, follows and settings go; what it did stays under "Deleted member"
    // for the others, and its posts (kept or not) tell nobody of anything any more.
    case 'AccountDeleted': {
      const { uid } = event.data as AccountDeletedData;
      for (const table of ['notifications', 'notification_preferences', 'notification_digests'])
        await trx.deleteFrom(table).where('uid', '=', uid).execute();
      await trx
        .deleteFrom('notification_follows')
        .where((eb) => eb.or([eb('uid', '=', uid), eb('expert_uid', '=', uid)]))
        .execute();
      await trx.deleteFrom('notification_posts').where('author_id', '=', uid).execute();
      await trx.updateTable('notifications').set({ actor_name: DELETED_MEMBER }).where('actor_id', '=', uid).execute();
      return;
    }
    case 'NotificationDigestSent': {
      const d = event.data as Data<'NotificationDigestSent'>;
      await trx
        .insertInto('notification_digests')
        .values({ uid: d.uid, week: d.week, notifications: d.notifications, sent_at: d.sentAt })
        .onConflict((oc) => oc.columns(['uid', 'week']).doNothing())
        .execute();
      return;
    }
  }
}

async function knownPost(trx: Kysely<any>, kind: PostKind, id: number): Promise<KnownPost | null> {
  const row = await trx
    .selectFrom('notification_posts')
    .select(['author_id', 'title'])
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { authorId: row.author_id as number, title: row.title as string } : null;
}

async function insert(trx: Kysely<any>, drafts: NotificationDraft[]): Promise<void> {
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
