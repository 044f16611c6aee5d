import { spawn, spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { freePort } from '../../bench/lib/free-port';
import { until } from './until';

// The site and the operator commands as an operator runs them: built (`dist/`), each in a process of its own.
export const ROOT = path.resolve(__dirname, '../..');

/** Compiles the server as the npm scripts do: nothing to do when `dist/` is newer than every source. */
export function buildServer(): void {
  const tsc = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', 'tsconfig.build.json'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (tsc.status !== 0) throw new Error(`the server does not compile:\n${tsc.stdout}${tsc.stderr}`);
}

/** Only what is given, and where programs are: none of the test run's own settings (NODE_OPTIONS, DATABASE_URL) leak in. */
const childEnv = (env: Record<string, string>) => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  ...env,
});

export interface Finished {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a program to its end with `input` on standard input (a pipe, closed after it). */
export function runProcess(
  command: string,
  args: string[],
  env: Record<string, string>,
  input = '',
): Promise<Finished> {
  const child = spawn(command, args, { cwd: ROOT, env: childEnv(env), stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(input);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}

export type BuiltCommand = 'create-admin' | 'migrate' | 'rebuild-projections';

/** `node dist/cli/<command>.js`, as the README and the runtime image run it. */
export const runBuiltCommand = (command: BuiltCommand, args: string[], env: Record<string, string>, input?: string) =>
  runProcess(process.execPath, [`dist/cli/${command}.js`, ...args], env, input);

export interface BuiltSite {
  pid: number;
  baseUrl: string;
  /** Stops it as an operator or an orchestrator does (SIGTERM), once it has exited. */
  stop(): Promise<void>;
}

/** `node dist/main.js` on a free port, once it answers /health. */
export async function startBuiltSite(env: Record<string, string>): Promise<BuiltSite> {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: ROOT,
    env: childEnv({ LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' }),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const answers = async () => {
    if (child.exitCode !== null) throw new Error(`the site exited with ${child.exitCode}: ${stderr.slice(-2_000)}`);
    return fetch(`${baseUrl}/health`).then(
      (r) => r.ok,
      () => false,
    );
  };
  await until(answers, 'the built site to answer /health', 180_000).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { pid: child.pid!, baseUrl, stop };
}
