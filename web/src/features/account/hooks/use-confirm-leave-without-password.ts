import { MESSAGES } from '@contracts/messages';
import { useCallback, useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';

/**
 * Leaving the account page asks first. Call it only while a reset still needs a new password: the
 * router hands every history change to a blocker, including a #section typed in the address bar,
 * which it did not make and warns about.
 */
export function useConfirmLeaveWithoutPassword(): void {
  // Asking inside the blocker keeps the answer synchronous, so callers that navigate
  // (e.g. logout) can tell right away whether the user stayed.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && !window.confirm(MESSAGES.leaveWithoutPassword),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);

  useEffect(() => {
    const warnBeforeClosing = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers only ask when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warnBeforeClosing);
    return () => window.removeEventListener('beforeunload', warnBeforeClosing);
  }, []);
}
