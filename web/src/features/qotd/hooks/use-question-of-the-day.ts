import type { PostDetail } from '@contracts/content';
import { useApiResource } from '../../../lib/use-api-resource';
import { getQuestionOfTheDay } from '../api/get-question-of-the-day';

/** The current question of the day, or null while loading, when there is none, or when it failed to load. */
export function useQuestionOfTheDay(): PostDetail | null {
  return useApiResource(getQuestionOfTheDay).data?.question ?? null;
}
