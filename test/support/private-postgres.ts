/**
 * A PostgreSQL server of a test's own, in a temporary folder on a free port: for tests that stop
 * and restart the server, or hold a transaction open (transaction ids, and so every $all reader's
 * horizon, are shared by all the databases of a server). Built from the same installed binaries as
 * the machine's server; removed by `remove()`.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { freePort } from '../../bench/lib/free-port';

export interface PrivatePostgres {
  url: string;
  port: number;
  /** Fast shutdown: open connections are cut, as in a crash of the server process's clients. */
  stop(): void;
  start(): void;
  remove(): void;
}

function binDir(): string {
  const versions = fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const dir = `/usr/lib/postgresql/${version}/bin`;
    if (fs.existsSync(path.join(dir, 'initdb'))) return dir;
  }
  throw new Error('No PostgreSQL binaries under /usr/lib/postgresql');
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-private-'));
  const data = path.join(root, 'data');
  // PostgreSQL refuses to run as root: as root, the server runs as the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres', root]);
  const run = (command: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : path.join(bin, command),
      asRoot ? ['-u', 'postgres', '--', path.join(bin, command), ...args] : args,
      { stdio: 'ignore' },
    );
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(root, 'server.log'), '-w', '-t', '60', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    remove() {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
