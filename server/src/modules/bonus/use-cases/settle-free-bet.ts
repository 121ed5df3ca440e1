import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { AfterCommit } from '../../wallet/plugin';
import { DAY_MS, type BonusContext } from '../context';
import { lockBonus } from '../open-bonus';
import { playerBonuses } from '../schema';

/**
 * A free bet's bonus follows its bet's settlement, in the settlement's transaction: a void bet gives
 * the token back for the bonus's days again; a won or lost one completes the bonus with the winnings
 * the bet paid (the bet pays them). The answer announces it after the commit.
 */
export async function settleFreeBet(ctx: BonusContext, tx: Db, bonusId: number, settled: { void: boolean; winnings: number }): Promise<AfterCommit> {
  const { clock, now, announceOpen } = ctx;
  const bonus = await lockBonus(tx, bonusId);
  if (!bonus || bonus.row.status !== 'active') return async () => undefined;
  const { row } = bonus;
  if (settled.void) {
    await tx
      .update(playerBonuses)
      .set({ freeBetId: null, expiresAt: new Date(clock.now() + row.wagering.days * DAY_MS) })
      .where(eq(playerBonuses.id, row.id));
    return async () => undefined;
  }
  await tx.update(playerBonuses).set({ status: 'completed', settled: settled.winnings, endedAt: now() }).where(eq(playerBonuses.id, row.id));
  return () => announceOpen(row.userId);
}
