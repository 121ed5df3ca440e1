// The trading desk on the real catalogue and feed: who may call it (the session before the body), the
// events list and its search, an operator's hold on a market or an event (bets refused, the live feed
// cannot reopen it, the release lets it trade again), margins repricing the open markets, and the
// liability and bet search after a player's bets; a margin change reaching a room's watcher at once, and
// the result of an event the feed never settled entered by a trader (settled once, the feed kept off it).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import {
  ESPORT_IDS,
  SPORTS_ROOM_COMMAND,
  SPORTS_ROOMS,
  type OperatorAuditEntry,
  type OperatorSportsBet,
  type OperatorSportsEvent,
  type OperatorSportsEventDetail,
  type OperatorSportsMargins,
  type PlaceBetReply,
  type SportsUpdate,
} from '@arena/contracts';
import { manualClock } from '../../../clock';
import { bearer, fundedPlayer } from '../../../testing/players';
import { buildTestApp } from '../../../testing/test-app';
import { createOperator } from '../../operators/accounts';
import { operatorToken } from '../../operators/testing';
import { feedControl } from '../catalogue';
import { watchRoom, type HubRecord } from '../../../testing/hub-client';

const TRADER = { username: 'desk-trader', password: 'trader-password-1', role: 'trading' as const };
const EDITOR = { username: 'desk-editor', password: 'editor-password-1', role: 'content' as const };
const ADMIN = { username: 'desk-admin', password: 'admin-password-1', role: 'admin' as const };

