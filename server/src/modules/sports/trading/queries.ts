// The trading desk's reads: events with the liability of their open bets, an event's markets with the
// margin in force and the liability per selection, and the bet search. Liability of a selection: the
// sum of the potential payouts of the open bets that back it (an accumulator counts on each of its legs).
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { OperatorSportsBet, OperatorSportsBetsQuery, OperatorSportsEvent, OperatorSportsEventDetail, OperatorSportsEventsQuery } from '@arena/contracts';
import type { Db } from '../../../db/client';
import { escapeLike } from '../../../db/like';
import type { Locale } from '../../../i18n/translations';
import { users } from '../../auth/plugin';
import { sportsBetLegs, sportsBets } from '../bets/schema';
import { marketName, selectionName } from '../catalogue/names';
import { sportsCompetitions, sportsEvents, sportsMargins, sportsMarkets, sportsSelections } from '../catalogue/schema';

const DEFAULT_TAKE = 50;
const NO_EXPOSURE = { openBets: 0, stake: 0, liability: 0 };
type Exposure = typeof NO_EXPOSURE;

export function createTradingQueries(db: Db, defaultBp: number) {
  /** per selection of these events, what the open bets backing it stake and would pay */
  async function exposureOf(eventIds: number[]): Promise<Map<number, Exposure & { eventId: number }>> {
    if (eventIds.length === 0) return new Map();
    const rows = await db
      .select({
        selectionId: sportsBetLegs.selectionId,
        eventId: sportsBetLegs.eventId,
        openBets: sql<number>`count(*)`.mapWith(Number),
        stake: sql<number>`coalesce(sum(${sportsBets.stake}), 0)`.mapWith(Number),
        liability: sql<number>`coalesce(sum(${sportsBets.potentialPayout}), 0)`.mapWith(Number),
      })
      .from(sportsBetLegs)
      .innerJoin(sportsBets, eq(sportsBets.id, sportsBetLegs.betId))
      .where(and(inArray(sportsBetLegs.eventId, eventIds), eq(sportsBets.status, 'open')))
      .groupBy(sportsBetLegs.selectionId, sportsBetLegs.eventId);
    return new Map(rows.map(({ selectionId, ...rest }) => [selectionId, rest]));
  }

  /** an event's figures: its worst selection's */
  function worstOf(eventId: number, exposure: Map<number, Exposure & { eventId: number }>): Exposure {
    const worst = [...exposure.values()]
      .filter((row) => row.eventId === eventId)
      .reduce((top, row) => (row.liability > top.liability ? row : top), NO_EXPOSURE);
    return { openBets: worst.openBets, stake: worst.stake, liability: worst.liability };
  }

  const eventColumns = {
    id: sportsEvents.id,
    sportId: sportsEvents.sportId,
    competitionId: sportsEvents.competitionId,
    competition: sportsCompetitions.name,
    home: sportsEvents.home,
    away: sportsEvents.away,
    startsAt: sportsEvents.startsAt,
    status: sportsEvents.status,
    score: sportsEvents.score,
    suspended: sportsEvents.suspended,
    marketCount: sql<number>`(SELECT count(*) FROM sports_markets m WHERE m.event_id = ${sportsEvents.id})`.mapWith(Number),
  };
  const selectEvents = () => db.select(eventColumns).from(sportsEvents).innerJoin(sportsCompetitions, eq(sportsCompetitions.id, sportsEvents.competitionId));
  type EventRow = Awaited<ReturnType<typeof selectEvents>>[number];

  const eventOf = (row: EventRow & Exposure): OperatorSportsEvent => ({ ...row, startsAt: row.startsAt.toISOString() });

  async function events(query: OperatorSportsEventsQuery): Promise<OperatorSportsEvent[]> {
    const filters: SQL[] = [];
    if (query.sportId) filters.push(eq(sportsEvents.sportId, query.sportId));
    if (query.competitionId) filters.push(eq(sportsEvents.competitionId, query.competitionId));
    if (query.status) filters.push(eq(sportsEvents.status, query.status));
    if (query.q) {
      const pattern = `%${escapeLike(query.q)}%`;
      filters.push(or(ilike(sportsEvents.home, pattern), ilike(sportsEvents.away, pattern), ilike(sportsCompetitions.name, pattern))!);
    }
    // ended and cancelled: the latest first; the others as the players see them, soonest first
    const newestFirst = query.status === 'ended' || query.status === 'cancelled';
    const rows = await selectEvents()
      .where(and(...filters))
      .orderBy(newestFirst ? desc(sportsEvents.startsAt) : asc(sportsEvents.startsAt), asc(sportsEvents.id))
      .limit(query.take ?? DEFAULT_TAKE);
    const exposure = await exposureOf(rows.map((row) => row.id));
    return rows.map((row) => eventOf({ ...row, ...worstOf(row.id, exposure) }));
  }

  async function event(id: number, locale: Locale): Promise<OperatorSportsEventDetail | null> {
    const [row] = await selectEvents().where(eq(sportsEvents.id, id));
    if (!row) return null;
    const [markets, selections, margins, exposure] = await Promise.all([
      db.select().from(sportsMarkets).where(eq(sportsMarkets.eventId, id)).orderBy(asc(sportsMarkets.sort)),
      db.select().from(sportsSelections).where(eq(sportsSelections.eventId, id)).orderBy(asc(sportsSelections.sort)),
      db.select().from(sportsMargins).where(eq(sportsMargins.sportId, row.sportId)),
      exposureOf([id]),
    ]);
    const marginOf = (type: string) => margins.find((m) => m.marketType === type)?.marginBp ?? margins.find((m) => m.marketType === '*')?.marginBp ?? defaultBp;
    return {
      event: eventOf({ ...row, ...worstOf(id, exposure) }),
      markets: markets.map((market) => ({
        id: market.id,
        type: market.type,
        line: market.line,
        name: marketName(locale, market.type, market.line),
        status: market.status,
        suspended: market.suspended,
        marginBp: marginOf(market.type),
        selections: selections
          .filter((selection) => selection.marketId === market.id)
          .map((selection) => {
            const { openBets, stake, liability } = exposure.get(selection.id) ?? NO_EXPOSURE;
            return {
              id: selection.id,
              outcome: selection.outcome,
              name: selectionName(locale, market.type, market.line, selection.outcome, row),
              price: selection.price,
              fairPrice: selection.fairPrice,
              result: selection.result,
              openBets,
              stake,
              liability,
            };
          }),
      })),
    };
  }

  async function bets(query: OperatorSportsBetsQuery): Promise<OperatorSportsBet[]> {
    const filters: SQL[] = [];
    if (query.player) {
      const player = query.player.trim();
      filters.push(or(eq(sql`lower(${users.username})`, player.toLowerCase()), eq(users.usercode, player.toUpperCase()))!);
    }
    if (query.eventId) filters.push(sql`${sportsBets.id} IN (SELECT bet_id FROM sports_bet_legs WHERE event_id = ${query.eventId})`);
    if (query.status) filters.push(eq(sportsBets.status, query.status));
    if (query.from) filters.push(gte(sportsBets.placedAt, new Date(query.from)));
    if (query.to) filters.push(lt(sportsBets.placedAt, new Date(query.to)));
    const rows = await db
      .select({ bet: sportsBets, username: users.username })
      .from(sportsBets)
      .innerJoin(users, eq(users.id, sportsBets.userId))
      .where(and(...filters))
      .orderBy(desc(sportsBets.id))
      .limit(query.take ?? DEFAULT_TAKE);
    const legs =
      rows.length === 0
        ? []
        : await db
            .select()
            .from(sportsBetLegs)
            .where(
              inArray(
                sportsBetLegs.betId,
                rows.map((row) => row.bet.id),
              ),
            )
            .orderBy(asc(sportsBetLegs.betId), asc(sportsBetLegs.position));
    return rows.map(({ bet, username }) => ({
      id: bet.id,
      userId: bet.userId,
      username,
      type: bet.type,
      status: bet.status,
      placedStake: bet.placedStake,
      stake: bet.stake,
      price: bet.price,
      potentialPayout: bet.potentialPayout,
      settledPayout: bet.settledPayout,
      cashedOut: bet.cashedOut,
      placedAt: bet.placedAt.toISOString(),
      settledAt: bet.settledAt?.toISOString() ?? null,
      legs: legs
        .filter((leg) => leg.betId === bet.id)
        .map(({ eventId, eventName, marketName: market, selectionName: selection, price, result }) => ({
          eventId,
          eventName,
          marketName: market,
          selectionName: selection,
          price,
          result,
        })),
    }));
  }

  return { events, event, bets };
}

export type TradingQueries = ReturnType<typeof createTradingQueries>;
