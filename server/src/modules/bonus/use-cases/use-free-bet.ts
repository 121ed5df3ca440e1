import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import type { BonusContext } from '../context';
import { BONUS_MESSAGES } from '../messages';
import { isDue, lockOpen } from '../open-bonus';
import { playerBonuses } from '../schema';

/**
 * Uses the player's free bet token for `bet`, in the placement's transaction (the bonus row's lock
 * lets one bet have it): one single or accumulator bet at the token's value and the terms' minimum
 * odds. No money moves. Answers the bonus's id; refuses (HttpError 400) otherwise.
 */
export async function useFreeBet(ctx: BonusContext, tx: Db, userId: number, bet: { id: number; type: string; stake: number; price: number }): Promise<number> {
  const bonus = await lockOpen(tx, userId);
  if (!bonus || bonus.campaign.kind !== 'free_bet' || bonus.row.status !== 'active' || isDue(ctx, bonus.row) || bonus.row.freeBetId !== null) {
    throw new HttpError(400, BONUS_MESSAGES.noFreeBet);
  }
  const { row } = bonus;
  if (bet.type === 'system' || bet.stake !== row.amount || bet.price < row.wagering.minOdds) {
    throw new HttpError(400, BONUS_MESSAGES.freeBetTerms, { amount: { money: row.amount }, odds: (row.wagering.minOdds / 100).toFixed(2) });
  }
  // an open bet does not expire with its bonus: the bet decides how the bonus ends
  await tx.update(playerBonuses).set({ freeBetId: bet.id, expiresAt: null }).where(eq(playerBonuses.id, row.id));
  return row.id;
}
