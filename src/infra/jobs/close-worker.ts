import type { Worker } from 'bullmq';
import type { Redis } from 'ioredis';

/** ioredis retries at most every 2 s: a Redis that answers is back on every connection by then. */
const RECONNECT_WAIT_MS = 3_000;

/**
 * Closes a BullMQ worker, letting the jobs it runs finish, without hanging after a Redis restart.
 *
 * BullMQ's close ends the worker's blocking connection and waits for that connection's 'end'. A
 * connection caught between two reconnect attempts never emits it: ioredis drops the pending retry
 * and nothing else happens, so the close (and the process's shutdown) would wait for good. The close
 * therefore waits for that connection to be back first; if Redis stays away, there is no job to hand
 * back to it, and the worker is closed without waiting.
 */
export async function closeWorker(worker: Worker): Promise<void> {
  // BullMQ keeps the blocking connection to itself; nothing public tells whether it is reconnecting.
  const blocking = await (worker as unknown as { blockingConnection: { client: Promise<Redis> } }).blockingConnection
    .client;
  const ready = blocking.status === 'ready' || (await readyWithin(blocking, RECONNECT_WAIT_MS));
  await worker.close(!ready);
}

function readyWithin(client: Redis, ms: number): Promise<boolean> {
  if (client.status === 'end') return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      client.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), ms);
    client.on('ready', onReady);
  });
}
