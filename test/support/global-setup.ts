// Jest's global setup for the suites that use the servers (int, e2e): gives the run an id when it was
// started by hand (scripts/run-tests.mjs brings its own), keeps its temporary files in memory, then
// makes the migrated templates its test files start from. All reach the test files' processes through
// the environment.
import { randomBytes } from 'node:crypto';
import { useMemoryForTemporaryFiles } from './run-temp-dir';

export default async function globalSetup(): Promise<void> {
  if (!process.env.TEST_RUN_ID) {
    process.env.TEST_RUN_ID = `local${randomBytes(3).toString('hex')}`;
    // Read by the teardown: a run by hand removes what its files left on the shared servers.
    process.env.TEST_RUN_BY_HAND = 'true';
  }
  useMemoryForTemporaryFiles(process.env.TEST_RUN_ID);
  // Imported after the id is set: test-run.ts reads it once, as it loads.
  const { makeMigratedTemplates } = await import('./migrated-templates');
  await makeMigratedTemplates();
}
