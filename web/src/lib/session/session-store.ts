import type { SessionUser } from '@contracts/members';
import { create, type StateCreator } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface SessionSlice {
  user: SessionUser | null;
  csrfToken: string;
  /** False until the first GET /api/session has answered (or failed). */
  loaded: boolean;
  /**
   * From the start of a logout or an account deletion until the user is cleared (or it failed): the
   * server may end the session at any moment, so nothing asks it for the member's own data meanwhile.
   */
  ending: boolean;
  setSession: (user: SessionUser | null, csrfToken?: string) => void;
  markLoaded: () => void;
  setEnding: (ending: boolean) => void;
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
  ending: false,
  setSession: (user, csrfToken) =>
    set((state) => ({ user, csrfToken: csrfToken ?? state.csrfToken, loaded: true, ending: false })),
  markLoaded: () => set({ loaded: true }),
  setEnding: (ending) => set({ ending }),
  clearUser: () => set({ user: null, ending: false }),
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
