/**
 * The built server or an operator command (`dist/...`, as `npm run build:server` makes it) as a
 * real process, with the test's environment only (none of the app's variables leak in from the
 * shell that runs the tests), its output kept.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { freePort } from '../../bench/lib/free-port';
import { until } from './until';

const DIST = path.join(__dirname, '../../dist');
const APP_VARIABLES = [
  'DATABASE_URL',
  'REDIS_URL',
  'REDIS_PREFIX',
  'EVENTSTORE_URL',
  'PROCESS_ROLES',
  'DATA_DIR',
  'LOG_LEVEL',
  'PORT',
  'HOST',
];

export interface BuiltProcess {
  readonly pid: number;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code (null when a signal ended it). */
  readonly exited: Promise<number | null>;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

export function startBuilt(script: string, args: string[], env: Record<string, string>): BuiltProcess {
  const file = path.join(DIST, script);
  if (!fs.existsSync(file)) throw new Error(`No ${file}: run npm run build:server first`);
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !APP_VARIABLES.includes(name)));
  const child: ChildProcess = spawn(process.execPath, [file, ...args], {
    env: { ...inherited, ...env, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    pid: child.pid!,
    stdout: () => out,
    stderr: () => err,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Runs a built entry point to its end. */
export async function runBuilt(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = startBuilt(script, args, env);
  const code = await child.exited;
  return { code, stdout: child.stdout(), stderr: child.stderr() };
}

export interface LogRecord {
  level: number;
  msg: string;
}

/** The JSON lines a process logged on standard output (piped, so pino writes JSON); a line still being written waits. */
export const logRecords = (process: BuiltProcess): LogRecord[] =>
  process
    .stdout()
    .split('\n')
    .slice(0, -1)
    .map((line) => JSON.parse(line) as LogRecord);

/** Waits until the process has logged `count` messages matching `pattern`, failing early if it exits. */
export async function untilLogged(
  process: BuiltProcess,
  pattern: RegExp,
  count = 1,
  timeoutMs = 90_000,
): Promise<void> {
  await until(
    async () => {
      if (logRecords(process).filter((r) => pattern.test(r.msg)).length >= count) return true;
      const code = await Promise.race([process.exited, Promise.resolve('running' as const)]);
      if (code !== 'running')
        throw new Error(
          `process ${process.pid} exited (${code}) before logging ${pattern}: ${process.stderr().slice(-2_000)}`,
        );
      return false;
    },
    `process ${process.pid} to log ${pattern} ${count} time(s)`,
    timeoutMs,
  );
}

export interface BuiltServer {
  /** The site's address (PORT), whether or not this process serves it. */
  baseUrl: string;
  /** Where HEALTH_PORT answers. */
  healthUrl: string;
  stop(): Promise<void>;
}

/**
 * `node dist/main.js`, as the image runs it, with `env`, a PORT and a HEALTH_PORT of its own;
 * resolves once its health port answers /health/live.
 */
export async function startBuiltProcess(env: Record<string, string>): Promise<BuiltServer> {
  const [port, healthPort] = [await freePort(), await freePort()];
  const child = startBuilt('main.js', [], {
    LOG_LEVEL: 'warn',
    ...env,
    HOST: '127.0.0.1',
    PORT: String(port),
    HEALTH_PORT: String(healthPort),
  });
  const healthUrl = `http://127.0.0.1:${healthPort}`;
  const exitCode = () => Promise.race([child.exited, Promise.resolve('running' as const)]);
  const live = async () => {
    const code = await exitCode();
    if (code !== 'running') throw new Error(`dist/main.js exited with ${code}: ${child.stderr().slice(-4_000)}`);
    return fetch(`${healthUrl}/health/live`).then(
      (r) => r.ok,
      () => false,
    );
  };
  await until(live, `dist/main.js (${env.PROCESS_ROLES ?? 'every role'}) to answer on its health port`, 90_000).catch(
    async (error: unknown) => {
      await child.stop();
      throw error;
    },
  );
  return { baseUrl: `http://127.0.0.1:${port}`, healthUrl, stop: () => child.stop() };
}
