// The adversarial suite (`npm run test:adversarial`): a real server attacked over HTTP (harness.ts).
// Its own config so that `npm test -w @arena/server` runs it after the unit suites, apart from them.
const base = require('../jest.config');

module.exports = {
  ...base,
  rootDir: __dirname,
  roots: ['<rootDir>'],
  testMatch: ['<rootDir>/**/*.test.ts'],
  testTimeout: 60_000,
};
