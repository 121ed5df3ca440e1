import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { openDatabase, QUERY_BESIDE_TRANSACTION, rowsOf } from './client';

describe('openDatabase (PGlite)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'arena-client-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('creates the whole data folder on a fresh clone (./.data does not exist yet)', async () => {
    const dataDir = path.join(root, '.data', 'pglite');
    expect(existsSync(path.dirname(dataDir))).toBe(false);
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const rows = await database.scriptTransaction((tx) => tx.query<{ two: number }>('select 1 + 1 as two'));
      expect(rows).toEqual([{ two: 2 }]);
      expect(existsSync(dataDir)).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('refuses a query on the root handle made inside an open transaction, instead of waiting for it forever', async () => {
    const { db, close } = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    try {
      const seen = await db.transaction(async (tx) => {
        const refused = await db.execute(sql`select 1`).then(
          () => 'ran',
          // drizzle names the failed query and keeps the refusal as its cause
          (error: Error) => (error.cause as Error).message,
        );
        const nested = await db.transaction(async () => 'ran').catch((error: Error) => error.message);
        // the transaction itself is unharmed and commits
        await tx.execute(sql`select 1`);
        return { refused, nested };
      });
      expect(seen).toEqual({ refused: QUERY_BESIDE_TRANSACTION, nested: QUERY_BESIDE_TRANSACTION });
    } finally {
      await close();
    }
  });

  it('lets other work queue behind a transaction, and the same code query once the transaction has ended', async () => {
    const { db, close } = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    try {
      let later: Promise<unknown> = Promise.resolve();
      const order: string[] = [];
      const first = db.transaction(async (tx) => {
        // started by the transaction's work, run once the transaction is over
        later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => db.execute(sql`select 1`));
        await new Promise((resolve) => setTimeout(resolve, 5));
        await tx.execute(sql`select 1`);
        order.push('transaction');
      });
      const beside = db.execute(sql`select 1`).then(() => order.push('another request'));
      await Promise.all([first, beside]);
      await expect(later).resolves.toBeDefined();
      expect(order).toEqual(['transaction', 'another request']);
    } finally {
      await close();
    }
  });
});

const { DATABASE_URL } = process.env;
if (DATABASE_URL) {
  describe('openDatabase (PostgreSQL): DATABASE_POOL_MAX and DATABASE_STATEMENT_TIMEOUT_MS', () => {
    it('cancels a statement running past the timeout, and never opens more connections than the pool allows', async () => {
      const database = await openDatabase({ kind: 'postgres', url: DATABASE_URL, schema: null, dropOnClose: false, poolMax: 2, statementTimeoutMs: 300 });
      try {
        const started = Date.now();
        const error = await database.db.execute(sql`select pg_sleep(5)`).then(
          () => null,
          (failure: unknown) => failure as { cause?: { code?: string }; code?: string },
        );
        // query_canceled, well before the sleep would have ended
        expect(error?.cause?.code ?? error?.code).toBe('57014');
        expect(Date.now() - started).toBeLessThan(4_000);
        // five at once on a pool of two: each connection reports its own backend, at most two of them
        const pids = await Promise.all(
          Array.from({ length: 5 }, async () => rowsOf<{ pid: number }>(await database.db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.1)`))[0].pid),
        );
        expect(new Set(pids).size).toBeLessThanOrEqual(2);
        const [{ statement_timeout: setting }] = rowsOf<{ statement_timeout: string }>(await database.db.execute(sql`show statement_timeout`));
        expect(setting).toBe('300ms');
      } finally {
        await database.close();
      }
    });
  });
}
