import { create } from 'zustand';

interface UnreadState {
  /** Whose count this is: a reply that arrives after logout or another login is dropped. */
  uid: number | null;
  unread: number;
  /** Moves on every count a change answered with (a read, all read). */
  version: number;
  /** The count a change (or the list) answered with: it is at least as new as any poll in flight. */
  set: (uid: number, unread: number) => void;
  /** A polled count, taken only if no change answered since the poll was sent. */
  setPolled: (uid: number, unread: number, sentAtVersion: number) => void;
  clear: () => void;
}

/** The bell's unread count, shared by the header and the notifications page. */
export const useUnreadStore = create<UnreadState>()((set) => ({
  uid: null,
  unread: 0,
  version: 0,
  set: (uid, unread) => set((state) => ({ uid, unread, version: state.version + 1 })),
  setPolled: (uid, unread, sentAtVersion) => set((state) => (state.version === sentAtVersion ? { uid, unread } : {})),
  clear: () => set((state) => ({ uid: null, unread: 0, version: state.version + 1 })),
}));
