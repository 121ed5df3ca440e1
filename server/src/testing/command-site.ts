// The site database a command-line tool (npm run audit:ledger, audit:verify) finds from the environment,
// as the server would. On PostgreSQL: a copy of the run's template database, already migrated and seeded
// (a tenth of a second), named by DATABASE_URL. Else a PGlite folder, which the first app on it migrates
// from nothing (half a minute beside another test file).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseConfig } from '../config';
import { createDatabase, dropDatabase } from '../db/client';
import { testConfig } from './test-app';

export interface CommandSite {
  /** the environment the command reads */
  env: NodeJS.ProcessEnv;
  /** the same database for buildTestApp: kept when an app closes, so the command finds it after */
  database: DatabaseConfig;
  remove(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function pgliteSite(prefix: string): Promise<CommandSite> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `arena-${prefix}-`));
  return {
    env: { NODE_ENV: 'test', ARENA_DATA_DIR: dataDir },
    database: { kind: 'pglite', dataDir },
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** a site with the server's tables and seed (on PostgreSQL, before any app has opened it) */
export async function commandSite(prefix: string): Promise<CommandSite> {
  const database = testConfig().database;
  if (database.kind !== 'postgres' || !database.copyOf) return pgliteSite(prefix);
  const { via } = database.copyOf;
  return {
    env: { NODE_ENV: 'test', DATABASE_URL: database.url },
    database: { ...database, dropOnClose: false },
    remove: () => dropDatabase(via, new URL(database.url).pathname.slice(1)),
  };
}

/** a database the server never started on: no tables at all */
export async function emptyCommandSite(prefix: string): Promise<CommandSite> {
  const database = testConfig().database;
  if (database.kind !== 'postgres' || !database.copyOf) return pgliteSite(prefix);
  const { via } = database.copyOf;
  const name = `arena_test_${prefix}_${randomBytes(6).toString('hex')}`;
  await createDatabase(via, name);
  const url = withDatabase(via, name);
  return {
    env: { NODE_ENV: 'test', DATABASE_URL: url },
    database: { kind: 'postgres', url, schema: null, dropOnClose: false },
    remove: () => dropDatabase(via, name),
  };
}

/** a command's main function run as its script runs it: its exit code and the lines it printed to each stream */
export async function runCommand(main: (out: (line: string) => void, err: (line: string) => void) => Promise<number>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(
    (line) => out.push(line),
    (line) => err.push(line),
  );
  return { code, out, err };
}
