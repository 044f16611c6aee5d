import { postStreamName } from '../../contracts/post-streams';
import type { PostKind } from '../../contracts/content';
import type { EventType } from '../../events/registry';

// Every event type, and how the event history keeps it so that it never names the author of an
// item posted under a pseudonym beside the item (the rule is in contracts/pseudonyms.ts). A new
// event type fails the type check until it is decided here, and the admin-reads test makes the
// pseudonymous author cause every type that is not `none`, then reads everything administrators read.

/** How the history keeps one event type. */
export type HistoryRedaction =
  /**
   * Nothing to hide: it names no member beside an item, or anyone may do it (watch, vote, report,
   * bookmark), or it is an administrator's doing.
   */
  | { kind: 'none' }
  /** Written under the alias (it carries `pseudonym`): kept without its byline and its actor. */
  | { kind: 'alias' }
  /**
   * What only the item's author does, in the item's own stream (which names the item): kept without
   * its actor and `authorId` when they are the author of the item under a pseudonym.
   */
  | { kind: 'author-in-item' }
  /**
   * The member's doing about an item, in their own stream (which names the member): kept without
   * `field`, which names the item, when the item is the member's own under a pseudonym. `item` is
   * the name the history knows the item by (see masked-authors.ts).
   */
  | { kind: 'member-about-item'; field: string; item: (data: Record<string, unknown>) => string | null }
  /** A claim of a logged-out draft: kept without the claiming member when the draft asked for a pseudonym. */
  | { kind: 'draft-claim' };

const none: HistoryRedaction = { kind: 'none' };
const alias: HistoryRedaction = { kind: 'alias' };
const authorInItem: HistoryRedaction = { kind: 'author-in-item' };
/** A question the member watches or stops watching: only its asker's watch is theirs from the posting on. */
const watchedQuestion: HistoryRedaction = {
  kind: 'member-about-item',
  field: 'questionId',
  item: (data) => (typeof data.questionId === 'number' ? postStreamName('qnas', data.questionId) : null),
};

export const HISTORY_REDACTIONS: Readonly<Record<EventType, HistoryRedaction>> = {
  // A member's account, profile, membership and settings name no item.
  UserRegistered: none,
  RegistrationAbandoned: none,
  UserProfileUpdated: none,
  UserRoleChanged: none,
  TutorialCompleted: none,
  UsernameInviteDismissed: none,
  PasswordChanged: none,
  PasswordResetRequested: none,
  PasswordResetVerified: none,
  ValueReserved: none,
  ValueReleased: none,
  ExpertSignedUp: none,
  ExpertProfileSaved: none,
  ExpertImageChanged: none,
  MembershipActivated: none,
  MembershipRenewed: none,
  MembershipPaid: none,
  MembershipExpired: none,
  MembershipReminderSent: none,
  AllNotificationsRead: none,
  NotificationDigestChosen: none,
  NotificationDigestSent: none,
  // It lists the posts removed with the account, those under a pseudonym too (and its removals in
  // their streams share its request), but the account's personal data leaves the history with it:
  // its uid names no one any more (see account-erasure.ts).
  AccountDeleted: none,
  // Anyone may bookmark, vote on or report an item, and watch a topic.
  ItemSaved: none,
  ItemUnsaved: none,
  VoteCast: none,
  ReplyReported: none,
  TopicWatched: none,
  TopicUnwatched: none,
  // Administrators' doings, and what the site's forms send them.
  QuestionAddedToQotdCycle: none,
  QuestionRemovedFromQotdCycle: none,
  QotdActivated: none,
  TopicCreated: none,
  TopicSuggestionApproved: none,
  TopicSuggestionDenied: none,
  PostCategorized: none,
  ReportDismissed: none,
  // Also its author's, when they delete their account with their content: in the item's stream, that
  // is kept without its actor like anything the author does there (see pseudonym-redaction.ts).
  ContentRemoved: none,
  ContentHiddenByReports: none,
  HiddenContentRestored: none,
  AuthorUnmasked: none,
  ContactMessageReceived: none,
  BugReported: none,
  ExpertMessageReceived: none,
  AdminMessageRead: none,
  // An administrator's review of a held item (it names only the item), a member's level, the blocklist.
  HeldItemApproved: none,
  HeldItemRejected: none,
  TrustLevelSet: none,
  MemberStopped: none,
  MemberStopLifted: none,
  BlocklistEntryAdded: none,
  BlocklistEntryRemoved: none,
  // A logged-out visitor's draft names no member until it is claimed.
  DraftSaved: none,
  DraftDiscarded: none,
  DraftErased: none,
  // Never filed for a post under a pseudonym (see postContent in commands/posts/posts.decider.ts).
  TopicSuggested: none,

  ArticlePosted: alias,
  BookPosted: alias,
  VideoPosted: alias,
  QuestionPosted: alias,
  CommentAdded: alias,
  AnswerAdded: alias,
  DraftClaimed: { kind: 'draft-claim' },
  // A held item carries the alias of an item under a pseudonym, and the event that would publish it.
  ItemHeld: alias,
  BestAnswerMarked: authorInItem,
  BestAnswerUnmarked: authorInItem,
  PostEdited: authorInItem,
  ReplyEdited: authorInItem,
  PostDeletedByAuthor: authorInItem,
  ReplyDeletedByAuthor: authorInItem,
  // Reading the notice of an answer or comment on their post under a pseudonym: only its author has that notice.
  NotificationRead: {
    kind: 'member-about-item',
    field: 'notification',
    item: (data) => (typeof data.notification === 'string' ? data.notification : null),
  },
  // Asking watches the question without an event: an unwatch, or a watch after it, is the asker's own.
  QuestionWatched: watchedQuestion,
  QuestionUnwatched: watchedQuestion,
  // Anyone may block the author of a reply; only the post's author blocks from inside their own post under a
  // pseudonym, where the block acts as the alias: the history then keeps it without what it was made from.
  MemberBlocked: {
    kind: 'member-about-item',
    field: 'from',
    item: (data) => {
      const post = (data.from as { post?: { kind: PostKind; id: number } } | undefined)?.post;
      return post ? postStreamName(post.kind, post.id) : null;
    },
  },
  MemberUnblocked: none,
};

/** How the history keeps events of `type`; an unknown type is treated as the author's own in the item. */
export const historyRedactionOf = (type: string): HistoryRedaction =>
  Object.hasOwn(HISTORY_REDACTIONS, type) ? HISTORY_REDACTIONS[type as EventType] : authorInItem;
