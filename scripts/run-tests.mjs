#!/usr/bin/env node
// Runs every test suite (unit, component, int, e2e) with a run id of its own, then prints the totals
// alone on the last line: "N passed, M failed". Exits non-zero when anything failed.
// Each run keeps a record of where its time went in test-results/timings.json (see test-timings.mjs).
//   npm test                              every suite
//   npm test -- int                       one suite (unit, component, int or e2e); several may be named
//   npm test -- test/int/sorting-api      the files whose path matches, in whichever suites hold them
//   npm test -- --no-build e2e            without building first (the server and client are built already)
import { spawn, spawnSync } from 'node:child_process';
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
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env, ...options });
    child.on('close', (status) => resolve(status ?? 1));
    child.on('error', () => resolve(1));
  });
}

/** Runs a command quietly; prints what it said only if it failed. */
function runQuietly(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const said = [];
    child.stdout.on('data', (chunk) => said.push(chunk));
    child.stderr.on('data', (chunk) => said.push(chunk));
    child.on('close', (status) => {
      if (status !== 0) process.stderr.write(Buffer.concat(said));
      resolve(status === 0);
    });
  });
}

/** The server (tsc) and the client (vite) are built side by side: each keeps one core busy. */
async function build() {
  const done = await Promise.all([runQuietly('npm', ['run', 'build:server', '--silent']), runQuietly('npm', ['run', 'build:web', '--silent'])]);
  return done.every(Boolean);
}

const seconds = (from) => Math.round((Date.now() - from) / 100) / 10;
const runStart = Date.now();

/** A suite's wall time: from its first file's start to its last file's end, counted from the run's start. */
function wallTime(testResults) {
  if (testResults.length === 0) return { start: 0, seconds: 0 };
  const first = Math.min(...testResults.map((file) => file.startTime));
  const last = Math.max(...testResults.map((file) => file.endTime));
  return { start: Math.round((first - runStart) / 100) / 10, seconds: Math.round((last - first) / 100) / 10 };
}

/** Which jest project holds a file (jest's JSON does not say): the same globs as jest.config.js. */
function suiteOf(file) {
  if (file.includes(`${path.sep}test${path.sep}e2e${path.sep}`)) return 'e2e';
  if (file.endsWith('.component.spec.tsx')) return 'component';
  return file.endsWith('.unit.spec.ts') ? 'unit' : 'int';
}

// The browser tests drive Debian's Chromium; on a fresh machine (as root) it is installed here.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium) && process.getuid?.() === 0) {
  spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], { stdio: 'ignore' });
}
if (!fs.existsSync(chromium)) console.error(`Chromium is not at ${chromium}: install it (apt-get install chromium) or set CHROMIUM_PATH.`);

const args = process.argv.slice(2);
const named = args.filter((arg) => ['unit', 'component', 'int', 'e2e'].includes(arg));
const paths = args.filter((arg) => !arg.startsWith('--') && !named.includes(arg));

const only = paths.length > 0 ? ['--passWithNoTests', ...paths] : [];
const wanted = (suite) => named.length === 0 || named.includes(suite);
const phases = [];
const files = [];
let passed = 0;
let failed = 0;

/** Runs jest on the given projects, then counts each one's tests and times from the files' own start and end. */
async function runSuites(projects, extraArgs) {
  if (projects.length === 0) return;
  const outputFile = path.join(outDir, `${projects.join('-')}.json`);
  const status = await run('npx', ['jest', '--selectProjects', ...projects, ...extraArgs, ...only, '--json', `--outputFile=${outputFile}`]);
  let result = null;
  try {
    result = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
  } catch {
    // jest could not even report: counted as one failure below
  }
  let counted = 0;
  for (const suite of projects) {
    const own = { ...result, testResults: (result?.testResults ?? []).filter((file) => suiteOf(file.name) === suite) };
    const timings = fileTimings(suite, own, root);
    const p = own.testResults.reduce((sum, file) => sum + (file.assertionResults ?? []).filter((t) => t.status === 'passed').length, 0);
    const f = timings.reduce((sum, file) => sum + file.failed, 0);
    counted += f;
    console.log(`${suite}: ${p} passed, ${f} failed`);
    phases.push({ name: suite, ...wallTime(own.testResults), passed: p, failed: f });
    files.push(...timings);
    passed += p;
    failed += f;
  }
  // jest failed without a failing file to show for it (a global setup, say): one failure all the same.
  if (status !== 0 && counted === 0) failed += 1;
}

// The build and the unit and component tests (which need no build) run side by side, and so do int and e2e, which
// share jest's two workers: neither waits for the other's last slow files to finish.
const buildStart = Date.now();
const [built] = await Promise.all([
  args.includes('--no-build') ? true : build().then((ok) => (phases.push({ name: 'build', start: 0, seconds: seconds(buildStart) }), ok)),
  runSuites(['unit', 'component'].filter(wanted), []),
]);
if (!built) {
  console.error('The build failed, so no int or e2e test ran.');
  failed += 1;
} else {
  await runSuites(['int', 'e2e'].filter(wanted), ['--maxWorkers=2']);
}

// Databases a crashed test could not drop are removed here, so runs never leave data behind.
spawnSync('node', ['-r', '@swc-node/register', 'scripts/drop-run-databases.ts', runId], { cwd: root, env, stdio: 'ignore' });
fs.rmSync(outDir, { recursive: true, force: true });
const record = writeTimings(root, { runId, startedAt, seconds: seconds(startedAt.getTime()), phases, files, passed, failed });
console.log(slowestFilesReport(record, 10));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
