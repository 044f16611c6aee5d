import type { PostKind } from '../../contracts/content';
import type { LiveNotice } from '../../contracts/live';
import { isPostKind } from '../../contracts/moderation';
import { POSTED_KIND, POSTED_TYPES } from '../../events/content/posts.events';
import { isEventOf } from '../../events/registry';
import type { AddressedNotice } from '../../infra/live/live-bus';
import { notificationIdIfAny } from '../notifications/notification-causes';

/** A comment or an answer, as votes and removals name it. */
export interface ReplyRef {
  kind: 'answer' | 'comment';
  id: number;
}

export interface PostRef {
  postKind: PostKind;
  postId: number;
}

/** What the notices of a commit need from the read tables, looked up after it committed. */
export interface LiveLookups {
  /** The post a reply sits under (`answer-12` → its question), from the replies kept or removed. */
  replyParents: ReadonlyMap<string, PostRef>;
  /** Who holds a notification, by its id (`answer-12`, `qnas-4`). */
  recipients: ReadonlyMap<string, readonly number[]>;
}

type Event = { type: string; data: unknown };

/** The lanes whose commits can change what an open page shows: the only ones a tab's place names. */
export const LIVE_LANES: readonly string[] = ['pages', 'notifications'];

export const replyKey = (ref: ReplyRef): string => `${ref.kind}-${ref.id}`;

/** The replies whose post the notices of `events` name: votes on them and their removals. */
export function repliesToLookUp(events: readonly Event[]): ReplyRef[] {
  const refs: ReplyRef[] = [];
  for (const e of events) {
    if (isEventOf(e, 'VoteCast')) refs.push({ kind: e.data.target, id: e.data.targetId });
    else if (
      isEventOf(e, 'ContentRemoved', 'ContentHiddenByReports', 'HiddenContentRestored') &&
      !isPostKind(e.data.kind)
    )
      refs.push({ kind: e.data.kind === 'answers' ? 'answer' : 'comment', id: e.data.id });
  }
  return refs;
}

/** The notifications `events` may have given someone: the ids the notifications projection stores them under. */
export const notificationsToLookUp = (events: readonly Event[]): string[] =>
  events.flatMap((e) => notificationIdIfAny(e) ?? []);

/**
 * The notices of the events one lane committed, in order, each said once. The pages lane tells of
 * posts, replies and the question of the day (every post is public the moment it is posted; a
 * moderator's removal is the only way one goes); the notifications lane tells each member whose bell
 * changed, and no one else. Other lanes change nothing an open page shows.
 */
export function liveNoticesFor(lane: string, events: readonly Event[], lookups: LiveLookups): AddressedNotice[] {
  const notices: AddressedNotice[] = [];
  const seen = new Set<string>();
  const add = (notice: LiveNotice, uids?: number[]) => {
    const key = JSON.stringify([notice, uids]);
    if (seen.has(key)) return;
    seen.add(key);
    notices.push(uids ? { notice, uids } : { notice });
  };
  const replies = (post: PostRef | undefined, change: 'added' | 'changed' | 'removed') => {
    if (post) add({ kind: 'replies', postKind: post.postKind, postId: post.postId, change });
  };
  if (lane === 'pages') {
    for (const e of events) {
      if (isEventOf(e, ...POSTED_TYPES))
        add({ kind: 'post', postKind: POSTED_KIND[e.type], id: e.data.id, change: 'added' });
      else if (isEventOf(e, 'AnswerAdded')) replies({ postKind: 'qnas', postId: e.data.questionId }, 'added');
      else if (isEventOf(e, 'CommentAdded')) replies({ postKind: e.data.parentKind, postId: e.data.parentId }, 'added');
      else if (isEventOf(e, 'VoteCast'))
        replies(lookups.replyParents.get(replyKey({ kind: e.data.target, id: e.data.targetId })), 'changed');
      else if (isEventOf(e, 'PostEdited'))
        add({ kind: 'post', postKind: e.data.kind, id: e.data.id, change: 'changed' });
      else if (isEventOf(e, 'ReplyEdited'))
        replies({ postKind: e.data.parentKind, postId: e.data.parentId }, 'changed');
      else if (isEventOf(e, 'BestAnswerMarked', 'BestAnswerUnmarked'))
        replies({ postKind: 'qnas', postId: e.data.questionId }, 'changed');
      else if (isEventOf(e, 'ContentRemoved')) {
        const { kind, id } = e.data;
        if (isPostKind(kind)) add({ kind: 'post', postKind: kind, id, change: 'removed' });
        else
          replies(
            lookups.replyParents.get(replyKey({ kind: kind === 'answers' ? 'answer' : 'comment', id })),
            'removed',
          );
      } else if (isEventOf(e, 'ContentHiddenByReports', 'HiddenContentRestored')) {
        // Its page and list read again: hidden, it is there for its author alone.
        const { kind, id } = e.data;
        if (isPostKind(kind)) add({ kind: 'post', postKind: kind, id, change: 'changed' });
        else
          replies(
            lookups.replyParents.get(replyKey({ kind: kind === 'answers' ? 'answer' : 'comment', id })),
            e.type === 'ContentHiddenByReports' ? 'removed' : 'changed',
          );
      } else if (isEventOf(e, 'PostDeletedByAuthor'))
        // A placeholder reads again as the deleted post; one without replies is gone, and its open page says why.
        add({ kind: 'post', postKind: e.data.kind, id: e.data.id, change: 'deleted' });
      else if (isEventOf(e, 'ReplyDeletedByAuthor'))
        replies({ postKind: e.data.parentKind, postId: e.data.parentId }, 'removed');
      else if (isEventOf(e, 'QotdActivated')) add({ kind: 'qotd' });
    }
  } else if (lane === 'notifications') {
    const uids = new Set<number>();
    for (const id of notificationsToLookUp(events)) for (const uid of lookups.recipients.get(id) ?? []) uids.add(uid);
    for (const e of events) if (isEventOf(e, 'NotificationRead', 'AllNotificationsRead')) uids.add(e.data.uid);
    // One notice per member: the bell reads its count again, whatever changed.
    for (const uid of [...uids].sort((a, b) => a - b)) add({ kind: 'notifications' }, [uid]);
    // Removed or deleted content takes its notifications with it, and whose they were is gone with the rows: every
    // member's bell reads again (removals are rare; the notice says nothing of what was removed).
    if (events.some((e) => isEventOf(e, 'ContentRemoved', 'PostDeletedByAuthor', 'ReplyDeletedByAuthor'))) {
      const key = JSON.stringify(['members']);
      if (!seen.has(key)) notices.push({ notice: { kind: 'notifications' }, members: true });
      seen.add(key);
    }
  }
  return notices;
}
