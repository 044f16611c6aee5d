import type { TopicOverview } from '@contracts/topics';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api';
import { getTopic } from '../api/get-topic';

type OverviewState = { status: 'loading' } | { status: 'found'; overview: TopicOverview } | { status: 'not-found' } | { status: 'failed'; error: string };

/** Loads a topic with its counts and related topics; a 404 is told apart so the page can go to /404. */
export function useTopicOverview(slug: string): OverviewState & { reload: () => void } {
  const [state, setState] = useState<OverviewState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getTopic(slug).then(
      (overview) => current && setState({ status: 'found', overview }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 404) setState({ status: 'not-found' });
        else setState({ status: 'failed', error: errorMessage(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [slug, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
