/**
 * Benchmark: the front end as a visitor's browser meets it.
 * - Bundle sizes from the built `web/dist`: the JavaScript the first page load needs (the entry and
 *   the chunks index.html preloads), gzip-compressed, against the 150 KB budget.
 * - Lighthouse (the npm package driving Debian's Chromium, its default mobile settings) on the home
 *   page and an article page of the running app, against a bare static page scored in the same run.
 *   Targets: performance >= 90 and accessibility 100, i.e. 0.9x and 1.0x of the bare page's 100.
 */
import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startBenchApp } from './lib/app';
import { type Benchmark, fmt, median, ratioResult, runIfMain } from './lib/harness';
import { postArticle, signUpMembers } from './lib/seed';

const DIST = path.join(__dirname, '..', 'web', 'dist');
export const INITIAL_JS_BUDGET_KB = 150;
// Five runs, their median: Lighthouse's own advice against its run-to-run variance.
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
/** Runs of a page whose trace came back broken, run again before the benchmark gives up. */
const TRACE_RETRIES = 3;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const gzipKb = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024;

interface BundleSizes {
  initialJsKb: number;
  initialCssKb: number;
  totalJsKb: number;
  chunks: number;
  largestChunk: { name: string; kb: number };
}

/** What index.html loads before any route: its module script, the chunks it preloads and its CSS. */
export function bundleSizes(dist = DIST): BundleSizes {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => path.join(dist, m[1]!.replace(/^\//, '')));
  const initialJs = [
    ...refs(/<script[^>]+src="([^"]+\.js)"/g),
    ...refs(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ];
  const initialCss = refs(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g);
  const assets = path.join(dist, 'assets');
  const allJs = fs
    .readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ name: f, kb: gzipKb(path.join(assets, f)) }));
  const sum = (files: string[]) => files.reduce((total, f) => total + gzipKb(f), 0);
  const largest = allJs.reduce((a, b) => (b.kb > a.kb ? b : a), { name: '', kb: 0 });
  return {
    initialJsKb: sum([...new Set(initialJs)]),
    initialCssKb: sum(initialCss),
    totalJsKb: allJs.reduce((t, c) => t + c.kb, 0),
    chunks: allJs.length,
    largestChunk: largest,
  };
}

interface Scores {
  performance: number;
  accessibility: number;
  /** Largest contentful paint and total blocking time, ms (simulated mobile). */
  lcp: number;
  tbt: number;
}

// Lighthouse is an ES module; this file runs as CommonJS under swc.
const importEsm = new Function('specifier', 'return import(specifier)') as <M>(specifier: string) => Promise<M>;

