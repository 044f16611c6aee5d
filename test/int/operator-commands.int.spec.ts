import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { UserStreams } from '../../src/commands/users/account-services';
import { MESSAGES } from '../../src/contracts/messages';
import { ApiClient } from '../support/api-client';
import { buildServer, type Finished, ROOT, runProcess } from '../support/built-processes';
import { startTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';

// The operator commands as an operator types them: each its own process, built once.
const COMMANDS: [script: string, args: string[]][] = [
  ['migrate', ['dist/cli/migrate.js']],
  ['projections:rebuild', ['dist/cli/rebuild-projections.js']],
  ['admin:create', ['dist/cli/create-admin.js']],
  ['seed', ['-r', '@swc-node/register', 'bench/seed.ts']],
];

describe('operator commands', () => {
  beforeAll(buildServer, 600_000);

  describe.each(COMMANDS)('%s', (script, command) => {
    let dataDir: string;
    beforeEach(() => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dc-command-'));
    });
    afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    // On the embedded database: anything the command did would leave files in DATA_DIR.
    const run = (...args: string[]) => runProcess(process.execPath, [...command, ...args], { DATA_DIR: dataDir });

    it('answers --help with its usage, options and environment, and does nothing else', async () => {
      const help = await run('--help');
      expect(help).toMatchObject({ status: 0, stderr: '' });
      expect(help.stdout).toMatch(new RegExp(`^Usage: npm run ${script}\\b`));
      expect(help.stdout).toContain('\nOptions:\n');
      expect(help.stdout).toMatch(/\nEnvironment:\n {2}DATABASE_URL /);
      expect(fs.readdirSync(dataDir)).toEqual([]);
    });

    it('refuses an option it does not take, and does nothing', async () => {
      const refused = await run('--bogus', '1');
      expect(refused).toMatchObject({ status: 2, stdout: '' });
      expect(refused.stderr.trim()).toBe('Unknown option --bogus. Run with --help to see what the command takes.');
      expect(fs.readdirSync(dataDir)).toEqual([]);
    });
  });

  it('runs through npm without compiling again when no source changed', async () => {
    const built = ['dist/.tsbuildinfo', 'dist/cli/migrate.js'].map((file) => path.join(ROOT, file));
    const before = built.map((file) => fs.statSync(file).mtimeMs);
    const help = await runProcess('npm', ['run', '--silent', 'migrate', '--', '--help'], {});
    expect(help).toMatchObject({ status: 0, stdout: expect.stringMatching(/^Usage: npm run migrate\n/) });
    expect(built.map((file) => fs.statSync(file).mtimeMs)).toEqual(before);
  });

  describe('admin:create', () => {
    let t: TestApp;
    let env: Record<string, string>;
    let n = 0;
    const email = () => `operator-${++n}@example.org`;

    beforeAll(async () => {
      t = await startTestApp('services', { RATE_LIMIT_FACTOR: '1000' });
      const { databaseUrl, redisUrl, redisPrefix, dataDir } = t.config;
      env = {
        DATABASE_URL: databaseUrl!,
        REDIS_URL: redisUrl!,
        REDIS_PREFIX: redisPrefix,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      };
    });
    afterAll(() => t.close());

    const createAdmin = (args: string[], input?: string) =>
      runProcess(process.execPath, ['dist/cli/create-admin.js', ...args], env, input);

    /** Logs in as the site's own login form does, and waits for the projector to show the role. */
    async function expectAdministrator(address: string, password: string): Promise<void> {
      const admin = new ApiClient(t.baseUrl);
      expect((await admin.post('/api/auth/login', { email: address, password })).status).toBe(200);
      await until(
        async () => (await admin.get('/api/session')).body.user?.role === 'Administrator',
        `${address} to be an administrator`,
        30_000,
      );
    }

    it('says a short password is too short, in signup’s words, and creates nothing', async () => {
      const address = email();
      const refused = await createAdmin(['--email', address, '--password', 'short']);
      expect(refused).toMatchObject({ status: 1, stdout: '' });
      expect(refused.stderr.trim()).toBe(
        `No account has ${address}, and this password cannot make one: Please choose a password of at least 8 characters.`,
      );
      expect(await t.app.get(UserStreams).uidForEmail(address)).toBeNull();
    });

    it('refuses a common password as signup does', async () => {
      const address = email();
      const refused = await createAdmin(['--email', address, '--password', 'password']);
      expect(refused.status).toBe(1);
      expect(refused.stderr.trim()).toBe(
        `No account has ${address}, and this password cannot make one: ${MESSAGES.passwordTooCommon}`,
      );
    });

    it('takes the password from standard input, its line break left out', async () => {
      const address = email();
      const made = await createAdmin(['--email', address], 'a pass phrase from a pipe\n');
      expect(made).toMatchObject({ status: 0, stderr: '', stdout: expect.stringContaining(`${address} (uid `) });
      await expectAdministrator(address, 'a pass phrase from a pipe');
    });

    it('still takes --password', async () => {
      const address = email();
      expect(await createAdmin(['--email', address, '--password', 'a pass phrase on the line'])).toMatchObject({
        status: 0,
        stderr: '',
      });
      await expectAdministrator(address, 'a pass phrase on the line');
    });

    it('asks for the password twice on a terminal, without showing it', async () => {
      const address = email();
      const typed = 'typed where nobody sees';
      const session = await onTerminal(`${process.execPath} dist/cli/create-admin.js --email ${address}`, env, [
        ['Password for the new account (not shown): ', `${typed}\r`],
        ['The same password again: ', `${typed}\r`],
      ]);
      expect(session.status).toBe(0);
      expect(session.stdout).toContain(`${address} (uid `);
      expect(session.stdout).not.toContain(typed);
      await expectAdministrator(address, typed);
    });
  });
});

/** Runs a command line on a terminal of its own (util-linux `script`), typing each answer once its question shows. */
async function onTerminal(
  commandLine: string,
  env: Record<string, string>,
  dialogue: [question: string, answer: string][],
): Promise<Finished> {
  const child = spawn('script', ['-qec', commandLine, '/dev/null'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: 'pipe',
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const closed = new Promise<number | null>((resolve) => child.once('close', resolve));
  let shown = 0;
  for (const [question, answer] of dialogue) {
    await until(async () => stdout.indexOf(question, shown) >= 0, `the question "${question}"`, 60_000);
    shown = stdout.indexOf(question, shown) + question.length;
    child.stdin.write(answer);
  }
  const status = await closed;
  return { status, stdout, stderr };
}
