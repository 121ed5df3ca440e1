// A trader sets a sport's margin (or one market type's): the sport's open markets are priced again with
// it at once, in the margin change's transaction, and the prices shown that moved are sent to the rooms.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { MarketStatus, OperatorSportsMargin, SportId } from '@arena/contracts';
import type { Db } from '../../../../db/client';
import type { AuditWrite } from '../../book';
import { publishNow } from '../broadcast';
import { OPEN_EVENT, OPEN_MARKET, type CatalogueContext, type TrackedSelection } from '../context';
import { offTheBoard, priceMarket } from '../pricing';
import { sportsEvents, sportsMarkets, sportsSelections } from '../schema';
import { writePrices } from '../writes';

/** a selection's new prices, where it belongs, and whether the price shown moved (not the fair price alone) */
type Repriced = TrackedSelection & { marketId: number; eventId: number; shown: boolean };
/** what a margin change moved: prices, and the open markets the new margin cannot be kept on, suspended */
interface Repricing {
  moved: Repriced[];
  suspended: { id: number; eventId: number; status: MarketStatus }[];
}

/**
 * The sport's open markets priced again as the step prices them (priceMarket on the feed's
 * probabilities at `at`, with the margins just loaded), in the margin change's transaction; what moved.
 * An open market the new margin cannot be kept on is suspended at once, as the step would (the step
 * reopens one a lower margin makes tradable again).
 */
async function reprice({ desk, feed }: CatalogueContext, tx: Db, sportId: SportId, at: number): Promise<Repricing> {
  const events = await tx
    .select({ id: sportsEvents.id, ref: sportsEvents.feedRef })
    .from(sportsEvents)
    .where(and(eq(sportsEvents.sportId, sportId), inArray(sportsEvents.status, OPEN_EVENT)));
  if (events.length === 0) return { moved: [], suspended: [] };
  const ids = events.map((event) => event.id);
  const [markets, selections] = await Promise.all([
    tx
      .select({ id: sportsMarkets.id, eventId: sportsMarkets.eventId, type: sportsMarkets.type, sort: sportsMarkets.sort, status: sportsMarkets.status })
      .from(sportsMarkets)
      .where(and(inArray(sportsMarkets.eventId, ids), inArray(sportsMarkets.status, OPEN_MARKET))),
    tx
      .select({
        id: sportsSelections.id,
        marketId: sportsSelections.marketId,
        outcome: sportsSelections.outcome,
        price: sportsSelections.price,
        fairPrice: sportsSelections.fairPrice,
        push: sportsSelections.push,
      })
      .from(sportsSelections)
      .where(inArray(sportsSelections.eventId, ids))
      .orderBy(asc(sportsSelections.marketId), asc(sportsSelections.sort)),
  ]);
  const states = new Map(events.map((event) => [event.id, feed.state(event.ref, at)]));
  const selectionsOf = new Map<number, typeof selections>();
  for (const selection of selections) {
    const own = selectionsOf.get(selection.marketId);
    if (own) own.push(selection);
    else selectionsOf.set(selection.marketId, [selection]);
  }
  const moved: Repriced[] = [];
  const suspended: Repricing['suspended'] = [];
  for (const market of markets) {
    const state = states.get(market.eventId);
    // an event the feed ends or calls off is the step's to settle
    if (!state || !OPEN_EVENT.includes(state.status)) continue;
    const marginBp = desk.marginOf(sportId, market.type);
    if (market.status === 'open' && offTheBoard(state.probabilities[market.sort], marginBp))
      suspended.push({ id: market.id, eventId: market.eventId, status: 'suspended' });
    const prices = priceMarket(state.probabilities[market.sort], marginBp, state.pushes?.[market.sort]);
    (selectionsOf.get(market.id) ?? []).forEach(({ id, outcome, price, fairPrice, push }, k) => {
      if (price !== prices[k].price || fairPrice !== prices[k].fairPrice || push !== prices[k].push)
        moved.push({ id, outcome, marketId: market.id, eventId: market.eventId, ...prices[k], shown: price !== prices[k].price });
    });
  }
  await writePrices(tx, moved);
  if (suspended.length > 0)
    await tx
      .update(sportsMarkets)
      .set({ status: 'suspended' })
      .where(
        and(
          inArray(
            sportsMarkets.id,
            suspended.map((market) => market.id),
          ),
          eq(sportsMarkets.status, 'open'),
        ),
      );
  return { moved, suspended };
}

export async function setMargin(ctx: CatalogueContext, input: OperatorSportsMargin, audit: AuditWrite): Promise<void> {
  const { desk, now, state } = ctx;
  const at = now();
  const { moved, suspended } = await desk.setMargin(input, new Date(at), audit, (tx) => reprice(ctx, tx, input.sportId, at));
  // this instance's view follows (another instance driving the feed prices with the margin at its next step)
  for (const { id, eventId } of suspended) {
    const market = state.tracked.get(eventId)?.markets.find((one) => one.id === id);
    if (market) market.status = 'suspended';
  }
  for (const { id, marketId, eventId, price, fairPrice, push } of moved) {
    const selection = state.tracked
      .get(eventId)
      ?.markets.find((market) => market.id === marketId)
      ?.selections.find((one) => one.id === id);
    if (selection) Object.assign(selection, { price, fairPrice, push });
  }
  const shown = moved.filter((selection) => selection.shown);
  await publishNow(ctx, { events: [], markets: suspended, selections: shown.map(({ id, marketId, eventId, price }) => ({ id, marketId, eventId, price })) });
}
