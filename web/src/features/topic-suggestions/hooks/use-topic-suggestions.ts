import { useCallback } from 'react';
import { useAdminResource } from '../../../lib/use-admin-resource';
import { getTopicSuggestions } from '../api/get-topic-suggestions';

/** The open suggestions for the administrators' table. */
export function useTopicSuggestions() {
  const resource = useAdminResource('/admin/topic-suggestions', getTopicSuggestions);
  const { update } = resource;
  /** Takes a handled suggestion off the table. */
  const remove = useCallback(
    (id: number) => update(({ suggestions }) => ({ suggestions: suggestions.filter((s) => s.id !== id) })),
    [update],
  );
  return { ...resource, remove };
}
