/** The built server (`dist/main.js`, as `npm start` runs it) in a child process on a free port. */
import { type ChildProcess, spawn } from 'node:child_process';
import * as path from 'node:path';
import { sleep } from './harness';
import { freePort } from './free-port';

export interface BuiltServer {
  base: string;
  /** What the server wrote to stderr: shown when a run goes wrong. */
  errors(): string;
  stop(): Promise<void>;
}

const MAIN = path.resolve(__dirname, '../../dist/main.js');

export async function startBuiltServer(env: Record<string, string>): Promise<BuiltServer> {
  const port = await freePort();
  let stderr = '';
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-20_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, sleep(15_000).then(() => child.kill('SIGKILL'))]);
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${MAIN} exited with ${child.exitCode}: ${stderr.slice(-2_000)}`);
    const ready = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { base, errors: () => stderr, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${MAIN} did not answer /health within a minute: ${stderr.slice(-2_000)}`);
    }
    await sleep(200);
  }
}
