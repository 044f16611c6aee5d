import { refreshSession } from './refresh-session';
import { useSessionStore } from './session-store';

const CHANNEL = 'dc-session';

/**
 * The site's tabs share the session cookie but each keeps its own store: a logout (or login) in one
 * tab tells the others, which ask the server who is logged in now. Without it another tab went on
 * saying My Account until it was next used. Answers the function that stops listening.
 */
export function followSessionAcrossTabs(): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  // A change this tab makes on hearing of another's is not told back.
  let hearing = false;
  channel.onmessage = () => {
    hearing = true;
    void refreshSession().finally(() => {
      hearing = false;
    });
  };
  const unsubscribe = useSessionStore.subscribe((state, previous) => {
    // The first answer of a tab that opens changes nothing for the others.
    if (hearing || !previous.loaded) return;
    if ((state.user?.uid ?? null) !== (previous.user?.uid ?? null)) channel.postMessage('session-changed');
  });
  return () => {
    unsubscribe();
    channel.close();
  };
}
