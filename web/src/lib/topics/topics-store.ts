import type { Topic } from '@contracts/topics';
import { create } from 'zustand';
import { errorMessage } from '../api';
import { getTopics } from './get-topics';

interface TopicsStore {
  /** Null until the first successful load; topics change rarely, so one load serves the visit. */
  topics: Topic[] | null;
  loading: boolean;
  error: string | null;
  /** Loads the topics unless they are loaded or on their way. */
  load: () => Promise<void>;
  /** Fetches the topics again (e.g. after an administrator added one), keeping the old list meanwhile. */
  refresh: () => Promise<void>;
}

export const useTopicsStore = create<TopicsStore>()((set, get) => ({
  topics: null,
  loading: false,
  error: null,
  load: async () => {
    if (get().topics || get().loading) return;
    set({ loading: true, error: null });
    try {
      const { topics } = await getTopics();
      set({ topics, loading: false });
    } catch (error) {
      set({ loading: false, error: errorMessage(error) });
    }
  },
  refresh: async () => {
    try {
      const { topics } = await getTopics();
      set({ topics, error: null });
    } catch {
      // The old list stays on screen: it lacks only the newest topic, which the next visit loads.
    }
  },
}));
