/**
 * Runs autocannon in a child process, so that the load generator does not share the event loop
 * (and skew the latencies) of the server under test, which runs in the parent.
 */
import { fork } from 'node:child_process';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  /** Cycled through by every connection. */
  requests: LoadRequest[];
}

export interface LoadResult {
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Milliseconds. */
  p50: number;
  p90: number;
  p99: number;
  max: number;
  rps: number;
}

/** A load run must have been answered, and only with 2xx: otherwise its figures measure errors. */
export function checkLoad(name: string, result: LoadResult): void {
  if (result.requests === 0 || result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${name}: ${result.requests} requests, ${result.non2xx} non-2xx, ${result.errors} errors (${result.timeouts} timeouts)`);
  }
}

export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(__filename, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let settled = false;
    child.once('message', (message: { ok: true; result: LoadResult } | { ok: false; error: string }) => {
      settled = true;
      if (message.ok) resolve(message.result);
      else reject(new Error(`autocannon failed: ${message.error}`));
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!settled) reject(new Error(`autocannon child exited with ${code}`));
    });
    child.send(options);
  });
}

interface AutocannonResult {
  requests: { total: number; average: number };
  latency: { p50: number; p90: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

if (require.main === module) {
  process.once('message', (options: LoadOptions) => {
    // autocannon ships no types: only what is read here is declared.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const autocannon = require('autocannon') as (options: object, done: (error: unknown, result: AutocannonResult) => void) => unknown;
    autocannon(
      { url: options.url, connections: options.connections, duration: options.seconds, requests: options.requests as never, timeout: 10 },
      (error, result) => {
        const reply = error
          ? { ok: false, error: String(error) }
          : {
              ok: true,
              result: {
                requests: result.requests.total,
                non2xx: result.non2xx,
                errors: result.errors,
                timeouts: result.timeouts,
                p50: result.latency.p50,
                p90: result.latency.p90,
                p99: result.latency.p99,
                max: result.latency.max,
                rps: result.requests.average,
              },
            };
        process.send!(reply, undefined, {}, () => process.exit(0));
      },
    );
  });
}
