import { NEUTRAL_SITE_URL } from '@contracts/quick-exit';
import { forgetAllKept } from '../../lib/form-memory/form-memory';
import { stopLive } from '../../lib/live/live-connection';

/**
 * Closes the live stream first (nothing more is asked for this page), forgets the forms' kept text, blanks the page at once, then
 * replaces this history entry with the neutral site, so the back button does not return to what was
 * on screen. Nothing waits on React or the network first.
 */
export function leaveSite(): void {
  stopLive();
  // What was being typed must not come back with the back button or a reopened tab.
  forgetAllKept();
  document.title = '';
  document.body.replaceChildren();
  window.location.replace(NEUTRAL_SITE_URL);
}
