import { type ChildProcess, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { freePort } from '../../bench/lib/free-port';
import { until } from '../support/until';

const ROOT = path.resolve(__dirname, '../..');
const API_PATHS = ['/api/session', '/health', '/uploads/photo.webp', '/rss.xml', '/sitemap.xml', '/robots.txt'];

// `npm run dev:web` serves the client from its sources and passes the API's addresses on to the API,
// found at the PORT it listens on.
describe('npm run dev:web', () => {
  let api: http.Server;
  let vite: ChildProcess;
  let viteUrl: string;

  beforeAll(async () => {
    api = http.createServer((req, res) => res.end(`the API on PORT answers ${req.url}`));
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiPort = (api.address() as AddressInfo).port;
    const vitePort = await freePort();
    const script = (
      JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts['dev:web']!;
    const [command, ...args] = script.split(' ');
    vite = spawn(
      path.join(ROOT, 'node_modules/.bin', command!),
      [...args, '--port', String(vitePort), '--strictPort', '--host', '127.0.0.1'],
      {
        cwd: ROOT,
        env: { ...process.env, PORT: String(apiPort) },
        stdio: 'ignore',
      },
    );
    viteUrl = `http://127.0.0.1:${vitePort}`;
    await until(
      () =>
        fetch(viteUrl).then(
          (r) => r.ok,
          () => false,
        ),
      'the Vite dev server',
      60_000,
    );
  });

  afterAll(async () => {
    if (vite.exitCode === null) {
      const exited = new Promise((resolve) => vite.once('exit', resolve));
      vite.kill('SIGTERM');
      await exited;
    }
    await new Promise((resolve) => api.close(resolve));
  });

  it.each(API_PATHS)('passes %s on to the API at PORT', async (apiPath) => {
    const r = await fetch(viteUrl + apiPath);
    expect(await r.text()).toBe(`the API on PORT answers ${apiPath}`);
  });

  it('serves the client itself', async () => {
    expect(await (await fetch(`${viteUrl}/articles`)).text()).toContain('<div id="root"></div>');
  });
});
