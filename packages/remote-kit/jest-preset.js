// The jest set-up of every remote (`"jest": { "preset": "@arena/remote-kit" }` in its package.json):
// the shared browser preset, plus the routes suite run against the remote's own src/remote.tsx, and
// TanStack Query's observers told at once (jest/query-setup.ts).
const path = require('node:path');
const { createJestConfig } = require('@arena/jest-config');

const base = createJestConfig({});

module.exports = {
  ...base,
  roots: ['<rootDir>', path.join(__dirname, 'jest')],
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, path.join(__dirname, 'jest', 'query-setup.ts')],
  testMatch: [...base.testMatch, path.join(__dirname, 'jest', 'routes.suite.tsx')],
  moduleNameMapper: { ...base.moduleNameMapper, '^@arena/this-remote$': '<rootDir>/src/remote.tsx' },
};
