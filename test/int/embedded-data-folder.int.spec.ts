import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { LOCK_FILE } from '../../src/infra/sql/data-folder-lock';
import { ApiClient } from '../support/api-client';
import { buildServer, runBuiltCommand, runProcess, startBuiltSite } from '../support/built-processes';
import { until } from '../support/until';

// PGlite keeps the embedded database in files one process owns: `npm run admin:create` beside the
// running site once reported success and lost the administrator (and the email) at the next start.
const EMAIL = 'first.admin@example.org';
const PASSWORD = 'a long pass phrase for the admin';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the embedded data folder', () => {
  let dataDir: string;
  const lockFile = () => path.join(dataDir, LOCK_FILE);

  beforeAll(buildServer, 600_000);
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dc-folder-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('belongs to the running site: admin:create and a second site refuse at once, naming it', async () => {
    const site = await startBuiltSite({ DATA_DIR: dataDir });
    let createAdmin, secondSite;
    try {
      createAdmin = await runBuiltCommand('create-admin', ['--email', EMAIL], { DATA_DIR: dataDir }, `${PASSWORD}\n`);
      secondSite = await runProcess(process.execPath, ['dist/main.js'], {
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
      });
    } finally {
      await site.stop();
    }
    const refusal = new RegExp(
      `DATA_DIR ${escaped(dataDir)} is in use by process ${site.pid} \\(node dist/main\\.js, roles api, projector, worker, since [^)]+\\): ` +
        'the embedded database has one owner, so stop that process first\\.',
    );
    expect(createAdmin.status).toBe(1);
    expect(createAdmin.stderr.trim().split('\n')).toEqual([expect.stringMatching(refusal)]);
    expect(createAdmin.stdout).toBe('');
    expect(secondSite.status).toBe(1);
    expect(secondSite.stderr.trim().split('\n')).toEqual([expect.stringMatching(refusal)]);
  });

  it('is let go when the site stops, and an administrator made then is there at the next start', async () => {
    await (await startBuiltSite({ DATA_DIR: dataDir })).stop();
    expect(fs.existsSync(lockFile())).toBe(false);
    const made = await runBuiltCommand('create-admin', ['--email', EMAIL], { DATA_DIR: dataDir }, `${PASSWORD}\n`);
    expect(made).toMatchObject({ status: 0, stdout: expect.stringContaining(`${EMAIL} (uid `) });
    const site = await startBuiltSite({ DATA_DIR: dataDir });
    try {
      const admin = new ApiClient(site.baseUrl);
      expect((await admin.post('/api/auth/login', { email: EMAIL, password: PASSWORD })).status).toBe(200);
      // The site's projector catches up with what the command wrote.
      await until(
        async () => (await admin.get('/api/session')).body.user?.role === 'Administrator',
        'the administrator role in the session',
        60_000,
      );
    } finally {
      await site.stop();
    }
  });

  describe('left locked by a process that is gone', () => {
    const lockNaming = (owner: Record<string, unknown>) =>
      fs.writeFileSync(
        lockFile(),
        JSON.stringify({
          host: os.hostname(),
          startTicks: null,
          command: 'node dist/main.js',
          roles: [],
          since: 'then',
          ...owner,
        }),
      );

    it('is taken over when that process no longer runs (killed, say)', async () => {
      const killed = spawnSync(
        process.execPath,
        ['-e', 'console.log(process.pid); process.kill(process.pid, "SIGKILL")'],
        { encoding: 'utf8' },
      );
      expect(killed.signal).toBe('SIGKILL');
      lockNaming({ pid: Number(killed.stdout) });
      const made = await runBuiltCommand('create-admin', ['--email', EMAIL], { DATA_DIR: dataDir }, `${PASSWORD}\n`);
      expect(made).toMatchObject({ status: 0, stderr: '' });
      expect(fs.existsSync(lockFile())).toBe(false);
    });

    it('is taken over when its pid now belongs to another process (one that started later)', async () => {
      lockNaming({ pid: process.pid, startTicks: 1 });
      const made = await runBuiltCommand('migrate', [], { DATA_DIR: dataDir });
      expect(made).toMatchObject({ status: 0, stderr: '' });
    });

    it('is kept when the process is on another host, which cannot be seen from here', async () => {
      lockNaming({ pid: 1, host: 'another-container' });
      const refused = await runBuiltCommand('migrate', [], { DATA_DIR: dataDir });
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain(
        `It runs on host another-container, out of sight from here: if it is gone, delete ${lockFile()}.`,
      );
    });
  });
});
