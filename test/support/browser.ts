import { type Browser, chromium, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Debian's Chromium, driven by playwright-core; never a downloaded browser. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
}

/** A fresh browser context (its own cookies and storage) with one page, sized like a laptop. */
export async function newPage(browser: Browser, baseURL: string, width = 1285): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  return context.newPage();
}

/** The text of every toast on screen. */
export async function toastTexts(page: Page): Promise<string[]> {
  return page.locator('[role="status"]').allInnerTexts();
}
