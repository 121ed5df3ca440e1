// Builds an isolated app for one test file: in-memory PGlite, or — when DATABASE_URL is set — a
// throw-away PostgreSQL schema that is dropped when the app closes, so test files never collide.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig, type AppConfig, type DatabaseConfig } from '../config';

export function testConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const config = loadConfig({ ...env, NODE_ENV: 'test' });
  const database: DatabaseConfig =
    config.database.kind === 'postgres'
      ? { ...config.database, schema: `arena_test_${randomBytes(6).toString('hex')}`, dropSchemaOnClose: true }
      : { kind: 'pglite', dataDir: 'memory://' };
  // a test file's rate-limit counters must not leak into another file (or a rerun) on a shared Redis
  return { ...config, database, redisPrefix: `arena_test_${randomBytes(6).toString('hex')}:` };
}

export function buildTestApp(overrides: Partial<AppConfig> = {}, env?: NodeJS.ProcessEnv, options?: BuildOptions): Promise<FastifyInstance> {
  return buildApp({ ...testConfig(env), ...overrides }, options);
}
