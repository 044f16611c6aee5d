import type { TopicOverview } from '@contracts/topics';
import { type Lookup, useLookup } from '../../../lib/use-lookup';
import { getTopic } from '../api/get-topic';

/** Loads a topic with its counts and related topics; a 404 is told apart so the page can go to /404. */
export function useTopicOverview(slug: string): Lookup<TopicOverview> & { reload: () => void } {
  return useLookup(() => getTopic(slug), [slug]);
}
