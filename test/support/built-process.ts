import { type ChildProcess, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { freePort } from '../../bench/lib/free-port';
import { until } from './until';

const MAIN = path.join(__dirname, '../../dist/main.js');

export interface BuiltProcess {
  /** The site's address (PORT), whether or not this process serves it. */
  baseUrl: string;
  /** Where HEALTH_PORT answers. */
  healthUrl: string;
  stop(): Promise<void>;
}

/**
 * `node dist/main.js`, as the image runs it, with `env` on top of the test's environment, a PORT
 * and a HEALTH_PORT of its own; resolves once its health port answers /health/live.
 */
export async function startBuiltProcess(env: Record<string, string>): Promise<BuiltProcess> {
  if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build:server first`);
  const [port, healthPort] = [await freePort(), await freePort()];
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    env: { ...process.env, NODE_OPTIONS: '', LOG_LEVEL: 'warn', ...env, HOST: '127.0.0.1', PORT: String(port), HEALTH_PORT: String(healthPort) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const healthUrl = `http://127.0.0.1:${healthPort}`;
  const live = async () => {
    if (child.exitCode !== null) throw new Error(`${MAIN} exited with ${child.exitCode}: ${stderr}`);
    return fetch(`${healthUrl}/health/live`).then(
      (r) => r.ok,
      () => false,
    );
  };
  await until(live, `${MAIN} (${env.PROCESS_ROLES ?? 'every role'}) to answer on its health port`, 90_000).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { baseUrl: `http://127.0.0.1:${port}`, healthUrl, stop };
}
