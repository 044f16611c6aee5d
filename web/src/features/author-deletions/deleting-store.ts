import type { PostKind } from '@contracts/content';
import { useEffect } from 'react';
import { create } from 'zustand';

interface DeletingState {
  /** The posts the reader is deleting now (`qnas-8`): their page may learn it is gone before the answer does. */
  posts: ReadonlySet<string>;
  mark: (key: string, deleting: boolean) => void;
}

const useDeletingStore = create<DeletingState>()((set) => ({
  posts: new Set(),
  mark: (key, deleting) =>
    set((state) => {
      const posts = new Set(state.posts);
      if (deleting) posts.add(key);
      else posts.delete(key);
      return { posts };
    }),
}));

export const deletingKey = (kind: PostKind, id: number) => `${kind}-${id}`;

export const markDeleting = (kind: PostKind, id: number, deleting: boolean) =>
  useDeletingStore.getState().mark(deletingKey(kind, id), deleting);

/**
 * The reader is deleting this post: a live notice may tell its page it is gone before the delete
 * answers, and the page then waits for the control to lead on (to its list) instead of showing /404.
 * The mark goes when the page does, so a later visit finds the usual /404.
 */
export function useBeingDeleted(kind: PostKind, id: number): boolean {
  const key = deletingKey(kind, id);
  useEffect(() => () => useDeletingStore.getState().mark(key, false), [key]);
  return useDeletingStore((state) => state.posts.has(key));
}
