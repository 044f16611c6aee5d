/**
 * A steady load for latency figures: `connections` clients, each on its own keep-alive connection,
 * sending at evenly spaced, staggered moments so that together they offer `rate` requests per
 * second. (autocannon's rate option sends each second's quota in one burst, and its
 * coordinated-omission correction assumes millisecond intervals, which inflates its percentiles.)
 * A request's latency runs from when it was due (or sent, if a timer fired early), so waiting
 * behind a slow answer counts.
 * Runs in a child process, like `load.ts`, to keep the load generator off the server's event loop.
 */
import * as http from 'node:http';
import { performance } from 'node:perf_hooks';
import { runInChild, serveInChild } from './child-process';
import { percentile, sleep } from './harness';
import type { LoadRequest, LoadResult } from './load';

export interface SteadyLoadOptions {
  url: string;
  connections: number;
  seconds: number;
  /** Requests per second across all connections. */
  rate: number;
  /** Cycled through, each connection starting at its own offset. */
  requests: SteadyRequest[];
}

/** A request of a group: requests of several groups interleaved in one run meet the same conditions. */
export interface SteadyRequest extends LoadRequest {
  group?: string;
}

export interface SteadyLoadResult extends LoadResult {
  /** The figures of each group's requests alone, by group name. */
  groups: Record<string, LoadResult>;
}

export function runSteadyLoad(options: SteadyLoadOptions): Promise<SteadyLoadResult> {
  return runInChild(__filename, options, 'steady load');
}

function figures(latencies: number[], non2xx: number, errors: number, seconds: number): LoadResult {
  return {
    requests: latencies.length,
    non2xx,
    errors,
    timeouts: 0,
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    max: Math.max(...latencies),
    rps: latencies.length / seconds,
  };
}

function send(agent: http.Agent, url: URL, request: LoadRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: request.path,
        method: request.method,
        headers: request.headers,
        agent,
        timeout: 10_000,
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(request.body);
  });
}

async function run(options: SteadyLoadOptions): Promise<SteadyLoadResult> {
  const url = new URL(options.url);
  const interval = (options.connections / options.rate) * 1000;
  const start = performance.now() + 200;
  const end = start + options.seconds * 1000;
  const groups = new Map<string, { latencies: number[]; non2xx: number; errors: number }>();
  const groupOf = (request: SteadyRequest) => {
    const name = request.group ?? '';
    let group = groups.get(name);
    if (!group) groups.set(name, (group = { latencies: [], non2xx: 0, errors: 0 }));
    return group;
  };
  await Promise.all(
    Array.from({ length: options.connections }, async (_, client) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      let next = client;
      try {
        for (let due = start + (client * interval) / options.connections; due < end; due += interval) {
          const wait = due - performance.now();
          if (wait > 0) await sleep(wait);
          const request = options.requests[next++ % options.requests.length]!;
          const group = groupOf(request);
          // A timer may fire up to a millisecond early: such a request is timed from when it left.
          const from = Math.max(due, performance.now());
          try {
            const status = await send(agent, url, request);
            if (status < 200 || status > 299) group.non2xx += 1;
          } catch {
            group.errors += 1;
          }
          group.latencies.push(performance.now() - from);
        }
      } finally {
        agent.destroy();
      }
    }),
  );
  const all = [...groups.values()];
  const sum = (pick: (g: (typeof all)[number]) => number) => all.reduce((total, g) => total + pick(g), 0);
  return {
    ...figures(
      all.flatMap((g) => g.latencies),
      sum((g) => g.non2xx),
      sum((g) => g.errors),
      options.seconds,
    ),
    groups: Object.fromEntries(
      [...groups].map(([name, g]) => [name, figures(g.latencies, g.non2xx, g.errors, options.seconds)]),
    ),
  };
}

if (require.main === module) serveInChild(run);
