// The notifications contract, shared by the server (API, digest email) and the web client (the bell).
// Plain constants and types only.
import { POST_NOUNS, type PostKind } from './content';
import { postPagePath } from './site';

/**
 * What happened: an answer to the member's question, a comment on their post, a post by an expert
 * they follow, an answer to a question they watch, or a post in a topic they watch.
 */
export const NOTIFICATION_KINDS = ['answer', 'comment', 'post', 'watched-answer', 'topic-post'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface Notification {
  /** Stable across rebuilds: what caused it, e.g. `answer-17`, `comment-41`, `qnas-12` (a followed expert's post). */
  id: string;
  kind: NotificationKind;
  actorName: string;
  itemKind: PostKind;
  itemId: number;
  itemTitle: string;
  createdAt: string;
  read: boolean;
}

/** GET /api/notifications: the newest first, at most NOTIFICATIONS_LISTED; `unread` counts them all. */
export interface NotificationList {
  notifications: Notification[];
  unread: number;
}

/** GET /api/notifications/unread, and the reply to marking read. */
export interface UnreadCount {
  unread: number;
}

/** GET and PUT /api/account/notification-settings */
export interface NotificationSettings {
  weeklyDigest: boolean;
}

export const NOTIFICATIONS_LISTED = 50;
/** How often the bell asks for the count while a page stays open. */
export const UNREAD_POLL_MS = 60_000;

/** A notification's id as the API spells it: the kind of its cause and the cause's id. */
export const NOTIFICATION_ID_PATTERN = /^(answer|comment|articles|books|videos|qnas)-[1-9]\d{0,9}$/;
/** The id of the notification `cause` (an answer, a comment, or a followed expert's post) gives, in NOTIFICATION_ID_PATTERN. */
export const notificationId = (cause: 'answer' | 'comment' | PostKind, id: number): string => `${cause}-${id}`;

/** The entry in plain words, e.g. Dana Reyes answered your question “Who keeps the dog?” */
export function describeNotification(n: Pick<Notification, 'kind' | 'actorName' | 'itemKind' | 'itemTitle'>): string {
  const what = `${POST_NOUNS[n.itemKind]} “${n.itemTitle}”`;
  switch (n.kind) {
    case 'answer':
      return `${n.actorName} answered your ${what}`;
    case 'comment':
      return `${n.actorName} commented on your ${what}`;
    case 'post':
      return `${n.actorName} posted a new ${what}`;
    case 'watched-answer':
      return `${n.actorName} answered a ${POST_NOUNS[n.itemKind]} you watch: “${n.itemTitle}”`;
    case 'topic-post':
      return `${n.actorName} posted a new ${what} in a topic you watch`;
  }
}

/** The site path of the item a notification is about. */
export const notificationPath = (n: Pick<Notification, 'itemKind' | 'itemId'>): string =>
  postPagePath(n.itemKind, n.itemId);

export const NOTIFICATION_MESSAGES = {
  notFound: 'This notification could not be found.',
  empty: 'No notifications yet.',
  markAll: 'Mark all as read',
  digestLabel: 'Email me a weekly digest of my notifications',
  digestSaved: 'Notification settings saved.',
} as const;
