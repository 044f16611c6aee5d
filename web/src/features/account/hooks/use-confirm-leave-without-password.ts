import { MESSAGES } from '@contracts/messages';
import { useCallback, useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';

/** While a reset still needs a new password, leaving the account page asks first. */
export function useConfirmLeaveWithoutPassword(active: boolean): void {
  // Asking inside the blocker keeps the answer synchronous, so callers that navigate
  // (e.g. logout) can tell right away whether the user stayed.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname && !window.confirm(MESSAGES.leaveWithoutPassword),
    [active],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!active) return;
    const warnBeforeClosing = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers only ask when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warnBeforeClosing);
    return () => window.removeEventListener('beforeunload', warnBeforeClosing);
  }, [active]);
}
