import type { PostKind } from '../../contracts/content';
import type { NotificationKind } from '../../contracts/notifications';
import { POSTED_KIND, type PostEvent } from '../../events/content/posts.events';
import { pseudonymName } from '../../contracts/pseudonyms';
import { type CauseEvent, type NotificationId, notificationIdOf, type NotifyingType } from './notification-causes';

/** One notification as the projection stores it, before anyone has read it. */
export interface NotificationDraft {
  uid: number;
  id: NotificationId;
  kind: NotificationKind;
  actorId: number;
  actorName: string;
  itemKind: PostKind;
  itemId: number;
  itemTitle: string;
  createdAt: string;
}

/** What the projection knows of a post: who wrote it and its title. */
export interface KnownPost {
  authorId: number;
  title: string;
}

/** A post the projection knows, with the name it shows (its alias, for one under a pseudonym). */
export interface CategorizedPost extends KnownPost {
  kind: PostKind;
  authorName: string;
  id: number;
}

/** A notifying event with what the projection looked up for it (causes: notification-causes.ts). */
type Looked<T extends NotifyingType, L> = CauseEvent<T> & L;

/** What happened, with what the projection looked up for it. */
export type NotifiableEvent =
  /** `topicWatchers`: the members watching one of the post's topics. */
  | Looked<PostEvent['type'], { followers: readonly number[]; topicWatchers?: readonly number[] }>
  /** `watchers`: the members watching the question, its asker among them unless they unwatched it (absent: the asker alone). */
  | Looked<'AnswerAdded', { question: KnownPost | null; watchers?: readonly number[] }>
  /** Topics added to a post's categories later (by a moderator, or by its author's edit), and the members watching them. */
  | Looked<
      'PostCategorized' | 'PostEdited',
      { post: CategorizedPost | null; topicWatchers: readonly number[]; at: string }
    >
  | Looked<'CommentAdded', { post: KnownPost | null }>;

/**
 * The topics an edit gives a post that it did not have before: only their watchers have news. Those
 * of a topic it kept heard of the post already, or began watching after it and were never owed word.
 */
export const topicsAdded = (before: readonly number[], after: readonly number[]): number[] =>
  [...new Set(after)].filter((topicId) => !before.includes(topicId));

/** The name a reply is shown under: its author's, or the alias of a pseudonymous item's author. */
const shownName = (reply: { authorName: string; pseudonym?: number | undefined }) =>
  reply.pseudonym === undefined ? reply.authorName : pseudonymName(reply.pseudonym);

/**
 * Who hears of an event: the followers of a post's author and the watchers of its topics, a
 * question's watchers (its asker among them), a post's author.
 * Nobody is told of what they did themselves, and nothing is said about a post the projection
 * does not know (one removed by the moderators). A post under a pseudonym tells no follower: that
 * its author posted it is exactly what the alias hides.
 */
export function notificationsFor(event: NotifiableEvent): NotificationDraft[] {
  const id = notificationIdOf(event);
  switch (event.type) {
    case 'AnswerAdded': {
      const { data: answer, question } = event;
      if (!question) return [];
      const watchers = new Set(event.watchers ?? [question.authorId]);
      watchers.delete(answer.authorId);
      return [...watchers].map((uid) => ({
        uid,
        id,
        // The asker hears of an answer to their question; the others of one to a question they watch.
        kind: uid === question.authorId ? 'answer' : 'watched-answer',
        actorId: answer.authorId,
        actorName: shownName(answer),
        itemKind: 'qnas',
        itemId: answer.questionId,
        itemTitle: question.title,
        createdAt: answer.addedAt,
      }));
    }
    case 'CommentAdded': {
      const { data: comment, post } = event;
      if (!post || post.authorId === comment.authorId) return [];
      return [
        {
          uid: post.authorId,
          id,
          kind: 'comment',
          actorId: comment.authorId,
          actorName: shownName(comment),
          itemKind: comment.parentKind,
          itemId: comment.parentId,
          itemTitle: post.title,
          createdAt: comment.addedAt,
        },
      ];
    }
    case 'PostCategorized':
    case 'PostEdited': {
      const { post } = event;
      if (!post) return [];
      return [...new Set(event.topicWatchers)]
        .filter((uid) => uid !== post.authorId)
        .map((uid) => ({
          uid,
          id,
          kind: 'topic-post',
          actorId: post.authorId,
          actorName: post.authorName,
          itemKind: post.kind,
          itemId: post.id,
          itemTitle: post.title,
          createdAt: event.at,
        }));
    }
    default: {
      // What is left is a posting (ArticlePosted, …): its followers and its topics' watchers hear of it.
      const { data: post } = event;
      const kind = POSTED_KIND[event.type];
      const notice = (uid: number, why: 'post' | 'topic-post'): NotificationDraft => ({
        uid,
        id,
        kind: why,
        actorId: post.authorId,
        actorName: shownName(post),
        itemKind: kind,
        itemId: post.id,
        itemTitle: post.title,
        createdAt: post.postedAt,
      });
      // Followers hear of the author, so a post under an alias tells none of them; a topic's
      // watchers hear of the topic, under the name the post shows.
      const followers = post.pseudonym !== undefined ? [] : [...new Set(event.followers)];
      const watchers = [...new Set(event.topicWatchers ?? [])].filter((uid) => !followers.includes(uid));
      return [
        ...followers.map((uid) => notice(uid, 'post')),
        ...watchers.map((uid) => notice(uid, 'topic-post')),
      ].filter((n) => n.uid !== post.authorId);
    }
  }
}
