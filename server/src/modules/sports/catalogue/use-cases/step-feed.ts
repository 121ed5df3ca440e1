// One step of the feed: the fixtures topped up, the events starting soon or on stepped to the feed's
// state now (scores, suspensions, prices with the margin; an operator's hold wins), an ended or called-off
// event's markets settled, all written in one transaction, then sent to the rooms and the betting side.
import { and, asc, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { SportsUpdate } from '@arena/contracts';
import type { FeedEventState, FinalScore } from '../../feed';
import { notifySettled, publish } from '../broadcast';
import { OPEN_EVENT, type CatalogueContext, type TrackedEvent } from '../context';
import { priceMarket } from '../pricing';
import { sportsEvents, sportsMarkets, sportsSelections } from '../schema';
import { marketStatusOf, settleMarket, write, type Writes } from '../writes';
import { topUp } from './write-fixtures';

/** events starting within this are stepped (a call-off is announced before the start) */
const WATCH_AHEAD_MS = 45 * 60_000;

/** the events starting soon or on: loaded once, then kept in memory until they end */
async function track({ db, state }: CatalogueContext, at: number): Promise<void> {
  const { tracked } = state;
  const due = await db
    .select({ id: sportsEvents.id, ref: sportsEvents.feedRef, sportId: sportsEvents.sportId, status: sportsEvents.status, score: sportsEvents.score })
    .from(sportsEvents)
    .where(and(sql`${sportsEvents.status} IN ('prematch', 'live')`, lte(sportsEvents.startsAt, new Date(at + WATCH_AHEAD_MS))));
  const fresh = due.filter((event) => !tracked.has(event.id));
  if (fresh.length === 0) return;
  const ids = fresh.map((event) => event.id);
  const markets = await db.select().from(sportsMarkets).where(inArray(sportsMarkets.eventId, ids)).orderBy(asc(sportsMarkets.sort));
  const selections = await db.select().from(sportsSelections).where(inArray(sportsSelections.eventId, ids)).orderBy(asc(sportsSelections.sort));
  for (const event of fresh) {
    tracked.set(event.id, {
      ...event,
      markets: markets
        .filter((market) => market.eventId === event.id)
        .map((market) => ({
          id: market.id,
          type: market.type,
          line: market.line,
          main: market.main,
          status: market.status,
          selections: selections
            .filter((selection) => selection.marketId === market.id)
            .map(({ id, outcome, price, fairPrice, push }) => ({ id, outcome, price, fairPrice, push })),
        })),
    });
  }
}

/** the event's changes at this state into `writes`, and what the rooms hear into `update` */
function stepEvent(
  { desk, state: { tracked, held } }: CatalogueContext,
  event: TrackedEvent,
  state: FeedEventState,
  writes: Writes,
  update: SportsUpdate,
  released: ReadonlySet<number>,
): number[] {
  const over = state.status === 'ended' || state.status === 'cancelled';
  if (state.status !== event.status || JSON.stringify(state.score) !== JSON.stringify(event.score)) {
    event.status = state.status;
    event.score = state.score;
    writes.events.push({ id: event.id, status: state.status, score: state.score, ended: over });
    update.events.push({ id: event.id, status: state.status, score: state.score });
  }
  if (over) {
    tracked.delete(event.id);
    const final: FinalScore | null = state.status === 'ended' && state.score ? state.score : null;
    return event.markets.map((market) => settleMarket(event.id, market, final, writes, update));
  }
  event.markets.forEach((market, i) => {
    const probabilities = state.probabilities[i];
    const marginBp = desk.marginOf(event.sportId, market.type);
    // the operator's hold wins over the feed; a market just released is written whatever the feed says
    const status = held.has(market.id) ? 'suspended' : marketStatusOf(state, probabilities, marginBp);
    if (status !== market.status || released.has(market.id)) {
      market.status = status;
      writes.marketStatus.push({ id: market.id, status });
      update.markets.push({ id: market.id, eventId: event.id, status });
    }
    const prices = priceMarket(probabilities, marginBp, state.pushes?.[i]);
    market.selections.forEach((selection, k) => {
      if (selection.price === prices[k].price && selection.fairPrice === prices[k].fairPrice && selection.push === prices[k].push) return;
      const moved = selection.price !== prices[k].price;
      Object.assign(selection, prices[k]);
      writes.prices.push(selection);
      if (moved) update.selections.push({ id: selection.id, marketId: market.id, eventId: event.id, price: selection.price });
    });
  });
  return [];
}

export async function stepFeed(ctx: CatalogueContext, at: number): Promise<void> {
  const { db, desk, feed, state } = ctx;
  await desk.loadMargins();
  await topUp(ctx, at);
  await track(ctx, at);
  await untrackSettled(ctx);
  const before = state.held;
  state.held = await desk.heldMarkets([...state.tracked.keys()]);
  const released = new Set([...before].filter((id) => !state.held.has(id)));
  const writes: Writes = { events: [], marketStatus: [], prices: [], settled: [], results: [] };
  const update: SportsUpdate = { events: [], markets: [], selections: [] };
  const settled: number[] = [];
  for (const event of [...state.tracked.values()]) {
    const feedState = feed.state(event.ref, at);
    if (feedState) settled.push(...stepEvent(ctx, event, feedState, writes, update, released));
  }
  await db.transaction((tx) => write(ctx, writes, tx));
  publish(ctx, update);
  notifySettled(ctx, settled);
}

/** forgets the events a trader settled (on any instance): the feed no longer steps them */
async function untrackSettled({ db, state: { tracked } }: CatalogueContext): Promise<void> {
  if (tracked.size === 0) return;
  const over = await db
    .select({ id: sportsEvents.id })
    .from(sportsEvents)
    .where(and(inArray(sportsEvents.id, [...tracked.keys()]), notInArray(sportsEvents.status, OPEN_EVENT)));
  for (const { id } of over) tracked.delete(id);
}
