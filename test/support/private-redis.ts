/**
 * A Redis server of a test's own, on a free port, that the test may stop and start again, or pause
 * (its connections stay open and nothing answers, as with a hung server). It keeps an append-only
 * file, as a production Redis would, so that what it held survives the restart.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import { connect } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { freePort } from '../../bench/lib/free-port';

export interface PrivateRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  pause(): void;
  resume(): void;
  remove(): Promise<void>;
}

async function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data: Buffer) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redis-private-'));
  const port = await freePort();
  let server: ChildProcess | null = null;
  const start = async () => {
    server = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
        '--dir',
        dir,
      ],
      { stdio: 'ignore' },
    );
    const deadline = Date.now() + 10_000;
    while (!(await answers(port))) {
      if (Date.now() > deadline) throw new Error(`redis-server on port ${port} did not start`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const stop = async () => {
    const running = server;
    server = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    pause: () => server?.kill('SIGSTOP'),
    resume: () => server?.kill('SIGCONT'),
    async remove() {
      server?.kill('SIGCONT');
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
