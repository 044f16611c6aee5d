/**
 * Benchmark: quick exit. The time from the second press of Escape on a page of the running app to
 * the browser asking for the neutral site, in Debian's Chromium; the baseline is a bare page of the
 * same browser whose only script leaves on a double Escape. Target: p99 under 100 ms.
 */
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, chromium, type Page } from 'playwright-core';
import { DOUBLE_ESCAPE_WINDOW_MS, NEUTRAL_SITE_URL } from '../src/contracts/quick-exit';
import { startBenchApp } from './lib/app';
import { type Benchmark, ms, percentile, ratioResult, runIfMain } from './lib/harness';

export const TARGET_P99_MS = 100;
const TRIALS = Number(process.env.BENCH_QUICK_EXIT_TRIALS ?? 40);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Runs before any script of the page: reports when each Escape happened, by the page's clock.
const INIT_SCRIPT = `addEventListener('keydown', (event) => {
  if (event.key === 'Escape') benchEscapeAt(performance.timeOrigin + event.timeStamp);
}, { capture: true });`;

const BARE_PAGE = `<!doctype html><title>Bare</title><h1>Bare page</h1><script>
let previous = null;
addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  if (previous !== null && event.timeStamp - previous <= ${DOUBLE_ESCAPE_WINDOW_MS}) location.replace(${JSON.stringify(NEUTRAL_SITE_URL)});
  else previous = event.timeStamp;
});
</script>`;

/** A local server answering every request with the bare page. */
async function startBareServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end(BARE_PAGE),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * Milliseconds from the second Escape to the start of the navigation to the neutral site, once per
 * trial, both read from the browser's own clock: the key event's time in the page, and the time
 * origin of the document that replaces it (its navigation start). The driver's round trips are
 * not counted, so the figure is what a person at the keyboard would meet.
 */
async function measureExits(browser: Browser, url: string, ready: (page: Page) => Promise<void>): Promise<number[]> {
  const samples: number[] = [];
  for (let trial = 0; trial < TRIALS; trial++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    let pressedAt = 0;
    let replacedAt: (at: number) => void = () => {};
    const replaced = new Promise<number>((resolve) => (replacedAt = resolve));
    await page.exposeBinding('benchEscapeAt', (_, at: number) => (pressedAt = at));
    await page.exposeBinding('benchNeutralOrigin', (_, at: number) => replacedAt(at));
    // Injected by the driver, so the app's Content-Security-Policy does not apply to it.
    await page.addInitScript(INIT_SCRIPT);
    await page.route(`${NEUTRAL_SITE_URL}**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Weather</title><script>benchNeutralOrigin(performance.timeOrigin)</script>',
      }),
    );
    await page.goto(url);
    await ready(page);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    const origin = await replaced;
    samples.push(origin - pressedAt);
    await context.close();
  }
  return samples;
}

export const quickExit: Benchmark = async ({ log }) => {
  const bench = await startBenchApp(log);
  const bare = await startBareServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
  try {
    const baseline = await measureExits(browser, bare.url, (page) =>
      page.getByRole('heading', { name: 'Bare page' }).waitFor(),
    );
    const app = await measureExits(browser, `${bench.base}/terms`, (page) =>
      page.getByRole('heading', { name: 'Terms and Agreements' }).waitFor(),
    );
    const p99 = percentile(app, 99);
    const bareP99 = percentile(baseline, 99);
    log(
      `quick exit: p50 ${ms(percentile(app, 50))}, p99 ${ms(p99)}; bare page p50 ${ms(percentile(baseline, 50))}, p99 ${ms(bareP99)}`,
    );
    return [
      ratioResult({
        id: 'quick-exit',
        title: 'quick exit (Escape twice to the neutral site)',
        result: `p99 ${ms(p99)} (p50 ${ms(percentile(app, 50))})`,
        baseline: `bare page p99 ${ms(bareP99)} (p50 ${ms(percentile(baseline, 50))})`,
        ratio: TARGET_P99_MS / p99,
        target: 1,
        targetText: `p99 <= ${TARGET_P99_MS} ms, i.e. ${TARGET_P99_MS}/p99 >= 1x`,
        details: [
          `${TRIALS} trials each, a fresh browser context per trial: from the second Escape's key event to the navigation start of ${NEUTRAL_SITE_URL} (the browser's own clock), on /terms of the running app and on a bare page with only the key handler; the app is ${(p99 / bareP99).toFixed(2)}x the bare page's p99`,
        ],
      }),
    ];
  } finally {
    await browser.close();
    await bare.close();
    await bench.close();
  }
};

runIfMain(module, quickExit);
