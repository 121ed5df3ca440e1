// Shared jest preset: swc for TS/TSX, jsdom for browser workspaces, node for the server.
const path = require('node:path');

const swc = [
  require.resolve('@swc/jest'),
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/**
 * @param {{ dir?: string, environment?: 'jsdom' | 'node' } & Record<string, unknown>} options
 *   the workspace folder (a preset leaves it out: jest then uses the folder of the config), its test
 *   environment, and any jest option to add or override
 */
function createJestConfig({ dir, environment = 'jsdom', ...rest }) {
  return {
    ...(dir && { rootDir: dir }),
    testEnvironment: environment,
    transform: { '^.+\\.[cm]?[jt]sx?$': swc },
    // ESM-only packages that jest must transpile
    transformIgnorePatterns: ['/node_modules/(?!(@electric-sql|drizzle-orm|swiper|ssr-window|dom7)/)'],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'setup.js')] : [],
    moduleNameMapper: { '\\.(css)$': path.join(__dirname, 'style-mock.js') },
    // jest's default is one worker fewer than the cores, which on a 2-core machine is one: a jsdom suite
    // (the shell's: 60 s of CPU) then leaves a core idle while `npm test` runs its tasks one at a time
    maxWorkers: '100%',
    ...rest,
  };
}

module.exports = { createJestConfig };
