import { useConfirmLeave } from '../use-confirm-leave';
import { hasUnsavedForm, useFormsOnScreen } from './unsaved-forms';

/** Asked before another page opens over a form with text not sent yet. True to what happens: the text is kept. */
export const LEAVE_UNSENT_FORM =
  'What you wrote here has not been sent yet. Leave this page anyway? It will still be here if you come back during this visit.';

function Blocker() {
  // Quick exit forgets every kept text first, so it is never held up here.
  useConfirmLeave(LEAVE_UNSENT_FORM, hasUnsavedForm);
  return null;
}

/** The one guard of unsent forms: it holds the router's blocker only while such a form is on screen. */
export function UnsavedFormsGuard() {
  return useFormsOnScreen() ? <Blocker /> : null;
}
