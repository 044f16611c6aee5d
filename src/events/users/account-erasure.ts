import { DELETED_MEMBER } from '../../contracts/members';
import type { EventRedaction, HistoryErasure } from '../../common/history-erasure';
import { ConversationEvents } from '../content/conversations.events';
import { EditEvents } from '../content/edits.events';
import { PostEvents } from '../content/posts.events';
import { AdminMessageEvents } from '../messages/admin-messages.events';
import { blocksStream, userStream, watchesStream } from '../streams';
import type { AccountDeletedData } from './account-deletion.events';
import { ReservationEvents, UserEvents } from './users.events';

export { DELETED_MEMBER };
export const DELETED_MEMBER_ROLE = 'member';
/** A Contact Us message's sender, once the account that sent it is deleted. */
export const ERASED_SENDER = { name: DELETED_MEMBER, email: '' } as const;

/**
 * What deleting account `uid` erases from the event history, so that it keeps no personal data of
 * the account. The event store applies it when the account is deleted, and the audit read model
 * (a copy of the history) applies the same to its rows when it meets AccountDeleted, so a rebuild
 * from zero finds what the live projections hold.
 * - The account's own stream goes: email, username, profile, expert profile, membership, bookmarks
 *   and follows all live there; its watched questions and topics have a stream of their own, which goes too.
 * - Its reservations go, event by event: their stream names are hashes of the email and usernames.
 *   A stream another account has used since keeps that account's events.
 * - Posts, comments and answers stay, under "Deleted member" and no role label; when the member
 *   also removed them, what they said goes too (titles, texts, tags, links, and the titles other
 *   members' bookmarks of them copied, and every earlier version their edits recorded), not only
 *   their name. Edits name no one but by uid.
 * - Other members' follows of the account (when it was an expert's) forget the expert's name.
 * - Bug reports it sent no longer say who sent them, nor do the Contact Us and Experts page messages
 *   sent from its email (found by the email when the account is deleted, and named in AccountDeleted by id).
 * Votes stay as they are (numbers that other members' answers and comments count), as do the
 * actor ids in metadata: a uid with nothing left that names anyone.
 */
export function accountErasure({
  uid,
  removeContent,
  contactMessages,
  expertMessages = [],
  removedPosts = [],
}: Pick<AccountDeletedData, 'uid' | 'removeContent' | 'contactMessages'> &
  Partial<Pick<AccountDeletedData, 'expertMessages' | 'removedPosts'>>): HistoryErasure {
  const posts = Object.keys(PostEvents);
  const replies = [ConversationEvents.CommentAdded.type, ConversationEvents.AnswerAdded.type];
  const removedWords: EventRedaction[] = removeContent
    ? [
        { filter: { types: posts, data: { authorId: uid } }, set: { title: '', body: '', tags: [], media: null } },
        { filter: { types: replies, data: { authorId: uid } }, set: { text: '' } },
        // Each edit holds a whole version of the words, and goes with them.
        {
          filter: { types: [EditEvents.PostEdited.type], data: { authorId: uid } },
          set: { title: '', body: '', tags: [], media: null },
        },
        { filter: { types: [EditEvents.ReplyEdited.type], data: { authorId: uid } }, set: { text: '' } },
        ...removedPosts.map(({ kind, id }): EventRedaction => ({
          filter: { types: [UserEvents.ItemSaved.type], data: { type: kind, id } },
          set: { title: '' },
        })),
      ]
    : [];
  return {
    deleteEvents: [
      { streamId: userStream(uid) },
      { streamId: watchesStream(uid) },
      { streamId: blocksStream(uid) },
      { streamPrefix: 'reservation-', types: Object.keys(ReservationEvents), data: { uid } },
    ],
    redactEvents: [
      {
        filter: { types: [...posts, ...replies], data: { authorId: uid } },
        set: { authorName: DELETED_MEMBER, authorRole: DELETED_MEMBER_ROLE },
      },
      ...removedWords,
      {
        filter: { types: [UserEvents.ItemSaved.type], data: { type: 'experts', id: uid } },
        set: { title: DELETED_MEMBER },
      },
      {
        filter: { types: [AdminMessageEvents.BugReported.type], data: { reporterId: uid } },
        set: { reporterId: null },
      },
      ...contactMessages.map((streamId): EventRedaction => ({
        filter: { streamId, types: [AdminMessageEvents.ContactMessageReceived.type] },
        set: ERASED_SENDER,
      })),
      ...expertMessages.map((streamId): EventRedaction => ({
        filter: { streamId, types: [AdminMessageEvents.ExpertMessageReceived.type] },
        set: { email: ERASED_SENDER.email },
      })),
    ],
  };
}
