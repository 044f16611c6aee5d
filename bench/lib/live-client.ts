/**
 * Holds many live streams (GET /api/live) open at once, in a child process so that reading them
 * does not share the event loop of anything measured, and notes when each stream heard of each new
 * post. The parent says `open`, waits for `opened`, does its writes, then says `collect` with the
 * post ids it expects every stream to hear of.
 */
import * as http from 'node:http';
import { performance } from 'node:perf_hooks';
import { fork } from 'node:child_process';
import { LIVE_EVENTS, LIVE_PATH, type LiveMessage } from '../../src/contracts/live';

export interface LiveStreamsOptions {
  base: string;
  streams: number;
  /** Streams opened at once while opening them all. */
  openConcurrency: number;
}

/** When (ms since the epoch, fractional) each stream heard of each post: `arrivals[postId][stream]`. */
export type Arrivals = Record<number, number[]>;

type ParentMessage = { type: 'open'; options: LiveStreamsOptions } | { type: 'collect'; ids: number[]; waitMs: number };
type ChildMessage =
  | { type: 'opened'; streams: number }
  | { type: 'collected'; arrivals: Arrivals; missing: number }
  | { type: 'error'; message: string };

export interface LiveStreamsClient {
  /** Resolves once every stream answered 200 and sent its `ready` event. */
  open(options: LiveStreamsOptions): Promise<number>;
  /** Waits (at most `waitMs`) until every stream heard of every id, then closes them all. */
  collect(ids: number[], waitMs: number): Promise<{ arrivals: Arrivals; missing: number }>;
  kill(): void;
}

export function startLiveStreamsClient(): LiveStreamsClient {
  const child = fork(__filename, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const next = <T extends ChildMessage['type']>(type: T) =>
    new Promise<Extract<ChildMessage, { type: T }>>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`live streams client exited with ${code}`));
      child.once('exit', onExit);
      child.once('message', (message: ChildMessage) => {
        child.off('exit', onExit);
        if (message.type === type) resolve(message as Extract<ChildMessage, { type: T }>);
        else reject(new Error(message.type === 'error' ? message.message : `unexpected ${message.type}`));
      });
    });
  return {
    async open(options) {
      const opened = next('opened');
      child.send({ type: 'open', options } satisfies ParentMessage);
      return (await opened).streams;
    },
    async collect(ids, waitMs) {
      const collected = next('collected');
      child.send({ type: 'collect', ids, waitMs } satisfies ParentMessage);
      const { arrivals, missing } = await collected;
      return { arrivals, missing };
    },
    kill: () => child.kill(),
  };
}

// ---------------------------------------------------------------------------------------------
// In the child

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
const requests: http.ClientRequest[] = [];
const arrivals: Arrivals = {};

/** One stream: resolves once its `ready` event came, records each `post added` notice as it arrives. */
function openStream(base: string, index: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}${LIVE_PATH}`, { agent, headers: { accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`stream ${index}: GET ${LIVE_PATH} answered ${response.statusCode}`));
        response.resume();
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        const now = performance.timeOrigin + performance.now();
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = message.split('\n');
          const event = lines
            .find((l) => l.startsWith('event:'))
            ?.slice(6)
            .trim();
          const data = lines
            .filter((l) => l.startsWith('data:'))
            .map((l) => l.slice(5).trimStart())
            .join('\n');
          if (event === LIVE_EVENTS.ready) resolve();
          else if (event === LIVE_EVENTS.notices) {
            for (const notice of (JSON.parse(data) as LiveMessage).notices)
              if (notice.kind === 'post' && notice.change === 'added') (arrivals[notice.id] ??= []).push(now);
          }
        }
      });
    });
    request.on('error', reject);
    requests.push(request);
  });
}

async function openAll({ base, streams, openConcurrency }: LiveStreamsOptions): Promise<number> {
  let next = 0;
  const worker = async () => {
    while (next < streams) await openStream(base, next++);
  };
  await Promise.all(Array.from({ length: Math.min(openConcurrency, streams) }, worker));
  return requests.length;
}

async function collect(ids: number[], waitMs: number): Promise<{ arrivals: Arrivals; missing: number }> {
  const deadline = Date.now() + waitMs;
  const missing = () => ids.reduce((sum, id) => sum + (requests.length - (arrivals[id]?.length ?? 0)), 0);
  while (missing() > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  for (const request of requests) request.destroy();
  return { arrivals: Object.fromEntries(ids.map((id) => [id, arrivals[id] ?? []])), missing: missing() };
}

if (require.main === module) {
  const reply = (message: ChildMessage) => process.send!(message);
  process.on('message', (message: ParentMessage) => {
    const work =
      message.type === 'open'
        ? openAll(message.options).then((streams) => reply({ type: 'opened', streams }))
        : collect(message.ids, message.waitMs).then((result) =>
            process.send!({ type: 'collected', ...result } satisfies ChildMessage, undefined, {}, () =>
              process.exit(0),
            ),
          );
    work.catch((error: unknown) =>
      reply({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
  });
}
