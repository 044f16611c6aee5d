// A jest run started by hand (not by scripts/run-tests.mjs) gets one run id for all of its test files,
// so that its teardown can remove what they left on the shared servers, as run-tests.mjs does.
const { randomBytes } = require('node:crypto');

module.exports = function giveTheRunAnId() {
  if (process.env.TEST_RUN_ID) return;
  process.env.TEST_RUN_ID = `local${randomBytes(3).toString('hex')}`;
  // Globals set here are what the teardown can read.
  globalThis.localTestRunId = process.env.TEST_RUN_ID;
};
