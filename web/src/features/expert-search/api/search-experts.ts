import type { ExpertSearchResult } from '@contracts/expert-search';
import { api } from '../../../lib/api';
import type { ExpertSearchQuery } from '../expert-search-query';

export function searchExperts(
  { zip, state, page }: ExpertSearchQuery,
  signal?: AbortSignal,
): Promise<ExpertSearchResult> {
  const query = new URLSearchParams(zip ? { zip } : { state });
  if (page > 1) query.set('page', String(page));
  return api.get<ExpertSearchResult>(`/experts/search?${query.toString()}`, signal);
}
