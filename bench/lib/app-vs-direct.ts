/**
 * Alternating rounds of the same work through the app (HTTP, autocannon) and as SQL run directly,
 * so that both see the same machine; the medians of the rounds are the figures.
 */
import { fmt, median, ms, percentile, SETTINGS } from './harness';
import { checkLoad, type LoadRequest, type LoadResult, runLoad } from './load';

export interface Latency {
  p50: number;
  p99: number;
}

export interface AppVsDirect {
  appRuns: LoadResult[];
  directRuns: Latency[];
  app: Latency;
  direct: Latency;
}

export const latency = ({ p50, p99 }: Latency) => `p50 ${ms(p50)}, p99 ${ms(p99)}`;

export async function appVsDirect(options: {
  name: string;
  base: string;
  connections: number;
  seconds: number;
  requests: LoadRequest[];
  /** Runs the direct SQL for `seconds` at the same concurrency; answers every latency in ms. */
  measureDirect: (seconds: number) => Promise<number[]>;
  log: (message: string) => void;
}): Promise<AppVsDirect> {
  const { base, connections, requests } = options;
  checkLoad(
    `${options.name} warm-up`,
    await runLoad({ url: base, connections, seconds: SETTINGS.warmupSeconds, requests }),
  );
  await options.measureDirect(SETTINGS.warmupSeconds);
  const appRuns: LoadResult[] = [];
  const directRuns: Latency[] = [];
  for (let round = 1; round <= SETTINGS.rounds; round++) {
    const viaApp = await runLoad({ url: base, connections, seconds: options.seconds, requests });
    checkLoad(`${options.name} round ${round}`, viaApp);
    appRuns.push(viaApp);
    const viaSql = await options.measureDirect(options.seconds);
    directRuns.push({ p50: percentile(viaSql, 50), p99: percentile(viaSql, 99) });
    options.log(
      `round ${round}: app ${latency(viaApp)} (${fmt(viaApp.rps)} req/s); direct SQL ${latency(directRuns.at(-1)!)}`,
    );
  }
  return {
    appRuns,
    directRuns,
    app: { p50: median(appRuns.map((r) => r.p50)), p99: median(appRuns.map((r) => r.p99)) },
    direct: { p50: median(directRuns.map((r) => r.p50)), p99: median(directRuns.map((r) => r.p99)) },
  };
}
