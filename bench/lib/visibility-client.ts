/**
 * The post-to-visible client, run in a child process so that it does not share the event loop
 * (and skew the latencies) of the app under test, which runs in the parent. Each sample is the
 * time from sending POST /api/articles to having read the new article at GET /api/articles/:id
 * and found it in GET /api/articles (page 1, or the next pages if newer posts pushed it down).
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { runInChild, serveInChild } from './child-process';
import { inParallel, type Session, warmUpClient } from './api';
import { postArticle } from './seed';

export interface VisibilityOptions {
  base: string;
  /** One member per concurrent poster. */
  members: Session[];
  posts: number;
  /** Numbers the articles' titles, so that warm-up and measured runs differ. */
  firstNumber: number;
  /**
   * Posts per second, sent on a fixed schedule whatever the answers (an open loop, as visitors
   * arrive); without it, each member posts again as soon as its last post is visible (a closed loop).
   */
  rate?: number;
}

export interface VisibilityResult {
  /** Milliseconds from sending the POST to the article read in the detail and the list. */
  samples: number[];
  /** Milliseconds of the POST round trip alone. */
  postSamples: number[];
  /** Articles not readable at their detail URL right after the POST answered (so polled for). */
  detailLate: number;
  /** Articles found in the list only on page 2 or later (newer posts came first). */
  listBelowFirstPage: number;
  /** Milliseconds from the first post to the last article visible. */
  elapsedMs: number;
  /** Each article's id and when its POST was sent (ms since the epoch, fractional): for clocks in other processes. */
  sent: { id: number; at: number }[];
}

/** No article may take longer than this to appear; beyond it the run fails rather than waits. */
const VISIBLE_WITHIN_MS = 5_000;
const MAX_LIST_PAGES = 5;

export function measurePostToVisible(options: VisibilityOptions): Promise<VisibilityResult> {
  return runInChild(__filename, options, 'post-to-visible client');
}

async function readable(base: string, id: number): Promise<boolean> {
  const response = await fetch(`${base}/api/articles/${id}`);
  await response.arrayBuffer();
  if (response.status !== 200 && response.status !== 404)
    throw new Error(`GET /api/articles/${id} answered ${response.status}`);
  return response.status === 200;
}

/** The list page the article is on, or null if it is on none of the first pages. */
async function listPage(base: string, id: number, page: number): Promise<number | null> {
  for (; page <= MAX_LIST_PAGES; page++) {
    const response = await fetch(`${base}/api/articles?page=${page}`);
    if (response.status !== 200) throw new Error(`GET /api/articles?page=${page} answered ${response.status}`);
    const { items } = (await response.json()) as { items: { id: number }[] };
    if (items.some((item) => item.id === id)) return page;
  }
  return null;
}

async function run(options: VisibilityOptions): Promise<VisibilityResult> {
  const result: VisibilityResult = {
    samples: [],
    postSamples: [],
    detailLate: 0,
    listBelowFirstPage: 0,
    elapsedMs: 0,
    sent: [],
  };
  const members = options.members;
  const postAndRead = async (n: number) => {
    const member = members[n % members.length]!;
    const t0 = performance.now();
    const id = await postArticle(options.base, member, options.firstNumber + n);
    result.postSamples.push(performance.now() - t0);
    result.sent.push({ id, at: performance.timeOrigin + t0 });
    let [inDetail, page] = await Promise.all([readable(options.base, id), listPage(options.base, id, 1)]);
    if (!inDetail) result.detailLate += 1;
    while (!inDetail || page === null) {
      if (performance.now() - t0 > VISIBLE_WITHIN_MS)
        throw new Error(`article ${id} was not visible within ${VISIBLE_WITHIN_MS} ms of its POST`);
      [inDetail, page] = await Promise.all([
        inDetail || readable(options.base, id),
        page ?? listPage(options.base, id, 1),
      ]);
    }
    result.samples.push(performance.now() - t0);
    if (page > 1) result.listBelowFirstPage += 1;
  };
  const numbers = Array.from({ length: options.posts }, (_, n) => n);
  // A sample's three requests (the POST, the detail and the list) for each member at once.
  await warmUpClient(options.base, 3 * members.length);
  const started = performance.now();
  if (options.rate) {
    const interval = 1000 / options.rate;
    await Promise.all(
      numbers.map(async (n) => (await sleep(Math.max(0, started + n * interval - performance.now())), postAndRead(n))),
    );
  } else {
    await inParallel(numbers, members.length, postAndRead);
  }
  result.elapsedMs = performance.now() - started;
  return result;
}

if (require.main === module) serveInChild(run);
