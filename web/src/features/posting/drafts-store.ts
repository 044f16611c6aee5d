import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface DraftsStore {
  /** The key of the draft a logged-out visitor asked us to post once they sign up or log in. */
  pendingKey: string | null;
  keep: (key: string) => void;
  clear: () => void;
}

// In localStorage, so the key outlives a reload or a closed tab until the visitor logs in.
export const useDraftsStore = create<DraftsStore>()(
  persist(
    (set) => ({
      pendingKey: null,
      keep: (key) => set({ pendingKey: key }),
      clear: () => set({ pendingKey: null }),
    }),
    { name: 'dc-drafts', storage: createJSONStorage(() => localStorage) },
  ),
);
