// A SportsUpdate batch applied to what a page holds: each list carries only what changed, newest
// state only, so an entry replaces the field it names. Unchanged objects are kept, so only the rows
// that changed draw again.
import type { Market, SportEvent, SportsUpdate } from '@arena/contracts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A room message's payload read as a SportsUpdate, or null when it is not one (a bad message is dropped). */
export function readSportsUpdate(payload: unknown): SportsUpdate | null {
  const body: unknown = typeof payload === 'string' ? safeParse(payload) : payload;
  if (!isRecord(body) || !Array.isArray(body.events) || !Array.isArray(body.markets) || !Array.isArray(body.selections)) return null;
  return body as unknown as SportsUpdate;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function applyToMarket(market: Market, update: SportsUpdate): Market {
  const status = update.markets.find((m) => m.id === market.id)?.status ?? market.status;
  const prices = new Map(update.selections.filter((s) => s.marketId === market.id).map((s) => [s.id, s.price]));
  if (status === market.status && !market.selections.some((s) => prices.has(s.id) && prices.get(s.id) !== s.price)) return market;
  return { ...market, status, selections: market.selections.map((s) => (prices.has(s.id) ? { ...s, price: prices.get(s.id)! } : s)) };
}

export function applyToEvent(event: SportEvent, update: SportsUpdate): SportEvent {
  const change = update.events.find((e) => e.id === event.id);
  const mainMarket = event.mainMarket && applyToMarket(event.mainMarket, update);
  if (!change && mainMarket === event.mainMarket) return event;
  return { ...event, ...(change && { status: change.status, score: change.score }), mainMarket };
}

export function applyToMarkets(markets: Market[], update: SportsUpdate): Market[] {
  const next = markets.map((market) => applyToMarket(market, update));
  return next.every((market, i) => market === markets[i]) ? markets : next;
}
