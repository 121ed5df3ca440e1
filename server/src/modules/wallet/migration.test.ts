// migrations/020_ledger.sql on a site that already has players: their users.balance becomes opening
// entries of the ledger, the column goes, and players registered afterwards get their accounts.
import { describe, expect, it } from '@jest/globals';
import { HEALTHY } from '../../testing/ledger';
import { siteMigratedFrom } from '../../testing/migration';

describe('020_ledger on an existing site', () => {
  // the site as it was before the ledger: every earlier migration, and players with balances
  const { query } = siteMigratedFrom('020_ledger', async (tx) => {
    await tx.exec(`INSERT INTO countries (id, name, iso2) VALUES (235, 'Türkiye', 'TR')`);
    for (const [n, balance] of [
      [1, 12_345],
      [2, 0],
      [3, 5_000],
    ]) {
      await tx.exec(`INSERT INTO users (username, email, phone, personal_no, name, surname, birth_date, country_id, currency_id, password_hash, balance)
        VALUES ('old${n}', 'old${n}@example.com', '9053000000${n}', '2000000000${n}', 'Ali', 'Kaya', '1990-01-01', 235, 1, 'x', ${balance})`);
    }
  });

  it("moves every player's balance into the ledger as an opening entry against the house", async () => {
    const cash = await query<{ username: string; balance: string | number }>(
      `SELECT u.username, a.balance FROM ledger_accounts a JOIN users u ON u.id = a.user_id WHERE a.kind = 'cash' ORDER BY u.username`,
    );
    expect(cash.map(({ username, balance }) => [username, Number(balance)])).toEqual([
      ['old1', 12_345],
      ['old2', 0],
      ['old3', 5_000],
    ]);
    const openings = await query<{ key: string; amount: string | number }>(`SELECT key, amount FROM ledger_transactions ORDER BY key`);
    expect(openings.map(({ key, amount }) => [key, Number(amount)])).toEqual([
      ['opening:1', 12_345],
      ['opening:3', 5_000],
    ]);
    const [audit] = await query<Record<string, string | number>>(`
      SELECT
        (SELECT count(*) FROM ledger_accounts a WHERE a.balance <> (SELECT COALESCE(sum(e.amount), 0) FROM ledger_entries e WHERE e.account_id = a.id)) AS "driftingAccounts",
        (SELECT count(*) FROM (SELECT 1 FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0) t) AS "unbalancedTransactions",
        (SELECT count(*) FROM ledger_transactions t WHERE (SELECT count(*) FROM ledger_entries e WHERE e.transaction_id = t.id) = 1) AS "loneTransactions",
        (SELECT count(*) FROM ledger_accounts WHERE user_id IS NOT NULL AND balance < 0) AS "negativePlayerAccounts",
        (SELECT count(*) FROM (SELECT key FROM ledger_transactions GROUP BY key HAVING count(*) > 1) k) AS "duplicateKeys",
        (SELECT sum(balance) FROM ledger_accounts) AS total`);
    expect(Object.fromEntries(Object.entries(audit).map(([name, value]) => [name, Number(value)]))).toEqual(HEALTHY);
  });

  it('drops users.balance and opens accounts for players registered later', async () => {
    expect(
      await query(`SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'users' AND column_name = 'balance'`),
    ).toEqual([]);
    await query(`INSERT INTO users (username, email, phone, personal_no, name, surname, birth_date, country_id, currency_id, password_hash)
      VALUES ('new1', 'new1@example.com', '905300000099', '20000000099', 'Ali', 'Kaya', '1990-01-01', 235, 1, 'x')`);
    const accounts = await query<{ kind: string }>(
      `SELECT a.kind FROM ledger_accounts a JOIN users u ON u.id = a.user_id WHERE u.username = 'new1' ORDER BY a.kind`,
    );
    // the bonus account comes with 100_bonus_ledger
    expect(accounts).toEqual([{ kind: 'bonus' }, { kind: 'cash' }, { kind: 'hold' }]);
  });
});
