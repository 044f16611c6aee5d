import { useCallback, useEffect } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router-dom';
import { hasUnsavedForm, useFormsOnScreen } from './unsaved-forms';

/** Asked before another page opens over a form with text not sent yet. True to what happens: the text is kept. */
export const LEAVE_UNSENT_FORM =
  'What you wrote here has not been sent yet. Leave this page anyway? It will still be here if you come back during this visit.';

function Blocker() {
  // Asked inside the blocker, so the answer is synchronous: a caller that navigates (logout) can tell at once
  // whether the member stayed.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && hasUnsavedForm() && !window.confirm(LEAVE_UNSENT_FORM),
    [],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);

  useEffect(() => {
    const warnBeforeClosing = (event: BeforeUnloadEvent) => {
      // Quick exit forgets every kept text first, so it is never held up here.
      if (!hasUnsavedForm()) return;
      event.preventDefault();
      // Older browsers only ask when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warnBeforeClosing);
    return () => window.removeEventListener('beforeunload', warnBeforeClosing);
  }, []);
  return null;
}

/** The one guard of unsent forms: it holds the router's blocker only while such a form is on screen. */
export function UnsavedFormsGuard() {
  return useFormsOnScreen() ? <Blocker /> : null;
}
