import { useEffect, type ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { refreshSession } from '../lib/session/refresh-session';
import { followSessionAcrossTabs } from '../lib/session/session-across-tabs';
import { useBlocksForSession } from '../features/blocks';
import { useSavedItemsForSession } from '../features/bookmarks/hooks/use-saved-items-for-session';
import { useWatchingForSession } from '../features/watching';
import { toastBaseStyle } from '../lib/notify';
import { belowSiteHeader } from '../lib/site-header-height';

const TOAST_DURATION_MS = 5000;

export function AppProviders({ children }: { children: ReactNode }) {
  useEffect(() => {
    void refreshSession();
  }, []);
  useEffect(followSessionAcrossTabs, []);
  useSavedItemsForSession();
  useWatchingForSession();
  useBlocksForSession();

  return (
    <>
      {children}
      <Toaster
        position="top-right"
        // Below the sticky header, whose height changes with the width, so a toast never hides its controls.
        containerStyle={{ top: belowSiteHeader('var(--space-1)') }}
        toastOptions={{ duration: TOAST_DURATION_MS, style: toastBaseStyle }}
      />
    </>
  );
}
