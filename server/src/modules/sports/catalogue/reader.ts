// The catalogue as the read API serves it: lean queries (events by the open-events indexes, the main
// markets only for the lists), named in the request's language.
import { and, asc, count, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  ESPORT_IDS,
  SPORT_HIGHLIGHTS,
  type Competition,
  type Market,
  type Sport,
  type SportEvent,
  type SportEventDetail,
  type SportEventsQuery,
  type SportEventsReply,
  type SportHighlights,
} from '@arena/contracts';
import type { Db } from '../../../db/client';
import type { Locale } from '../../../i18n/translations';
import { competitionName, marketName, selectionName, sportName, type Teams } from './names';
import { sports, sportsCompetitions, sportsEvents, sportsMarkets, sportsSelections } from './schema';

const DEFAULT_TAKE = 50;
const OPEN = sql`${sportsEvents.status} IN ('prematch', 'live')`;
const NOT_ESPORT = notInArray(sportsEvents.sportId, [...ESPORT_IDS]);

type EventRow = typeof sportsEvents.$inferSelect & { competitionName: string };
type MarketRow = typeof sportsMarkets.$inferSelect;

export function createCatalogueReader(db: Db) {
  async function marketsOf(rows: MarketRow[], teamsOf: (eventId: number) => Teams, locale: Locale): Promise<Market[]> {
    if (rows.length === 0) return [];
    const selections = await db
      .select()
      .from(sportsSelections)
      .where(
        inArray(
          sportsSelections.marketId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(sportsSelections.marketId), asc(sportsSelections.sort));
    const byMarket = new Map<number, (typeof selections)[number][]>();
    for (const selection of selections) byMarket.set(selection.marketId, [...(byMarket.get(selection.marketId) ?? []), selection]);
    return rows.map((row) => ({
      id: row.id,
      eventId: row.eventId,
      type: row.type,
      line: row.line,
      name: marketName(locale, row.type, row.line),
      status: row.status,
      selections: (byMarket.get(row.id) ?? []).map((selection) => ({
        id: selection.id,
        outcome: selection.outcome,
        name: selectionName(locale, row.type, row.line, selection.outcome, teamsOf(row.eventId)),
        price: selection.price,
        result: selection.result,
      })),
    }));
  }

  const eventsSelect = () =>
    db
      .select({
        id: sportsEvents.id,
        sportId: sportsEvents.sportId,
        competitionId: sportsEvents.competitionId,
        feedRef: sportsEvents.feedRef,
        home: sportsEvents.home,
        away: sportsEvents.away,
        startsAt: sportsEvents.startsAt,
        status: sportsEvents.status,
        score: sportsEvents.score,
        endedAt: sportsEvents.endedAt,
        suspended: sportsEvents.suspended,
        competitionName: sportsCompetitions.name,
      })
      .from(sportsEvents)
      .innerJoin(sportsCompetitions, eq(sportsCompetitions.id, sportsEvents.competitionId));

  function eventOf(row: EventRow, locale: Locale, mainMarket: Market | null, marketCount: number): SportEvent {
    return {
      id: row.id,
      sportId: row.sportId,
      competitionId: row.competitionId,
      competitionName: competitionName(locale, row.competitionName),
      home: row.home,
      away: row.away,
      startsAt: row.startsAt.toISOString(),
      status: row.status,
      score: row.score,
      mainMarket,
      marketCount,
    };
  }

  async function marketCounts(eventIds: number[]): Promise<Map<number, number>> {
    if (eventIds.length === 0) return new Map();
    const rows = await db
      .select({ eventId: sportsMarkets.eventId, markets: count() })
      .from(sportsMarkets)
      .where(inArray(sportsMarkets.eventId, eventIds))
      .groupBy(sportsMarkets.eventId);
    return new Map(rows.map((row) => [row.eventId, row.markets]));
  }

  /** the first `take` events matching `filters` by kick-off, each with its main market and market count */
  async function listed(filters: SQL[], take: number, locale: Locale): Promise<SportEvent[]> {
    const rows = await eventsSelect()
      .where(and(...filters))
      .orderBy(asc(sportsEvents.startsAt), asc(sportsEvents.id))
      .limit(take);
    const eventIds = rows.map((row) => row.id);
    const teams = new Map(rows.map((row) => [row.id, { home: row.home, away: row.away }]));
    const [mainRows, counts] = await Promise.all([
      eventIds.length === 0
        ? []
        : db
            .select()
            .from(sportsMarkets)
            .where(and(inArray(sportsMarkets.eventId, eventIds), eq(sportsMarkets.main, true))),
      marketCounts(eventIds),
    ]);
    const mains = new Map((await marketsOf(mainRows, (id) => teams.get(id)!, locale)).map((market) => [market.eventId, market]));
    return rows.map((row) => eventOf(row, locale, mains.get(row.id) ?? null, counts.get(row.id) ?? 0));
  }

  return {
    async sports(locale: Locale): Promise<Sport[]> {
      const counts = await db
        .select({
          sportId: sportsEvents.sportId,
          events: count(),
          live: sql<number>`count(*) FILTER (WHERE ${sportsEvents.status} = 'live')`.mapWith(Number),
        })
        .from(sportsEvents)
        .where(OPEN)
        .groupBy(sportsEvents.sportId);
      const bySport = new Map(counts.map((row) => [row.sportId, row]));
      const rows = await db.select().from(sports).orderBy(asc(sports.sort));
      return rows.map((row) => ({
        id: row.id,
        name: sportName(locale, row.id),
        esport: row.esport,
        eventCount: bySport.get(row.id)?.events ?? 0,
        liveCount: bySport.get(row.id)?.live ?? 0,
      }));
    },

    async events(query: SportEventsQuery, locale: Locale): Promise<SportEventsReply> {
      const filters: SQL[] = [OPEN];
      if (query.sportId !== undefined) filters.push(eq(sportsEvents.sportId, query.sportId));
      if (query.live !== undefined) filters.push(eq(sportsEvents.status, query.live ? 'live' : 'prematch'));
      if (query.esport !== undefined) filters.push(query.esport ? inArray(sportsEvents.sportId, [...ESPORT_IDS]) : NOT_ESPORT);
      const perCompetition = await db
        .select({
          id: sportsCompetitions.id,
          sportId: sportsCompetitions.sportId,
          name: sportsCompetitions.name,
          country: sportsCompetitions.country,
          events: count(),
        })
        .from(sportsEvents)
        .innerJoin(sportsCompetitions, eq(sportsCompetitions.id, sportsEvents.competitionId))
        .where(and(...filters))
        .groupBy(sportsCompetitions.id)
        .orderBy(asc(sportsCompetitions.sort), asc(sportsCompetitions.id));
      const competitions: Competition[] = perCompetition.map((row) => ({
        id: row.id,
        sportId: row.sportId,
        name: competitionName(locale, row.name),
        country: row.country,
        eventCount: row.events,
      }));
      if (query.competitionId !== undefined) filters.push(eq(sportsEvents.competitionId, query.competitionId));
      return { competitions, events: await listed(filters, query.take ?? DEFAULT_TAKE, locale) };
    },

    /** the home page's rail: live events (the earliest started first), then the next kick-offs; e-sports aside */
    async highlights(locale: Locale): Promise<SportHighlights> {
      const [live, [{ liveCount }]] = await Promise.all([
        listed([eq(sportsEvents.status, 'live'), NOT_ESPORT], SPORT_HIGHLIGHTS.live, locale),
        db
          .select({ liveCount: count() })
          .from(sportsEvents)
          .where(and(eq(sportsEvents.status, 'live'), NOT_ESPORT)),
      ]);
      const next = await listed([eq(sportsEvents.status, 'prematch'), NOT_ESPORT], SPORT_HIGHLIGHTS.size - live.length, locale);
      return { events: [...live, ...next], liveCount };
    },

    /** null: no such event */
    async event(id: number, locale: Locale): Promise<SportEventDetail | null> {
      const [row] = await eventsSelect().where(eq(sportsEvents.id, id));
      if (!row) return null;
      const marketRows = await db.select().from(sportsMarkets).where(eq(sportsMarkets.eventId, id)).orderBy(asc(sportsMarkets.sort));
      const markets = await marketsOf(marketRows, () => row, locale);
      const main = markets[marketRows.findIndex((market) => market.main)] ?? null;
      return { event: eventOf(row, locale, main, markets.length), markets };
    },
  };
}

export type CatalogueReader = ReturnType<typeof createCatalogueReader>;
