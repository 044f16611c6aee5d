import { useEffect } from 'react';
import { useTopicsStore } from './topics-store';

/** The topics, fetched on first use; `error` is set when that load failed, and `reload` tries again. */
export function useTopics() {
  const topics = useTopicsStore((state) => state.topics);
  const error = useTopicsStore((state) => state.error);
  const load = useTopicsStore((state) => state.load);

  useEffect(() => {
    void load();
  }, [load]);

  return { topics, error, reload: load };
}
