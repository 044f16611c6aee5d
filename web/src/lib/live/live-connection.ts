import { LIVE_EVENTS, LIVE_PATH, type LiveMessage } from '@contracts/live';
import { dispatchNotices } from './live-subscribers';
import { type LiveStatus, useLiveStore } from './live-store';

/** A tab in the background this long lets its stream go (the server's slot is freed) and catches up on return. */
const BACKGROUND_PAUSE_MS = 30_000;
/** After the stream gave up (e.g. 503: too many open), the page works as without and asks again later, less often each time. */
const RETRY_FIRST_MS = 5_000;
const RETRY_MAX_MS = 5 * 60_000;

let source: EventSource | null = null;
/** The app wants a stream (started and not stopped). */
let wanted = false;
/** The stream was let go while the tab was in the background. */
let paused = false;
let failures = 0;
/** A stream was live in this tab before: a later one may have missed notices in between. */
let wasLive = false;
let pauseTimer: ReturnType<typeof setTimeout> | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

const setStatus = (status: LiveStatus) => useLiveStore.setState({ status });

function isMessage(value: unknown): value is LiveMessage {
  return typeof value === 'object' && value !== null && Array.isArray((value as Partial<LiveMessage>).notices);
}

function parse(data: string): LiveMessage | null {
  try {
    const value: unknown = JSON.parse(data);
    return isMessage(value) ? value : null;
  } catch {
    return null;
  }
}

/** A new stream resumes after the last message taken; EventSource's own reconnects send Last-Event-ID themselves. */
function streamUrl(): string {
  const { lastEventId } = useLiveStore.getState();
  return lastEventId ? `${LIVE_PATH}?lastEventId=${encodeURIComponent(lastEventId)}` : LIVE_PATH;
}

function closeSource(): void {
  source?.close();
  source = null;
}

function clearTimers(): void {
  clearTimeout(pauseTimer);
  clearTimeout(retryTimer);
  pauseTimer = undefined;
  retryTimer = undefined;
}

function open(): void {
  closeSource();
  clearTimeout(retryTimer);
  retryTimer = undefined;
  const stream = new EventSource(streamUrl());
  source = stream;
  setStatus('connecting');
  stream.addEventListener(LIVE_EVENTS.ready, (event: MessageEvent<string>) => {
    if (source !== stream) return;
    failures = 0;
    const { lastEventId } = useLiveStore.getState();
    if (event.lastEventId) useLiveStore.setState({ lastEventId: event.lastEventId });
    setStatus('live');
    // Back after a gap with no position to resume from: what changed meanwhile is unknown, so all is asked again.
    if (wasLive && !lastEventId) dispatchNotices([{ kind: 'reset' }]);
    wasLive = true;
  });
  stream.addEventListener(LIVE_EVENTS.notices, (event: MessageEvent<string>) => {
    if (source !== stream) return;
    // The position first: a screen's handler failing must not make the tab ask for this message again.
    if (event.lastEventId) useLiveStore.setState({ lastEventId: event.lastEventId });
    const message = parse(event.data);
    if (message) dispatchNotices(message.notices);
  });
  stream.addEventListener('error', () => {
    if (source !== stream) return;
    // CONNECTING: EventSource tries again by itself (a network drop) and resumes with Last-Event-ID.
    if (stream.readyState !== EventSource.CLOSED) {
      setStatus('connecting');
      return;
    }
    // CLOSED: it gave up (the server refused, e.g. 503); the page works as without until the next try.
    closeSource();
    setStatus('off');
    scheduleRetry();
  });
}

function scheduleRetry(): void {
  const delay = Math.min(RETRY_FIRST_MS * 2 ** failures, RETRY_MAX_MS);
  failures += 1;
  // Spread the tries of many tabs refused together, so they do not all come back at once.
  retryTimer = setTimeout(retry, delay * (0.5 + Math.random() / 2));
}

function retry(): void {
  retryTimer = undefined;
  if (!wanted) return;
  if (document.visibilityState === 'hidden') paused = true;
  else open();
}

function pause(): void {
  pauseTimer = undefined;
  if (!wanted) return;
  paused = true;
  closeSource();
  clearTimeout(retryTimer);
  retryTimer = undefined;
  setStatus('off');
}

function onVisibilityChange(): void {
  if (document.visibilityState === 'hidden') {
    clearTimeout(pauseTimer);
    pauseTimer = setTimeout(pause, BACKGROUND_PAUSE_MS);
    return;
  }
  clearTimeout(pauseTimer);
  pauseTimer = undefined;
  if (paused && wanted) {
    paused = false;
    open();
  }
}

/** Opens the tab's one stream (again: a new session's stream carries its own member's notices). */
export function startLive(): void {
  if (typeof EventSource === 'undefined') return;
  stopLive();
  wanted = true;
  failures = 0;
  // A stream opened on purpose (the app starts, the session changed) has nothing to catch up on.
  wasLive = false;
  document.addEventListener('visibilitychange', onVisibilityChange);
  if (document.visibilityState === 'hidden') paused = true;
  else open();
}

/** Closes the stream and forgets every timer: the page works as without (quick exit calls this first). */
export function stopLive(): void {
  wanted = false;
  paused = false;
  document.removeEventListener('visibilitychange', onVisibilityChange);
  clearTimers();
  closeSource();
  setStatus('off');
}