describe('sports trading desk', () => {
  const clock = manualClock(Date.parse('2026-11-23T12:00:00Z'));
  let app: FastifyInstance;
  let trader: Record<string, string>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    app = await buildTestApp({}, undefined, { clock });
    for (const operator of [TRADER, EDITOR, ADMIN]) await createOperator(app.db, operator);
    trader = bearer(await operatorToken(app, TRADER, clock.now()));
    admin = bearer(await operatorToken(app, ADMIN, clock.now()));
  });
  afterAll(async () => app.close());

  const desk = async <T>(method: 'GET' | 'POST', url: string, payload?: object, headers = trader) => {
    const reply = await app.inject({ method, url: `/api/operator/sports/${url}`, headers: { ...headers, 'x-locale': 'en' }, payload });
    return { status: reply.statusCode, body: reply.json<{ success: boolean; message: string; data: T }>() };
  };
  const events = async (query: string) => (await desk<OperatorSportsEvent[]>('GET', `events?${query}`)).body.data;
  const detail = async (id: number) => (await desk<OperatorSportsEventDetail>('GET', `events/${id}`)).body.data;
  const place = (headers: Record<string, string>, selection: { id: number; price: number }, stake = 1_000) =>
    app.inject({
      method: 'POST',
      url: '/api/sports/placebet',
      headers,
      payload: { slipId: randomUUID(), type: 'single', stake, priceChange: 'any', selections: [{ selectionId: selection.id, price: selection.price }] },
    });
  const step = () => feedControl(app.sportsCatalogue).advance(1_000);
  const auditOf = async (subject: string) => {
    const reply = await app.inject({ method: 'GET', url: '/api/operator/audit?action=sports.', headers: admin });
    return reply.json<{ data: OperatorAuditEntry[] }>().data.filter((entry) => entry.subject === subject);
  };

  describe('access', () => {
    it('checks the session before the body or query: no token and a bad body answer 401', async () => {
      for (const [method, url, payload] of [
        ['POST', 'suspend', { eventId: 'x' }],
        ['POST', 'margins', { sportId: 'golf' }],
        ['POST', 'result', { eventId: -1 }],
        ['GET', 'events?take=0', undefined],
        ['GET', 'bets?status=maybe', undefined],
      ] as const) {
        const reply = await desk(method, url, payload, {});
        expect({ url, status: reply.status }).toEqual({ url, status: 401 });
      }
    });

    it('refuses a player token and an operator of another role', async () => {
      const player = await fundedPlayer(app, 0);
      expect((await desk('GET', 'events', undefined, player.headers)).status).toBe(401);
      const editor = bearer(await operatorToken(app, EDITOR, clock.now()));
      expect((await desk('GET', 'events', undefined, editor)).status).toBe(403);
      expect((await desk('POST', 'suspend', { eventId: 1, suspended: true, reason: 'test' }, editor)).status).toBe(403);
      expect((await desk('GET', 'margins', undefined, admin)).status).toBe(200);
    });
  });

  describe('events', () => {
    it('lists by sport and status, soonest first, and finds a team by name', async () => {
      const prematch = await events('sportId=football&status=prematch&take=10');
      expect(prematch).toHaveLength(10);
      expect(prematch.every((event) => event.sportId === 'football' && event.status === 'prematch' && !event.suspended)).toBe(true);
      const starts = prematch.map((event) => event.startsAt);
      expect([...starts].sort()).toEqual(starts);
      const [first] = prematch;
      const found = await events(`q=${encodeURIComponent(first.home.slice(0, 5))}&take=200`);
      expect(found.map((event) => event.id)).toContain(first.id);
      expect((await events('status=live')).every((event) => event.status === 'live')).toBe(true);
      expect((await desk('GET', 'events/999999')).status).toBe(404);
    });
  });

  describe('holds', () => {
    it("holds a live market: bets are refused and the feed's steps do not reopen it; the release trades again", async () => {
      const [live] = await events('status=live&sportId=football');
      const market = (await detail(live.id)).markets[0];
      const held = await desk('POST', 'suspend', { eventId: live.id, marketId: market.id, suspended: true, reason: 'suspicious betting' });
      expect(held).toEqual({ status: 200, body: { success: true, message: 'Suspended: no bets are taken until it is resumed.' } });
      for (let i = 0; i < 5; i += 1) await step();
      const after = (await detail(live.id)).markets.find((m) => m.id === market.id)!;
      expect(after).toMatchObject({ status: 'suspended', suspended: true });
      const [quote] = await app.sportsCatalogue.quote([market.selections[0].id], 'en');
      expect(quote.open).toBe(false);

      await desk('POST', 'suspend', { eventId: live.id, marketId: market.id, suspended: false, reason: 'checked' });
      expect((await detail(live.id)).markets.find((m) => m.id === market.id)!.suspended).toBe(false);
      // the feed decides again: open as soon as play allows it
      let status = '';
      for (let i = 0; i < 60 && status !== 'open'; i += 1) {
        await step();
        status = (await detail(live.id)).markets.find((m) => m.id === market.id)!.status;
      }
      expect(status).toBe('open');

      const entries = await auditOf(`market:${market.id}`);
      expect(entries.map((entry) => entry.action)).toEqual(['sports.resume', 'sports.suspend']);
      expect(entries[1]).toMatchObject({ operator: TRADER.username, before: { suspended: false }, after: { suspended: true, reason: 'suspicious betting' } });
    });

    it('holds a whole pre-match event: every open market suspended and a bet refused, then reopened', async () => {
      const [event] = await events('sportId=basketball&status=prematch');
      const selection = (await detail(event.id)).markets[0].selections[0];
      expect((await desk('POST', 'suspend', { eventId: event.id, suspended: true, reason: 'team news' })).status).toBe(200);
      const held = await detail(event.id);
      expect(held.event.suspended).toBe(true);
      expect(held.markets.every((market) => market.status === 'suspended')).toBe(true);
      const { headers } = await fundedPlayer(app, 10_000);
      const refused = await place(headers, selection);
      expect(refused.json<{ data: PlaceBetReply }>().data).toMatchObject({
        status: 'unavailable',
        bets: [],
        changes: [{ selectionId: selection.id, open: false }],
      });

      await desk('POST', 'suspend', { eventId: event.id, suspended: false, reason: 'news checked' });
      expect((await detail(event.id)).markets.every((market) => market.status === 'open')).toBe(true);
      const placed = await place(headers, selection);
      expect(placed.json<{ data: PlaceBetReply }>().data.status).toBe('placed');
    });

    it('refuses an unknown event or market and an event that is over', async () => {
      const [event] = await events('status=prematch');
      expect((await desk('POST', 'suspend', { eventId: 999_999, suspended: true, reason: 'test' })).status).toBe(404);
      expect((await desk('POST', 'suspend', { eventId: event.id, marketId: 999_999, suspended: true, reason: 'test' })).body.message).toBe(
        'This market is not in the book.',
      );
      const [ended] = await events('status=ended');
      if (ended) expect((await desk('POST', 'suspend', { eventId: ended.id, suspended: true, reason: 'test' })).status).toBe(400);
    });
  });

  describe('margins', () => {
    it("sets a market type's margin: the open prices follow at once; removing it falls back to the default", async () => {
      const [event] = await events('sportId=tennis&status=prematch');
      const before = await detail(event.id);
      const winner = before.markets[0];
      expect(winner.marginBp).toBe(600);
      expect((await desk('POST', 'margins', { sportId: 'tennis', marketType: winner.type, marginBp: 1_000 })).status).toBe(200);
      const raised = (await detail(event.id)).markets[0];
      expect(raised.marginBp).toBe(1_000);
      // priced from the feed's probabilities, not the rounded fair price: within a hundredth of fair / 1.10
      raised.selections.forEach((s) => expect(Math.abs(s.price - Math.max(101, Math.floor((s.fairPrice * 10_000) / 11_000)))).toBeLessThanOrEqual(1));
      const margins = (await desk<OperatorSportsMargins>('GET', 'margins')).body.data;
      expect(margins).toEqual({ defaultBp: 600, margins: [{ sportId: 'tennis', marketType: winner.type, marginBp: 1_000 }] });

      // the sport's margin applies to its other market types; the type's own still wins
      await desk('POST', 'margins', { sportId: 'tennis', marketType: null, marginBp: 800 });
      const next = await detail(event.id);
      expect(next.markets.map((m) => m.marginBp)).toEqual(before.markets.map((m) => (m.type === winner.type ? 1_000 : 800)));

      await desk('POST', 'margins', { sportId: 'tennis', marketType: winner.type, marginBp: null });
      await desk('POST', 'margins', { sportId: 'tennis', marketType: null, marginBp: null });
      const back = (await detail(event.id)).markets[0];
      expect(back.marginBp).toBe(600);
      expect(back.selections.map((s) => s.price)).toEqual(winner.selections.map((s) => s.price));
      expect((await desk('POST', 'margins', { sportId: 'tennis', marketType: null, marginBp: 6_000 })).status).toBe(400);
    });
  });

  describe('liability and bets', () => {
    it("sums the open bets' potential payouts per selection and finds the bets by player, event and status", async () => {
      const [event] = await events('sportId=volleyball&status=prematch');
      const [home, away] = (await detail(event.id)).markets[0].selections;
      const ayse = await fundedPlayer(app, 50_000);
      const mehmet = await fundedPlayer(app, 50_000);
      for (const [player, selection, stake] of [
        [ayse, home, 2_000],
        [mehmet, home, 3_000],
        [mehmet, away, 1_000],
      ] as const)
        expect((await place(player.headers, selection, stake)).json<{ data: PlaceBetReply }>().data.status).toBe('placed');

      const market = (await detail(event.id)).markets[0];
      const payout = (stake: number, price: number) => Math.floor((stake * price) / 100);
      expect(market.selections[0]).toMatchObject({ openBets: 2, stake: 5_000, liability: payout(2_000, home.price) + payout(3_000, home.price) });
      expect(market.selections[1]).toMatchObject({ openBets: 1, stake: 1_000, liability: payout(1_000, away.price) });
      const listed = (await events(`sportId=volleyball&status=prematch&q=${encodeURIComponent(event.home)}`)).find((e) => e.id === event.id)!;
      expect(listed).toMatchObject({ openBets: 2, stake: 5_000, liability: market.selections[0].liability });

      const ofEvent = (await desk<OperatorSportsBet[]>('GET', `bets?eventId=${event.id}`)).body.data;
      expect(ofEvent.map((bet) => bet.placedStake)).toEqual([1_000, 3_000, 2_000]);
      expect(ofEvent[0].legs[0]).toMatchObject({ eventId: event.id, price: away.price, result: null });
      const username = ofEvent[2].username;
      const ofPlayer = (await desk<OperatorSportsBet[]>('GET', `bets?player=${username}&status=open`)).body.data;
      expect(ofPlayer.map((bet) => bet.id)).toEqual([ofEvent[2].id]);
      expect((await desk<OperatorSportsBet[]>('GET', `bets?player=${username}&status=won`)).body.data).toEqual([]);
      const later = new Date(clock.now() + 60_000).toISOString();
      expect((await desk<OperatorSportsBet[]>('GET', `bets?eventId=${event.id}&from=${encodeURIComponent(later)}`)).body.data).toEqual([]);
    });
  });
  describe("margins on a player's page", () => {
    /** a watcher of one room on the rooms hub (the /spor event page's subscription), on the SignalR JSON protocol */
    async function watch(room: string) {
      const origin = await app.listen({ port: 0, host: '127.0.0.1' });
      const { socket, records } = await watchRoom(origin, room);
      const received: HubRecord[] = [];
      const updates = () => {
        received.push(...records.drain().map((record) => JSON.parse(record) as HubRecord));
        return received
          .filter((record) => record.target === 'RoomMessage' && record.arguments?.[1] === SPORTS_ROOM_COMMAND)
          .map((record) => record.arguments![2] as SportsUpdate);
      };
      return { socket, updates };
    }

    it("sends the repriced selections to the event's watchers right after the change, with no feed step", async () => {
      const [event] = await events('sportId=football&status=prematch');
      const before = await detail(event.id);
      const { socket, updates } = await watch(SPORTS_ROOMS.event(event.id));
      try {
        expect((await desk('POST', 'margins', { sportId: 'football', marketType: null, marginBp: 1_500 })).status).toBe(200);
        // no advance(): only the margin change can have sent anything
        for (let i = 0; i < 50 && updates().length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
        const after = await detail(event.id);
        const prices = (d: typeof after) => new Map(d.markets.flatMap((m) => m.selections.map((s): [number, number] => [s.id, s.price])));
        const [old, now] = [prices(before), prices(after)];
        const moved = [...now].filter(([id, price]) => old.get(id) !== price);
        expect(moved.length).toBeGreaterThan(0);
        expect(moved.every(([id, price]) => price < old.get(id)!)).toBe(true);
        const sent = updates().flatMap((update) => update.selections);
        expect(new Map(sent.map((s) => [s.id, s.price]))).toEqual(new Map(moved));
        expect(sent.every((s) => s.eventId === event.id)).toBe(true);
        expect(await auditOf('margin:football:*')).toMatchObject([{ action: 'sports.margin', before: { marginBp: null }, after: { marginBp: 1_500 } }]);
      } finally {
        socket.close();
        await desk('POST', 'margins', { sportId: 'football', marketType: null, marginBp: null });
      }
    });
  });

  describe('a result the feed never gave', () => {
    const settle = (payload: object, locale = 'en') =>
      app.inject({ method: 'POST', url: '/api/operator/sports/settle', headers: { ...trader, 'x-locale': locale }, payload });
    const reason = 'feed lost the match';

    it("refuses a result that cannot be one, in the operator's language", async () => {
      const [tennis] = await events('sportId=tennis&status=prematch');
      for (const [body, message] of [
        [
          {
            home: 3,
            away: 0,
            periods: [
              [6, 1],
              [6, 2],
              [6, 3],
            ],
          },
          "This score is not a final result in this sport's format.",
        ],
        [{ home: 2, away: 0, periods: [] }, 'Give the score of every set or map, one by one.'],
        [
          {
            home: 2,
            away: 0,
            periods: [
              [6, 6],
              [6, 2],
            ],
          },
          'A set or map cannot end level.',
        ],
        [
          {
            home: 2,
            away: 0,
            periods: [
              [6, 1],
              [2, 6],
            ],
          },
          'The periods do not add up to the result.',
        ],
      ] as const) {
        const reply = await settle({ eventId: tennis.id, reason, ...body });
        expect({ status: reply.statusCode, body: reply.json() }).toEqual({ status: 400, body: { success: false, message } });
      }
      const [basketball] = await events('sportId=basketball&status=prematch');
      expect((await settle({ eventId: basketball.id, home: 80, away: 80, periods: [], reason })).json().message).toBe(
        'This event cannot end in a draw: its winner market needs a winner.',
      );
      const [football] = await events('sportId=football&status=prematch');
      expect(
        (
          await settle(
            {
              eventId: football.id,
              home: 1,
              away: 0,
              periods: [
                [1, 0],
                [0, 0],
                [0, 0],
              ],
              reason,
            },
            'tr',
          )
        ).json().message,
      ).toBe('Bir futbol sonucunda en fazla iki devre olur.');
      expect((await settle({ eventId: football.id, home: 1, away: 0, periods: [], reason }, 'tr')).json()).toEqual({
        success: false,
        message: 'Sonuç ancak karşılaşma başladıktan sonra girilebilir.',
      });
      expect((await settle({ eventId: 999_999, home: 1, away: 0, periods: [], reason })).statusCode).toBe(404);
      expect((await settle({ eventId: football.id, home: -1, away: 0, periods: [], reason })).statusCode).toBe(400);
    });

    it('settles the open bets once through the wallet, audited; the feed no longer touches the event; a correction re-settles', async () => {
      const [event] = await events('sportId=football&status=prematch');
      const [home, draw] = (await detail(event.id)).markets[0].selections;
      const player = await fundedPlayer(app, 10_000);
      for (const [selection, stake] of [
        [home, 2_000],
        [draw, 1_000],
      ] as const)
        expect((await place(player.headers, selection, stake)).json<{ data: PlaceBetReply }>().data.status).toBe('placed');
      const staked = 10_000 - 3_000;
      expect(await app.wallet.balance(player.userId)).toBe(staked);

      // kick-off passes; then the feed is as good as gone
      const feed = feedControl(app.sportsCatalogue);
      await feed.advance(Date.parse(event.startsAt) - feed.now() + 60_000);
      const body = {
        eventId: event.id,
        home: 2,
        away: 1,
        periods: [
          [1, 0],
          [1, 1],
        ],
        reason,
      };
      const entered = await settle(body);
      expect({ status: entered.statusCode, body: entered.json() }).toEqual({
        status: 200,
        body: { success: true, message: 'The result has been entered: the markets are settled and the bets are being paid.' },
      });
      await app.sportsBetting.sweep();
      const won = Math.floor((2_000 * home.price) / 100);
      expect(await app.wallet.balance(player.userId)).toBe(staked + won);
      const bets = (await desk<OperatorSportsBet[]>('GET', `bets?eventId=${event.id}`)).body.data;
      expect(bets.map((bet) => [bet.status, bet.settledPayout])).toEqual([
        ['lost', 0],
        ['won', won],
      ]);

      // twice: refused, nothing paid again
      expect((await settle(body)).json().message).toBe('This event already has its result: correct it instead.');
      await app.sportsBetting.sweep();
      expect(await app.wallet.balance(player.userId)).toBe(staked + won);

      // the feed plays on (and ends the match its own way): the trader's result stands
      for (let i = 0; i < 3; i += 1) await step();
      await feed.advance(3 * 3_600_000);
      const settled = await detail(event.id);
      expect(settled.event).toMatchObject({
        status: 'ended',
        score: {
          home: 2,
          away: 1,
          periods: [
            [1, 0],
            [1, 1],
          ],
          period: 'FT',
        },
      });
      expect(settled.markets.every((market) => market.status === 'settled')).toBe(true);
      expect(settled.markets[0].selections.map((s) => s.result)).toEqual(['won', 'lost', 'lost']);
      await app.sportsBetting.sweep();
      expect(await app.wallet.balance(player.userId)).toBe(staked + won);

      const [entry] = await auditOf(`event:${event.id}`);
      expect(entry).toMatchObject({
        action: 'sports.result.enter',
        operator: TRADER.username,
        before: { status: 'live' },
        after: { status: 'ended', reason, score: { home: 2, away: 1 } },
      });

      // a later correction is the re-settlement's: the draw now wins, the home win is taken back
      const corrected = await desk<{ resettled: number; net: number }>('POST', 'result', {
        ...body,
        home: 1,
        away: 1,
        periods: [
          [1, 0],
          [0, 1],
        ],
      });
      expect(corrected.body.data.resettled).toBe(2);
      expect(await app.wallet.balance(player.userId)).toBe(staked + Math.floor((1_000 * draw.price) / 100));
    });

    it('returns the stake of a market the result voids (a third map never played) by a rollback', async () => {
      const esport = (await events('status=prematch&take=200')).find((event) => (ESPORT_IDS as readonly string[]).includes(event.sportId))!;
      const third = (await detail(esport.id)).markets.find((market) => market.type === 'map-winner' && market.line === 3)!;
      const player = await fundedPlayer(app, 10_000);
      expect((await place(player.headers, third.selections[0], 1_000)).json<{ data: PlaceBetReply }>().data.status).toBe('placed');
      expect(await app.wallet.balance(player.userId)).toBe(9_000);

      const feed = feedControl(app.sportsCatalogue);
      await feed.advance(Date.parse(esport.startsAt) - feed.now() + 60_000);
      const entered = await settle({
        eventId: esport.id,
        home: 2,
        away: 0,
        periods: [
          [13, 5],
          [13, 7],
        ],
        reason,
      });
      expect(entered.statusCode).toBe(200);
      await app.sportsBetting.sweep();
      expect((await detail(esport.id)).markets.find((market) => market.id === third.id)!.selections.map((s) => s.result)).toEqual(['void', 'void']);
      const [bet] = (await desk<OperatorSportsBet[]>('GET', `bets?eventId=${esport.id}`)).body.data;
      expect(bet).toMatchObject({ status: 'void', settledPayout: 1_000 });
      expect(await app.wallet.balance(player.userId)).toBe(10_000);
    });
  });
});
