/**
 * Benchmark: quick exit. The time from the second press of Escape on a page of the running app to
 * the browser asking for the neutral site, in Debian's Chromium; the baseline is a bare page of the
 * same browser whose only script leaves on a double Escape. Target: p99 under 100 ms.
 */
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { type Browser, chromium, type Page } from 'playwright-core';
import { DOUBLE_ESCAPE_WINDOW_MS, NEUTRAL_SITE_URL } from '../src/contracts/quick-exit';
import { startBenchApp } from './lib/app';
import { type Benchmark, ms, percentile, ratioResult, runIfMain } from './lib/harness';

export const TARGET_P99_MS = 100;
const TRIALS = Number(process.env.BENCH_QUICK_EXIT_TRIALS ?? 40);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

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
  const server = http.createServer((_, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(BARE_PAGE));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Milliseconds from sending the second Escape to the request for the neutral site, once per trial. */
async function measureExits(browser: Browser, url: string, ready: (page: Page) => Promise<void>): Promise<number[]> {
  const samples: number[] = [];
  for (let trial = 0; trial < TRIALS; trial++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    let asked = 0;
    const neutral = new Promise<void>((resolve) => {
      void page.route(`${NEUTRAL_SITE_URL}**`, async (route) => {
        asked = performance.now();
        resolve();
        await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Weather</title>' });
      });
    });
    await page.goto(url);
    await ready(page);
    await page.keyboard.press('Escape');
    const sent = performance.now();
    await Promise.all([neutral, page.keyboard.press('Escape')]);
    samples.push(asked - sent);
    await context.close();
  }
  return samples;
}

export const quickExit: Benchmark = async ({ log }) => {
  const bench = await startBenchApp(log);
  const bare = await startBareServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
  try {
    const baseline = await measureExits(browser, bare.url, (page) => page.getByRole('heading', { name: 'Bare page' }).waitFor());
    const app = await measureExits(browser, `${bench.base}/terms`, (page) => page.getByRole('heading', { name: 'Terms and Agreements' }).waitFor());
    const p99 = percentile(app, 99);
    const bareP99 = percentile(baseline, 99);
    log(`quick exit: p50 ${ms(percentile(app, 50))}, p99 ${ms(p99)}; bare page p50 ${ms(percentile(baseline, 50))}, p99 ${ms(bareP99)}`);
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
          `${TRIALS} trials each, a fresh browser context per trial: from sending the second Escape to the browser's request for ${NEUTRAL_SITE_URL}, on /terms of the running app and on a bare page with only the key handler; the app is ${(p99 / bareP99).toFixed(2)}x the bare page's p99`,
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
