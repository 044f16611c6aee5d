import type { Page, Request } from 'playwright-core';
import { LIVE_EVENTS, LIVE_PATH } from '../../src/contracts/live';

export interface WatchedPage {
  /** Console errors and warnings, uncaught exceptions, failed requests and answers of 400 or more, each with its page. */
  problems: string[];
  /**
   * Resolves once no request of the page has been in flight for half a second, and its live stream
   * (if one is opening) has said it is ready: the page asks again for what it may have missed then.
   */
  settled(): Promise<void>;
}

const QUIET_MS = 500;
const SETTLE_TIMEOUT_MS = 15_000;

/** The tab's live stream stays open for the whole visit, and a navigation ends it: neither is a problem. */
const isLiveStream = (request: Request) => new URL(request.url()).pathname === LIVE_PATH;

/**
 * Watches everything a page reports going wrong while a test drives it. A test that opens another
 * address waits for `settled()` first: leaving a page mid-load cancels its requests, which would be
 * the test's doing, not the page's.
 */
export function watchPage(page: Page): WatchedPage {
  const problems: string[] = [];
  let inFlight = 0;
  let quietSince = Date.now();
  /** Live streams requested that have not yet said `ready` (nor ended). */
  const streamsOpening = new Set<string>();
  // Playwright has no event for a stream's messages; Chromium's devtools protocol has. A message
  // makes the page ask for something, so it counts as activity, like a request.
  const listening = page
    .context()
    .newCDPSession(page)
    .then(async (devtools) => {
      devtools.on('Network.eventSourceMessageReceived', ({ requestId, eventName }) => {
        if (eventName === LIVE_EVENTS.ready) streamsOpening.delete(requestId);
        quietSince = Date.now();
      });
      devtools.on('Network.loadingFinished', ({ requestId }) => streamsOpening.delete(requestId));
      devtools.on('Network.loadingFailed', ({ requestId }) => streamsOpening.delete(requestId));
      devtools.on('Network.requestWillBeSent', ({ requestId, request }) => {
        if (new URL(request.url).pathname === LIVE_PATH) streamsOpening.add(requestId);
      });
      await devtools.send('Network.enable');
    });
  const where = () => {
    const url = new URL(page.url());
    return url.pathname + url.hash;
  };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${where()}: console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${where()}: uncaught ${error.message}`));
  page.on('request', (request) => {
    if (!isLiveStream(request)) inFlight++;
  });
  const finished = (request: Request) => {
    if (isLiveStream(request)) return;
    inFlight--;
    if (inFlight === 0) quietSince = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', (request) => {
    finished(request);
    if (isLiveStream(request) && request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`${where()}: ${request.method()} ${request.url()} failed: ${request.failure()?.errorText ?? ''}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`${where()}: ${response.request().method()} ${response.url()} answered ${response.status()}`);
  });
  const settled = async () => {
    await listening;
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    while (inFlight > 0 || streamsOpening.size > 0 || Date.now() - quietSince < QUIET_MS) {
      if (Date.now() > deadline)
        throw new Error(
          `${where()}: ${inFlight} requests and ${streamsOpening.size} live streams still opening after ${SETTLE_TIMEOUT_MS} ms`,
        );
      await page.waitForTimeout(50);
    }
  };
  return { problems, settled };
}
