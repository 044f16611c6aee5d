import { useEffect, type ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { refreshSession } from '../lib/session/refresh-session';
import { followSessionAcrossTabs } from '../lib/session/session-across-tabs';
import { useSavedItemsForSession } from '../features/bookmarks/hooks/use-saved-items-for-session';
import { useWatchingForSession } from '../features/watching';
import { toastBaseStyle } from '../lib/notify';

const TOAST_DURATION_MS = 5000;
const TOAST_TOP_OFFSET_PX = 84;

export function AppProviders({ children }: { children: ReactNode }) {
  useEffect(() => {
    void refreshSession();
  }, []);
  useEffect(followSessionAcrossTabs, []);
  useSavedItemsForSession();
  useWatchingForSession();

  return (
    <>
      {children}
      <Toaster
        position="top-right"
        // Below the sticky header, so a toast never hides the navigation.
        containerStyle={{ top: TOAST_TOP_OFFSET_PX }}
        toastOptions={{ duration: TOAST_DURATION_MS, style: toastBaseStyle }}
      />
    </>
  );
}
