import { isPostKind, type ReportedKind } from '../contracts/moderation';
import { PostEvents } from '../events/content/posts.events';
import { isEventOf } from '../events/registry';

// Whether a post, or one of its comments or answers, is there or was removed: read from the post's
// stream by moderation, conversations, best answers and the question of the day alike.

type StreamEvent = { type: string; data: unknown };

export type Presence = 'absent' | 'present' | 'removed';

export interface ContentState {
  post: Presence;
  /** The post's comments or answers by id (a post holds one kind of them). */
  replies: ReadonlyMap<number, Presence>;
  /**
   * The post was deleted by its author while it had replies: it is gone ('removed'), but its replies
   * stay, each as present as it was (absent before any deletion).
   */
  placeholder?: boolean;
}

const POSTED = new Set<string>(Object.keys(PostEvents));

function evolveContent(state: ContentState, event: StreamEvent): ContentState {
  if (POSTED.has(event.type)) return { ...state, post: 'present' };
  if (isEventOf(event, 'CommentAdded', 'AnswerAdded')) {
    return { ...state, replies: new Map(state.replies).set(event.data.id, 'present') };
  }
  // An author's deletion takes the item away as a removal does (nothing more is added to it).
  if (isEventOf(event, 'PostDeletedByAuthor'))
    return { ...state, post: 'removed', placeholder: event.data.keepsPlaceholder };
  if (isEventOf(event, 'ReplyDeletedByAuthor'))
    return { ...state, replies: new Map(state.replies).set(event.data.id, 'removed') };
  if (isEventOf(event, 'ContentRemoved')) {
    const { kind, id } = event.data;
    return isPostKind(kind)
      ? { ...state, post: 'removed' }
      : { ...state, replies: new Map(state.replies).set(id, 'removed') };
  }
  return state;
}

/** A post's stream folded to what is there; moderation's contentDecider adds the removal decision. */
export const contentPresence = {
  initialState: (): ContentState => ({ post: 'absent', replies: new Map() }),
  evolve: evolveContent,
};

/** A comment or answer goes with the post it belongs to, unless its author deleted the post alone. */
export function presenceOf(state: ContentState, kind: ReportedKind, id: number): Presence {
  if (isPostKind(kind) || (state.post === 'removed' && state.placeholder !== true)) return state.post;
  return state.replies.get(id) ?? 'absent';
}
