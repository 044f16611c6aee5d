import { isPostKind, type ReportedKind } from '../contracts/moderation';
import type { ModerationEvent } from '../events/content/moderation.events';
import { PostEvents } from '../events/content/posts.events';

// Whether a post, or one of its comments or answers, is there or was removed: read from the post's
// stream by moderation, conversations, best answers and the question of the day alike.

type StreamEvent = { type: string; data: unknown };
type Removed = Extract<ModerationEvent, { type: 'ContentRemoved' }>['data'];

export type Presence = 'absent' | 'present' | 'removed';

export interface ContentState {
  post: Presence;
  /** The post's comments or answers by id (a post holds one kind of them). */
  replies: ReadonlyMap<number, Presence>;
}

const POSTED = new Set<string>(Object.keys(PostEvents));

function evolveContent(state: ContentState, event: StreamEvent): ContentState {
  if (POSTED.has(event.type)) return { ...state, post: 'present' };
  if (event.type === 'CommentAdded' || event.type === 'AnswerAdded') {
    return { ...state, replies: new Map(state.replies).set((event.data as { id: number }).id, 'present') };
  }
  if (event.type === 'ContentRemoved') {
    const { kind, id } = event.data as Removed;
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

/** A comment or answer goes with the post it belongs to. */
export function presenceOf(state: ContentState, kind: ReportedKind, id: number): Presence {
  if (isPostKind(kind) || state.post === 'removed') return state.post;
  return state.replies.get(id) ?? 'absent';
}
