import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { freePort } from './free-port';

const DEPLOY = path.resolve(__dirname, '../../deploy/nginx');

export interface NginxCache {
  baseUrl: string;
  close(): Promise<void>;
}

/** Whether Debian's nginx is installed (`.ci/run` installs it). */
export const nginxInstalled = (): boolean => spawnSync('nginx', ['-v']).status === 0;

/**
 * Debian's nginx with the deployment's own configuration (deploy/nginx), in a folder of its own and
 * on a free port, in front of `upstreams` (host:port of each API process) instead of compose's `api`.
 * Only the paths, the port and the upstream are changed; the cache rules are the ones deployed.
 */
export async function startNginxCache(upstreams: readonly string[]): Promise<NginxCache> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-cache-'));
  // The workers run as nobody when the master is root: they write the cache and the temporary bodies here.
  fs.chmodSync(dir, 0o777);
  const port = await freePort();
  const site = fs
    .readFileSync(path.join(DEPLOY, 'site.conf'), 'utf8')
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    .replace('/var/cache/nginx/visitors', path.join(dir, 'cache'));
  if (site.includes('listen 8080') || !site.includes(dir)) throw new Error('deploy/nginx/site.conf changed shape');
  fs.writeFileSync(path.join(dir, 'site.conf'), site);
  fs.writeFileSync(
    path.join(dir, 'upstream.conf'),
    `upstream api {\n${upstreams.map((u) => `    server ${u};\n`).join('')}    keepalive 32;\n}\n`,
  );
  const main = fs
    .readFileSync(path.join(DEPLOY, 'nginx.conf'), 'utf8')
    .replace('pid /run/nginx.pid;', `pid ${path.join(dir, 'nginx.pid')};`)
    .replace('error_log /dev/stderr warn;', `error_log ${path.join(dir, 'error.log')} warn;`)
    .replace(/\/etc\/nginx\/divorce\//g, `${dir}/`)
    .replace(
      'http {',
      ['client_body_temp_path', 'proxy_temp_path', 'fastcgi_temp_path', 'uwsgi_temp_path', 'scgi_temp_path']
        .map((directive) => `${directive} ${path.join(dir, directive)};`)
        .reduce((block, line) => `${block}\n    ${line}`, 'http {'),
    );
  fs.writeFileSync(path.join(dir, 'nginx.conf'), main);
  const child: ChildProcess = spawn(
    'nginx',
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let said = '';
  child.stderr?.on('data', (chunk: Buffer) => (said += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx did not start: ${said}${readLog(dir)}`);
    try {
      await fetch(`${baseUrl}/robots.txt`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not answer: ${readLog(dir)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    baseUrl,
    async close() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function readLog(dir: string): string {
  try {
    return fs.readFileSync(path.join(dir, 'error.log'), 'utf8');
  } catch {
    return '';
  }
}
