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
  /**
   * Opens `path` once the page has settled, then lets the new page settle. What the page left behind
   * was still asking for (a poll, a live notice's ask) is cancelled by the test leaving, not by the page.
   */
  visit(path: string): Promise<void>;
}

const QUIET_MS = 500;
const SETTLE_TIMEOUT_MS = 15_000;

/** The tab's live stream stays open for the whole visit, and a navigation ends it: neither is a problem. */
const isLiveStream = (request: Request) => new URL(request.url()).pathname === LIVE_PATH;

/**
 * Watches everything a page reports going wrong while a test drives it. A test opens another address
 * with `visit()`: leaving a page cancels what it was still asking for, which is the test's doing, not
 * the page's.
 */
export function watchPage(page: Page): WatchedPage {
  const problems: string[] = [];
  const inFlight = new Set<Request>();
  /** Requests of a document the test is leaving (or has left): the navigation cancels them. */
  const ofLeftDocument = new WeakSet<Request>();
  /** From the test's navigation until the new document replaces the old one. */
  let leaving = false;
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
  const isNewDocument = (request: Request) => request.isNavigationRequest() && request.frame() === page.mainFrame();
  page.on('request', (request) => {
    if (leaving && !isNewDocument(request)) ofLeftDocument.add(request);
    if (!isLiveStream(request)) inFlight.add(request);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) leaving = false;
  });
  const finished = (request: Request) => {
    if (!inFlight.delete(request)) return;
    if (inFlight.size === 0) quietSince = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', (request) => {
    finished(request);
    const aborted = request.failure()?.errorText === 'net::ERR_ABORTED';
    if (aborted && (isLiveStream(request) || ofLeftDocument.has(request))) return;
    problems.push(`${where()}: ${request.method()} ${request.url()} failed: ${request.failure()?.errorText ?? ''}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`${where()}: ${response.request().method()} ${response.url()} answered ${response.status()}`);
  });
  const settled = async () => {
    await listening;
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    while (inFlight.size > 0 || streamsOpening.size > 0 || Date.now() - quietSince < QUIET_MS) {
      if (Date.now() > deadline)
        throw new Error(
          `${where()}: ${inFlight.size} requests and ${streamsOpening.size} live streams still opening after ${SETTLE_TIMEOUT_MS} ms`,
        );
      await page.waitForTimeout(50);
    }
  };
  const visit = async (path: string) => {
    await settled();
    // A live notice or a poll may still ask between the quiet and the navigation.
    leaving = true;
    for (const request of inFlight) ofLeftDocument.add(request);
    try {
      await page.goto(path);
    } finally {
      leaving = false;
    }
    await settled();
  };
  return { problems, settled, visit };
}
