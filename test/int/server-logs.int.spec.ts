import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { freePort } from '../../bench/lib/free-port';
import { createTestDatabase, type TestDatabase } from '../support/databases';
import { REDIS_URL, uniqueName } from '../support/test-run';
import { until } from '../support/until';

// What an operator reads: the server started as `npm start` starts it, its standard output piped
// to a collector (not a terminal), at the default LOG_LEVEL.
const ROOT = path.join(__dirname, '../..');
const PINO_DEBUG = 20;
const PINO_INFO = 30;
const PINO_WARN = 40;
const SECRET_COOKIE = 'sid=never-in-a-log-9f3a';
const SECRET_TOKEN = 'csrf-never-in-a-log-7c1e';
// Search words say a lot about a person here; they travel in the query string.
const SEARCH = 'violence never-in-a-log';

interface Server {
  port: number;
  stdout: () => string;
  stop: () => Promise<void>;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  // The default level is what is under test: the test run's own LOG_LEVEL stays out.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'LOG_LEVEL'));
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/main.ts'], {
    cwd: ROOT,
    env: { ...inherited, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const answers = async () => {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${err.slice(-2_000)}`);
    return fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    );
  };
  await until(answers, 'the server to answer /health', 90_000).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { port, stdout: () => out, stop };
}

/** A file of the built client, as a browser asks for it. */
function builtAsset(): string {
  const assets = path.join(ROOT, 'web/dist/assets');
  const file = fs.readdirSync(assets).find((name) => name.endsWith('.js'));
  if (!file) throw new Error(`no built client in ${assets}: run npm run build`);
  return `/assets/${file}`;
}

interface LogRecord {
  level: number;
  msg: string;
  context?: string;
  req?: { path?: string };
}

/** Starts the server, asks for the site's files, a page and an API call, stops it: its standard output, line by line. */
async function visit(env: Record<string, string>, files: string[]): Promise<string[]> {
  const server = await startServer(env);
  try {
    const base = `http://127.0.0.1:${server.port}`;
    for (const file of files) expect((await fetch(base + file)).status).toBe(200);
    const api = await fetch(`${base}/api/search?q=${encodeURIComponent(SEARCH)}`, {
      headers: { cookie: SECRET_COOKIE, 'x-csrf-token': SECRET_TOKEN },
    });
    expect(api.status).toBe(200);
    await until(async () => server.stdout().includes('/api/search'), 'the API request in the log');
  } finally {
    await server.stop();
  }
  return server
    .stdout()
    .split('\n')
    .filter((line) => line.trim() !== '');
}

describe('the server log', () => {
  let database: TestDatabase;
  let dataDir: string;
  let env: Record<string, string>;
  const files = [builtAsset(), '/favicon.svg', '/articles'];
  let lines: string[];
  let debugLines: string[];

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logs-'));
    // No SMTP_URL (blank reads as unset), as a deployment that forgot it.
    env = { DATABASE_URL: database.url, REDIS_URL, REDIS_PREFIX: uniqueName('redis'), DATA_DIR: dataDir, SMTP_URL: '' };
    lines = await visit(env, files);
    debugLines = await visit({ ...env, LOG_LEVEL: 'debug' }, files);
  }, 240_000);

  afterAll(async () => {
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const parse = (from: string[]) => from.map((line) => JSON.parse(line) as LogRecord);

  it('is JSON lines from one logger, at every level', () => {
    expect(lines.length).toBeGreaterThan(0);
    for (const line of [...lines, ...debugLines]) {
      expect(JSON.parse(line)).toEqual(
        expect.objectContaining({ level: expect.any(Number), time: expect.any(Number), msg: expect.any(String) }),
      );
    }
  });

  it('says once where the site listens and what the process runs, without Nest’s narration', () => {
    const listening = parse(lines).filter((r) => r.msg.startsWith('Listening on'));
    expect(listening).toHaveLength(1);
    expect(listening[0]!.msg).toMatch(
      /^Listening on 127\.0\.0\.1:(\d+) \(http:\/\/localhost:\1\); profile services, roles api, projector, worker$/,
    );
    expect(lines.some((line) => line.includes('Mapped {'))).toBe(false);
    expect(lines.some((line) => line.includes('dependencies initialized'))).toBe(false);
  });

  it('warns once at start that the services profile writes mail to the outbox folder, without SMTP_URL', () => {
    const told = parse(lines).filter((r) => r.msg.includes('SMTP_URL'));
    expect(told).toEqual([
      expect.objectContaining({
        level: PINO_WARN,
        msg: `SMTP_URL is not set: mail is written to ${path.join(dataDir, 'outbox')} instead of being sent (set SMTP_URL to send it)`,
      }),
    ]);
  });

  it('logs an API request at info, with its path but not its query, cookie or token', () => {
    const request = parse(lines).find((r) => r.req?.path === '/api/search');
    expect(request).toMatchObject({
      level: PINO_INFO,
      msg: expect.stringMatching(/^GET \/api\/search 200 \d+ms$/),
      res: { statusCode: 200 },
    });
    const text = [...lines, ...debugLines].join('\n');
    for (const secret of ['never-in-a-log', 'violence']) expect(text).not.toContain(secret);
  });

  it('writes nothing at info for the site’s files and pages', () => {
    for (const file of files) expect(lines.filter((line) => line.includes(`"${file}`))).toEqual([]);
  });

  it('keeps the site’s files and Nest’s start-up narration for LOG_LEVEL=debug, through the same logger', () => {
    const records = parse(debugLines);
    for (const file of files)
      expect(records.filter((r) => r.req?.path === file).map((r) => r.level)).toEqual([PINO_DEBUG]);
    const mapped = records.filter((r) => r.msg.startsWith('Mapped {/api/search, GET}'));
    expect(mapped).toEqual([expect.objectContaining({ level: PINO_DEBUG, context: 'RouterExplorer' })]);
  });
});
