/**
 * Benchmark: live streams. One built API process (every role, as `npm start` runs it) holds
 * `liveStreams` open streams (GET /api/live) from a client in another process. Measured:
 * - memory per stream: the server's resident memory with the streams open, less before, per stream;
 * - CPU while idle: the server's CPU time over `liveIdleSeconds` with the streams open and nobody
 *   writing, against the same server idle with no stream open (the baseline);
 * - append → notice: members post articles on a steady schedule; each sample is the time from
 *   sending the POST to one stream hearing of the new post, and "to all" is the time until the last
 *   of the streams did. The baseline is post → visible (the POST, then the article read at its
 *   page and in the list) of the same posts, in the same run.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { randomBytes } from 'node:crypto';
import { deleteRedisKeys } from './lib/app';
import { startBuiltServer } from './lib/built-server';
import {
  type Benchmark,
  createDatabase,
  dropDatabase,
  fmt,
  ms,
  percentile,
  ratioResult,
  REDIS_URL,
  runIfMain,
  SETTINGS,
  sleep,
} from './lib/harness';
import { startLiveStreamsClient } from './lib/live-client';
import { signUpMembers } from './lib/seed';
import { measurePostToVisible } from './lib/visibility-client';

/** The most one open stream may cost the server in memory. */
const TARGET_KB_PER_STREAM = 64;
/** The most the open streams may add to the idle server's CPU use, in percent of one core. */
const TARGET_IDLE_CPU_PERCENT = 2;
/** Reaching every stream may take at most this multiple of post → visible (p99 against p99). */
const TARGET_VISIBLE_MULTIPLE = 2;
const POST_RATE = 5;
const WARMUP_POSTS = 20;
/** Linux's clock ticks per second for /proc/<pid>/stat (USER_HZ, 100 on every common kernel). */
const CLOCK_TICKS = 100;

function residentKb(pid: number): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  if (!line) throw new Error(`/proc/${pid}/status has no VmRSS`);
  return Number(/(\d+)/.exec(line)![1]);
}

