#!/usr/bin/env node
// Runs every test suite (unit, int, e2e) with a run id of its own, then prints the totals
// alone on the last line: "N passed, M failed". Exits non-zero when anything failed.
// Each run keeps a record of where its time went in test-results/timings.json (see test-timings.mjs).
//   npm test                              every suite
//   npm test -- int                       one suite (unit, int or e2e); several may be named
//   npm test -- test/int/sorting-api      the files whose path matches, in whichever suites hold them
//   npm test -- --no-build e2e            without building first (the server and client are built already)
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileTimings, slowestFilesReport, writeTimings } from './test-timings.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const runId = `r${randomBytes(4).toString('hex')}`;
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dc-tests-'));
const startedAt = new Date();
// PGlite loads its WebAssembly with a dynamic import, which jest's VM allows only with this flag.
const env = { ...process.env, TEST_RUN_ID: runId, FORCE_COLOR: '0', NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --disable-warning=ExperimentalWarning`.trim() };

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env, ...options });
  return result.status ?? 1;
}

const seconds = (from) => Math.round((Date.now() - from) / 100) / 10;

// The browser tests drive Debian's Chromium; on a fresh machine (as root) it is installed here.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium) && process.getuid?.() === 0) {
  run('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], { stdio: 'ignore' });
}
if (!fs.existsSync(chromium)) console.error(`Chromium is not at ${chromium}: install it (apt-get install chromium) or set CHROMIUM_PATH.`);

const args = process.argv.slice(2);
const named = args.filter((arg) => ['unit', 'int', 'e2e'].includes(arg));
const paths = args.filter((arg) => !arg.startsWith('--') && !named.includes(arg));

const phases = [];
const buildStart = Date.now();
if (!args.includes('--no-build') && run('npm', ['run', 'build', '--silent']) !== 0) {
  console.error('The build failed, so no test ran.');
  console.log('0 passed, 1 failed');
  process.exit(1);
}
phases.push({ name: 'build', seconds: seconds(buildStart) });

const suites = [
  { name: 'unit', args: ['--selectProjects', 'unit'] },
  { name: 'int', args: ['--selectProjects', 'int', '--maxWorkers=2'] },
  // Each browser test file has its own site, data and Chromium, so two run side by side.
  { name: 'e2e', args: ['--selectProjects', 'e2e', '--maxWorkers=2'] },
].filter((suite) => named.length === 0 || named.includes(suite.name));
let passed = 0;
let failed = 0;
const files = [];
for (const suite of suites) {
  const outputFile = path.join(outDir, `${suite.name}.json`);
  const suiteStart = Date.now();
  // A path given runs only where it matches; a suite with no matching file passes with nothing run.
  const only = paths.length > 0 ? ['--passWithNoTests', ...paths] : [];
  const status = run('npx', ['jest', ...suite.args, ...only, '--json', `--outputFile=${outputFile}`]);
  let result = null;
  try {
    result = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
  } catch {
    // jest could not even report: count the suite as one failure below
  }
  const p = result?.numPassedTests ?? 0;
  // A suite that failed to load has no failed tests but failed all the same.
  const f = (result?.numFailedTests ?? 0) + (result?.numRuntimeErrorTestSuites ?? 0) + (status !== 0 && !result?.numFailedTests && !result?.numRuntimeErrorTestSuites ? 1 : 0);
  console.log(`${suite.name}: ${p} passed, ${f} failed`);
  phases.push({ name: suite.name, seconds: seconds(suiteStart), passed: p, failed: f });
  files.push(...fileTimings(suite.name, result, root));
  passed += p;
  failed += f;
}

// Databases a crashed test could not drop are removed here, so runs never leave data behind.
run('node', ['-r', '@swc-node/register', 'scripts/drop-run-databases.ts', runId], { stdio: 'ignore' });
fs.rmSync(outDir, { recursive: true, force: true });
const record = writeTimings(root, { runId, startedAt, seconds: seconds(startedAt.getTime()), phases, files, passed, failed });
console.log(slowestFilesReport(record, 10));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
