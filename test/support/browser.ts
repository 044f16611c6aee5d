import * as fs from 'node:fs';
import * as path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's Chromium, driven by playwright-core; never a downloaded browser. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
}

/**
 * One page, sized like a laptop (or `width`), in a browser context of its own: no cookies, storage or
 * permissions from an earlier page. Closing its context (`page.context().close()`) empties the context
 * and keeps it for a later page, so that what stays is the site's assets in its HTTP cache, as for a
 * returning visitor: a new context's first page took about 1 s of CPU more (the assets fetched and
 * compiled again), which was most of the browser suite's time. A context whose changes cannot be undone
 * (a mocked clock, an init script) is closed for good instead.
 */
export async function newPage(browser: Browser, baseURL: string, width = 1285): Promise<Page> {
  const context = idleContexts(browser, baseURL).pop() ?? (await reusableContext(browser, baseURL));
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  // The site's local storage and the like, left by the context's earlier page (cookies are gone already).
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(baseURL).origin, storageTypes: SITE_STORAGE });
  await cdp.detach();
  return page;
}

const SITE_STORAGE = 'local_storage,indexeddb,service_workers,cache_storage,file_systems,websql';
const idle = new WeakMap<Browser, Map<string, BrowserContext[]>>();

function idleContexts(browser: Browser, baseURL: string): BrowserContext[] {
  const byUrl = idle.get(browser) ?? new Map<string, BrowserContext[]>();
  idle.set(browser, byUrl);
  const contexts = byUrl.get(baseURL) ?? [];
  byUrl.set(baseURL, contexts);
  return contexts;
}

// Changes to a context that emptying it does not undo.
const LASTING = ['addInitScript', 'exposeBinding', 'exposeFunction', 'setExtraHTTPHeaders', 'setGeolocation'] as const;

async function reusableContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1285, height: 900 } });
  let reusable = true;
  const marking = <F extends (...args: never[]) => unknown>(call: F): F =>
    ((...args: Parameters<F>) => {
      reusable = false;
      return call(...args);
    }) as F;
  for (const name of LASTING) Object.assign(context, { [name]: marking(context[name].bind(context)) });
  // page.clock is its context's clock, which cannot be uninstalled.
  context.clock.install = marking(context.clock.install.bind(context.clock));
  const close = context.close.bind(context);
  context.close = async (options) => {
    if (!reusable || !browser.isConnected()) return close(options);
    try {
      await Promise.all(context.pages().map((page) => page.close()));
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      await Promise.all([context.clearCookies(), context.clearPermissions(), context.setOffline(false)]);
      idleContexts(browser, baseURL).push(context);
    } catch {
      await close(options);
    }
  };
  return context;
}

// react-hot-toast renders every toast inside this container; the message element carries the
// toast's role: "status" for success and info, "alert" for warnings and errors. Scoping to the
// container keeps other live regions (the "Loading..." indicator is also a status) out.
const TOAST = '[data-rht-toaster] [role="status"], [data-rht-toaster] [role="alert"]';

/** The text of every toast on screen (success, info, warning and error alike). */
export async function toastTexts(page: Page): Promise<string[]> {
  const texts = await page.locator(TOAST).allInnerTexts();
  return texts.map((text) => text.trim());
}

/** Polls the toasts until one reads exactly `text`; fails with what was on screen instead. */
export async function waitForToast(page: Page, text: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const texts = await toastTexts(page);
    if (texts.includes(text)) return;
    if (Date.now() > deadline)
      throw new Error(`No toast "${text}" within ${timeoutMs} ms; toasts on screen: ${JSON.stringify(texts)}`);
    await page.waitForTimeout(50);
  }
}

/**
 * Runs the page's scripts `rate` times slower, like a cheap phone: React renders then lag behind the
 * server's answers, which is where ordering mistakes between a route change and a store update show.
 */
export async function slowDownCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** The path (and query) the page shows, e.g. "/account". */
export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/**
 * Saves a full-page screenshot (or, `wholePage: false`, the screen as scrolled, with what floats over it)
 * when E2E_SHOTS_DIR is set (for looking at what a person sees), after `settleMs` for what is still
 * moving (a focus ring's transition, a toast sliding in).
 */
export async function screenshot(page: Page, name: string, { settleMs = 0, wholePage = true } = {}): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  if (settleMs > 0) await page.waitForTimeout(settleMs);
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: wholePage });
}
