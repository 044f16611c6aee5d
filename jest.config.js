// Four levels, each a jest project: unit (pure), int (real PostgreSQL, Redis, PGlite), e2e (HTTP + Chromium),
// component (the client's screens in happy-dom with Testing Library).
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
// The client's components: TSX with React's automatic runtime, as vite builds them.
const swcReact = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
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
// The suites on the servers start from migrated templates made once per run, and a run started by hand
// cleans up after itself as scripts/run-tests.mjs does (see these files). Jest runs a file named by
// several projects once.
const onServers = {
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
};
// The EventStoreDB contract runs only where a server is reachable (EventStoreDB cannot run on CI here).
const esdbIgnore = process.env.EVENTSTORE_URL ? [] : ['eventstoredb-event-store\\.int\\.spec\\.ts$'];

module.exports = {
  testTimeout: 120_000,
  // A worker that has grown past this after a file is replaced by a fresh one: each file leaves its
  // modules (the whole application) behind, and a worker that ran thirty files spent its time in the
  // garbage collector (the last files of a run took three times as long as alone).
  workerIdleMemoryLimit: '700MB',
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/src/**/*.unit.spec.ts', '<rootDir>/web/src/**/*.unit.spec.ts'],
    },
    {
      ...common,
      ...onServers,
      displayName: 'int',
      testMatch: ['<rootDir>/src/**/*.int.spec.ts', '<rootDir>/test/int/**/*.int.spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', ...esdbIgnore],
    },
    { ...common, ...onServers, displayName: 'e2e', testMatch: ['<rootDir>/test/e2e/**/*.e2e-spec.ts'] },
    {
      // The client's screens in a DOM (happy-dom) with Testing Library: real components, real stores; the
      // network is a fake fetch. Styles and fonts are vite's, so they are stood in for here.
      displayName: 'component',
      testEnvironment: '@happy-dom/jest-environment',
      testMatch: ['<rootDir>/web/src/**/*.component.spec.tsx'],
      transform: { '^.+\\.tsx?$': swcReact },
      moduleFileExtensions: ['tsx', 'ts', 'js', 'json'],
      moduleNameMapper: {
        '^@contracts/(.*)$': '<rootDir>/src/contracts/$1',
        '\\.css$': '<rootDir>/test/support/css-module-stub.js',
        '^@fontsource-variable/': '<rootDir>/test/support/css-module-stub.js',
      },
      setupFilesAfterEnv: ['<rootDir>/web/src/lib/testing/component-setup.ts'],
    },
  ],
};
