import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { AUTH_PATHS } from '../../../lib/paths';
import { useSessionStore } from '../../../lib/session/session-store';

/** Remembers the page on screen so a login can bring the user back to it. */
export function useRememberCurrentPath(): () => void {
  const location = useLocation();
  const rememberPath = useSessionStore((state) => state.rememberPath);
  return useCallback(() => {
    if (AUTH_PATHS.includes(location.pathname)) return;
    rememberPath(location.pathname + location.search);
  }, [location.pathname, location.search, rememberPath]);
}
