import type { PostKind } from '../../contracts/content';
import { type NotificationKind, notificationId } from '../../contracts/notifications';
import { POSTED_KIND, POSTED_TYPES, type PostedData, type PostEvent } from '../../events/content/posts.events';
import type { EventData, EventType } from '../../events/registry';

// What gives members notifications, declared once: each kind's causing events, and each causing
// event's notification id and whether it is a reply. The notifications projection can only name a
// notification by its cause's id here (NotificationId); the live notices look up who holds one by that
// same id; the event history counts a reply's id among the names of a pseudonymous post's author. So
// an event that notifies without its line here does not compile, and with it the live notice and the
// redaction follow.

/** How one event type notifies. */
interface NotificationCause<T extends EventType> {
  /** The id its notifications are stored and read under, in NOTIFICATION_ID_PATTERN. */
  id: (data: EventData<T>, type: T) => string;
  /**
   * An answer or a comment on a post. Its notification goes to the post's author, so reading it names
   * them: under a pseudonym the event history hides that (pseudonym-redaction.ts). And one its author
   * alone sees (`authorOnly`: the post's author blocked them) tells nobody.
   */
  reply: boolean;
}

/** A post is named by itself: posted, or given a topic later by a moderator or by its author's edit. */
const posted = {
  id: (post: PostedData, type: PostEvent['type']) => notificationId(POSTED_KIND[type], post.id),
  reply: false,
} as const;
const categorized = {
  id: (post: { kind: PostKind; id: number }) => notificationId(post.kind, post.id),
  reply: false,
} as const;

export const NOTIFICATION_CAUSES = {
  ArticlePosted: posted,
  BookPosted: posted,
  VideoPosted: posted,
  QuestionPosted: posted,
  AnswerAdded: { id: (d) => notificationId('answer', d.id), reply: true },
  CommentAdded: { id: (d) => notificationId('comment', d.id), reply: true },
  PostCategorized: categorized,
  PostEdited: categorized,
} as const satisfies { readonly [T in EventType]?: NotificationCause<T> };

type Causes = typeof NOTIFICATION_CAUSES;
/** The event types that notify. */
export type NotifyingType = keyof Causes;
/** The event types that are replies (`reply: true`). */
export type ReplyType = { [T in NotifyingType]: Causes[T]['reply'] extends true ? T : never }[NotifyingType];
/** An event that notifies, its data typed by its definition. */
export type CauseEvent<T extends NotifyingType = NotifyingType> = { [K in T]: { type: K; data: EventData<K> } }[T];

/**
 * The events each kind of notification comes of (who gets which: notification-recipients.ts). A new
 * kind does not compile until it names its causes, and a cause not declared above cannot be named.
 */
export const NOTIFICATION_KIND_CAUSES = {
  answer: ['AnswerAdded'],
  'watched-answer': ['AnswerAdded'],
  comment: ['CommentAdded'],
  post: POSTED_TYPES,
  'topic-post': [...POSTED_TYPES, 'PostCategorized', 'PostEdited'],
} as const satisfies Record<NotificationKind, readonly NotifyingType[]>;

declare const caused: unique symbol;
/** A notification's id, made only from its cause: so that every notifying event is declared above. */
export type NotificationId = string & { readonly [caused]: true };

const isCause = (type: string): type is NotifyingType => Object.hasOwn(NOTIFICATION_CAUSES, type);

/** The id of the notifications `event` gives. */
export function notificationIdOf(event: CauseEvent): NotificationId {
  // Each entry's `id` takes its own type's data, which `event` pairs with its type.
  const id = NOTIFICATION_CAUSES[event.type].id as (data: unknown, type: string) => string;
  return id(event.data, event.type) as NotificationId;
}

/** The id of the notifications an event read from a stream may have given; null for one that gives none. */
export const notificationIdIfAny = (event: { type: string; data: unknown }): NotificationId | null =>
  isCause(event.type) ? notificationIdOf(event as CauseEvent) : null;

/** Whether an event read from a stream is a reply (see `reply` above); if so its data has its definition's type. */
export const isReply = (event: { type: string; data: unknown }): event is CauseEvent<ReplyType> =>
  isCause(event.type) && NOTIFICATION_CAUSES[event.type].reply;
