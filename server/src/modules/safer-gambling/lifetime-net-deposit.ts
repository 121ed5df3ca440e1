// Net deposit, the figure an affordability check and the player's account page read: deposits credited
// (ledger `deposit`) − withdrawals paid out (ledger `withdraw_pay`). A withdrawal still pending or
// released back to the balance has not left the site, so it does not count; bonuses, stakes and wins
// are play, not money in or out. docs/product/protection.md, "Net deposit".
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerTransactions as t } from '../wallet/plugin';

/** the player's net deposit since `since` (inclusive), or since the account opened; minor units */
export async function netDeposit(db: Db, userId: number, since?: Date): Promise<number> {
  const [row] = await db
    .select({ net: sql<string>`COALESCE(SUM(CASE WHEN ${t.kind} = 'deposit' THEN ${t.amount} ELSE -${t.amount} END), 0)` })
    .from(t)
    .where(and(eq(t.userId, userId), inArray(t.kind, ['deposit', 'withdraw_pay']), since ? gte(t.createdAt, since) : undefined));
  return Number(row.net);
}

export const lifetimeNetDeposit = (db: Db, userId: number) => netDeposit(db, userId);
