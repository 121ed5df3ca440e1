// A risk operator marks a player's cluster "bonus restricted" (every account of it, so the mark stays
// with the cluster: an account that joins later is restricted through them), or lifts the mark from
// every account of the cluster. The caller audits it in the same transaction.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { MultiAccountingContext } from '../context';
import { bonusRestrictions } from '../schema';
import { clusterOf } from './cluster-of';

export interface RestrictionChange {
  accounts: number[];
  /** the accounts that carried the mark before */
  before: number[];
  restricted: boolean;
  reason: string;
}

export async function restrictBonuses(
  { clock }: MultiAccountingContext,
  tx: Db,
  userId: number,
  { restricted, reason }: { restricted: boolean; reason: string },
  operatorId: number,
): Promise<RestrictionChange> {
  const { accounts } = await clusterOf(tx, userId);
  const before = (
    await tx.select({ userId: bonusRestrictions.userId }).from(bonusRestrictions).where(inArray(bonusRestrictions.userId, accounts)).for('update')
  ).map((row) => row.userId);
  if (restricted) {
    const at = new Date(clock.now());
    await tx
      .insert(bonusRestrictions)
      .values(accounts.map((id) => ({ userId: id, reason, restrictedBy: operatorId, restrictedAt: at })))
      .onConflictDoNothing();
  } else {
    await tx.delete(bonusRestrictions).where(inArray(bonusRestrictions.userId, accounts));
  }
  return { accounts, before, restricted, reason };
}
