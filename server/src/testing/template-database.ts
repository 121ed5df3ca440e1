// Jest's global set-up on PostgreSQL: one database migrated and seeded for the whole run, which every
// test file's app copies (testing/test-app.ts) instead of migrating and seeding a database of its own.
import { createDatabase, dropDatabase, openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { seed } from '../seed';
import { TEMPLATE_DATABASE_ENV } from './test-app';

const urlOf = (url: string, database: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

export async function createTemplateDatabase(): Promise<void> {
  const url = process.env.DATABASE_URL;
  // PGlite (no DATABASE_URL) or a schema the caller chose: every app migrates its own
  if (!url || process.env.DATABASE_SCHEMA) return;
  const name = `arena_template_${process.pid}_${Date.now().toString(36)}`;
  await createDatabase(url, name);
  const database = await openDatabase({ kind: 'postgres', url: urlOf(url, name), schema: null, dropOnClose: false });
  try {
    await migrate(database);
    await seed(database.db);
  } finally {
    // a template copies only while nobody is connected to it
    await database.close();
  }
  // the workers jest starts next inherit this
  process.env[TEMPLATE_DATABASE_ENV] = name;
}

export async function dropTemplateDatabase(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const name = process.env[TEMPLATE_DATABASE_ENV];
  if (url && name) await dropDatabase(url, name);
}
