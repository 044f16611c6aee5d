/** The markdown of bench/LOAD.md: per shape, the route table, the write targets, the projection lag, and the CPU profiles. */
import { fmt } from './harness';
import type { LagResult } from './projection-lag';
import type { ProfileSummary } from './cpu-profile-summary';
import type { RouteFigures } from './mixed-workload';

export const fiveHundreds = (f: RouteFigures) =>
  Object.entries(f.statuses).reduce((sum, [status, count]) => sum + (Number(status) >= 500 ? count : 0), 0);

export function routeTable(figures: RouteFigures[], seconds: number, lag: LagResult): string[] {
  const others = (f: RouteFigures) =>
    Object.entries(f.statuses)
      .filter(([status]) => Number(status) >= 300 && Number(status) < 500)
      .map(([status, count]) => `${count}×${status}`)
      .join(' ') || '–';
  const slowest = lag.projections[0];
  return [
    `| route | requests | rps | p50 ms | p95 ms | p99 ms | 5xx | other non-2xx | errors |`,
    `|---|---:|---:|---:|---:|---:|---:|---|---:|`,
    ...figures.map(
      (f) =>
        `| ${f.route} | ${fmt(f.requests)} | ${fmt(f.rps)} | ${fmt(f.p50, 1)} | ${fmt(f.p95, 1)} | ${fmt(f.p99, 1)} | ${fiveHundreds(f)} | ${others(f)} | ${f.errors + f.timeouts} |`,
    ),
    `| all | ${fmt(figures.reduce((s, f) => s + f.requests, 0))} | ${fmt(figures.reduce((s, f) => s + f.requests, 0) / seconds)} | | | | ${figures.reduce((s, f) => s + fiveHundreds(f), 0)} | | ${figures.reduce((s, f) => s + f.errors + f.timeouts, 0)} |`,
    slowest
      ? `| projection lag (slowest p99: ${slowest.projection}) | ${fmt(slowest.events)} events | | ${fmt(slowest.p50, 1)} | | ${fmt(slowest.p99, 1)} | | | ${slowest.behind} not passed |`
      : `| projection lag | 0 | | | | | | | |`,
  ];
}

export interface TargetRow {
  route: string;
  p50Ratio: number;
  p99Ratio: number;
  pass: boolean;
}

/** The issue's target: every write route's p99 ≤ 2× GET detail's p99, and p50 ≤ 2× its p50, in the same run. */
export function writeTargets(figures: RouteFigures[]): TargetRow[] {
  const detail = figures.find((f) => f.route === 'GET detail');
  if (!detail) return [];
  return figures
    .filter((f) => !f.route.startsWith('GET'))
    .map((f) => {
      const p50Ratio = f.p50 / detail.p50;
      const p99Ratio = f.p99 / detail.p99;
      return { route: f.route, p50Ratio, p99Ratio, pass: p50Ratio <= 2 && p99Ratio <= 2 };
    });
}

export function targetTable(figures: RouteFigures[]): string[] {
  const detail = figures.find((f) => f.route === 'GET detail');
  if (!detail) return ['No GET detail figures: no targets.'];
  return [
    `| write route | p50 ms | ÷ detail p50 (${fmt(detail.p50, 1)} ms) | p99 ms | ÷ detail p99 (${fmt(detail.p99, 1)} ms) | target | |`,
    `|---|---:|---:|---:|---:|---|---|`,
    ...writeTargets(figures).map((t) => {
      const f = figures.find((r) => r.route === t.route)!;
      return `| ${t.route} | ${fmt(f.p50, 1)} | ${t.p50Ratio.toFixed(2)}x | ${fmt(f.p99, 1)} | ${t.p99Ratio.toFixed(2)}x | p50 and p99 <= 2x | ${t.pass ? 'PASS' : 'MISS'} |`;
    }),
  ];
}

/**
 * Each write route's answer against the steps its Server-Timing header names: the command (load,
 * decide, append), the wait until the projections its next screen reads have passed the append, and
 * the request's whole time in the server (the session, the checks, the answer's serialising, and
 * waits for the event loop between them). The answer's time beyond that is spent before the server
 * reads the request and after it writes the answer: sockets, and waiting for a turn on a busy CPU.
 */
export function writeSplitTable(figures: RouteFigures[]): string[] {
  const detail = figures.find((f) => f.route === 'GET detail');
  const writes = figures.filter((f) => !f.route.startsWith('GET'));
  const p = (step: { p50: number; p99: number } | undefined) =>
    step ? `${fmt(step.p50, 1)} / ${fmt(step.p99, 1)}` : '–';
  return [
    `| write route | answer p50 / p99 ms | in the server p50 / p99 ms | command p50 / p99 ms | wait for next reads p50 / p99 ms | command p50 ÷ detail p50 |`,
    `|---|---:|---:|---:|---:|---:|`,
    ...writes.map((f) => {
      const command = f.steps.command;
      const ratio = command && detail ? `${(command.p50 / detail.p50).toFixed(2)}x` : '–';
      return `| ${f.route} | ${p(f)} | ${p(f.steps.total)} | ${p(command)} | ${p(f.steps['next-reads'])} | ${ratio} |`;
    }),
  ];
}

export function lagTable(lag: LagResult): string[] {
  const types = Object.entries(lag.eventTypes)
    .sort((a, b) => b[1] - a[1])
    .map(([type, n]) => `${fmt(n)} ${type}`)
    .join(', ');
  return [
    `Events appended during the load: ${types || 'none'}. Polled every ${lag.intervalMs} ms (${fmt(lag.polls)} polls); each lag is exact to ± one poll.`,
    '',
    `| projection | events it handles | lag p50 ms | lag p99 ms | max ms | not passed at the end |`,
    `|---|---:|---:|---:|---:|---:|`,
    ...[...lag.projections, lag.allProjections, lag.horizon].map(
      (p) =>
        `| ${p.projection} | ${fmt(p.events)} | ${fmt(p.p50, 1)} | ${fmt(p.p99, 1)} | ${fmt(p.max, 1)} | ${p.behind} |`,
    ),
  ];
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

export function profileSection(name: string, summary: ProfileSummary, rows = 12): string[] {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  return [
    `**${name}** (${summary.seconds.toFixed(0)} s profiled, busy ${percent(summary.busy)} of it; \`${summary.file}\`)`,
    '',
    `| self time by area | ms | share |`,
    `|---|---:|---:|`,
    ...summary.areas.slice(0, rows).map((a) => `| ${cell(a.name)} | ${fmt(a.ms)} | ${percent(a.share)} |`),
    '',
    `| function (self time) | ms | share |`,
    `|---|---:|---:|`,
    ...summary.selfTop.slice(0, rows).map((a) => `| \`${cell(a.name)}\` | ${fmt(a.ms)} | ${percent(a.share)} |`),
    '',
    `\`${summary.topCallers.name}\` is called from: ${summary.topCallers.from.map((c) => `${c.name} ${percent(c.share)}`).join(', ')} (share of all the profile's time).`,
    '',
    `| our function (inclusive time) | ms | share |`,
    `|---|---:|---:|`,
    ...summary.inclusiveTop.slice(0, rows).map((a) => `| \`${cell(a.name)}\` | ${fmt(a.ms)} | ${percent(a.share)} |`),
  ];
}
