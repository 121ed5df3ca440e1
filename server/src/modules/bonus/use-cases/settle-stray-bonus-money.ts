import { desc, eq, sql } from 'drizzle-orm';
import type { BonusContext } from '../context';
import { lockOpen } from '../open-bonus';
import { playerBonuses } from '../schema';

/**
 * Bonus money with no open bonus to hold it: the win or rollback of a bet that spent bonus money came
 * after its bonus ended. It follows its bonus: cash if the bonus completed, the house's otherwise.
 */
export async function settleStray({ open, wallet, clock }: BonusContext, userId: number): Promise<void> {
  if (open.has(userId) || (await wallet.bonusBalance(userId)) === 0) return;
  await wallet.transaction(async (tx, ops) => {
    if (await lockOpen(tx, userId)) return;
    const money = (await ops.spendable(userId))?.bonus ?? 0;
    if (money === 0) return;
    const [last] = await tx
      .select({ id: playerBonuses.id, status: playerBonuses.status })
      .from(playerBonuses)
      .where(eq(playerBonuses.userId, userId))
      .orderBy(desc(playerBonuses.id))
      .limit(1);
    const move = { userId, amount: money, key: `bonus-late:${last?.id ?? 0}:${clock.now()}`, reason: 'Bonus money returned after its bonus ended' };
    if (last?.status === 'completed') await ops.bonusConvert(move);
    else await ops.bonusRemove(move);
    await tx
      .update(playerBonuses)
      .set({ settled: sql`${playerBonuses.settled} + ${money}` })
      .where(eq(playerBonuses.id, last?.id ?? 0));
  });
}
