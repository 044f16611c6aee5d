/**
 * The edit-to-visible client, run in a child process so that it does not share the event loop of
 * the app under test. Each sample is the time from sending PUT /api/articles/:id (a new title with
 * a word of its own) to having read the new title at GET /api/articles/:id, in GET /api/articles
 * (page 1) and in GET /api/search for that word.
 */
import { performance } from 'node:perf_hooks';
import { runInChild, serveInChild } from './child-process';
import { inParallel, mutationHeaders, type Session, warmUpClient } from './api';
import { sleep } from './harness';
import { articleBody } from './seed';

export interface EditVisibilityOptions {
  base: string;
  /** The articles to edit, each with its author's session. */
  articles: { id: number; number: number; author: Session }[];
  /** Edits on their way at once, each sent as soon as the one before it was seen (the peak). */
  concurrency: number;
  /** Edits per second on a steady schedule instead, however long each takes to be seen. */
  rate?: number;
  /** Makes each run's words differ. */
  round: number;
}

export interface EditVisibilityResult {
  /** Milliseconds from sending the PUT to the new title read in the item, the list and the search. */
  samples: number[];
  /** Milliseconds of the PUT round trip alone. */
  putSamples: number[];
  /** Edits not seen everywhere right after the PUT answered (so polled for). */
  late: number;
  elapsedMs: number;
}

const VISIBLE_WITHIN_MS = 5_000;

export function measureEditToVisible(options: EditVisibilityOptions): Promise<EditVisibilityResult> {
  return runInChild(__filename, options, 'edit-to-visible client');
}

/** A word of letters only, different for each edit, that the search finds the article by. */
const wordFor = (round: number, id: number) =>
  `edited${String(round * 1_000_000 + id)
    .split('')
    .map((digit) => String.fromCharCode(97 + Number(digit)))
    .join('')}`;

async function json(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
}

async function seenEverywhere(base: string, id: number, title: string, word: string): Promise<boolean> {
  const [detail, list, found] = (await Promise.all([
    json(`${base}/api/articles/${id}`),
    json(`${base}/api/articles?page=1`),
    json(`${base}/api/search?q=${word}&kind=articles`),
  ])) as [
    { title: string },
    { items: { id: number; title: string }[] },
    { results: { items: { id: number; title: string }[] } },
  ];
  const listed = list.items.find((item) => item.id === id);
  const hit = found.results.items.find((item) => item.id === id);
  // An article pushed below page 1 by newer ones is not the edit's doing: only a wrong title counts.
  return detail.title === title && (listed === undefined || listed.title === title) && hit?.title === title;
}

async function run(options: EditVisibilityOptions): Promise<EditVisibilityResult> {
  const result: EditVisibilityResult = { samples: [], putSamples: [], late: 0, elapsedMs: 0 };
  const editAndRead = async ({ id, number, author }: EditVisibilityOptions['articles'][number]) => {
    const word = wordFor(options.round, id);
    const title = `${articleBody(number).title}, ${word}`;
    const t0 = performance.now();
    const response = await fetch(`${options.base}/api/articles/${id}`, {
      method: 'PUT',
      headers: mutationHeaders(author),
      body: JSON.stringify({ ...articleBody(number), title }),
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`PUT /api/articles/${id} answered ${response.status}: ${text}`);
    result.putSamples.push(performance.now() - t0);
    let seen = await seenEverywhere(options.base, id, title, word);
    if (!seen) result.late += 1;
    while (!seen) {
      if (performance.now() - t0 > VISIBLE_WITHIN_MS)
        throw new Error(`the edit of article ${id} was not visible within ${VISIBLE_WITHIN_MS} ms of its PUT`);
      seen = await seenEverywhere(options.base, id, title, word);
    }
    result.samples.push(performance.now() - t0);
  };
  // A sample's four requests (the PUT, the detail, the list and the search) for each edit on its way.
  await warmUpClient(options.base, 4 * options.concurrency);
  const started = performance.now();
  if (options.rate) {
    const interval = 1000 / options.rate;
    await Promise.all(
      options.articles.map(
        async (article, n) => (
          await sleep(Math.max(0, started + n * interval - performance.now())),
          editAndRead(article)
        ),
      ),
    );
  } else {
    await inParallel(options.articles, options.concurrency, editAndRead);
  }
  result.elapsedMs = performance.now() - started;
  return result;
}

if (require.main === module) serveInChild(run);
