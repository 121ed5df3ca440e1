// The test of one migration on an existing site, as each migration test needs it.
import { afterAll, beforeAll } from '@jest/globals';
import { openDatabase, type Database, type ScriptTx } from '../db/client';
import { migrate } from '../db/migrate';
import { emptyTestDatabase } from './test-app';

export interface MigratedSite {
  /** the database after every migration (open between the file's beforeAll and afterAll) */
  readonly database: Database;
  query<R extends Record<string, unknown>>(text: string): Promise<R[]>;
}

/**
 * Registers the file's hooks: an empty database migrated up to just before `migration`, the old site's
 * rows written by `oldSite`, then every migration run; closed after the file.
 */
export function siteMigratedFrom(migration: string, oldSite: (tx: ScriptTx) => Promise<void>): MigratedSite {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openDatabase(emptyTestDatabase());
    await migrate(database, { before: migration });
    await database.scriptTransaction(oldSite);
    await migrate(database);
  });
  afterAll(async () => {
    await database?.close();
  });
  const open = () => {
    if (!database) throw new Error('the migrated site is open only inside the tests');
    return database;
  };
  return {
    get database() {
      return open();
    },
    query: (text) => open().scriptTransaction((tx) => tx.query(text)),
  };
}
