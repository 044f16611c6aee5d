// The record of where a test run's time went: each phase's start and wall time (the build, each suite)
// and each test file's duration, kept in test-results/timings.json after the run (ignored by git).
import * as fs from 'node:fs';
import * as path from 'node:path';

/** Each file of a jest `--json` result: its suite, its path from the root, its seconds and its tests. */
export function fileTimings(suite, result, root) {
  return (result?.testResults ?? []).map((file) => {
    const tests = file.assertionResults ?? [];
    return {
      suite,
      file: path.relative(root, file.name),
      seconds: Math.round((file.endTime - file.startTime) / 100) / 10,
      // What the tests' own bodies took: the rest of a file's time is its setup and teardown.
      testSeconds: Math.round(tests.reduce((sum, t) => sum + (t.duration ?? 0), 0) / 100) / 10,
      tests: tests.length,
      failed: tests.filter((t) => t.status === 'failed').length + (file.status === 'failed' && tests.length === 0 ? 1 : 0),
    };
  });
}

/** Writes the record, slowest files first, and answers it. */
export function writeTimings(root, { runId, startedAt, seconds, phases, files, passed, failed }) {
  const record = {
    runId,
    startedAt: startedAt.toISOString(),
    seconds,
    passed,
    failed,
    phases,
    files: [...files].sort((a, b) => b.seconds - a.seconds),
  };
  const dir = path.join(root, 'test-results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'timings.json'), `${JSON.stringify(record, null, 2)}\n`);
  return record;
}

const pad = (text, width) => String(text).padStart(width);

/** The phases' wall times and the `count` slowest files, as lines to print before the totals. */
export function slowestFilesReport(record, count) {
  // Phases overlap (the build beside unit, int beside e2e): each is shown from its start to its end.
  const phases = record.phases.map((p) => `${p.name} ${p.start.toFixed(0)}-${(p.start + p.seconds).toFixed(0)} s`).join(', ');
  const lines = [`Time: ${record.seconds} s in all (${phases}). Slowest files (test-results/timings.json has every file):`];
  for (const f of record.files.slice(0, count))
    lines.push(`${pad(f.seconds.toFixed(1), 7)} s  ${pad(f.tests, 3)} tests (${f.testSeconds.toFixed(1)} s in their bodies)  ${f.file}`);
  return lines.join('\n');
}
