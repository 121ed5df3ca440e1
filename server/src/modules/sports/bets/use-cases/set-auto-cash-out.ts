// A player arms (or clears) their open bet's auto cash out: the amount of offer at which the book cashes
// it out by itself (./auto-cash-out.ts). A settled bet or a free bet has none.
import { and, eq } from 'drizzle-orm';
import type { AutoCashOutRequest, Bet } from '@arena/contracts';
import { HttpError } from '../../../../http/errors';
import type { Locale } from '../../../../i18n/translations';
import { betsById } from '../bet-view';
import type { BetsContext } from '../context';
import { BET_NOT_FOUND, BET_SETTLED, BET_TYPE_NOT_LICENSED, FREE_BET_NO_CASH_OUT } from '../messages';
import { addHistory } from '../repository';
import { sportsBets } from '../schema';

export async function setAutoCashOut(ctx: BetsContext, userId: number, { betId, amount }: AutoCashOutRequest, locale: Locale): Promise<Bet> {
  const { db, now, licensed } = ctx;
  if (amount !== null && !licensed('cash-out')) throw new HttpError(403, BET_TYPE_NOT_LICENSED['cash-out']);
  await db.transaction(async (tx) => {
    const [bet] = await tx
      .select()
      .from(sportsBets)
      .where(and(eq(sportsBets.id, betId), eq(sportsBets.userId, userId)))
      .for('update');
    if (!bet) throw new HttpError(404, BET_NOT_FOUND);
    if (bet.status !== 'open') throw new HttpError(400, BET_SETTLED);
    if (bet.freeBetBonusId !== null) throw new HttpError(400, FREE_BET_NO_CASH_OUT);
    await tx.update(sportsBets).set({ autoCashOut: amount }).where(eq(sportsBets.id, betId));
    await addHistory(tx, [{ betId, at: now(), action: amount === null ? 'auto-cash-out-cleared' : 'auto-cash-out-set', amount: amount ?? 0, status: 'open' }]);
  });
  return (await betsById(ctx, [betId], locale))[0];
}
