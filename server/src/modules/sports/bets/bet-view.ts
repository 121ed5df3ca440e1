// Bets as the player sees them: rows with their legs, history, slip id and cash out offer now.
import { and, eq, inArray } from 'drizzle-orm';
import type { Bet } from '@arena/contracts';
import { HttpError } from '../../../http/errors';
import type { Locale } from '../../../i18n/translations';
import { unique, type BetsContext } from './context';
import { BET_NOT_FOUND } from './messages';
import { groupBy, historyOf, legsOf, offerOf, toBet } from './repository';
import { sportsBets, sportsSlips, type BetRow } from './schema';

export async function render({ db, config, quote }: BetsContext, rows: readonly BetRow[], locale: Locale): Promise<Bet[]> {
  const ids = rows.map((bet) => bet.id);
  const [legs, history, slips] = await Promise.all([
    legsOf(db, ids),
    historyOf(db, ids),
    rows.length === 0
      ? []
      : db
          .select({ id: sportsSlips.id, slipId: sportsSlips.slipId })
          .from(sportsSlips)
          .where(inArray(sportsSlips.id, unique(rows.map((bet) => bet.slipId)))),
  ]);
  const states = await quote(
    legs.map((leg) => leg.selectionId),
    locale,
  );
  const legsByBet = groupBy(legs);
  const historyByBet = groupBy(history);
  const slipIds = new Map(slips.map((slip) => [slip.id, slip.slipId]));
  return rows.map((bet) => {
    const betLegs = legsByBet.get(bet.id) ?? [];
    return toBet(bet, slipIds.get(bet.slipId) ?? '', betLegs, historyByBet.get(bet.id) ?? [], states, offerOf(bet, betLegs, states, config));
  });
}

export async function betsById(ctx: BetsContext, ids: readonly number[], locale: Locale): Promise<Bet[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db.select().from(sportsBets).where(inArray(sportsBets.id, ids)).orderBy(sportsBets.id);
  return render(ctx, rows, locale);
}

/** the player's bet, or a 404 */
export async function playerBet({ db }: BetsContext, userId: number, betId: number): Promise<BetRow> {
  const [bet] = await db
    .select()
    .from(sportsBets)
    .where(and(eq(sportsBets.id, betId), eq(sportsBets.userId, userId)));
  if (!bet) throw new HttpError(404, BET_NOT_FOUND);
  return bet;
}
