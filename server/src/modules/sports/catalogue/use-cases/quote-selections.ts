// The selections' states now, as the betting side prices, takes and settles bets at them: price, fair
// price, whether bets are taken, result and settlement version, with names in the player's language.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import type { Locale } from '../../../../i18n/translations';
import type { SelectionState } from '../../book';
import type { CatalogueContext } from '../context';
import { eventName, marketName, selectionName } from '../names';
import { sportsEvents, sportsMarkets, sportsSelections } from '../schema';

export async function quoteSelections({ db }: CatalogueContext, selectionIds: readonly number[], locale: Locale, tx: Db = db): Promise<SelectionState[]> {
  if (selectionIds.length === 0) return [];
  const rows = await tx
    .select({
      selection: sportsSelections,
      market: sportsMarkets,
      event: {
        id: sportsEvents.id,
        sportId: sportsEvents.sportId,
        home: sportsEvents.home,
        away: sportsEvents.away,
        startsAt: sportsEvents.startsAt,
        status: sportsEvents.status,
        suspended: sportsEvents.suspended,
      },
    })
    .from(sportsSelections)
    .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsSelections.marketId))
    .innerJoin(sportsEvents, eq(sportsEvents.id, sportsSelections.eventId))
    .where(inArray(sportsSelections.id, [...selectionIds]));
  const states = rows.map(({ selection, market, event }): SelectionState => ({
    selectionId: selection.id,
    marketId: market.id,
    eventId: event.id,
    sportId: event.sportId,
    eventName: eventName(event),
    startsAt: event.startsAt,
    marketType: market.type,
    marketName: marketName(locale, market.type, market.line),
    selectionName: selectionName(locale, market.type, market.line, selection.outcome, event),
    price: selection.price,
    fairPrice: selection.fairPrice,
    push: selection.push,
    marketStatus: market.status,
    open: market.status === 'open' && !market.suspended && !event.suspended && (event.status === 'prematch' || event.status === 'live'),
    live: event.status === 'live',
    result: selection.result,
    settlementVersion: market.settlementVersion,
  }));
  // in the order asked
  const byId = new Map(states.map((state) => [state.selectionId, state]));
  return selectionIds.flatMap((id) => byId.get(id) ?? []);
}
