// The catalogue side of the book: the feed's fixtures written into our tables, their live state stepped
// from the feed (scores, suspensions, prices with the margin), markets settled when an event ends (or is
// called off), when a trader enters the result the feed never gave, and again when an operator corrects
// a result, and every change batched to the rooms (an operator's change is sent at once).
//
// One instance drives the feed: it holds a lease row (sports_feed_lease) it renews every step; another
// instance takes over when the lease lapses. Every instance reads the same feed (the simulator from the
// database's one secret seed, feed-seed.ts): the one that takes over plays the matches on, and any one
// reprices a margin change from it. With config.drive false nothing runs by itself: a test
// steps the feed with advance(ms) (see feedControl).
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  SPORTS_ROOM_COMMAND,
  SPORTS_ROOMS,
  type EventStatus,
  type LiveScore,
  type MarketStatus,
  type MarketType,
  type OperatorSportsResult,
  type SelectionResult,
  type SportId,
  type SportsUpdate,
} from '@arena/contracts';
import type { Clock } from '../../../clock';
import type { SportsConfig } from '../../../config';
import type { Db } from '../../../db/client';
import type { Locale } from '../../../i18n/translations';
import { HttpError } from '../../../http/errors';
import type { RoomsService } from '../../realtime/plugin';
import type { AuditWrite, SelectionState, SportsCatalogue, SportsTrading } from '../book';
import { createFeedSimulator, marketResults, NO_FEED, RACE_RULES, type FeedAdapter, type FeedEventState, type FeedFixture, type FinalScore } from '../feed';
import { feedSeedOf } from './feed-seed';
import { eventName, marketName, selectionName } from './names';
import { offTheBoard, priceMarket } from './pricing';
import { createPublisher } from './publisher';
import { sportsCompetitions, sportsEvents, sportsFeedLease, sportsMarkets, sportsSelections } from './schema';
import { createTradingDesk, EVENT_NOT_FOUND } from './trading';

export { EVENT_NOT_FOUND } from './trading';
export const EVENT_NOT_ENDED = 'Only the result of an ended event can be corrected.';
export const PERIODS_DO_NOT_ADD_UP = 'The periods do not add up to the result.';
export const EVENT_HAS_RESULT = 'This event already has its result: correct it instead.';
export const EVENT_NOT_STARTED = 'A result can be entered only once the event has started.';
export const PERIODS_NEEDED = 'Give the score of every set or map, one by one.';
export const PERIOD_LEVEL = 'A set or map cannot end level.';
export const NOT_A_FINAL = "This score is not a final result in this sport's format.";
export const NO_WINNER = 'This event cannot end in a draw: its winner market needs a winner.';
export const TOO_MANY_HALVES = 'A football result has at most two halves.';

/** fixtures are written this far ahead (a stepped feed: less, so every test's app starts quickly), and at the first start this far back (matches still on) */
const LOOKAHEAD_MS = 24 * 3_600_000;
const STEPPED_LOOKAHEAD_MS = 6 * 3_600_000;
const LOOKBACK_MS = 3 * 3_600_000;
/** events starting within this are stepped (a call-off is announced before the start) */
const WATCH_AHEAD_MS = 45 * 60_000;
const STEP_MS = 1_000;
const LEASE_MS = 5_000;
const LEASE = 'feed';
/** rows per INSERT */
const CHUNK = 500;
/** what is neither settled nor over */
const OPEN_EVENT: EventStatus[] = ['prematch', 'live'];
const OPEN_MARKET: MarketStatus[] = ['open', 'suspended'];

export interface CatalogueDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  config: SportsConfig;
  rooms: RoomsService;
  /** the odds feed; when left out, our simulator on a demo site (simulatedFeed), none otherwise */
  feed?: FeedAdapter;
}

/** How a test drives the feed when config.drive is false. */
export interface FeedControl {
  /** moves the feed's time `ms` forward (beyond the app's clock) and steps it once */
  advance(ms: number): Promise<void>;
  /** the feed's time: the app's clock plus what advance() added */
  now(): number;
}

export type DrivableCatalogue = SportsCatalogue & SportsTrading & FeedControl;

/** the feed control of the app's catalogue (tests) */
export function feedControl(catalogue: SportsCatalogue): FeedControl {
  if (!('advance' in catalogue)) throw new Error('this catalogue has no feed control');
  return catalogue as DrivableCatalogue;
}

