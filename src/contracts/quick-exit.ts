/**
 * Quick exit: a way off the site for someone whose screen may be watched. The neutral site is an
 * everyday page that gives nothing away if it is seen on the screen or at the top of the history.
 */
export const NEUTRAL_SITE_URL = 'https://weather.com/';

export const QUICK_EXIT_LABEL = 'Leave this site';

/** Two presses of Escape this close together leave the site; one press keeps closing dialogs. */
export const DOUBLE_ESCAPE_WINDOW_MS = 1000;

/** Whether an Escape pressed at `now` is the second of a double press, the first having been at `previous`. */
export function completesDoubleEscape(previous: number | null, now: number): boolean {
  return previous !== null && now - previous >= 0 && now - previous <= DOUBLE_ESCAPE_WINDOW_MS;
}
