// Server tests run in node. Besides the shared list, jest must transpile the ESM-only packages the
// server loads through require() (Node 20 does that natively; jest's module runtime does not).
const { createJestConfig } = require('@arena/jest-config');

const ESM_ONLY = [
  '@electric-sql',
  'drizzle-orm',
  'content-disposition',
  'cookie',
  'sanitize-html',
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'domelementtype',
  'entities',
];

// the shared preset's worker count is the run's, set below: jest refuses it in a project
const { maxWorkers, ...server } = createJestConfig({
  dir: __dirname,
  displayName: 'server',
  environment: 'node',
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
  // the Originals browser clients' tests run next to them (in jsdom, by their docblock)
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/originals-client/**/*.test.ts'],
});

// the adversarial suite (`npm run test:adversarial`): a real server attacked over HTTP (adversarial/harness.ts)
const adversarial = {
  ...server,
  displayName: 'adversarial',
  testMatch: ['<rootDir>/adversarial/**/*.test.ts'],
};

// one run, both projects: every test file has its own database (schema or PGlite), so files run in
// parallel workers and the long adversarial files start first instead of after the unit files; jest's
// default (cores − 1) would be one worker on a 2-core machine, while the database works in its own process
// (jest reads testTimeout here, not in a project: each test file boots its own database, and a new
// PGlite takes a few seconds on a busy machine; adversarial/harness.ts gives its attacks longer)
module.exports = {
  projects: [server, adversarial],
  maxWorkers,
  testTimeout: 30_000,
  // on PostgreSQL, one migrated and seeded database that every test file copies (src/testing/template-database.ts)
  globalSetup: '<rootDir>/jest/global-setup.ts',
  globalTeardown: '<rootDir>/jest/global-teardown.ts',
};
