/**
 * Runs autocannon in a child process, so that the load generator does not share the event loop
 * (and skew the latencies) of the server under test, which runs in the parent.
 */
import { runInChild, serveInChild } from './child-process';

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
    throw new Error(
      `${name}: ${result.requests} requests, ${result.non2xx} non-2xx, ${result.errors} errors (${result.timeouts} timeouts)`,
    );
  }
}

export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return runInChild(__filename, options, 'autocannon');
}

interface AutocannonResult {
  requests: { total: number; average: number };
  latency: { p50: number; p90: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

function autocannonRun(options: LoadOptions): Promise<LoadResult> {
  // autocannon ships no types: only what is read here is declared.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const autocannon = require('autocannon') as (
    options: object,
    done: (error: unknown, result: AutocannonResult) => void,
  ) => unknown;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        requests: options.requests as never,
        timeout: 10,
      },
      (error, result) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        resolve({
          requests: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          p50: result.latency.p50,
          p90: result.latency.p90,
          p99: result.latency.p99,
          max: result.latency.max,
          rps: result.requests.average,
        });
      },
    );
  });
}

if (require.main === module) serveInChild(autocannonRun);
