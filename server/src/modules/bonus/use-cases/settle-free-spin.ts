import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { AfterCommit, WalletOps } from '../../wallet/plugin';
import type { BonusContext } from '../context';
import { notify } from '../messages';
import { end, lockBonus } from '../open-bonus';
import { playerBonuses } from '../schema';
import { settleStray } from './settle-stray-bonus-money';

/**
 * A free spin's win becomes its bonus's money, with the bonus's wagering, in the round's settling
 * transaction under the round's key (a settled-again round replays it). The bonus completes once its
 * last spin is played and nothing is left to wager; the answer announces it after the commit.
 */
export async function settleFreeSpin(
  ctx: BonusContext,
  tx: Db,
  ops: WalletOps,
  { bonusId, win, key, othersInPlay }: { bonusId: number; win: number; key: string; othersInPlay: () => Promise<number> },
): Promise<AfterCommit | void> {
  const { announceOpen } = ctx;
  const bonus = await lockBonus(tx, bonusId);
  if (!bonus) return;
  const { row, campaign } = bonus;
  const credited = win > 0 && !(await ops.bonusCredit({ userId: row.userId, amount: win, key, reason: campaign.title.en })).replayed;
  // the bonus ended while its spin was played: the win follows it as any late bonus money does
  if (row.status !== 'active') return () => settleStray(ctx, row.userId);
  const [after] = await tx
    .update(playerBonuses)
    .set(
      credited
        ? { amount: sql`${playerBonuses.amount} + ${win}`, wageringRequired: sql`${playerBonuses.wageringRequired} + ${win * row.wagering.multiplier}` }
        : { amount: playerBonuses.amount },
    )
    .where(eq(playerBonuses.id, row.id))
    .returning();
  // a spin taken but not settled yet may still win: ending now would pay its win out as cash, unwagered
  // (asked under the bonus's lock, which the other spins' settlements wait for, so the last one ends it)
  if (after.spinsLeft > 0 || after.wagered < after.wageringRequired || (await othersInPlay()) > 0) return;
  const converted = await end(ctx, tx, ops, { row: after, campaign }, 'completed');
  return async () => {
    await announceOpen(row.userId);
    if (converted > 0) await notify(ctx, row.userId, 'completed', converted, campaign);
  };
}
