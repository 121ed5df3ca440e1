// Records that can't be rewritten: money moved through the wallet and operators' audit entries are
// sealed into hash chains; the chains are checked against the rule itself (sha256 of the predecessor's
// hash and the record's), then attacked as a rogue operator with database access would: edits and
// deletions refused by the database, and, with its guards switched off, every rewrite found.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { manualClock } from '../../clock';
import { rowsOf } from '../../db/client';
import { bearer, fundedPlayer } from '../../testing/players';
import { buildTestApp } from '../../testing/test-app';
import { commandSite, emptyCommandSite, runCommand, type CommandSite } from '../../testing/command-site';
import { createOperator } from '../operators/accounts';
import { operatorToken } from '../operators/testing';
import { recordChain } from './schema';
import { runChainVerification } from './verify-cli';

const ADMIN = { username: 'seal-admin', password: 'seal-admin-password-1', role: 'admin' as const };
const SUPPORT = { username: 'seal-support', password: 'seal-support-password-1', role: 'support' as const };
const hex = (text: string) => createHash('sha256').update(text).digest('hex');
const count = async (app: FastifyInstance, table: string) =>
  Number(rowsOf<{ n: string }>(await app.db.execute(sql.raw(`SELECT count(*)::text AS n FROM ${table}`)))[0].n);
/** a rogue DBA: the guard triggers off for one statement */
async function bypassing(app: FastifyInstance, table: string, statement: string): Promise<void> {
  await app.db.execute(sql.raw(`ALTER TABLE ${table} DISABLE TRIGGER USER`));
  try {
    await app.db.execute(sql.raw(statement));
  } finally {
    await app.db.execute(sql.raw(`ALTER TABLE ${table} ENABLE TRIGGER USER`));
  }
}