async function lighthouseScores(urls: string[], runs: number, log: (m: string) => void): Promise<Map<string, Scores>> {
  const { default: lighthouse } = await importEsm<typeof import('lighthouse')>('lighthouse');
  const chromeLauncher = await importEsm<typeof import('chrome-launcher')>('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const scores = new Map<string, Scores>();
  try {
    for (const url of urls) {
      const samples: Scores[] = [];
      for (let run = 0, retries = 0; run < runs; run++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        // Lighthouse answers for a page it loaded with the categories asked for; its types leave each optional.
        const lhr = result!.lhr;
        // Now and then Chromium's trace of a load misses its start; Lighthouse's own advice is to run again.
        if (lhr.runtimeError?.code === 'NO_NAVSTART' && retries < TRACE_RETRIES) {
          retries++;
          log(`${url}: the trace missed the start of the load (NO_NAVSTART); running again`);
          run--;
          continue;
        }
        const failed = lhr.runtimeError?.message;
        if (failed) throw new Error(`Lighthouse could not load ${url}: ${failed}`);
        samples.push({
          performance: Math.round(lhr.categories.performance!.score! * 100),
          accessibility: Math.round(lhr.categories.accessibility!.score! * 100),
          lcp: lhr.audits['largest-contentful-paint']!.numericValue!,
          tbt: lhr.audits['total-blocking-time']!.numericValue!,
        });
      }
      const m = (pick: (s: Scores) => number) => median(samples.map(pick));
      const summary = {
        performance: m((s) => s.performance),
        accessibility: m((s) => s.accessibility),
        lcp: m((s) => s.lcp),
        tbt: m((s) => s.tbt),
      };
      log(
        `${url}: performance ${summary.performance}, accessibility ${summary.accessibility}, LCP ${fmt(summary.lcp)} ms, TBT ${fmt(summary.tbt)} ms`,
      );
      scores.set(url, summary);
    }
  } finally {
    await chrome.kill();
  }
  return scores;
}

/** The baseline: a bare, valid, accessible page with nothing to load, served the same way (HTTP on localhost). */
async function serveBarePage(): Promise<{ url: string; close: () => Promise<void> }> {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="description" content="A bare page"><title>Bare page</title></head><body><main><h1>Bare page</h1><p>Nothing else.</p></main></body></html>';
  const server = http.createServer((_, res) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export const frontend: Benchmark = async ({ log }) => {
  const sizes = bundleSizes();
  log(
    `initial JS ${fmt(sizes.initialJsKb, 1)} KB gzip, CSS ${fmt(sizes.initialCssKb, 1)} KB; ${sizes.chunks} chunks, ${fmt(sizes.totalJsKb, 1)} KB in all`,
  );

  const app = await startBenchApp(log);
  const bare = await serveBarePage();
  try {
    const [member] = await signUpMembers(app.base, 1);
    const articleId = await postArticle(app.base, member!, 1);
    const pages = { home: `${app.base}/`, article: `${app.base}/articles/${articleId}` };
    const scores = await lighthouseScores([bare.url, pages.home, pages.article], LIGHTHOUSE_RUNS, log);
    const baseline = scores.get(bare.url)!;

    const lighthouseResult = (page: 'home' | 'article', category: 'performance' | 'accessibility', target: number) => {
      const s = scores.get(pages[page])!;
      return ratioResult({
        id: `lighthouse-${page}-${category}`,
        title: `Lighthouse ${category}, ${page === 'home' ? 'home page' : 'article page'}`,
        result: `${s[category]}`,
        baseline: `bare page ${baseline[category]}`,
        ratio: s[category] / baseline[category],
        target,
        targetText: `>= ${Math.round(target * 100)}, i.e. ${target}x`,
        details: [
          `${pages[page].replace(app.base, '')}: median of ${LIGHTHOUSE_RUNS} runs (mobile defaults), LCP ${fmt(s.lcp)} ms, TBT ${fmt(s.tbt)} ms`,
        ],
      });
    };

    return [
      ratioResult({
        id: 'initial-js',
        title: 'initial JavaScript (gzip)',
        result: `${fmt(sizes.initialJsKb, 1)} KB`,
        baseline: `budget ${INITIAL_JS_BUDGET_KB} KB`,
        ratio: INITIAL_JS_BUDGET_KB / sizes.initialJsKb,
        target: 1,
        targetText: `<= ${INITIAL_JS_BUDGET_KB} KB, i.e. budget/size >= 1x`,
        details: [
          `initial CSS ${fmt(sizes.initialCssKb, 1)} KB gzip; ${sizes.chunks} JavaScript chunks, ${fmt(sizes.totalJsKb, 1)} KB gzip in all; largest ${sizes.largestChunk.name} ${fmt(sizes.largestChunk.kb, 1)} KB`,
        ],
      }),
      lighthouseResult('home', 'performance', 0.9),
      lighthouseResult('home', 'accessibility', 1),
      lighthouseResult('article', 'performance', 0.9),
      lighthouseResult('article', 'accessibility', 1),
    ];
  } finally {
    await bare.close();
    await app.close();
  }
};

runIfMain(module, frontend);
