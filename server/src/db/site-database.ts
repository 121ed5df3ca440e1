// The database the server would use (config.ts: PGlite in ARENA_DATA_DIR or ./.data/pglite, or
// DATABASE_URL + DATABASE_SCHEMA), opened for a read-only command-line check (audit:ledger,
// audit:verify). Answers the process exit code: `check`'s, 1 for a configuration the server would
// refuse, 2 when the database has no `table` (the server never started on it).
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config';
import { openDatabase, rowsOf, type Db } from './client';

export async function checkSiteDatabase(
  env: NodeJS.ProcessEnv,
  err: (line: string) => void,
  { table, absent }: { table: string; absent: string },
  check: (db: Db) => Promise<number>,
): Promise<number> {
  let config;
  try {
    // a check only reads: any mode's configuration names the database the same way
    config = loadConfig({ NODE_ENV: 'development', ...env });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    err(error.message);
    return 1;
  }
  const database = await openDatabase(config.database);
  try {
    const [found] = rowsOf<{ found: unknown }>(await database.db.execute(sql`SELECT to_regclass(${table}) IS NOT NULL AS found`));
    if (found?.found !== true) {
      err(absent);
      return 2;
    }
    return await check(database.db);
  } finally {
    await database.close();
  }
}