/** The process's user and system CPU time so far, in seconds. */
function cpuSeconds(pid: number): number {
  // The fields after the command name (which may hold spaces) start at its closing parenthesis.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

async function idleCpuPercent(pid: number, seconds: number): Promise<number> {
  const before = cpuSeconds(pid);
  await sleep(seconds * 1000);
  return ((cpuSeconds(pid) - before) / seconds) * 100;
}

/** Resident memory once it stopped moving (the allocator and the collector settle after a burst). */
async function settledResidentKb(pid: number): Promise<number> {
  let last = residentKb(pid);
  for (let i = 0; i < 10; i++) {
    await sleep(1000);
    const now = residentKb(pid);
    if (Math.abs(now - last) < 256) return now;
    last = now;
  }
  return last;
}

export const liveStreams: Benchmark = async ({ log }) => {
  const streams = SETTINGS.liveStreams;
  const database = await createDatabase();
  const prefix = `bench-live-${randomBytes(6).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-live-'));
  const server = await startBuiltServer({
    DATABASE_URL: database.url,
    REDIS_URL,
    REDIS_PREFIX: prefix,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    RATE_LIMIT_FACTOR: '100000',
    // The benchmark's streams all come from one address and no session: the caps are raised past them.
    LIVE_MAX_STREAMS: String(streams * 2),
    LIVE_MAX_STREAMS_PER_ADDRESS: String(streams * 2),
  });
  const client = startLiveStreamsClient();
  try {
    const members = await signUpMembers(server.base, 2);
    await measurePostToVisible({ base: server.base, members, posts: WARMUP_POSTS, firstNumber: 1 });

    const idleWithout = await idleCpuPercent(server.pid, SETTINGS.liveIdleSeconds);
    const rssBefore = await settledResidentKb(server.pid);
    const opened = await client.open({ base: server.base, streams, openConcurrency: 50 });
    const rssAfter = await settledResidentKb(server.pid);
    const kbPerStream = (rssAfter - rssBefore) / opened;
    log(`${opened} streams open: resident ${fmt(rssBefore / 1024)} MB → ${fmt(rssAfter / 1024)} MB`);
    const idleWith = await idleCpuPercent(server.pid, SETTINGS.liveIdleSeconds);
    log(`idle CPU: ${fmt(idleWithout, 2)}% of a core without streams, ${fmt(idleWith, 2)}% with ${opened}`);

    const visible = await measurePostToVisible({
      base: server.base,
      members,
      posts: SETTINGS.livePosts,
      firstNumber: WARMUP_POSTS + 1,
      rate: POST_RATE,
    });
    const { arrivals, missing } = await client.collect(
      visible.sent.map((s) => s.id),
      10_000,
    );
    if (missing > 0)
      throw new Error(`${missing} notices of ${visible.sent.length * opened} never reached their stream`);
    const each = visible.sent.flatMap(({ id, at }) => arrivals[id]!.map((t) => t - at));
    const toAll = visible.sent.map(({ id, at }) => Math.max(...arrivals[id]!) - at);
    const eachP50 = percentile(each, 50);
    const eachP99 = percentile(each, 99);
    const allP50 = percentile(toAll, 50);
    const allP99 = percentile(toAll, 99);
    const visibleP50 = percentile(visible.samples, 50);
    const visibleP99 = percentile(visible.samples, 99);
    log(
      `append → notice: each stream p50 ${ms(eachP50)}, p99 ${ms(eachP99)}; all ${opened} p50 ${ms(allP50)}, p99 ${ms(allP99)}`,
    );
    log(`post → visible: p50 ${ms(visibleP50)}, p99 ${ms(visibleP99)}`);

    const streamsText = `${fmt(opened)} streams on one API process`;
    return [
      ratioResult({
        id: 'live-notice-to-all',
        title: `live: append → notice at all ${fmt(opened)} streams, p99`,
        result: `p99 ${ms(allP99)} (p50 ${ms(allP50)})`,
        baseline: `post → visible p99 ${ms(visibleP99)} (p50 ${ms(visibleP50)})`,
        ratio: (TARGET_VISIBLE_MULTIPLE * visibleP99) / allP99,
        target: 1,
        targetText: `p99 <= ${TARGET_VISIBLE_MULTIPLE}x post → visible p99`,
        details: [
          `${fmt(visible.sent.length)} articles posted at ${POST_RATE} a second with ${streamsText}; from sending the POST to the notice read by a stream: each stream p50 ${ms(eachP50)}, p99 ${ms(eachP99)}; the last of the ${fmt(opened)} p50 ${ms(allP50)}, p99 ${ms(allP99)}`,
          `the notice leaves once the pages lane committed the post; post → visible of the same posts is the POST (which waits for that lane) and the reads of the article and the list`,
        ],
      }),
      ratioResult({
        id: 'live-memory',
        title: `live: memory per open stream`,
        result: `${fmt(kbPerStream, 1)} KB per stream`,
        baseline: `server idle ${fmt(rssBefore / 1024)} MB resident`,
        ratio: TARGET_KB_PER_STREAM / Math.max(kbPerStream, 0.1),
        target: 1,
        targetText: `<= ${TARGET_KB_PER_STREAM} KB per stream`,
        details: [
          `resident memory of the server process (VmRSS) once settled: ${fmt(rssBefore / 1024)} MB before, ${fmt(rssAfter / 1024)} MB with ${streamsText}`,
        ],
      }),
      ratioResult({
        id: 'live-idle-cpu',
        title: `live: idle CPU with ${fmt(opened)} open streams`,
        result: `${fmt(idleWith, 2)}% of a core`,
        baseline: `${fmt(idleWithout, 2)}% with none open`,
        ratio: TARGET_IDLE_CPU_PERCENT / Math.max(idleWith - idleWithout, 0.01),
        target: 1,
        targetText: `<= ${TARGET_IDLE_CPU_PERCENT} points above none open`,
        details: [
          `the server's CPU time (/proc, user and system) over ${SETTINGS.liveIdleSeconds} s with nobody writing: heartbeats and timers only`,
        ],
      }),
    ];
  } finally {
    client.kill();
    await server.stop();
    await deleteRedisKeys(prefix).catch(() => 0);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase(database.name);
  }
};

runIfMain(module, liveStreams);
