import type { PostDetail } from '@contracts/content';
import { useLiveNotice } from '../../../lib/live/use-live-notice';
import { useServerData } from '../../../lib/server-data/use-server-data';
import { getQuestionOfTheDay } from '../api/get-question-of-the-day';

// It changes once a day: the badge and the card on a question's page share one answer for a minute.
const FRESH_MS = 60_000;

/** The current question of the day, or null while loading, when there is none, or when it failed to load. */
export function useQuestionOfTheDay(): PostDetail | null {
  // The job cycled it: open pages show the new one (the badge and the card name the key once between them).
  useLiveNotice('qotd', () => ['/qotd']);
  return useServerData('/qotd', getQuestionOfTheDay, { keep: true, freshFor: FRESH_MS }).data?.question ?? null;
}
