// Applies server/migrations/NNN_name.sql in order, once each, recorded in schema_migrations.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SERVER_ROOT } from '../server-root';
import type { Database } from './client';

const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'migrations');
const MIGRATION_FILE = /^\d{3}_[a-z0-9_]+\.sql$/;

/**
 * Returns the versions applied by this call (empty when the database was up to date). `before` stops
 * short of a version: a migration's test builds the site as it was before it.
 */
export async function migrate(database: Database, { before }: { before?: string } = {}): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => MIGRATION_FILE.test(file) && (before === undefined || file < `${before}.sql`)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    const script = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
    const ran = await database.scriptTransaction(async (tx) => {
      // DATABASE_STATEMENT_TIMEOUT_MS is for requests: a migration (and the wait for another instance's) may take longer
      await tx.exec('SET LOCAL statement_timeout = 0');
      // two servers starting against one PostgreSQL must not both apply a file, nor both create the table:
      // two CREATE TABLE IF NOT EXISTS at once on an empty database, the second fails on pg_type's index
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('arena.schema_migrations'))`);
      await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [version]);
      if (done.length > 0) return false;
      await tx.exec(script);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      return true;
    });
    if (ran) applied.push(version);
  }
  return applied;
}
