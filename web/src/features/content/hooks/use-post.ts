import type { PostDetail, PostKind } from '@contracts/content';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api';
import { getPost } from '../api/get-post';

type PostState = { status: 'loading' } | { status: 'found'; post: PostDetail } | { status: 'not-found' } | { status: 'failed'; error: string };

/** Loads one post; a 404 from the server is told apart so the page can go to /404. */
export function usePost(kind: PostKind, id: number): PostState & { reload: () => void } {
  const [state, setState] = useState<PostState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getPost(kind, id).then(
      (post) => current && setState({ status: 'found', post }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 404) setState({ status: 'not-found' });
        else setState({ status: 'failed', error: errorMessage(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [kind, id, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
