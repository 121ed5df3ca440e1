// The book cashes out by itself the open bets whose offer reached the amount their player armed
// (./set-auto-cash-out.ts): after live changes touch one of their legs, and on every sweep.
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { DEFAULT_LOCALE } from '../../../../i18n/translations';
import type { BetsContext, Touched } from '../context';
import { groupBy, legsOf, offerOf } from '../repository';
import { sportsBetLegs, sportsBets, type LegRow } from '../schema';
import { payCashOut } from './cash-out';

/** cashes out the open bets whose offer reached their auto cash out amount (with a leg `touched`, or all) */
export async function autoCashOuts(ctx: BetsContext, touched?: Touched): Promise<void> {
  const { db, config, quote, log } = ctx;
  const armed = and(eq(sportsBets.status, 'open'), isNotNull(sportsBets.autoCashOut))!;
  const legsTouched = touched && [
    ...(touched.markets.size > 0 ? [inArray(sportsBetLegs.marketId, [...touched.markets])] : []),
    ...(touched.selections.size > 0 ? [inArray(sportsBetLegs.selectionId, [...touched.selections])] : []),
  ];
  if (legsTouched?.length === 0) return;
  const candidates = await db
    .selectDistinct({ betId: sportsBetLegs.betId })
    .from(sportsBetLegs)
    .innerJoin(sportsBets, eq(sportsBets.id, sportsBetLegs.betId))
    .where(legsTouched ? and(armed, or(...legsTouched)) : armed);
  if (candidates.length === 0) return;
  const ids = candidates.map((row) => row.betId);
  const [bets, legs] = await Promise.all([db.select().from(sportsBets).where(inArray(sportsBets.id, ids)), legsOf(db, ids)]);
  const states = await quote(
    legs.map((leg) => leg.selectionId),
    DEFAULT_LOCALE,
  );
  const legsByBet = groupBy<LegRow>(legs);
  for (const bet of bets) {
    const offer = offerOf(bet, legsByBet.get(bet.id) ?? [], states, config);
    if (offer === null || bet.autoCashOut === null || offer < bet.autoCashOut) continue;
    // a key with spaces: no Idempotency-Key header can take it
    await payCashOut(ctx, bet, offer, undefined, `auto cash out ${bet.id}`, 'auto', 'auto-cash-out').catch((error: unknown) =>
      log.warn({ err: error, betId: bet.id }, 'sports: auto cash out failed'),
    );
  }
}

/** runs the auto cash outs of the bets whose legs live changes touch */
export function cashOutOnLiveChanges(ctx: BetsContext): void {
  const { catalogue, state, serial } = ctx;
  // live changes come several times a second: they gather while a job waits, and one job looks at them all
  catalogue.onChanged((update) => {
    if (state.stopped) return;
    const first = state.pending === null;
    const pending = (state.pending ??= { markets: new Set(), selections: new Set() });
    for (const market of update.markets) pending.markets.add(market.id);
    for (const selection of update.selections) pending.selections.add(selection.id);
    if (first)
      void serial(() => {
        const touched = state.pending!;
        state.pending = null;
        return autoCashOuts(ctx, touched);
      });
  });
}
