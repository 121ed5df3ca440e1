import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import type { BonusContext } from '../context';
import { BONUS_MESSAGES } from '../messages';
import { isDue, lockOpen } from '../open-bonus';
import { playerBonuses } from '../schema';

/**
 * Spends one free spin of the player's active free-spins bonus on a round of `game` at `stake`, in
 * the round's opening transaction: the bonus row's lock makes two spins at once take two spins, or
 * refuse the second. Answers the bonus's id; refuses (HttpError 400) another game or stake, or no spin left.
 */
export async function takeFreeSpin(ctx: BonusContext, tx: Db, userId: number, game: string, stake: number): Promise<number> {
  const bonus = await lockOpen(tx, userId);
  if (!bonus || bonus.row.status !== 'active' || isDue(ctx, bonus.row) || bonus.row.spinsLeft === 0) throw new HttpError(400, BONUS_MESSAGES.noFreeSpins);
  const { gameCode, spinValue } = bonus.campaign;
  if (gameCode !== game || spinValue !== stake) {
    throw new HttpError(400, BONUS_MESSAGES.freeSpinTerms, { game: gameCode ?? '', amount: { money: spinValue ?? 0 } });
  }
  await tx
    .update(playerBonuses)
    .set({ spinsLeft: sql`${playerBonuses.spinsLeft} - 1` })
    .where(eq(playerBonuses.id, bonus.row.id));
  return bonus.row.id;
}