interface TrackedSelection {
  id: number;
  outcome: string;
  price: number;
  fairPrice: number;
  push: number;
}
interface TrackedMarket {
  id: number;
  type: MarketType;
  line: number | null;
  main: boolean;
  status: MarketStatus;
  selections: TrackedSelection[];
}
interface TrackedEvent {
  id: number;
  ref: string;
  sportId: SportId;
  status: EventStatus;
  score: LiveScore | null;
  markets: TrackedMarket[];
}

/** what one step writes, in one transaction */
interface Writes {
  events: { id: number; status: EventStatus; score: LiveScore | null; ended: boolean }[];
  marketStatus: { id: number; status: MarketStatus }[];
  prices: TrackedSelection[];
  settled: { id: number; status: MarketStatus }[];
  results: { id: number; result: SelectionResult }[];
}

/** a selection's new prices, where it belongs, and whether the price shown moved (not the fair price alone) */
type Repriced = TrackedSelection & { marketId: number; eventId: number; shown: boolean };
/** what a margin change moved: prices, and the open markets the new margin cannot be kept on, suspended */
interface Repricing {
  moved: Repriced[];
  suspended: { id: number; eventId: number; status: MarketStatus }[];
}

const values = (rows: SQL[]) => sql.join(rows, sql`, `);

const marketStatusOf = (state: FeedEventState, probabilities: readonly number[], marginBp: number): MarketStatus =>
  state.suspended || offTheBoard(probabilities, marginBp) ? 'suspended' : 'open';

/** our simulator with the feed's seed on a demo site; no feed on a site that is no demo, nor when the seed has no key to be sealed under */
async function simulatedFeed(db: Db, config: SportsConfig, log: FastifyBaseLogger): Promise<FeedAdapter> {
  if (!config.simulatedFeed) return NO_FEED;
  const seed = await feedSeedOf(db, config);
  if (seed === null) {
    log.error('ORIGINALS_CHAIN_KEY is not set: the simulated sports feed does not run (its secret seed is kept sealed under that key)');
    return NO_FEED;
  }
  return createFeedSimulator({ seed, matchSpeed: config.matchSpeed });
}

