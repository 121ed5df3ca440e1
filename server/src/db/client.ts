// One query API (drizzle's PgDatabase) over either embedded PGlite or real PostgreSQL.
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DatabaseConfig } from '../config';

export type Db = PgDatabase<PgQueryResultHKT>;

/** the rows of a raw `db.execute(sql`…`)`: drizzle answers `{ rows }` on both drivers */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Raw access inside one transaction, for multi-statement SQL scripts (migrations). */
export interface ScriptTx {
  exec(script: string): Promise<void>;
  query<R extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
}

export interface Database {
  db: Db;
  /** drizzle runs one statement per query; scripts need the driver's own multi-statement call */
  scriptTransaction<T>(work: (tx: ScriptTx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** PGlite keeps data in memory for `memory://` and in this folder otherwise. */
const IN_MEMORY = 'memory://';

export const QUERY_BESIDE_TRANSACTION =
  'db: a query on the root handle while this transaction holds the embedded connection would wait for it forever; run it on the transaction (tx)';

/** The PGlite transaction whose work is running in this async context: `open` until that work ends. */
const inTransaction = new AsyncLocalStorage<{ open: boolean }>();

/**
 * PGlite has one connection: a query on the root handle made by a transaction's own work queues
 * behind that transaction, which waits for the query, forever. Such a query is refused at once
 * instead; work outside the transaction (another request) still queues as before.
 */
function refuseQueriesBesideTransaction(client: PGlite): void {
  const refuse = () => {
    if (inTransaction.getStore()?.open) throw new Error(QUERY_BESIDE_TRANSACTION);
  };
  const [query, exec, transaction] = [client.query.bind(client), client.exec.bind(client), client.transaction.bind(client)];
  client.query = ((...args: Parameters<PGlite['query']>) => {
    refuse();
    return query(...args);
  }) as PGlite['query'];
  client.exec = (...args) => {
    refuse();
    return exec(...args);
  };
  client.transaction = <T>(work: (tx: Transaction) => Promise<T>) => {
    refuse();
    return transaction(async (tx): Promise<T> => {
      const state = { open: true };
      try {
        return await inTransaction.run(state, () => work(tx));
      } finally {
        state.open = false;
      }
    });
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  // PGlite creates only the last folder of the path: a fresh clone has no ./.data yet
  if (!dataDir.startsWith(IN_MEMORY)) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  refuseQueriesBesideTransaction(client);
  return {
    db: drizzlePglite({ client }),
    // PGlite has one session: its transaction() queues other work instead of interleaving it
    scriptTransaction: (work) =>
      client.transaction((tx) =>
        work({
          exec: async (script) => {
            await tx.exec(script);
          },
          query: async <R extends Record<string, unknown>>(text: string, params?: unknown[]) => (await tx.query<R>(text, params)).rows,
        }),
      ),
    close: () => client.close(),
  };
}

/** the database a connection string names */
const databaseOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/** Runs one statement on a short-lived connection (database-level DDL runs outside any pool). */
async function runOnce(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Copies the template into the database `url` names, unless it exists (a second app of a test opens
 * the same one). Two copies starting at the same instant can find the template busy: try again.
 */
async function copyTemplate(url: string, { template, via }: { template: string; via: string }): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await runOnce(via, `CREATE DATABASE ${quoteIdent(databaseOf(url))} TEMPLATE ${quoteIdent(template)}`);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === '42P04') return; // duplicate_database: already copied
      if (code !== '55006' || attempt === 5) throw error; // object_in_use: the template is being copied
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** Creates an empty database through the connection `via` names (tests: the template to copy). */
export const createDatabase = (via: string, name: string) => runOnce(via, `CREATE DATABASE ${quoteIdent(name)}`);

/**
 * Drops a database through the connection `via` names. A pool that has just ended may still be closing
 * its connections: wait for them to go (forcing them out would fail them mid-close), and force only what
 * is still connected after a few seconds.
 */
export async function dropDatabase(via: string, name: string): Promise<void> {
  for (let attempt = 1; attempt <= 30; attempt++) {
    try {
      await runOnce(via, `DROP DATABASE IF EXISTS ${quoteIdent(name)}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error; // object_in_use: still connected
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await runOnce(via, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
}

async function openPostgres(config: Extract<DatabaseConfig, { kind: 'postgres' }>): Promise<Database> {
  const { url, schema, dropOnClose, copyOf, poolMax, statementTimeoutMs } = config;
  if (copyOf) await copyTemplate(url, copyOf);
  if (schema) {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
    } finally {
      await setup.end();
    }
  }
  // search_path is set per connection by the server, so unqualified table names land in `schema`
  // a throw-away database (a test's) need not wait for the disk at each commit: it is dropped at close
  // DATABASE_STATEMENT_TIMEOUT_MS: a runaway statement is cancelled by the server, not waited on forever
  const settings = [
    schema && `-c search_path=${schema}`,
    dropOnClose && '-c synchronous_commit=off',
    statementTimeoutMs && `-c statement_timeout=${statementTimeoutMs}`,
  ]
    .filter(Boolean)
    .join(' ');
  const pool = new pg.Pool({ connectionString: url, options: settings || undefined, max: poolMax ?? 10 });
  // an idle connection the server ends (a restart, a failover) is an 'error' on the pool, which without a
  // listener would end the process: the pool has already dropped it and connects anew for the next query
  pool.on('error', () => undefined);
  return {
    db: drizzlePg({ client: pool }),
    scriptTransaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          // no parameters → simple query protocol, which accepts several statements
          exec: async (script) => {
            await client.query(script);
          },
          query: async <R extends Record<string, unknown>>(text: string, params?: unknown[]) => (await client.query<R>(text, params)).rows,
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: async () => {
      if (schema && dropOnClose) await pool.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
      await pool.end();
      if (copyOf && dropOnClose) await dropDatabase(copyOf.via, databaseOf(url));
    },
  };
}

export function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.kind === 'pglite' ? openPglite(config.dataDir) : openPostgres(config);
}
