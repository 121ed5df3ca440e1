// A sports bet's stake counts towards the wagering of the bonus active when it was placed once the bet
// settles (the sportsbook calls this in the settlement's transaction), and again when a result is corrected.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { AfterCommit, WalletOps } from '../../wallet/plugin';
import { rowsOf, share, type BonusContext } from '../context';
import { isDue, lockBonus } from '../open-bonus';
import { bonusWagers } from '../schema';
import { addWagered } from './count-stake';

/** A sports bet as its settlement (or a correction of it) leaves it. */
export interface SettledSportsBet {
  id: number;
  userId: number;
  status: 'won' | 'lost' | 'void';
  /** the stake still in the bet (a partial cash-out took the rest back) */
  stake: number;
  /** hundredths */
  price: number;
}

/**
 * A sports bet counts towards wagering when it settles, won or lost, for the stake it still risked
 * then (a partial cash-out took the rest back): not if it is void or was cashed out in full
 * (settlement never reaches such a bet), under the minimum odds, or if the player holds another bet
 * on a different outcome of one of its markets (the two offset each other). A corrected result
 * counts it again: what it counted before is replaced. It counts for the bonus active when it was
 * placed, while that bonus is still active.
 */
export async function sportsSettled(ctx: BonusContext, tx: Db, ops: WalletOps, bet: SettledSportsBet): Promise<AfterCommit | void> {
  const [placed] = rowsOf<{ bonus_id: number; transaction_id: number; counted: number }>(
    await tx.execute(sql`
      SELECT w.bonus_id, w.transaction_id, w.counted FROM bonus_wagers w JOIN ledger_transactions t ON t.id = w.transaction_id
      WHERE t.round_id = ${`sports:${bet.id}`} AND t.kind = 'bet' AND w.category = 'sports'`),
  );
  if (!placed) return;
  const bonus = await lockBonus(tx, Number(placed.bonus_id));
  if (!bonus || bonus.row.status !== 'active' || isDue(ctx, bonus.row) || bonus.campaign.gameCode !== null) return;
  const [offset] = rowsOf<{ one: number }>(
    await tx.execute(sql`
      SELECT 1 AS one FROM sports_bet_legs mine
      JOIN sports_bet_legs other ON other.market_id = mine.market_id AND other.selection_id <> mine.selection_id AND other.bet_id <> mine.bet_id
      JOIN sports_bets b ON b.id = other.bet_id
      WHERE mine.bet_id = ${bet.id} AND b.user_id = ${bet.userId} LIMIT 1`),
  );
  const counts = bet.status !== 'void' && !offset && bet.price >= bonus.row.wagering.minOdds;
  const counted = counts ? share(bet.stake, bonus.row.wagering.contributions.sports) : 0;
  if (counted === Number(placed.counted)) return;
  await tx
    .update(bonusWagers)
    .set({ counted })
    .where(and(eq(bonusWagers.bonusId, bonus.row.id), eq(bonusWagers.transactionId, Number(placed.transaction_id))));
  return addWagered(ctx, tx, ops, bonus, counted - Number(placed.counted));
}