export async function createSportsCatalogue(deps: CatalogueDeps): Promise<DrivableCatalogue> {
  const { db, clock, log, config, rooms } = deps;
  const feed = deps.feed ?? (await simulatedFeed(db, config, log));
  const holder = randomUUID();
  const settledListeners: ((marketIds: number[]) => void)[] = [];
  const changedListeners: ((update: SportsUpdate) => void)[] = [];
  const publisher = createPublisher(config.publishIntervalMs, (room, update) => rooms.publish(room, SPORTS_ROOM_COMMAND, update));
  const tracked = new Map<number, TrackedEvent>();
  const competitionIds = new Map<string, number>();
  /** fixtures starting before this are written */
  let horizon: number | null = null;
  let advanced = 0;
  const lookahead = config.drive ? LOOKAHEAD_MS : STEPPED_LOOKAHEAD_MS;
  const now = () => clock.now() + advanced;
  const desk = createTradingDesk(db, config.marginBp);
  /** the markets an operator holds (on their own or by their event), as of the last step */
  let held = new Set<number>();

  // ---- writing fixtures -------------------------------------------------------------------------

  async function competitionsOf(fixtures: FeedFixture[]): Promise<void> {
    const missing = new Map(fixtures.filter((f) => !competitionIds.has(f.competition.ref)).map((f) => [f.competition.ref, f.competition]));
    if (missing.size === 0) return;
    await db
      .insert(sportsCompetitions)
      .values([...missing.values()].map(({ ref, sportId, name, country, sort }) => ({ feedRef: ref, sportId, name, country, sort })))
      .onConflictDoNothing({ target: sportsCompetitions.feedRef });
    const rows = await db
      .select({ id: sportsCompetitions.id, ref: sportsCompetitions.feedRef })
      .from(sportsCompetitions)
      .where(inArray(sportsCompetitions.feedRef, [...missing.keys()]));
    for (const row of rows) competitionIds.set(row.ref, row.id);
  }

  /** writes the fixtures not yet in the book that are neither over nor called off at `at` */
  async function writeFixtures(fixtures: FeedFixture[], at: number): Promise<void> {
    const offered = fixtures
      .map((fixture) => ({ fixture, state: feed.state(fixture.ref, at) }))
      .filter((entry): entry is { fixture: FeedFixture; state: FeedEventState } => entry.state?.status === 'prematch' || entry.state?.status === 'live');
    if (offered.length === 0) return;
    await competitionsOf(offered.map((entry) => entry.fixture));
    await db.transaction(async (tx) => {
      for (let i = 0; i < offered.length; i += CHUNK) {
        const chunk = offered.slice(i, i + CHUNK);
        const events = await tx
          .insert(sportsEvents)
          .values(
            chunk.map(({ fixture, state }) => ({
              sportId: fixture.sportId,
              competitionId: competitionIds.get(fixture.competition.ref)!,
              feedRef: fixture.ref,
              home: fixture.home,
              away: fixture.away,
              startsAt: new Date(fixture.startsAt),
              status: state.status,
              score: state.score,
            })),
          )
          .onConflictDoNothing({ target: sportsEvents.feedRef })
          .returning({ id: sportsEvents.id, ref: sportsEvents.feedRef });
        const byRef = new Map(chunk.map((entry) => [entry.fixture.ref, entry]));
        const markets = events.flatMap(({ id, ref }) => byRef.get(ref)!.fixture.markets.map((offer, sort) => ({ eventId: id, ref, sort, offer })));
        const marketRows: { id: number; eventId: number; sort: number }[] = [];
        for (let j = 0; j < markets.length; j += CHUNK) {
          marketRows.push(
            ...(await tx
              .insert(sportsMarkets)
              .values(
                markets.slice(j, j + CHUNK).map(({ eventId, ref, sort, offer }) => {
                  const { fixture, state } = byRef.get(ref)!;
                  const status = marketStatusOf(state, state.probabilities[sort], desk.marginOf(fixture.sportId, offer.type));
                  return { eventId, type: offer.type, line: offer.line, main: sort === 0, status, settlementVersion: 0, sort };
                }),
              )
              .returning({ id: sportsMarkets.id, eventId: sportsMarkets.eventId, sort: sportsMarkets.sort })),
          );
        }
        const refOf = new Map(events.map((event) => [event.id, event.ref]));
        const selections = marketRows.flatMap(({ id, eventId, sort }) => {
          const { fixture, state } = byRef.get(refOf.get(eventId)!)!;
          const prices = priceMarket(state.probabilities[sort], desk.marginOf(fixture.sportId, fixture.markets[sort].type), state.pushes?.[sort]);
          return fixture.markets[sort].outcomes.map((outcome, k) => ({ marketId: id, eventId, outcome, ...prices[k], sort: k }));
        });
        for (let j = 0; j < selections.length; j += CHUNK) await tx.insert(sportsSelections).values(selections.slice(j, j + CHUNK));
      }
    });
  }

  /** keeps the book `lookahead` ahead of `at` */
  async function topUp(at: number): Promise<void> {
    if (horizon === null) {
      const [latest] = await db
        .select({ ref: sportsEvents.feedRef, startsAt: sportsEvents.startsAt })
        .from(sportsEvents)
        .orderBy(desc(sportsEvents.startsAt))
        .limit(1);
      // an event this feed does not know (another seed's) holds none of its fixtures back
      horizon = Math.max(at - LOOKBACK_MS, latest && feed.state(latest.ref, at) ? latest.startsAt.getTime() + 1 : -Infinity);
    }
    const until = at + lookahead;
    if (horizon >= until) return;
    await writeFixtures(feed.fixtures(horizon, until), at);
    horizon = until;
  }

  // ---- stepping events ----------------------------------------------------------------------------

  /** the events starting soon or on: loaded once, then kept in memory until they end */
  async function track(at: number): Promise<void> {
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
  function stepEvent(event: TrackedEvent, state: FeedEventState, writes: Writes, update: SportsUpdate, released: ReadonlySet<number>): number[] {
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

  /** a market's results from the final score (null: the event was called off, every stake returned) */
  function settleMarket(eventId: number, market: TrackedMarket, final: FinalScore | null, writes: Writes, update: SportsUpdate): number {
    const outcomes = market.selections.map((selection) => selection.outcome);
    const results: SelectionResult[] = final ? marketResults(market.type, market.line, outcomes, final) : outcomes.map(() => 'void');
    const status: MarketStatus = final ? 'settled' : 'void';
    market.status = status;
    writes.settled.push({ id: market.id, status });
    market.selections.forEach((selection, k) => writes.results.push({ id: selection.id, result: results[k] }));
    update.markets.push({ id: market.id, eventId, status });
    return market.id;
  }

  async function writePrices(tx: Db, prices: readonly TrackedSelection[]): Promise<void> {
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
   * that read it before; a later result goes through correctResult.
   */
  async function write(writes: Writes, tx: Db): Promise<void> {
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

  /** hands a batch of changes to the rooms (every live event's score and main market; each event's everything) and the listeners */
  function publish(update: SportsUpdate): void {
    if (update.events.length + update.markets.length + update.selections.length === 0) return;
    const mainMarkets = new Set<number>();
    const liveEvents = new Set<number>();
    for (const event of tracked.values()) {
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

  const notifySettled = (marketIds: number[]) => {
    if (marketIds.length === 0) return;
    for (const listener of settledListeners) listener(marketIds);
  };

  async function step(at: number): Promise<void> {
    await desk.loadMargins();
    await topUp(at);
    await track(at);
    await untrackSettled();
    const before = held;
    held = await desk.heldMarkets([...tracked.keys()]);
    const released = new Set([...before].filter((id) => !held.has(id)));
    const writes: Writes = { events: [], marketStatus: [], prices: [], settled: [], results: [] };
    const update: SportsUpdate = { events: [], markets: [], selections: [] };
    const settled: number[] = [];
    for (const event of [...tracked.values()]) {
      const state = feed.state(event.ref, at);
      if (state) settled.push(...stepEvent(event, state, writes, update, released));
    }
    await db.transaction((tx) => write(writes, tx));
    publish(update);
    notifySettled(settled);
  }

  /** forgets the events a trader settled (on any instance): the feed no longer steps them */
  async function untrackSettled(): Promise<void> {
    if (tracked.size === 0) return;
    const over = await db
      .select({ id: sportsEvents.id })
      .from(sportsEvents)
      .where(and(inArray(sportsEvents.id, [...tracked.keys()]), notInArray(sportsEvents.status, OPEN_EVENT)));
    for (const { id } of over) tracked.delete(id);
  }

  /** sends what an operator changed at once, not at the next flush of the feed's rhythm */
  async function publishNow(update: SportsUpdate): Promise<void> {
    publish(update);
    await publisher.flush(now(), { atOnce: true });
  }

  // ---- results: a trader's first one, and corrections ------------------------------------------

  /**
   * The result as the final score the markets are settled from, or a 400 for what cannot be one: periods
   * that do not add up; in a sport of sets or maps, a missing or level set or map, or a score its format
   * cannot end on; a draw where a winner market is settled; more than two halves of football.
   */
  function finalOf(sportId: SportId, types: readonly MarketType[], { home, away, periods }: OperatorSportsResult): FinalScore {
    const race = sportId === 'football' || sportId === 'basketball' ? null : RACE_RULES[sportId];
    if (race) {
      if (periods.length === 0) throw new HttpError(400, PERIODS_NEEDED);
      if (periods.some(([h, a]) => h === a)) throw new HttpError(400, PERIOD_LEVEL);
      if (Math.max(home, away) !== race.periodsToWin || Math.min(home, away) >= race.periodsToWin) throw new HttpError(400, NOT_A_FINAL);
    }
    const adds = race
      ? periods.filter(([h, a]) => h > a).length === home && periods.filter(([h, a]) => a > h).length === away
      : periods.reduce((sum, [h]) => sum + h, 0) === home && periods.reduce((sum, [, a]) => sum + a, 0) === away;
    if (periods.length > 0 && !adds) throw new HttpError(400, PERIODS_DO_NOT_ADD_UP);
    if (home === away && types.includes('match-winner')) throw new HttpError(400, NO_WINNER);
    if (sportId === 'football' && periods.length > 2) throw new HttpError(400, TOO_MANY_HALVES);
    return { home, away, periods: periods.map(([h, a]): [number, number] => [h, a]) };
  }

  /**
   * A trader's result for an event the feed never settled (an abandoned feed): the event ends and its
   * open markets are settled from it as the feed's end would settle them, in one transaction with the
   * audit entry; the bets follow through onSettled, the feed's own path. The event locked: a second call
   * finds it ended and is refused, so a result entered twice is paid once.
   */
  async function enterResult(input: OperatorSportsResult, audit: AuditWrite): Promise<number[]> {
    const at = now();
    const update: SportsUpdate = { events: [], markets: [], selections: [] };
    const settled = await db.transaction(async (tx) => {
      const [event] = await tx.select().from(sportsEvents).where(eq(sportsEvents.id, input.eventId)).for('update');
      if (!event) throw new HttpError(404, EVENT_NOT_FOUND);
      if (!OPEN_EVENT.includes(event.status)) throw new HttpError(400, EVENT_HAS_RESULT);
      const markets = await tx
        .select()
        .from(sportsMarkets)
        .where(and(eq(sportsMarkets.eventId, event.id), inArray(sportsMarkets.status, OPEN_MARKET)))
        .orderBy(asc(sportsMarkets.sort));
      const final = finalOf(
        event.sportId,
        markets.map((market) => market.type),
        input,
      );
      if (event.startsAt.getTime() > at) throw new HttpError(400, EVENT_NOT_STARTED);
      const selections = await tx.select().from(sportsSelections).where(eq(sportsSelections.eventId, event.id)).orderBy(asc(sportsSelections.sort));
      const score: LiveScore = { ...final, period: 'FT', clockSeconds: event.score?.clockSeconds ?? null, redCards: event.score?.redCards ?? [0, 0] };
      const writes: Writes = { events: [{ id: event.id, status: 'ended', score, ended: true }], marketStatus: [], prices: [], settled: [], results: [] };
      update.events.push({ id: event.id, status: 'ended', score });
      const ids = markets.map((market) =>
        settleMarket(event.id, { ...market, selections: selections.filter((selection) => selection.marketId === market.id) }, final, writes, update),
      );
      await write(writes, tx);
      await audit(tx, { before: { status: event.status, score: event.score }, after: { status: 'ended', score, reason: input.reason, markets: ids } });
      return ids;
    });
    tracked.delete(input.eventId);
    log.info({ eventId: input.eventId, home: input.home, away: input.away, reason: input.reason, markets: settled }, 'sports result entered');
    await publishNow(update);
    notifySettled(settled);
    return settled;
  }

  async function correctResult(input: OperatorSportsResult): Promise<number[]> {
    const [event] = await db.select().from(sportsEvents).where(eq(sportsEvents.id, input.eventId));
    if (!event) throw new HttpError(404, EVENT_NOT_FOUND);
    if (event.status !== 'ended' || !event.score) throw new HttpError(400, EVENT_NOT_ENDED);
    const markets = await db
      .select()
      .from(sportsMarkets)
      .where(and(eq(sportsMarkets.eventId, event.id), eq(sportsMarkets.status, 'settled')));
    const final = finalOf(
      event.sportId,
      markets.map((market) => market.type),
      input,
    );
    const score: LiveScore = { ...event.score, home: final.home, away: final.away, periods: final.periods };
    const selections = await db.select().from(sportsSelections).where(eq(sportsSelections.eventId, event.id)).orderBy(asc(sportsSelections.sort));
    const changed: number[] = [];
    const results: { id: number; result: SelectionResult }[] = [];
    for (const market of markets) {
      const own = selections.filter((selection) => selection.marketId === market.id);
      const next = marketResults(
        market.type,
        market.line,
        own.map((selection) => selection.outcome),
        final,
      );
      if (next.every((result, k) => result === own[k].result)) continue;
      changed.push(market.id);
      own.forEach((selection, k) => results.push({ id: selection.id, result: next[k] }));
    }
    await db.transaction(async (tx) => {
      await tx.update(sportsEvents).set({ score }).where(eq(sportsEvents.id, event.id));
      if (changed.length === 0) return;
      await tx
        .update(sportsMarkets)
        .set({ settlementVersion: sql`${sportsMarkets.settlementVersion} + 1` })
        .where(inArray(sportsMarkets.id, changed));
      await tx.execute(
        sql`UPDATE sports_selections AS s SET result = v.result FROM (VALUES ${values(
          results.map(({ id, result }) => sql`(${id}::int, ${result}::text)`),
        )}) AS v(id, result) WHERE s.id = v.id`,
      );
    });
    log.info({ eventId: event.id, home: input.home, away: input.away, reason: input.reason, markets: changed }, 'sports result corrected');
    publish({ events: [{ id: event.id, status: event.status, score }], markets: [], selections: [] });
    notifySettled(changed);
    return changed;
  }

  // ---- margins ------------------------------------------------------------------------------------

  /**
   * The sport's open markets priced again as the step prices them (priceMarket on the feed's
   * probabilities at `at`, with the margins just loaded), in the margin change's transaction; what moved.
   * An open market the new margin cannot be kept on is suspended at once, as the step would (the step
   * reopens one a lower margin makes tradable again).
   */
  async function reprice(tx: Db, sportId: SportId, at: number): Promise<Repricing> {
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

  // ---- quotes ---------------------------------------------------------------------------------------

  async function quote(selectionIds: readonly number[], locale: Locale, tx: Db = db): Promise<SelectionState[]> {
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

  // ---- driving --------------------------------------------------------------------------------------

  /** takes or renews the feed's lease: true while this instance drives the feed */
  async function holdLease(): Promise<boolean> {
    const held = await db
      .insert(sportsFeedLease)
      .values({ name: LEASE, holder, expiresAt: new Date(clock.now() + LEASE_MS) })
      .onConflictDoUpdate({
        target: sportsFeedLease.name,
        set: { holder, expiresAt: new Date(clock.now() + LEASE_MS) },
        where: or(eq(sportsFeedLease.holder, holder), lt(sportsFeedLease.expiresAt, new Date(clock.now()))),
      })
      .returning();
    return held.length > 0;
  }

  let stopped = true;
  let holding = false;
  let stepTimer: NodeJS.Timeout | null = null;
  let flushTimer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  function drive(): void {
    running = (async () => {
      try {
        const holds = await holdLease();
        // taken over: what another instance stepped is read again
        if (holds && !holding) {
          tracked.clear();
          horizon = null;
        }
        holding = holds;
        if (holds) await step(now());
      } catch (error) {
        log.error({ err: error }, 'sports feed step failed');
      }
      if (!stopped) stepTimer = setTimeout(drive, STEP_MS);
    })();
  }

  return {
    quote,
    onSettled: (listener) => settledListeners.push(listener),
    onChanged: (listener) => changedListeners.push(listener),
    correctResult,

    async suspend(input, audit) {
      const changed = await desk.suspend(input, audit);
      // this instance's view follows at once (another instance driving the feed reads the hold at its next step)
      for (const { id, eventId, status } of changed) {
        const market = tracked.get(eventId)?.markets.find((m) => m.id === id);
        if (market) market.status = status;
        if (status === 'suspended') held.add(id);
        else held.delete(id);
      }
      await publishNow({ events: [], markets: changed, selections: [] });
      return changed.map((market) => market.id);
    },

    async setMargin(input, audit) {
      const at = now();
      const { moved, suspended } = await desk.setMargin(input, new Date(at), audit, (tx) => reprice(tx, input.sportId, at));
      // this instance's view follows (another instance driving the feed prices with the margin at its next step)
      for (const { id, eventId } of suspended) {
        const market = tracked.get(eventId)?.markets.find((one) => one.id === id);
        if (market) market.status = 'suspended';
      }
      for (const { id, marketId, eventId, price, fairPrice, push } of moved) {
        const selection = tracked
          .get(eventId)
          ?.markets.find((market) => market.id === marketId)
          ?.selections.find((one) => one.id === id);
        if (selection) Object.assign(selection, { price, fairPrice, push });
      }
      const shown = moved.filter((selection) => selection.shown);
      await publishNow({ events: [], markets: suspended, selections: shown.map(({ id, marketId, eventId, price }) => ({ id, marketId, eventId, price })) });
    },

    enterResult,

    margins: () => desk.margins(),

    async start() {
      stopped = false;
      if (!config.drive) {
        await step(now());
        return;
      }
      drive();
      flushTimer = setInterval(() => {
        publisher.flush(now()).catch((error: unknown) => log.warn({ err: error }, 'sports updates not published'));
      }, config.publishIntervalMs);
    },

    async stop() {
      stopped = true;
      if (stepTimer) clearTimeout(stepTimer);
      if (flushTimer) clearInterval(flushTimer);
      await running;
      if (holding) await db.delete(sportsFeedLease).where(and(eq(sportsFeedLease.name, LEASE), eq(sportsFeedLease.holder, holder)));
      holding = false;
    },

    async advance(ms) {
      advanced += ms;
      await step(now());
      await publisher.flush(now());
    },
    now,
  };
}
