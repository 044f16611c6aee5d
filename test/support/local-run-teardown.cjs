// Removes the databases and Redis keys of a jest run started by hand (local-run-setup.cjs gave it its id);
// a run of scripts/run-tests.mjs brings its own id and cleans up after itself.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

module.exports = function removeWhatTheRunLeft() {
  const runId = globalThis.localTestRunId;
  if (!runId) return;
  spawnSync('node', ['-r', '@swc-node/register', 'scripts/drop-run-databases.ts', runId], {
    cwd: path.resolve(__dirname, '../..'),
    stdio: 'inherit',
  });
};
