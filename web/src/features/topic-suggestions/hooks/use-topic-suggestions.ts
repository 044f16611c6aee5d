import type { TopicSuggestion } from '@contracts/topics';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api';
import { useSessionStore } from '../../auth/session-store';
import { getTopicSuggestions } from '../api/get-topic-suggestions';

type SuggestionsState =
  { status: 'loading' } | { status: 'loaded'; suggestions: TopicSuggestion[] } | { status: 'not-allowed' } | { status: 'failed'; error: string };

/**
 * The open suggestions for the administrators' table. The server decides who may see them: a 403
 * is the page's not-allowed state, and a 401 (the session ended) sends the person to log in.
 */
export function useTopicSuggestions() {
  const [state, setState] = useState<SuggestionsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getTopicSuggestions().then(
      ({ suggestions }) => current && setState({ status: 'loaded', suggestions }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 401) useSessionStore.getState().clearUser();
        else if (error instanceof ApiError && error.status === 403) setState({ status: 'not-allowed' });
        else setState({ status: 'failed', error: errorMessage(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  /** Takes a handled suggestion off the table. */
  const remove = useCallback(
    (id: number) =>
      setState((previous) => (previous.status === 'loaded' ? { ...previous, suggestions: previous.suggestions.filter((s) => s.id !== id) } : previous)),
    [],
  );
  return { ...state, reload, remove };
}
