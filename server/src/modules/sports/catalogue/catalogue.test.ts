// The catalogue in the app: seeded from the simulator at start, the read routes (filters, 404, 400),
// live play stepped by hand to the end and settlement; and with a scripted feed: a margin change
// repriced and sent at once, suspension and re-opening, price moves, a call-off voiding every market,
// and a corrected result re-settling.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  ESPORT_IDS,
  SPORT_HIGHLIGHTS,
  SPORTS_ROOM_COMMAND,
  SPORTS_ROOMS,
  type Sport,
  type SportEvent,
  type SportEventDetail,
  type SportEventsReply,
  type SportHighlights,
  type SportsUpdate,
} from '@arena/contracts';
import { buildApp } from '../../../app';
import { manualClock } from '../../../clock';
import { testConfig } from '../../../testing/test-app';
import type { FeedAdapter, FeedEventState, FeedFixture } from '../feed';
import { overround } from './pricing';
import { sportsMarkets, sportsSelections } from './schema';
import { createSportsCatalogue, feedControl, type DrivableCatalogue } from './service';

const START = Date.parse('2026-11-23T12:00:00Z');
const HOUR = 3_600_000;

describe('sports catalogue', () => {
  const clock = manualClock(START);
  const config = testConfig();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(config, { clock });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const get = async <T>(url: string, locale = 'tr') => {
    const reply = await app.inject({ url: `/api/sports/${url}`, headers: { 'x-locale': locale } });
    return { status: reply.statusCode, body: reply.json<{ success: boolean; message: string; data: T }>() };
  };

  describe('read routes', () => {
    it('lists every sport with its counts, named in the language asked', async () => {
      const { status, body } = await get<Sport[]>('sports');
      expect(status).toBe(200);
      expect(body.data.map((sport) => sport.id)).toEqual(['football', 'basketball', 'tennis', 'volleyball', 'cs2', 'dota2', 'lol', 'valorant']);
      expect(body.data[0]).toMatchObject({ name: 'Futbol', esport: false });
      expect(body.data[0].eventCount).toBeGreaterThan(10);
      expect(body.data.reduce((sum, sport) => sum + sport.liveCount, 0)).toBeGreaterThan(0);
      expect((await get<Sport[]>('sports', 'en')).body.data[0].name).toBe('Football');
    });

    it('lists events by sport, competition, live and e-sport, with competitions and the main market', async () => {
      const football = (await get<SportEventsReply>('events?sportId=football&take=200')).body.data;
      expect(football.events.length).toBeGreaterThan(0);
      expect(football.events.every((event) => event.sportId === 'football')).toBe(true);
      expect(football.competitions.every((competition) => competition.sportId === 'football')).toBe(true);
      const starts = football.events.map((event) => event.startsAt);
      expect([...starts].sort()).toEqual(starts);
      const prematch = football.events.find((event) => event.status === 'prematch')!;
      expect(prematch.mainMarket).toMatchObject({ type: '1x2', name: 'Maç Sonucu', status: 'open' });
      expect(prematch.mainMarket!.selections.map((s) => s.name)).toEqual([prematch.home, 'Beraberlik', prematch.away]);
      expect(prematch.marketCount).toBe(10);

      const competition = football.competitions[0];
      const ofCompetition = (await get<SportEventsReply>(`events?competitionId=${competition.id}&take=200`)).body.data;
      expect(ofCompetition.events).toHaveLength(competition.eventCount);

      const live = (await get<SportEventsReply>('events?live=true')).body.data.events;
      expect(live.length).toBeGreaterThan(0);
      expect(live.every((event) => event.status === 'live' && event.score !== null)).toBe(true);
      const later = (await get<SportEventsReply>('events?live=false&take=5')).body.data.events;
      expect(later).toHaveLength(5);
      expect(later.every((event) => event.status === 'prematch' && event.score === null)).toBe(true);

      const esports = (await get<SportEventsReply>('events?esport=true&take=200')).body.data.events;
      expect(esports.length).toBeGreaterThan(0);
      expect(esports.every((event) => (ESPORT_IDS as readonly string[]).includes(event.sportId))).toBe(true);
      const sports = (await get<SportEventsReply>('events?esport=false&take=200')).body.data.events;
      expect(sports.some((event) => (ESPORT_IDS as readonly string[]).includes(event.sportId))).toBe(false);
    });

    it("gives the home page's highlights: the live events first, then the next kick-offs, no e-sports, in the language asked", async () => {
      const { status, body } = await get<SportHighlights>('highlights', 'en');
      expect(status).toBe(200);
      const { events, liveCount } = body.data;
      const allLive = (await get<SportEventsReply>('events?live=true&esport=false&take=200', 'en')).body.data.events;
      expect(liveCount).toBe(allLive.length);
      expect(liveCount).toBeGreaterThan(0);
      const shownLive = Math.min(liveCount, SPORT_HIGHLIGHTS.live);
      expect(events).toHaveLength(SPORT_HIGHLIGHTS.size);
      expect(events.map((event) => event.status)).toEqual([...Array(shownLive).fill('live'), ...Array(SPORT_HIGHLIGHTS.size - shownLive).fill('prematch')]);
      expect(events.slice(0, shownLive)).toEqual(allLive.slice(0, shownLive));
      const nextKickOffs = (await get<SportEventsReply>(`events?live=false&esport=false&take=${SPORT_HIGHLIGHTS.size - shownLive}`, 'en')).body.data.events;
      expect(events.slice(shownLive)).toEqual(nextKickOffs);
      expect(events.some((event) => (ESPORT_IDS as readonly string[]).includes(event.sportId))).toBe(false);
      expect(events.every((event) => event.mainMarket !== null && event.mainMarket.selections.length > 0)).toBe(true);
      expect(events.slice(0, shownLive).every((event) => event.score !== null)).toBe(true);
      const tr = (await get<SportHighlights>('highlights')).body.data.events;
      const nextKickOffsTr = (await get<SportEventsReply>(`events?live=false&esport=false&take=${SPORT_HIGHLIGHTS.size - shownLive}`)).body.data.events;
      expect(tr.slice(shownLive)).toEqual(nextKickOffsTr);
      expect(tr.slice(shownLive)).not.toEqual(nextKickOffs);
    });

    it('answers a bad query with a translated 400', async () => {
      for (const query of ['take=0', 'take=500', 'sportId=golf', 'live=maybe', 'colour=red', 'competitionId=x']) {
        const { status, body } = await get<unknown>(`events?${query}`);
        expect({ query, status, success: body.success }).toEqual({ query, status: 400, success: false });
        expect(body.message).not.toBe('');
      }
    });

    it('gives one event with every market; 404 for an unknown one, 400 for a bad id', async () => {
      const [event] = (await get<SportEventsReply>('events?sportId=football&live=false&take=1')).body.data.events;
      const { status, body } = await get<SportEventDetail>(`event/${event.id}`, 'en');
      expect(status).toBe(200);
      expect(body.data.event.id).toBe(event.id);
      expect(body.data.markets.map((market) => market.type)).toEqual([
        '1x2',
        'double-chance',
        'over-under',
        'over-under',
        'over-under',
        'btts',
        'handicap',
        'handicap',
        'handicap',
        'correct-score',
      ]);
      expect(body.data.markets[3]).toMatchObject({ name: 'Over/Under 2.5', line: 250 });
      expect(body.data.markets[3].selections.map((s) => s.name)).toEqual(['Over 2.5', 'Under 2.5']);
      expect(body.data.event.mainMarket?.id).toBe(body.data.markets[0].id);

      const missing = await get<unknown>('event/999999');
      expect(missing).toEqual({ status: 404, body: { success: false, message: 'Bu karşılaşma bültende yok.' } });
      expect((await get<unknown>('event/abc')).status).toBe(400);
    });

    it('serves the settings from the config', async () => {
      const { body } = await get<unknown>('settings');
      const { mode, minStake, maxStake, maxPayout, maxSelections, liveDelayMs } = config.sports;
      expect(body.data).toEqual({ mode, minStake, maxStake, maxPayout, maxSelections, liveDelayMs });
    });
  });

  describe('live play stepped by hand', () => {
    it('plays a live event to its end, settles its markets, tells the listeners and the rooms', async () => {
      const feed = feedControl(app.sportsCatalogue);
      const settled: number[] = [];
      const changes: SportsUpdate[] = [];
      app.sportsCatalogue.onSettled((ids) => settled.push(...ids));
      app.sportsCatalogue.onChanged((update) => changes.push(update));
      const publish = jest.spyOn(app.rooms, 'publish');

      const [event] = (await get<SportEventsReply>('events?live=true&sportId=football')).body.data.events;
      let now: SportEvent = event;
      // every market the book offers, on any event, at every step: its prices keep the margin's overround
      const short: unknown[] = [];
      let offered = 0;
      for (let step = 0; step < 40 && now.status === 'live'; step += 1) {
        await feed.advance(30_000);
        now = (await get<SportEventDetail>(`event/${event.id}`)).body.data.event;
        const open = await app.db
          .select({ marketId: sportsMarkets.id, price: sportsSelections.price })
          .from(sportsMarkets)
          .innerJoin(sportsSelections, eq(sportsSelections.marketId, sportsMarkets.id))
          .where(eq(sportsMarkets.status, 'open'));
        const prices = new Map<number, number[]>();
        for (const { marketId, price } of open) prices.set(marketId, [...(prices.get(marketId) ?? []), price]);
        offered += prices.size;
        for (const [marketId, own] of prices) if (overround(own) < 1 + config.sports.marginBp / 10_000 - 1e-9) short.push({ step, marketId, own });
      }
      expect(now.status).toBe('ended');
      expect(short).toEqual([]);
      expect(offered).toBeGreaterThan(1_000);
      const detail = (await get<SportEventDetail>(`event/${event.id}`)).body.data;
      expect(detail.markets.every((market) => market.status === 'settled')).toBe(true);
      expect(detail.markets.every((market) => market.selections.every((selection) => selection.result !== null))).toBe(true);
      const marketIds = detail.markets.map((market) => market.id);
      expect(settled).toEqual(expect.arrayContaining(marketIds));

      const [state] = await app.sportsCatalogue.quote([detail.markets[0].selections[0].id], 'tr');
      expect(state).toMatchObject({ eventId: event.id, marketName: 'Maç Sonucu', open: false, live: false, settlementVersion: 1 });
      const { home, away } = detail.event.score!;
      expect(state.result).toBe(home > away ? 'won' : 'lost');

      expect(changes.some((update) => update.events.some((e) => e.id === event.id && e.status === 'ended'))).toBe(true);
      const rooms = publish.mock.calls.map(([room, command]) => [room, command]);
      expect(rooms).toContainEqual([SPORTS_ROOMS.live, SPORTS_ROOM_COMMAND]);
      expect(rooms).toContainEqual([SPORTS_ROOMS.event(event.id), SPORTS_ROOM_COMMAND]);
      // one message per room per step (the steps are further apart than the publish interval)
      const perStep = publish.mock.calls.filter(([room]) => room === SPORTS_ROOMS.event(event.id)).length;
      expect(perStep).toBeLessThanOrEqual(40);
      publish.mockRestore();
    }, 60_000);

    it('keeps fixtures coming so the list never runs dry', async () => {
      const before = (await get<SportEventsReply>('events?live=false&take=200')).body.data.events;
      const last = before[before.length - 1].startsAt;
      await feedControl(app.sportsCatalogue).advance(3 * HOUR);
      const after = (await get<SportEventsReply>('events?live=false&take=200')).body.data.events;
      expect(after.length).toBeGreaterThan(0);
      expect(after[after.length - 1].startsAt > last).toBe(true);
    });
  });

  describe('with a scripted feed', () => {
    const at = START + 20 * HOUR;
    const fixture: FeedFixture = {
      ref: 'scripted-1',
      sportId: 'football',
      competition: { ref: 'tr-super-lig', sportId: 'football', name: 'Süper Lig', country: 'TR', sort: 0 },
      home: 'Galatasaray',
      away: 'Fenerbahçe',
      startsAt: at,
      markets: [
        { type: '1x2', line: null, outcomes: ['home', 'draw', 'away'] },
        { type: 'over-under', line: 250, outcomes: ['over', 'under'] },
        { type: 'btts', line: null, outcomes: ['yes', 'no'] },
        { type: 'handicap', line: -75, outcomes: ['home', 'away'] },
      ],
    };
    const other: FeedFixture = { ...fixture, ref: 'scripted-2', home: 'Beşiktaş', away: 'Trabzonspor' };
    const prematch: FeedEventState = {
      status: 'prematch',
      score: null,
      suspended: false,
      probabilities: [
        [0.5, 0.25, 0.25],
        [0.5, 0.5],
        [0.55, 0.45],
        [0.45, 0.55],
      ],
    };
    const score = (home: number, away: number) => ({
      home,
      away,
      periods: [[home, away] as [number, number]],
      period: '1H',
      clockSeconds: 600,
      redCards: [0, 0] as [number, number],
    });
    const states = new Map<string, FeedEventState>([
      [fixture.ref, prematch],
      [other.ref, prematch],
    ]);
    const feed: FeedAdapter = {
      fixtures: (from, until) => [fixture, other].filter((f) => f.startsAt >= from && f.startsAt < until),
      state: (ref) => states.get(ref) ?? null,
    };
    let catalogue: DrivableCatalogue;
    const sent: [string, SportsUpdate][] = [];
    const settled: number[][] = [];
    let eventId: number;
    let otherId: number;

    const detailOf = async (id: number) => (await get<SportEventDetail>(`event/${id}`, 'en')).body.data;
    const step = () => catalogue.advance(1_000);

    beforeAll(async () => {
      catalogue = await createSportsCatalogue({
        db: app.db,
        clock,
        log: app.log,
        config: config.sports,
        rooms: { publish: async (room, _command, update) => void sent.push([room, update as SportsUpdate]) },
        feed,
      });
      catalogue.onSettled((ids) => settled.push(ids));
      // past the simulator's fixtures already written, so these are written now, and close enough to their start to be stepped
      await catalogue.advance(at - START - HOUR / 2);
      const events = (await get<SportEventsReply>('events?sportId=football&take=200')).body.data.events;
      eventId = events.find((event) => event.home === 'Galatasaray' && event.startsAt === new Date(at).toISOString())!.id;
      otherId = events.find((event) => event.home === 'Beşiktaş' && event.startsAt === new Date(at).toISOString())!.id;
    });

    it('prices the offer with the margin and names it', async () => {
      const detail = await detailOf(eventId);
      expect(detail.markets.map((market) => market.name)).toEqual(['Match Result', 'Over/Under 2.5', 'Both Teams to Score', 'Handicap -0.75']);
      expect(detail.markets[0].selections.map((s) => s.price)).toEqual([188, 377, 377]);
      expect(detail.markets[3].selections.map((s) => s.name)).toEqual(['Galatasaray -0.75', 'Fenerbahçe +0.75']);
      const [quote] = await catalogue.quote([detail.markets[0].selections[1].id], 'tr');
      expect(quote).toMatchObject({ eventName: 'Galatasaray - Fenerbahçe', selectionName: 'Beraberlik', price: 377, fairPrice: 400, open: true, result: null });
    });

    it("reprices the open markets at once when a margin changes, as the feed's step prices them, and sends them without a step", async () => {
      sent.length = 0;
      const noAudit = async () => {};
      await catalogue.setMargin({ sportId: 'football', marketType: null, marginBp: 1_000 }, noAudit);
      const detail = await detailOf(eventId);
      // priceMarket of the feed's probabilities at 10 %: 100 / (0.5 × 1.10) = 181.8 → 181, and so on
      expect(detail.markets.map((market) => market.selections.map((s) => s.price))).toEqual([
        [181, 363, 363],
        [181, 181],
        [165, 202],
        [202, 165],
      ]);
      const room = sent.filter(([name]) => name === SPORTS_ROOMS.event(eventId)).flatMap(([, update]) => update.selections);
      expect(new Map(room.map((s) => [s.id, s.price]))).toEqual(new Map(detail.markets.flatMap((m) => m.selections.map((s) => [s.id, s.price]))));

      await catalogue.setMargin({ sportId: 'football', marketType: null, marginBp: null }, noAudit);
      expect((await detailOf(eventId)).markets[0].selections.map((s) => s.price)).toEqual([188, 377, 377]);
    });

    it('suspends the markets around an incident and reopens them, moving prices as the feed does', async () => {
      states.set(fixture.ref, { ...prematch, status: 'live', score: score(0, 0), suspended: true });
      sent.length = 0;
      await step();
      let detail = await detailOf(eventId);
      expect(detail.event.status).toBe('live');
      expect(detail.markets.every((market) => market.status === 'suspended')).toBe(true);
      const [main] = await catalogue.quote([detail.markets[0].selections[0].id], 'en');
      expect(main).toMatchObject({ open: false, live: true, marketStatus: 'suspended' });
      const live = sent.find(([room]) => room === SPORTS_ROOMS.live)![1];
      expect(live.events).toEqual([{ id: eventId, status: 'live', score: score(0, 0) }]);
      expect(live.markets.map((market) => market.id)).toEqual([detail.markets[0].id]);
      const room = sent.find(([name]) => name === SPORTS_ROOMS.event(eventId))![1];
      expect(room.markets).toHaveLength(4);

      states.set(fixture.ref, {
        ...prematch,
        status: 'live',
        score: score(1, 0),
        suspended: false,
        probabilities: [
          [0.7, 0.2, 0.1],
          [0.6, 0.4],
          [0.5, 0.5],
          [0.6, 0.4],
        ],
      });
      sent.length = 0;
      await step();
      detail = await detailOf(eventId);
      expect(detail.markets.every((market) => market.status === 'open')).toBe(true);
      expect(detail.markets[0].selections.map((s) => s.price)).toEqual([134, 471, 943]);
      const prices = sent.find(([name]) => name === SPORTS_ROOMS.event(eventId))![1].selections;
      expect(prices.find((s) => s.id === detail.markets[0].selections[0].id)?.price).toBe(134);

      // a quarter line's push share is kept beside its fair price: what a cash out values the leg from
      const handicap = detail.markets[3].selections.map((s) => s.id);
      expect((await catalogue.quote(handicap, 'en')).map((q) => q.push)).toEqual([0, 0]);
      const playing = states.get(fixture.ref)!;
      states.set(fixture.ref, {
        ...playing,
        pushes: [
          [0, 0, 0],
          [0, 0],
          [0, 0],
          [0.125, 0.125],
        ],
      });
      await step();
      expect((await catalogue.quote(handicap, 'en')).map((q) => [q.fairPrice, q.push])).toEqual([
        [167, 125_000],
        [250, 125_000],
      ]);

      // a favourite the margin would floor to 1.01 (at 6 %: 100 / (0.95 × 1.06) = 0.99): suspended, not short of the margin
      const mainOf = (probabilities: number[]) => ({ ...playing, probabilities: [probabilities, [0.6, 0.4], [0.5, 0.5], [0.6, 0.4]] });
      states.set(fixture.ref, mainOf([0.95, 0.03, 0.02]));
      await step();
      expect((await detailOf(eventId)).markets.map((market) => market.status)).toEqual(['suspended', 'open', 'open', 'open']);
      // at 0.93 it holds at 6 % (1.01), not at 10 %: raising the margin suspends it at once, without a step
      states.set(fixture.ref, mainOf([0.93, 0.04, 0.03]));
      await step();
      detail = await detailOf(eventId);
      expect(detail.markets[0]).toMatchObject({ status: 'open' });
      expect(detail.markets[0].selections[0].price).toBe(101);
      sent.length = 0;
      await catalogue.setMargin({ sportId: 'football', marketType: null, marginBp: 1_000 }, async () => {});
      expect((await detailOf(eventId)).markets.map((market) => market.status)).toEqual(['suspended', 'open', 'open', 'open']);
      expect(sent.find(([name]) => name === SPORTS_ROOMS.event(eventId))![1].markets).toEqual([{ id: detail.markets[0].id, eventId, status: 'suspended' }]);
      await catalogue.setMargin({ sportId: 'football', marketType: null, marginBp: null }, async () => {});
      await step();
      expect((await detailOf(eventId)).markets[0]).toMatchObject({ status: 'open' });

      // a market as good as decided is suspended, not offered at 1.01
      states.set(fixture.ref, {
        ...states.get(fixture.ref)!,
        probabilities: [
          [0.98, 0.01, 0.01],
          [0.6, 0.4],
          [0.5, 0.5],
          [0.6, 0.4],
        ],
      });
      await step();
      detail = await detailOf(eventId);
      expect(detail.markets.map((market) => market.status)).toEqual(['suspended', 'open', 'open', 'open']);
    });

    it('settles every market from the final score, quarter lines by halves', async () => {
      states.set(fixture.ref, { ...prematch, status: 'ended', score: { ...score(2, 1), period: 'FT' } });
      settled.length = 0;
      await step();
      const detail = await detailOf(eventId);
      expect(detail.markets.map((market) => [market.status, market.selections.map((s) => s.result)])).toEqual([
        ['settled', ['won', 'lost', 'lost']],
        ['settled', ['won', 'lost']],
        ['settled', ['won', 'lost']],
        ['settled', ['half-won', 'half-lost']],
      ]);
      expect(settled).toEqual([detail.markets.map((market) => market.id)]);
      const quotes = await catalogue.quote(
        detail.markets.map((market) => market.selections[0].id),
        'en',
      );
      expect(quotes.map((q) => q.settlementVersion)).toEqual([1, 1, 1, 1]);
    });

    it('re-settles after a corrected result: only the markets whose results changed, versions bumped', async () => {
      settled.length = 0;
      const changed = await catalogue.correctResult({ eventId, home: 1, away: 1, periods: [[1, 1]], reason: 'goal ruled out' });
      const detail = await detailOf(eventId);
      const [result, total, btts, handicap] = detail.markets;
      expect(changed.sort()).toEqual([result.id, total.id, handicap.id].sort());
      expect(settled).toEqual([changed]);
      expect(result.selections.map((s) => s.result)).toEqual(['lost', 'won', 'lost']);
      expect(total.selections.map((s) => s.result)).toEqual(['lost', 'won']);
      expect(btts.selections.map((s) => s.result)).toEqual(['won', 'lost']);
      expect(handicap.selections.map((s) => s.result)).toEqual(['lost', 'won']);
      expect(detail.event.score).toMatchObject({ home: 1, away: 1, periods: [[1, 1]] });
      const quotes = await catalogue.quote(
        detail.markets.map((market) => market.selections[0].id),
        'en',
      );
      expect(quotes.map((q) => q.settlementVersion)).toEqual([2, 2, 1, 2]);
      // the same result again changes nothing
      expect(await catalogue.correctResult({ eventId, home: 1, away: 1, periods: [[1, 1]], reason: 'checked again' })).toEqual([]);
    });

    it('refuses a correction of an unknown or unfinished event, or with periods that do not add up', async () => {
      await expect(catalogue.correctResult({ eventId: 999_999, home: 1, away: 0, periods: [], reason: 'test' })).rejects.toMatchObject({ statusCode: 404 });
      await expect(catalogue.correctResult({ eventId: otherId, home: 1, away: 0, periods: [], reason: 'test' })).rejects.toMatchObject({ statusCode: 400 });
      await expect(catalogue.correctResult({ eventId, home: 2, away: 0, periods: [[1, 0]], reason: 'test' })).rejects.toMatchObject({ statusCode: 400 });
    });

    it('voids every market of a called-off event', async () => {
      states.set(other.ref, { ...prematch, status: 'cancelled' });
      settled.length = 0;
      await step();
      const detail = await detailOf(otherId);
      expect(detail.event.status).toBe('cancelled');
      expect(detail.markets.every((market) => market.status === 'void' && market.selections.every((s) => s.result === 'void'))).toBe(true);
      expect(settled).toEqual([detail.markets.map((market) => market.id)]);
      const events = (await get<SportEventsReply>('events?take=200')).body.data.events;
      expect(events.some((event) => event.id === otherId || event.id === eventId)).toBe(false);
    });
  });
  describe('driving', () => {
    it('lets one instance drive the feed while another waits, and the other take over when it stops', async () => {
      const later = manualClock(START + 30 * 24 * HOUR);
      const instance = async () => {
        const calls = { count: 0 };
        const catalogue = await createSportsCatalogue({
          db: app.db,
          clock: later,
          log: app.log,
          config: { ...config.sports, drive: true },
          rooms: { publish: async () => {} },
          feed: {
            fixtures: () => {
              calls.count += 1;
              return [];
            },
            state: () => null,
          },
        });
        return { catalogue, calls };
      };
      const waitFor = async (done: () => boolean) => {
        for (let i = 0; i < 50 && !done(); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
      };
      const first = await instance();
      const second = await instance();
      await first.catalogue.start();
      await waitFor(() => first.calls.count > 0);
      await second.catalogue.start();
      // the second steps (and writes fixtures) only once it holds the lease
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(first.calls.count).toBe(1);
      expect(second.calls.count).toBe(0);
      await first.catalogue.stop();
      await waitFor(() => second.calls.count > 0);
      expect(second.calls.count).toBe(1);
      await second.catalogue.stop();
    }, 30_000);
  });
});