describe('sealed records', () => {
  const clock = manualClock(Date.parse('2026-12-01T10:00:00Z'));
  let app: FastifyInstance;
  let userId: number;
  let adminId: number;
  const game = { roundId: 'seal-r1', gameCode: 'seal-game', provider: 'seal-provider' };

  beforeAll(async () => {
    app = await buildTestApp({}, undefined, { clock });
    adminId = (await createOperator(app.db, ADMIN)).id;
    await createOperator(app.db, SUPPORT);
    ({ userId } = await fundedPlayer(app, 10_000));
    await app.wallet.bet({ userId, amount: 2_500, key: 'seal-bet-1', ...game });
    await app.wallet.win({ userId, amount: 6_000, key: 'seal-win-1', betKey: 'seal-bet-1', ...game });
    await app.wallet.bet({ userId, amount: 1_000, key: 'seal-bet-2', ...game, roundId: 'seal-r2' });
    await app.operators.audit.record(app.db, { operatorId: adminId, action: 'seal.test', subject: `player:${userId}`, before: { a: 1 }, after: { a: 2 } });
  });
  afterAll(() => app.close());

  it('seals every ledger transaction and finished audit entry, each chain row the hash of the one before and its record', async () => {
    expect(await app.sealedRecords.sealAll()).toBeGreaterThan(0);
    for (const journal of ['ledger', 'operator_audit'] as const) {
      const rows = await app.db.select().from(recordChain).where(eq(recordChain.journal, journal)).orderBy(asc(recordChain.seq));
      const table = journal === 'ledger' ? 'ledger_transactions' : 'operator_audit';
      // every record sealed once, the chain linked by the rule itself
      expect(rows.map((r) => r.recordId).sort((a, b) => a - b)).toEqual(
        rowsOf<{ id: string }>(await app.db.execute(sql.raw(`SELECT id::text AS id FROM ${table} ORDER BY id`))).map((r) => Number(r.id)),
      );
      let prev = '0'.repeat(64);
      for (const row of rows) {
        expect(row.prevHash).toBe(prev);
        expect(row.hash).toBe(hex(prev + row.recordHash));
        prev = row.hash;
      }
    }
    const { journals, missingAnchors } = await app.sealedRecords.verify();
    expect(journals.map(({ journal, problems, unsealed }) => ({ journal, problems, unsealed }))).toEqual([
      { journal: 'ledger', problems: [], unsealed: 0 },
      { journal: 'operator_audit', problems: [], unsealed: 0 },
    ]);
    expect(journals[0].sealed).toBe(await count(app, 'ledger_transactions'));
    expect(missingAnchors).toEqual([]);
    // nothing new: a pass seals nothing, twice over
    expect(await app.sealedRecords.sealAll()).toBe(0);
  });

  it('refuses to change or delete a sealed record or chain row; a later rollback of a sealed bet still flags it', async () => {
    // drizzle wraps the driver's error: the database's own words are its cause
    const refusal = (statement: string) =>
      app.db.execute(sql.raw(statement)).then(
        () => 'done',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(await refusal(`UPDATE ledger_transactions SET amount = 1 WHERE key = 'seal-bet-1'`)).toMatch(/^sealed record: ledger \d+ cannot be changed/);
    expect(await refusal(`DELETE FROM ledger_entries WHERE transaction_id = (SELECT id FROM ledger_transactions WHERE key = 'seal-win-1')`)).toMatch(
      /^sealed record: ledger/,
    );
    expect(await refusal(`DELETE FROM operator_audit WHERE action = 'seal.test'`)).toMatch(/^sealed record: operator_audit/);
    expect(await refusal(`UPDATE record_chain SET record_hash = 'x'`)).toBe('record_chain is append-only');
    // the rollback moves money as a record of its own and only flags the sealed bet
    await app.wallet.rollback({ userId, key: 'seal-rollback-2', betKey: 'seal-bet-2', ...game, roundId: 'seal-r2' });
    expect(await app.sealedRecords.sealAll()).toBe(1);
    const { journals } = await app.sealedRecords.verify();
    expect(journals.flatMap((j) => j.problems)).toEqual([]);
  });

  it('an audit entry under way is sealed once its outcome is written, or when it has been open too long', async () => {
    const open = async (action: string) =>
      Number(
        rowsOf<{ id: string }>(
          await app.db.execute(
            sql`INSERT INTO operator_audit (operator_id, action, subject, created_at) VALUES (${adminId}, ${action}, 'x', ${new Date(clock.now()).toISOString()}::timestamptz) RETURNING id::text AS id`,
          ),
        )[0].id,
      );
    const finishing = await open('seal.finishing');
    const dying = await open('seal.dying');
    expect(await app.sealedRecords.sealAll()).toBe(0);
    await app.db.execute(sql`UPDATE operator_audit SET after = '{"done":true}'::jsonb WHERE id = ${finishing}`);
    expect(await app.sealedRecords.sealAll()).toBe(1);
    clock.advance(15 * 60_000 + 1);
    expect(await app.sealedRecords.sealAll()).toBe(1);
    const sealed = await app.db.select({ id: recordChain.recordId }).from(recordChain).where(eq(recordChain.journal, 'operator_audit'));
    expect(sealed.map((r) => r.id)).toEqual(expect.arrayContaining([finishing, dying]));
  });

  it('two sealing passes at once, while money moves, seal each record once in one unbroken chain', async () => {
    const before = await count(app, 'ledger_transactions');
    const moves = Array.from({ length: 20 }, (_, i) => app.wallet.bet({ userId, amount: 10, key: `seal-race-${i}`, ...game, roundId: `seal-race-${i}` }));
    await Promise.all([...moves, app.sealedRecords.sealAll(), app.sealedRecords.sealAll()]);
    await app.sealedRecords.sealAll();
    const { journals } = await app.sealedRecords.verify();
    expect({ problems: journals[0].problems, unsealed: journals[0].unsealed, sealed: journals[0].sealed }).toEqual({
      problems: [],
      unsealed: 0,
      sealed: before + 20,
    });
  });

  it('finds every rewrite done behind the database guards: an edited record, an edited entry, a deleted entry, a rewritten chain tail', async () => {
    const published = (await app.sealedRecords.verify()).journals[0].headHash;
    await bypassing(app, 'ledger_transactions', `UPDATE ledger_transactions SET amount = amount + 1 WHERE key = 'seal-win-1'`);
    await bypassing(
      app,
      'ledger_entries',
      `UPDATE ledger_entries SET balance_after = balance_after + 5 WHERE transaction_id = (SELECT id FROM ledger_transactions WHERE key = 'seal-bet-1')`,
    );
    await bypassing(app, 'operator_audit', `DELETE FROM operator_audit WHERE action = 'seal.test'`);
    const ids = rowsOf<{ key: string; id: string }>(
      await app.db.execute(sql`SELECT key, id::text AS id FROM ledger_transactions WHERE key IN ('seal-win-1', 'seal-bet-1')`),
    );
    const idOf = (key: string) => ids.find((r) => r.key === key)!.id;
    const { journals } = await app.sealedRecords.verify();
    expect(journals[0].problems.sort()).toEqual(
      [`record ${idOf('seal-bet-1')}: changed after it was sealed`, `record ${idOf('seal-win-1')}: changed after it was sealed`].sort(),
    );
    expect(journals[1].problems).toEqual([expect.stringMatching(/^record \d+: deleted after it was sealed$/)]);

    // the tail rewritten with its record and the head moved back: the chain holds, the published head is gone
    await bypassing(app, 'record_chain', `DELETE FROM record_chain WHERE seq = (SELECT max(seq) FROM record_chain WHERE journal = 'ledger')`);
    await app.db.execute(
      sql`UPDATE record_chain_heads SET (seq, hash) = (SELECT seq, hash FROM record_chain WHERE journal = 'ledger' ORDER BY seq DESC LIMIT 1) WHERE journal = 'ledger'`,
    );
    const after = await app.sealedRecords.verify([published]);
    expect(after.missingAnchors).toEqual([published]);
  });

  it('shows the chains to admins only, and exports one as CSV with its hashes', async () => {
    const admin = bearer(await operatorToken(app, ADMIN, clock.now()));
    const chains = await app.inject({ method: 'GET', url: '/api/operator/records/chains', headers: admin });
    expect(chains.statusCode).toBe(200);
    expect(chains.json().data.map((c: { journal: string }) => c.journal)).toEqual(['ledger', 'operator_audit']);
    const csv = await app.inject({ method: 'GET', url: '/api/operator/records/chain.csv?journal=ledger', headers: admin });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('seq,journal,record_id,record_hash,prev_hash,hash,sealed_at');
    expect(lines.length - 1).toBe(await app.db.$count(recordChain, eq(recordChain.journal, 'ledger')));
    expect((await app.inject({ method: 'GET', url: '/api/operator/records/chain.csv?journal=users', headers: admin })).statusCode).toBe(400);
    const support = bearer(await operatorToken(app, SUPPORT, clock.now()));
    expect((await app.inject({ method: 'GET', url: '/api/operator/records/chains', headers: support })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/operator/records/chains' })).statusCode).toBe(401);
  });
});

describe('sealed records on a running server', () => {
  it('are sealed by the server itself every interval, without being asked', async () => {
    const app = await buildTestApp({ records: { seal: true, sealIntervalMs: 50, purge: false } });
    try {
      await app.ready();
      await fundedPlayer(app, 1_000);
      const sealedLedger = async () => (await app.sealedRecords.verify()).journals[0];
      for (let i = 0; i < 100 && (await sealedLedger()).unsealed > 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await sealedLedger()).toMatchObject({ unsealed: 0, sealed: await count(app, 'ledger_transactions'), problems: [] });
    } finally {
      await app.close();
    }
  });
});

describe('npm run audit:verify', () => {
  it('walks the chains of the database the server would use, prints their heads, and exits 1 for a head no longer in them', async () => {
    const run = (site: CommandSite, args: string[] = []) => runCommand((out, err) => runChainVerification(site.env, args, out, err));
    const empty = await emptyCommandSite('verify');
    try {
      expect((await run(empty)).code).toBe(2); // nothing there yet
    } finally {
      await empty.remove();
    }
    const site = await commandSite('verify');
    try {
      const app = await buildTestApp({ database: site.database });
      await fundedPlayer(app, 2_500);
      await app.sealedRecords.sealAll();
      const head = (await app.sealedRecords.verify()).journals[0].headHash;
      await app.close();
      const intact = await run(site, ['--anchor', head]);
      expect(intact).toMatchObject({ code: 0, err: [] });
      expect(intact.out[0]).toMatch(new RegExp(`^ledger: 1 records sealed, 0 not yet; head 1 ${head}$`));
      expect(intact.out.at(-1)).toBe('sealed records: intact');
      const rewritten = await run(site, ['--anchor', 'f'.repeat(64)]);
      expect(rewritten.code).toBe(1);
      expect(rewritten.err).toEqual([`BROKEN anchor ${'f'.repeat(64)}: not in any chain (the chain was rewritten after it was published)`]);
    } finally {
      await site.remove();
    }
  });
});
