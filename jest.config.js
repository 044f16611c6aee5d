// Three levels, each a jest project: unit (pure), int (real PostgreSQL, Redis, PGlite), e2e (HTTP + Chromium).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const common = {
  transform: { '^.+\\.ts$': swc },
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'js', 'json'],
};
// The EventStoreDB contract runs only where a server is reachable (EventStoreDB cannot run on CI here).
const esdbIgnore = process.env.EVENTSTORE_URL ? [] : ['eventstoredb-event-store\\.int\\.spec\\.ts$'];

module.exports = {
  testTimeout: 120_000,
  // A run started by hand cleans up after itself as scripts/run-tests.mjs does (see these files).
  globalSetup: '<rootDir>/test/support/local-run-setup.cjs',
  globalTeardown: '<rootDir>/test/support/local-run-teardown.cjs',
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.unit.spec.ts'] },
    {
      ...common,
      displayName: 'int',
      testMatch: ['<rootDir>/src/**/*.int.spec.ts', '<rootDir>/test/int/**/*.int.spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', ...esdbIgnore],
    },
    { ...common, displayName: 'e2e', testMatch: ['<rootDir>/test/e2e/**/*.e2e-spec.ts'] },
  ],
};
