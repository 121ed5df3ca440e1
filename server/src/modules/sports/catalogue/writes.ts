// What a step of the feed (or a trader's result) writes, in one transaction: events' states, markets'
// statuses and results, and selections' prices. Each write is guarded by the row's state, so what a
// trader settled meanwhile is never reopened, repriced nor settled again.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { EventStatus, LiveScore, MarketStatus, SelectionResult, SportsUpdate } from '@arena/contracts';
import type { Db } from '../../../db/client';
import { marketResults, type FeedEventState, type FinalScore } from '../feed';
import { CHUNK, OPEN_EVENT, type CatalogueContext, type TrackedMarket, type TrackedSelection } from './context';
import { offTheBoard } from './pricing';
import { sportsEvents } from './schema';

/** what one step writes, in one transaction */
export interface Writes {
  events: { id: number; status: EventStatus; score: LiveScore | null; ended: boolean }[];
  marketStatus: { id: number; status: MarketStatus }[];
  prices: TrackedSelection[];
  settled: { id: number; status: MarketStatus }[];
  results: { id: number; result: SelectionResult }[];
}

export const values = (rows: SQL[]) => sql.join(rows, sql`, `);

export const marketStatusOf = (state: FeedEventState, probabilities: readonly number[], marginBp: number): MarketStatus =>
  state.suspended || offTheBoard(probabilities, marginBp) ? 'suspended' : 'open';

/** a market's results from the final score (null: the event was called off, every stake returned) */
export function settleMarket(eventId: number, market: TrackedMarket, final: FinalScore | null, writes: Writes, update: SportsUpdate): number {
  const outcomes = market.selections.map((selection) => selection.outcome);
  const results: SelectionResult[] = final ? marketResults(market.type, market.line, outcomes, final) : outcomes.map(() => 'void');
  const status: MarketStatus = final ? 'settled' : 'void';
  market.status = status;
  writes.settled.push({ id: market.id, status });
  market.selections.forEach((selection, k) => writes.results.push({ id: selection.id, result: results[k] }));
  update.markets.push({ id: market.id, eventId, status });
  return market.id;
}

export async function writePrices(tx: Db, prices: readonly TrackedSelection[]): Promise<void> {
  for (let i = 0; i < prices.length; i += CHUNK) {
    // a selection with a result (settled meanwhile by a trader) keeps its prices
    await tx.execute(
      sql`UPDATE sports_selections AS s SET price = v.price, fair_price = v.fair, push = v.push FROM (VALUES ${values(
        prices.slice(i, i + CHUNK).map(({ id, price, fairPrice, push }) => sql`(${id}::int, ${price}::int, ${fairPrice}::int, ${push}::int)`),
      )}) AS v(id, price, fair, push) WHERE s.id = v.id AND s.result IS NULL`,
    );
  }
}

/**
 * One step's (or a trader's result's) writes. Each is guarded by the row's state: what a trader settled
 * meanwhile (here or on another instance) is neither reopened, repriced nor settled again by a step
 * that read it before; a later result goes through correctResult (./use-cases/correct-result.ts).
 */
export async function write({ now }: CatalogueContext, writes: Writes, tx: Db): Promise<void> {
  const at = new Date(now());
  for (const event of writes.events) {
    await tx
      .update(sportsEvents)
      .set({ status: event.status, score: event.score, ...(event.ended ? { endedAt: at } : {}) })
      .where(and(eq(sportsEvents.id, event.id), inArray(sportsEvents.status, OPEN_EVENT)));
  }
  if (writes.marketStatus.length > 0) {
    await tx.execute(
      sql`UPDATE sports_markets AS m SET status = v.status FROM (VALUES ${values(
        writes.marketStatus.map(({ id, status }) => sql`(${id}::int, ${status}::text)`),
      )}) AS v(id, status) WHERE m.id = v.id AND m.status IN ('open', 'suspended')`,
    );
  }
  if (writes.settled.length > 0) {
    await tx.execute(
      sql`UPDATE sports_markets AS m SET status = v.status, settlement_version = m.settlement_version + 1 FROM (VALUES ${values(
        writes.settled.map(({ id, status }) => sql`(${id}::int, ${status}::text)`),
      )}) AS v(id, status) WHERE m.id = v.id AND m.status IN ('open', 'suspended')`,
    );
  }
  await writePrices(tx, writes.prices);
  for (let i = 0; i < writes.results.length; i += CHUNK) {
    await tx.execute(
      sql`UPDATE sports_selections AS s SET result = v.result FROM (VALUES ${values(
        writes.results.slice(i, i + CHUNK).map(({ id, result }) => sql`(${id}::int, ${result}::text)`),
      )}) AS v(id, result) WHERE s.id = v.id AND s.result IS NULL`,
    );
  }
}
