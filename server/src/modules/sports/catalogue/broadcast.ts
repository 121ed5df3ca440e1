// How the catalogue's changes go out: batched to the rooms (an operator's change at once) and handed to
// the betting side's listeners (onChanged, onSettled).
import { SPORTS_ROOMS, type SportsUpdate } from '@arena/contracts';
import type { CatalogueContext } from './context';

/** hands a batch of changes to the rooms (every live event's score and main market; each event's everything) and the listeners */
export function publish({ state, publisher, changedListeners }: CatalogueContext, update: SportsUpdate): void {
  if (update.events.length + update.markets.length + update.selections.length === 0) return;
  const mainMarkets = new Set<number>();
  const liveEvents = new Set<number>();
  for (const event of state.tracked.values()) {
    if (event.status !== 'live') continue;
    liveEvents.add(event.id);
    for (const market of event.markets) if (market.main) mainMarkets.add(market.id);
  }
  const eventIds = new Set([...update.events.map((e) => e.id), ...update.markets.map((m) => m.eventId), ...update.selections.map((s) => s.eventId)]);
  for (const id of eventIds) {
    publisher.queue(SPORTS_ROOMS.event(id), {
      events: update.events.filter((e) => e.id === id),
      markets: update.markets.filter((m) => m.eventId === id),
      selections: update.selections.filter((s) => s.eventId === id),
    });
  }
  // the live room also hears an event going live or ending
  publisher.queue(SPORTS_ROOMS.live, {
    events: update.events.filter((e) => liveEvents.has(e.id) || e.status !== 'prematch'),
    markets: update.markets.filter((m) => mainMarkets.has(m.id)),
    selections: update.selections.filter((s) => mainMarkets.has(s.marketId)),
  });
  for (const listener of changedListeners) listener(update);
}

export const notifySettled = ({ settledListeners }: CatalogueContext, marketIds: number[]) => {
  if (marketIds.length === 0) return;
  for (const listener of settledListeners) listener(marketIds);
};

/** sends what an operator changed at once, not at the next flush of the feed's rhythm */
export async function publishNow(ctx: CatalogueContext, update: SportsUpdate): Promise<void> {
  publish(ctx, update);
  await ctx.publisher.flush(ctx.now(), { atOnce: true });
}
