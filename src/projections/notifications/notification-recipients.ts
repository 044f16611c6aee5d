import type { PostKind } from '../../contracts/content';
import { type NotificationKind, notificationId } from '../../contracts/notifications';
import type { ConversationEvent } from '../../events/content/conversations.events';
import type { PostedData } from '../../events/content/posts.events';
import { pseudonymName } from '../../contracts/pseudonyms';

/** One notification as the projection stores it, before anyone has read it. */
export interface NotificationDraft {
  uid: number;
  id: string;
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

type Data<T extends ConversationEvent['type']> = Extract<ConversationEvent, { type: T }>['data'];

/** What happened, with what the projection looked up for it. */
export type NotifiableEvent =
  | { type: 'posted'; kind: PostKind; post: PostedData; followers: readonly number[] }
  | { type: 'answered'; answer: Data<'AnswerAdded'>; question: KnownPost | null }
  | { type: 'commented'; comment: Data<'CommentAdded'>; post: KnownPost | null };

/** The name a reply is shown under: its author's, or the alias of a pseudonymous item's author. */
const shownName = (reply: { authorName: string; pseudonym?: number | undefined }) =>
  reply.pseudonym === undefined ? reply.authorName : pseudonymName(reply.pseudonym);

/**
 * Who hears of an event: the followers of a post's author, a question's asker, a post's author.
 * Nobody is told of what they did themselves, and nothing is said about a post the projection
 * does not know (one removed by the moderators). A post under a pseudonym tells no follower: that
 * its author posted it is exactly what the alias hides.
 */
export function notificationsFor(event: NotifiableEvent): NotificationDraft[] {
  switch (event.type) {
    case 'posted': {
      const { kind, post } = event;
      if (post.pseudonym !== undefined) return [];
      return [...new Set(event.followers)]
        .filter((uid) => uid !== post.authorId)
        .map((uid) => ({
          uid,
          id: notificationId(kind, post.id),
          kind: 'post',
          actorId: post.authorId,
          actorName: post.authorName,
          itemKind: kind,
          itemId: post.id,
          itemTitle: post.title,
          createdAt: post.postedAt,
        }));
    }
    case 'answered': {
      const { answer, question } = event;
      if (!question || question.authorId === answer.authorId) return [];
      return [
        {
          uid: question.authorId,
          id: notificationId('answer', answer.id),
          kind: 'answer',
          actorId: answer.authorId,
          actorName: shownName(answer),
          itemKind: 'qnas',
          itemId: answer.questionId,
          itemTitle: question.title,
          createdAt: answer.addedAt,
        },
      ];
    }
    case 'commented': {
      const { comment, post } = event;
      if (!post || post.authorId === comment.authorId) return [];
      return [
        {
          uid: post.authorId,
          id: notificationId('comment', comment.id),
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
  }
}
