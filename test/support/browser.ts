import * as fs from 'node:fs';
import * as path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

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

/** A fresh browser context (its own cookies and storage) with one page, sized like a laptop. */
export async function newPage(browser: Browser, baseURL: string, width = 1285): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  return context.newPage();
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

/** Saves a full-page screenshot when E2E_SHOTS_DIR is set (for looking at what a person sees). */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
