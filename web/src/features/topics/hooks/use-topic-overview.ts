import type { TopicOverview } from '@contracts/topics';
import { asLookup, type Lookup } from '../../../lib/server-data/lookup';
import { useServerData } from '../../../lib/server-data/use-server-data';
import { getTopic } from '../api/get-topic';

/** Loads a topic with its counts and related topics; a 404 is told apart so the page can go to /404. */
export function useTopicOverview(slug: string): Lookup<TopicOverview> & { reload: () => void } {
  return asLookup(useServerData(`/topics/${slug}`, (signal) => getTopic(slug, signal)));
}
