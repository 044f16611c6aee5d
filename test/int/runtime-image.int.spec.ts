import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { freePort } from '../../bench/lib/free-port';
import { ApiClient } from '../support/api-client';
import { createTestDatabase, type TestDatabase } from '../support/databases';
import { copiesFromBuild, readDockerfile } from '../support/dockerfile';
import { REDIS_URL, uniqueName } from '../support/test-run';
import { until } from '../support/until';

// The runtime image, as far as it can be made without a Docker engine: a folder holding what the
// Dockerfile's last stage copies from the build (the built server and client, package.json) and a
// production-only install from the lock file, nothing else. The operator commands and the image's
// CMD run there, so they need neither the TypeScript sources nor a development dependency.
const ROOT = path.join(__dirname, '../..');
const WORKDIR = '/app';

/** The image's folder: the runtime stage's copies of this checkout's build, node_modules installed for production. */
function imageFolder(): string {
  const runtime = readDockerfile(ROOT).at(-1)!;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'image-'));
  for (const { source, target } of copiesFromBuild(runtime, WORKDIR)) {
    if (source === 'node_modules') continue;
    if (!fs.existsSync(path.join(ROOT, source))) throw new Error(`${source} is missing: run npm run build first`);
    fs.cpSync(path.join(ROOT, source), path.join(folder, target), { recursive: true });
  }
  // The build stage's `npm ci` then `npm prune --omit=dev` leave what this installs.
  fs.copyFileSync(path.join(ROOT, 'package-lock.json'), path.join(folder, 'package-lock.json'));
  execFileSync('npm', ['ci', '--omit=dev', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: folder,
    stdio: 'ignore',
  });
  fs.rmSync(path.join(folder, 'package-lock.json'));
  return folder;
}

/** The runtime stage's CMD, in its exec form. */
function imageCommand(): string[] {
  const cmd = readDockerfile(ROOT)
    .at(-1)!
    .instructions.filter((i) => i.keyword === 'CMD')
    .at(-1)!;
  return JSON.parse(cmd.args) as string[];
}

describe('the runtime image (Dockerfile’s last stage)', () => {
  let folder: string;
  let database: TestDatabase;
  let env: NodeJS.ProcessEnv;

  /** Runs `node <args>` in the image's folder as the image would, answering its standard output. */
  const run = (args: string[]) =>
    execFileSync('node', args, { cwd: folder, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

  // A production install from the lock file takes about a minute on an idle machine.
  beforeAll(async () => {
    folder = imageFolder();
    database = await createTestDatabase();
    // Only what the image and compose set: nothing of this test process (NODE_OPTIONS, a TEST_ variable) leaks in.
    env = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      REDIS_URL,
      REDIS_PREFIX: uniqueName('redis'),
      DATA_DIR: path.join(folder, 'data'),
      LOG_LEVEL: 'warn',
    };
  }, 600_000);

  afterAll(async () => {
    await database?.drop();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('holds the built server, client and production packages, and no TypeScript source', () => {
    expect(fs.readdirSync(folder).sort()).toEqual(['dist', 'node_modules', 'package.json', 'web']);
    const sources = ['dist', 'web']
      .flatMap((dir) => fs.readdirSync(path.join(folder, dir), { recursive: true, encoding: 'utf8' }))
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'));
    expect(sources).toEqual([]);
    // Nor what runs TypeScript directly (npm run seed and the bench tools need it: they stay out of the image).
    expect(fs.existsSync(path.join(folder, 'node_modules/@swc-node/register'))).toBe(false);
  });

  it('brings the schema up to date with node dist/cli/migrate.js', () => {
    expect(run(['dist/cli/migrate.js'])).toMatch(/^Applied: /);
    expect(run(['dist/cli/migrate.js'])).toBe('The schema is up to date.\n');
  });

  describe('serving with its CMD', () => {
    let server: ChildProcess;
    let baseUrl: string;
    let exited: Promise<void>;

    beforeAll(async () => {
      const port = await freePort();
      const [command, ...args] = imageCommand();
      server = spawn(command!, args, {
        cwd: folder,
        env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: 'ignore',
      });
      exited = new Promise((resolve) => server.once('exit', () => resolve()));
      baseUrl = `http://127.0.0.1:${port}`;
      const answers = () =>
        fetch(`${baseUrl}/api/session`).then(
          (r) => r.ok,
          () => false,
        );
      await until(answers, 'the image’s server to answer', 150_000);
    }, 180_000);

    afterAll(async () => {
      if (server.exitCode === null) server.kill('SIGTERM');
      await exited;
    });

    it('serves the site’s pages from the built client', async () => {
      const home = await fetch(`${baseUrl}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<div id="root"');
    });

    it('makes an administrator of a member with node dist/cli/create-admin.js, beside the running site', async () => {
      const member = new ApiClient(baseUrl);
      await member.signUp('operator@example.org');
      expect(run(['dist/cli/create-admin.js', '--email', 'operator@example.org'])).toMatch(
        /^operator@example\.org \(uid .+\) is an administrator\.$/m,
      );
      await until(
        async () => (await member.get('/api/session')).body.user.role === 'Administrator',
        'the administrator role',
      );
    });
  });

  it('rebuilds a projection with node dist/cli/rebuild-projections.js once the site has stopped', () => {
    expect(run(['dist/cli/rebuild-projections.js', 'users'])).toMatch(/^users: \d+ events replayed in /m);
  });
});
