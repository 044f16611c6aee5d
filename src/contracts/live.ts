// Live updates (GET /api/live): shared by the server and the web client.
import type { PostKind } from './content';

/**
 * The Server-Sent Events stream an open tab keeps: one per tab. Each message's id is where the tab
 * stands; a tab that comes back sends it (the `Last-Event-ID` header of EventSource's own reconnect,
 * or `?lastEventId=` when it opens a new stream) and is sent what it missed, nothing twice.
 * Too many streams open (per address, per session, or in all): 503, and the page works as without.
 */
export const LIVE_PATH = '/api/live';

/**
 * What changed, as the projector saw it after the read tables committed. A notice names what to read
 * again, never what it now says: the page asks the normal, authorized read routes for that. Nothing
 * in a notice is private (no author, no text); a member's own notices travel on their session's stream only.
 */
export type LiveNotice =
  /**
   * A post was published (`added`), edited by its author (`changed`), removed by a moderator (`removed`) or
   * deleted by its author (`deleted`, so that a reader who has it open is told who took it away): lists and its page.
   */
  | { kind: 'post'; postKind: PostKind; id: number; change: 'added' | 'changed' | 'removed' | 'deleted' }
  /**
   * The answers or comments under a post: one was `added`, or one `changed` in place (a vote total,
   * the best-answer mark) or was `removed` by a moderator.
   */
  | { kind: 'replies'; postKind: PostKind; postId: number; change: 'added' | 'changed' | 'removed' }
  /** The question of the day changed. */
  | { kind: 'qotd' }
  /** The member's notifications changed (a new one, or some were read): their own stream only. */
  | { kind: 'notifications' }
  /**
   * The stream could not replay everything since the tab's last notice (it was away too long, or the
   * server restarted): read everything the page shows again.
   */
  | { kind: 'reset' };

/** One SSE message (`event: notices`): the notices of one commit of the projector, in order. */
export interface LiveMessage {
  notices: LiveNotice[];
}

/** The SSE event names the stream sends. */
export const LIVE_EVENTS = {
  notices: 'notices',
  /** Sent once when the stream opens: the tab knows it is live (and may stop polling). */
  ready: 'ready',
} as const;
