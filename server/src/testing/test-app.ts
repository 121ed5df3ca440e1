// Builds an isolated app for one test file: in-memory PGlite, or — when DATABASE_URL is set — a
// throw-away PostgreSQL database (or schema) that is dropped when the app closes, so test files never collide.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig, type AppConfig, type DatabaseConfig } from '../config';

/** the sports feed's seed in tests (a site's own is secret, and never a constant) */
export const TEST_FEED_SEED = 'arena-tests';

/** the migrated and seeded database a run's test files copy (made once by ./template-database.ts) */
export const TEMPLATE_DATABASE_ENV = 'ARENA_TEST_TEMPLATE_DATABASE';

/**
 * A database of the test's own. On PostgreSQL: a copy of the run's template database when there is one
 * (no migrations or seed to pay again: a copy takes a tenth of a second), else a throw-away schema.
 */
function ownDatabase(database: DatabaseConfig, env: NodeJS.ProcessEnv): DatabaseConfig {
  if (database.kind === 'pglite') return { kind: 'pglite', dataDir: 'memory://' };
  const name = `arena_test_${randomBytes(6).toString('hex')}`;
  const template = env[TEMPLATE_DATABASE_ENV];
  if (!template || database.schema) return { ...database, schema: name, dropOnClose: true };
  const url = new URL(database.url);
  url.pathname = `/${name}`;
  return { ...database, url: url.toString(), dropOnClose: true, copyOf: { template, via: database.url } };
}

/** A database with nothing in it: for the tests of migrations themselves. */
export function emptyTestDatabase(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  return ownDatabase(loadConfig({ ...env, NODE_ENV: 'test' }).database, { ...env, [TEMPLATE_DATABASE_ENV]: undefined });
}

export function testConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const config = loadConfig({ ...env, NODE_ENV: 'test' });
  const database = ownDatabase(config.database, env);
  // a test file's rate-limit counters must not leak into another file (or a rerun) on a shared Redis;
  // every test replays one sports feed (a failure reproduces), where a site draws a secret seed
  // (sports/catalogue/feed-seed.ts; the feed's secrecy test asks for that with feedSeed: null)
  return {
    ...config,
    database,
    redisPrefix: `arena_test_${randomBytes(6).toString('hex')}:`,
    sports: { ...config.sports, feedSeed: config.sports.feedSeed ?? TEST_FEED_SEED },
  };
}

export function buildTestApp(overrides: Partial<AppConfig> = {}, env?: NodeJS.ProcessEnv, options?: BuildOptions): Promise<FastifyInstance> {
  return buildApp({ ...testConfig(env), ...overrides }, options);
}
