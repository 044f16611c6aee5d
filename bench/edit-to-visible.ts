/**
 * Editing an item is visible in the item, its list and search within the post → visible target.
 * Members post articles through the real app, then edit their titles (a word of its own in each);
 * each sample runs from sending PUT /api/articles/:id (which waits for the projections the next
 * screens read, search included) to having read the new title at the item, in the list's first
 * page and in a search for the new word. Target: p99 under post-to-visible's (50 ms).
 */
import { inParallel } from './lib/api';
import { startBenchApp } from './lib/app';
import { measureEditToVisible } from './lib/edit-visibility-client';
import { type Benchmark, ms, percentile, ratioResult, runIfMain, SETTINGS } from './lib/harness';
import { postArticle, signUpMembers } from './lib/seed';
import { TARGET_P99_MS } from './post-to-visible';

const WARMUP_EDITS = 20;
/** Edits on their way at once: a few authors fixing typos together. */
const CONCURRENCY = 4;

export const editToVisible: Benchmark = async ({ log }) => {
  const count = Math.max(50, Math.round(SETTINGS.visiblePosts / 3));
  const started = await startBenchApp(log);
  try {
    const { base } = started;
    const members = await signUpMembers(base, CONCURRENCY);
    const articles: { id: number; number: number; author: (typeof members)[number] }[] = [];
    await inParallel(
      Array.from({ length: WARMUP_EDITS + count }, (_, n) => n + 1),
      CONCURRENCY,
      async (number) => {
        const author = members[number % members.length]!;
        articles.push({ id: await postArticle(base, author, number), number, author });
      },
    );
    await measureEditToVisible({ base, articles: articles.slice(0, WARMUP_EDITS), concurrency: CONCURRENCY, round: 1 });
    const measured = await measureEditToVisible({
      base,
      articles: articles.slice(WARMUP_EDITS),
      concurrency: CONCURRENCY,
      round: 2,
    });
    const p50 = percentile(measured.samples, 50);
    const p99 = percentile(measured.samples, 99);
    const putP50 = percentile(measured.putSamples, 50);
    const putP99 = percentile(measured.putSamples, 99);
    log(`edit-to-visible: p50 ${ms(p50)}, p99 ${ms(p99)} (PUT only p50 ${ms(putP50)}, p99 ${ms(putP99)})`);
    return [
      ratioResult({
        id: 'edit-to-visible',
        title: `edit-to-visible p99, ${CONCURRENCY} edits at once`,
        result: `p99 ${ms(p99)} (p50 ${ms(p50)})`,
        baseline: `post-to-visible target ${TARGET_P99_MS} ms`,
        ratio: TARGET_P99_MS / p99,
        target: 1,
        targetText: `p99 <= ${TARGET_P99_MS} ms, i.e. ${TARGET_P99_MS}/p99 >= 1x`,
        details: [
          `${count} article titles edited, ${CONCURRENCY} at a time, after ${WARMUP_EDITS} warm-up edits: PUT, then GET /api/articles/:id, GET /api/articles?page=1 and GET /api/search for the new word together; p50 ${ms(p50)}, p99 ${ms(p99)}, max ${ms(Math.max(...measured.samples))}`,
          `the PUT round trip only (command, append, waiting for posts, bookmarks, revisions and search): p50 ${ms(putP50)}, p99 ${ms(putP99)}`,
          `not seen everywhere right after the PUT: ${measured.late}`,
        ],
      }),
    ];
  } finally {
    await started.close();
  }
};

runIfMain(module, editToVisible);
