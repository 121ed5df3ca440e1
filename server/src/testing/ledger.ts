// The ledger's invariants, read straight from the tables: every account's balance is the sum of its
// entries, every transaction's entries sum to zero, no player account is negative, and all accounts
// together hold nothing (money only moves between them).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export interface LedgerAudit {
  accounts: number;
  transactions: number;
  entries: number;
  /** accounts whose balance differs from the sum of their entries */
  driftingAccounts: number;
  /** transactions whose entries do not sum to zero */
  unbalancedTransactions: number;
  negativePlayerAccounts: number;
  /** every account's balance summed: 0 unless money was created or lost */
  total: number;
  players: number;
  house: number;
}

export async function auditLedger(db: Db): Promise<LedgerAudit> {
  const result = await db.execute(sql`
    SELECT
      (SELECT count(*) FROM ledger_accounts) AS accounts,
      (SELECT count(*) FROM ledger_transactions) AS transactions,
      (SELECT count(*) FROM ledger_entries) AS entries,
      (SELECT count(*) FROM ledger_accounts a
        WHERE a.balance <> (SELECT COALESCE(sum(e.amount), 0) FROM ledger_entries e WHERE e.account_id = a.id)) AS drifting_accounts,
      (SELECT count(*) FROM (SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0) t) AS unbalanced_transactions,
      (SELECT count(*) FROM ledger_accounts WHERE user_id IS NOT NULL AND balance < 0) AS negative_player_accounts,
      (SELECT COALESCE(sum(balance), 0) FROM ledger_accounts) AS total,
      (SELECT COALESCE(sum(balance), 0) FROM ledger_accounts WHERE user_id IS NOT NULL) AS players,
      (SELECT COALESCE(sum(balance), 0) FROM ledger_accounts WHERE user_id IS NULL) AS house`);
  const [row] = (result as { rows: Record<string, unknown>[] }).rows;
  return {
    accounts: Number(row.accounts),
    transactions: Number(row.transactions),
    entries: Number(row.entries),
    driftingAccounts: Number(row.drifting_accounts),
    unbalancedTransactions: Number(row.unbalanced_transactions),
    negativePlayerAccounts: Number(row.negative_player_accounts),
    total: Number(row.total),
    players: Number(row.players),
    house: Number(row.house),
  };
}

/** What a healthy ledger's audit looks like, whatever its size. */
export const HEALTHY = { driftingAccounts: 0, unbalancedTransactions: 0, negativePlayerAccounts: 0, total: 0 };
