// The ledger audit (`npm run audit:ledger`) sees each invariant broken on purpose, and passes a ledger
// that only the wallet service moved.
import { describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { buildTestApp } from '../../testing/test-app';
import { commandSite, emptyCommandSite, runCommand, type CommandSite } from '../../testing/command-site';
import { fundedPlayer } from '../../testing/players';
import { auditLedger, brokenInvariants } from './audit';
import { runLedgerAudit } from './audit-cli';

describe('ledger audit', () => {
  it('passes movements made by the wallet, and names every invariant a direct write to the tables breaks', async () => {
    const app = await buildTestApp();
    try {
      const { userId } = await fundedPlayer(app, 5_000);
      await fundedPlayer(app, 7_000);
      const healthy = await auditLedger(app.db);
      expect(brokenInvariants(healthy)).toEqual([]);
      expect(healthy.players).toBe(12_000);
      expect(healthy.house).toBe(-12_000);

      // a balance changed behind the ledger's back: it drifts from its entries and money appears from nowhere
      await app.db.execute(sql`UPDATE ledger_accounts SET balance = balance + 1 WHERE user_id = ${userId} AND kind = 'cash'`);
      expect(brokenInvariants(await auditLedger(app.db))).toEqual(['driftingAccounts', 'total']);
      await app.db.execute(sql`UPDATE ledger_accounts SET balance = balance - 1 WHERE user_id = ${userId} AND kind = 'cash'`);

      // one leg of a movement removed: the transaction no longer sums to zero and moves money from nowhere
      await app.db.execute(sql`
        DELETE FROM ledger_entries WHERE (transaction_id, account_id) IN (
          SELECT e.transaction_id, e.account_id FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
          WHERE a.user_id IS NULL ORDER BY e.transaction_id LIMIT 1)`);
      expect(brokenInvariants(await auditLedger(app.db))).toEqual(expect.arrayContaining(['unbalancedTransactions', 'loneTransactions', 'driftingAccounts']));
    } finally {
      await app.close();
    }
  });

  it('finds a negative player account and a key used twice on a database whose own constraints were dropped', async () => {
    const app = await buildTestApp();
    try {
      const { userId } = await fundedPlayer(app, 1_000);
      // the audit must not lean on the constraints: it is run against copies and replicas we do not control
      await app.db.execute(sql`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_player_not_negative`);
      await app.db.execute(sql`ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_key_key`);
      // the house pays the player's debt: balanced, every account equal to its entries, yet a player is below zero
      await app.db.execute(sql`
        WITH tx AS (
          INSERT INTO ledger_transactions (key, fingerprint, kind, user_id, amount, description, rolled_back, balance_after, created_at)
          VALUES ('tamper', 'tamper', 'adjust', ${userId}, -2000, 'tamper', false, -1000, now()) RETURNING id),
        player AS (SELECT id FROM ledger_accounts WHERE user_id = ${userId} AND kind = 'cash'),
        house AS (SELECT id FROM ledger_accounts WHERE user_id IS NULL ORDER BY id LIMIT 1)
        INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after)
        SELECT tx.id, player.id, -2000, -1000 FROM tx, player UNION ALL SELECT tx.id, house.id, 2000, 0 FROM tx, house`);
      await app.db.execute(sql`UPDATE ledger_accounts SET balance = balance - 2000 WHERE user_id = ${userId} AND kind = 'cash'`);
      await app.db.execute(
        sql`UPDATE ledger_accounts SET balance = balance + 2000 WHERE id = (SELECT id FROM ledger_accounts WHERE user_id IS NULL ORDER BY id LIMIT 1)`,
      );
      expect(brokenInvariants(await auditLedger(app.db))).toEqual(['negativePlayerAccounts']);
      // the same key once more, for a movement of nothing
      await app.db.execute(sql`
        INSERT INTO ledger_transactions (key, fingerprint, kind, user_id, amount, description, rolled_back, balance_after, created_at)
        VALUES ('tamper', 'tamper', 'void', ${userId}, 0, 'tamper', false, -1000, now())`);
      expect(brokenInvariants(await auditLedger(app.db))).toEqual(['negativePlayerAccounts', 'duplicateKeys']);
    } finally {
      await app.close();
    }
  });

  it('the command audits the database the server would use and exits 1 when the ledger is broken', async () => {
    const audit = (site: CommandSite) => runCommand((out, err) => runLedgerAudit(site.env, out, err));
    const empty = await emptyCommandSite('audit');
    try {
      expect((await audit(empty)).code).toBe(2); // nothing there yet
    } finally {
      await empty.remove();
    }
    const site = await commandSite('audit');
    try {
      let app = await buildTestApp({ database: site.database });
      await fundedPlayer(app, 2_500);
      await app.close();
      const healthy = await audit(site);
      expect(healthy).toMatchObject({ code: 0, err: [] });
      expect(healthy.out.join('\n')).toContain('players hold 2500');
      expect(healthy.out.at(-1)).toBe('ledger audit: healthy');

      app = await buildTestApp({ database: site.database });
      await app.db.execute(sql`UPDATE ledger_accounts SET balance = balance + 5 WHERE user_id IS NOT NULL AND kind = 'cash'`);
      await app.close();
      const broken = await audit(site);
      expect(broken.code).toBe(1);
      expect(broken.err).toEqual(['BROKEN driftingAccounts: 1', 'BROKEN total: 5']);
    } finally {
      await site.remove();
    }
    // on PGlite, a folder migrated from nothing and opened three times: half a minute beside another test file
  }, 120_000);
});
