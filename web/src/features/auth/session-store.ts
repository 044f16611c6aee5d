import type { SessionUser } from '@contracts/members';
import { create, type StateCreator } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface SessionSlice {
  user: SessionUser | null;
  csrfToken: string;
  /** False until the first GET /api/session has answered (or failed). */
  loaded: boolean;
  setSession: (user: SessionUser | null, csrfToken?: string) => void;
  markLoaded: () => void;
  clearUser: () => void;
}

interface RedirectSlice {
  /** The page to return to after logging in. */
  rememberedPath: string | null;
  rememberPath: (path: string) => void;
  takeRememberedPath: () => string | null;
}

type SessionStore = SessionSlice & RedirectSlice;
type Mutators = [['zustand/persist', unknown]];

const createSessionSlice: StateCreator<SessionStore, Mutators, [], SessionSlice> = (set) => ({
  user: null,
  csrfToken: '',
  loaded: false,
  setSession: (user, csrfToken) => set((state) => ({ user, csrfToken: csrfToken ?? state.csrfToken, loaded: true })),
  markLoaded: () => set({ loaded: true }),
  clearUser: () => set({ user: null }),
});

const createRedirectSlice: StateCreator<SessionStore, Mutators, [], RedirectSlice> = (set, get) => ({
  rememberedPath: null,
  rememberPath: (path) => set({ rememberedPath: path }),
  takeRememberedPath: () => {
    const path = get().rememberedPath;
    set({ rememberedPath: null });
    return path;
  },
});

// Only the remembered page outlives a reload: the server's session cookie is the truth about the user.
export const useSessionStore = create<SessionStore>()(
  persist((...args) => ({ ...createSessionSlice(...args), ...createRedirectSlice(...args) }), {
    name: 'dc-session',
    storage: createJSONStorage(() => sessionStorage),
    partialize: (state) => ({ rememberedPath: state.rememberedPath }),
  }),
);
