import { useServerData } from '../server-data/use-server-data';
import { getTopics } from './get-topics';

/** The topics change rarely, so one load serves the visit (an administrator's new topic refreshes them). */
export const TOPICS_KEY = '/topics';

/** The topics, fetched on first use; `error` is set when that load failed, and `reload` tries again. */
export function useTopics() {
  const { data, error, reload } = useServerData(TOPICS_KEY, getTopics, { keep: true });
  return { topics: data?.topics ?? null, error, reload };
}
