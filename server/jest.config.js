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

module.exports = createJestConfig({
  dir: __dirname,
  environment: 'node',
  // each test file boots its own database (a new PGlite takes a few seconds on a busy machine)
  testTimeout: 30_000,
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
  // the Originals browser clients' tests run next to them (in jsdom, by their docblock)
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/originals-client/**/*.test.ts'],
});
