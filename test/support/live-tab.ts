import type { Browser, Page } from 'playwright-core';
import { LIVE_EVENTS, LIVE_PATH } from '../../src/contracts/live';
import { newPage } from './browser';
import { logInThroughForm, type SignedUpMember } from './e2e-members';
import { until } from './until';

/** How long a change may take to reach another member's open page through the live stream. */
export const LIVE_WAIT_MS = 15_000;

export interface LiveTab {
  page: Page;
  /** How many times the server said the stream is open (`event: ready`). */
  readies(): number;
  /** How many of the page's streams have ended. */
  closes(): number;
}

/** A member's own browser page at `width`, logged in, following its live stream's messages through DevTools. */
export async function openLiveTab(
  member: SignedUpMember,
  width: number,
  { browser, baseUrl }: { browser: Browser; baseUrl: string },
): Promise<LiveTab> {
  const page = await newPage(browser, baseUrl, width);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  let readies = 0;
  cdp.on('Network.eventSourceMessageReceived', (message) => {
    if (message.eventName === LIVE_EVENTS.ready) readies++;
  });
  const streams = new Set<string>();
  let closes = 0;
  cdp.on('Network.requestWillBeSent', (sent) => {
    if (new URL(sent.request.url).pathname === LIVE_PATH) streams.add(sent.requestId);
  });
  const ended = ({ requestId }: { requestId: string }) => {
    if (streams.delete(requestId)) closes++;
  };
  cdp.on('Network.loadingFailed', ended);
  cdp.on('Network.loadingFinished', ended);
  await logInThroughForm(page, member.email);
  return { page, readies: () => readies, closes: () => closes };
}

/** Opens `path` as a new page load and waits until its stream is open, so nothing sent from now on is missed. */
export async function openLive(tab: LiveTab, path: string): Promise<void> {
  const before = tab.readies();
  await tab.page.goto(path);
  await until(async () => tab.readies() > before, `the live stream of ${path} to open`, LIVE_WAIT_MS);
}
