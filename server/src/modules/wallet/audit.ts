// The ledger's invariants, read straight from the tables, so that they can be checked against any
// database (a test's, a staging copy, production's replica): every account's balance is the sum of its
// entries, every transaction's entries sum to zero and money moves between at least two accounts, no player account
// is negative, every idempotency key moved money once, and all accounts together hold nothing (money only
// moves between them).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface LedgerAudit {
  accounts: number;
  transactions: number;
  entries: number;
  /** accounts whose balance differs from the sum of their entries */
  driftingAccounts: number;
  /** transactions whose entries do not sum to zero */
  unbalancedTransactions: number;
  /** transactions with one entry, or none for a non-zero amount (money that came from or went to nowhere); a record of nothing moved (a tombstone, a zero win) has none */
  loneTransactions: number;
  negativePlayerAccounts: number;
  /** idempotency keys that name more than one transaction (the unique index makes this 0 unless it was dropped) */
  duplicateKeys: number;
  /** every account's balance summed: 0 unless money was created or lost */
  total: number;
  players: number;
  house: number;
}

/** What a healthy ledger's audit looks like, whatever its size. */
export const HEALTHY_LEDGER = {
  driftingAccounts: 0,
  unbalancedTransactions: 0,
  loneTransactions: 0,
  negativePlayerAccounts: 0,
  duplicateKeys: 0,
  total: 0,
} as const satisfies Partial<LedgerAudit>;

export async function auditLedger(db: Db): Promise<LedgerAudit> {
  const result = await db.execute(sql`
    SELECT
      (SELECT count(*) FROM ledger_accounts) AS accounts,
      (SELECT count(*) FROM ledger_transactions) AS transactions,
      (SELECT count(*) FROM ledger_entries) AS entries,
      (SELECT count(*) FROM ledger_accounts a
        WHERE a.balance <> (SELECT COALESCE(sum(e.amount), 0) FROM ledger_entries e WHERE e.account_id = a.id)) AS drifting_accounts,
      (SELECT count(*) FROM (SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0) t) AS unbalanced_transactions,
      (SELECT count(*) FROM ledger_transactions t, LATERAL (SELECT count(*) AS n FROM ledger_entries e WHERE e.transaction_id = t.id) c
        WHERE c.n = 1 OR (c.n = 0 AND t.amount <> 0)) AS lone_transactions,
      (SELECT count(*) FROM ledger_accounts WHERE user_id IS NOT NULL AND balance < 0) AS negative_player_accounts,
      (SELECT count(*) FROM (SELECT key FROM ledger_transactions GROUP BY key HAVING count(*) > 1) k) AS duplicate_keys,
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
    loneTransactions: Number(row.lone_transactions),
    negativePlayerAccounts: Number(row.negative_player_accounts),
    duplicateKeys: Number(row.duplicate_keys),
    total: Number(row.total),
    players: Number(row.players),
    house: Number(row.house),
  };
}

/** The names of the invariants `audit` breaks, empty when the ledger is healthy. */
export function brokenInvariants(audit: LedgerAudit): (keyof typeof HEALTHY_LEDGER)[] {
  return (Object.keys(HEALTHY_LEDGER) as (keyof typeof HEALTHY_LEDGER)[]).filter((name) => audit[name] !== HEALTHY_LEDGER[name]);
}
