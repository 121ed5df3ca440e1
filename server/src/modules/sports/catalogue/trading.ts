// The trading desk's hand on the catalogue: margins per sport and market type (they replace
// SPORTS_MARGIN_BP where set; the feed's step prices with them, and a change reprices the open markets
// at once) and an operator's hold on an event or a market. A hold is a flag of its own beside the
// market's status: the feed's step keeps a held market suspended whatever the feed says, and only the
// operator's release lets the feed decide again.
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  type MarketStatus,
  type MarketType,
  type OperatorSportsMargin,
  type OperatorSportsMargins,
  type OperatorSportsSuspend,
  type SportId,
} from '@arena/contracts';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import type { AuditWrite } from '../book';
import { sportsEvents, sportsMargins, sportsMarkets } from './schema';

export const EVENT_NOT_FOUND = 'This event is not in the book.';
export const MARKET_NOT_FOUND = 'This market is not in the book.';
export const EVENT_OVER = 'Only an event not yet ended can be suspended or resumed.';
export const MARKET_OVER = 'A settled market can no longer be suspended or resumed.';

/** the sport's own margin: market_type '*' */
const WHOLE_SPORT = '*';

export interface MarketChange {
  id: number;
  eventId: number;
  status: MarketStatus;
}

export function createTradingDesk(db: Db, defaultBp: number) {
  let margins = new Map<string, number>();
  const keyOf = (sportId: SportId, type: MarketType | typeof WHOLE_SPORT) => `${sportId}:${type}`;
  const marginOf = (sportId: SportId, type: MarketType) => margins.get(keyOf(sportId, type)) ?? margins.get(keyOf(sportId, WHOLE_SPORT)) ?? defaultBp;

  async function loadMargins(on: Db = db): Promise<void> {
    const rows = await on.select().from(sportsMargins);
    margins = new Map(rows.map((row) => [keyOf(row.sportId, row.marketType), row.marginBp]));
  }

  return {
    marginOf,
    loadMargins: () => loadMargins(),

    async margins(): Promise<OperatorSportsMargins> {
      const rows = await db.select().from(sportsMargins).orderBy(sportsMargins.sportId, sportsMargins.marketType);
      return {
        defaultBp,
        margins: rows.map((row) => ({ sportId: row.sportId, marketType: row.marketType === WHOLE_SPORT ? null : row.marketType, marginBp: row.marginBp })),
      };
    },

    /** `reprice`: prices the sport's open markets again with the margins just loaded, in the change's transaction */
    async setMargin<T>({ sportId, marketType, marginBp }: OperatorSportsMargin, at: Date, audit: AuditWrite, reprice: (tx: Db) => Promise<T>): Promise<T> {
      const type = marketType ?? WHOLE_SPORT;
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ marginBp: sportsMargins.marginBp })
          .from(sportsMargins)
          .where(and(eq(sportsMargins.sportId, sportId), eq(sportsMargins.marketType, type)))
          .for('update');
        if (marginBp === null) await tx.delete(sportsMargins).where(and(eq(sportsMargins.sportId, sportId), eq(sportsMargins.marketType, type)));
        else
          await tx
            .insert(sportsMargins)
            .values({ sportId, marketType: type, marginBp, updatedAt: at })
            .onConflictDoUpdate({ target: [sportsMargins.sportId, sportsMargins.marketType], set: { marginBp, updatedAt: at } });
        await loadMargins(tx);
        const repriced = await reprice(tx);
        await audit(tx, { before: { sportId, marketType, marginBp: before?.marginBp ?? null }, after: { sportId, marketType, marginBp } });
        return repriced;
      });
    },

    /** the markets held, by themselves or by their event, among these events' */
    async heldMarkets(eventIds: number[]): Promise<Set<number>> {
      if (eventIds.length === 0) return new Set();
      const rows = await db
        .select({ id: sportsMarkets.id })
        .from(sportsMarkets)
        .where(
          and(
            inArray(sportsMarkets.eventId, eventIds),
            sql`(${sportsMarkets.suspended} OR ${sportsMarkets.eventId} IN (SELECT id FROM sports_events WHERE suspended AND id IN (${sql.join(
              eventIds.map((id) => sql`${id}`),
              sql`, `,
            )})))`,
          ),
        );
      return new Set(rows.map((row) => row.id));
    },

    /**
     * Holds or releases; the markets' status follows in the same transaction (bets are refused at once).
     * A market released stays suspended while its event is held, and an event released leaves the
     * markets held on their own suspended.
     */
    async suspend({ eventId, marketId, suspended, reason }: OperatorSportsSuspend, audit: AuditWrite): Promise<MarketChange[]> {
      return db.transaction(async (tx) => {
        const [event] = await tx.select().from(sportsEvents).where(eq(sportsEvents.id, eventId)).for('update');
        if (!event) throw new HttpError(404, EVENT_NOT_FOUND);
        if (event.status !== 'prematch' && event.status !== 'live') throw new HttpError(400, EVENT_OVER);
        const markets = await tx.select().from(sportsMarkets).where(eq(sportsMarkets.eventId, eventId)).for('update');
        const market = marketId === undefined ? undefined : markets.find((row) => row.id === marketId);
        if (marketId !== undefined && !market) throw new HttpError(404, MARKET_NOT_FOUND);
        if (market && market.status !== 'open' && market.status !== 'suspended') throw new HttpError(400, MARKET_OVER);

        const eventHeld = market ? event.suspended : suspended;
        const heldOf = (row: typeof market & object) => eventHeld || (row.id === marketId ? suspended : row.suspended);
        const targets = markets.filter((row) => (market ? row.id === market.id : true) && (row.status === 'open' || row.status === 'suspended'));
        // released: open now; the feed's next step suspends it again if play calls for it
        const changed = targets
          .map((row): MarketChange => ({ id: row.id, eventId, status: heldOf(row) ? 'suspended' : 'open' }))
          .filter((change) => change.status !== markets.find((row) => row.id === change.id)!.status);

        if (market) await tx.update(sportsMarkets).set({ suspended }).where(eq(sportsMarkets.id, market.id));
        else await tx.update(sportsEvents).set({ suspended }).where(eq(sportsEvents.id, eventId));
        for (const status of ['open', 'suspended'] as const) {
          const ids = changed.filter((change) => change.status === status).map((change) => change.id);
          if (ids.length > 0) await tx.update(sportsMarkets).set({ status }).where(inArray(sportsMarkets.id, ids));
        }
        await audit(tx, {
          before: { suspended: market ? market.suspended : event.suspended },
          after: { suspended, reason, markets: changed.map(({ id, status }) => ({ id, status })) },
        });
        return changed;
      });
    },
  };
}
