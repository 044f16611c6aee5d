import type { NewPost, PostKind } from '@contracts/content';
import { saveDraft } from './api/save-draft';
import { discardDraft } from './api/discard-draft';
import { useDraftsStore } from './drafts-store';

/** Saves a logged-out visitor's post as a draft and remembers its key until they log in. */
export async function keepDraft(kind: PostKind, post: NewPost): Promise<void> {
  // A draft is posted later, once its author signs up or logs in: the drafts API takes no writing time.
  const { writingMs: _writingMs, ...draft } = post;
  const { key } = await saveDraft({ kind, ...draft });
  const previous = useDraftsStore.getState().pendingKey;
  useDraftsStore.getState().keep(key);
  // One post waits at a time: the newer draft replaces an earlier one, which nobody can reach any more.
  if (previous && previous !== key) discardDraft(previous).catch(() => undefined);
}
