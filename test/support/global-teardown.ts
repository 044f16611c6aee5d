// Jest's global teardown for the int and e2e suites: removes the migrated templates and the run's
// temporary files and, for a run started by hand, the databases and Redis keys its files left
// (scripts/run-tests.mjs does that itself).
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { removeMigratedTemplates } from './migrated-templates';
import { removeRunTemporaryFiles } from './run-temp-dir';

export default async function globalTeardown(): Promise<void> {
  const runId = process.env.TEST_RUN_ID!;
  await removeMigratedTemplates();
  removeRunTemporaryFiles(runId);
  if (process.env.TEST_RUN_BY_HAND !== 'true') return;
  spawnSync('node', ['-r', '@swc-node/register', 'scripts/drop-run-databases.ts', runId], {
    cwd: path.resolve(__dirname, '../..'),
    stdio: 'inherit',
  });
}
