/** The built server (`dist/main.js`, as `npm start` runs it) in a child process on a free port. */
import { type ChildProcess, spawn } from 'node:child_process';
import * as path from 'node:path';
import { sleep } from './harness';
import { freePort } from './free-port';

export interface BuiltServer {
  /** The site's address; for a process without the api role, its health port's. */
  base: string;
  /** The server's process id: its memory and CPU time are read from /proc. */
  pid: number;
  /** What the server wrote to stderr: shown when a run goes wrong. */
  errors(): string;
  stop(): Promise<void>;
}

export interface BuiltServerOptions {
  /** PROCESS_ROLES; unset runs every role in one process, as `npm start` does. */
  roles?: string;
  /** Profile the process's CPU (`node --cpu-prof`) into this folder, named after `name`. */
  cpuProfileDir?: string;
  /** Names the profile file. */
  name?: string;
}

const MAIN = path.resolve(__dirname, '../../dist/main.js');
const EXIT_AFTER_SHUTDOWN = path.resolve(__dirname, 'exit-after-shutdown.cjs');

function nodeArguments(options: BuiltServerOptions): string[] {
  if (!options.cpuProfileDir) return [MAIN];
  return [
    '--cpu-prof',
    `--cpu-prof-dir=${options.cpuProfileDir}`,
    `--cpu-prof-name=${options.name ?? 'server'}.cpuprofile`,
    // --cpu-prof writes its profile only on a normal exit: see the file.
    '-r',
    EXIT_AFTER_SHUTDOWN,
    MAIN,
  ];
}

export async function startBuiltServer(
  env: Record<string, string>,
  options: BuiltServerOptions = {},
): Promise<BuiltServer> {
  const port = await freePort();
  const api = options.roles === undefined || options.roles.split(',').includes('api');
  // A process that serves no site opens a port for its health checks alone (as in docker-compose.yml).
  const healthPort = api ? null : await freePort();
  let stderr = '';
  const child: ChildProcess = spawn(process.execPath, nodeArguments(options), {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      ...(options.roles === undefined ? {} : { PROCESS_ROLES: options.roles }),
      ...(healthPort === null ? {} : { HEALTH_PORT: String(healthPort) }),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-20_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${healthPort ?? port}`;
  const ready = healthPort === null ? `${base}/health` : `${base}/health/live`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, sleep(15_000).then(() => child.kill('SIGKILL'))]);
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${MAIN} exited with ${child.exitCode}: ${stderr.slice(-2_000)}`);
    const up = await fetch(ready).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { base, pid: child.pid!, errors: () => stderr, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${MAIN} did not answer ${ready} within a minute: ${stderr.slice(-2_000)}`);
    }
    await sleep(200);
  }
}
