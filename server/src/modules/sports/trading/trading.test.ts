// The trading desk on the real catalogue and feed: who may call it (the session before the body), the
// events list and its search, an operator's hold on a market or an event (bets refused, the live feed
// cannot reopen it, the release lets it trade again), margins repricing the open markets, and the
// liability and bet search after a player's bets.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type {
  OperatorAuditEntry,
  OperatorSportsBet,
  OperatorSportsEvent,
  OperatorSportsEventDetail,
  OperatorSportsMargins,
  PlaceBetReply,
} from '@arena/contracts';
import { manualClock } from '../../../clock';
import { bearer, fundedPlayer } from '../../../testing/players';
import { buildTestApp } from '../../../testing/test-app';
import { createOperator } from '../../operators/accounts';
import { operatorToken } from '../../operators/testing';
import { feedControl } from '../catalogue';

const TRADER = { username: 'desk-trader', password: 'trader-password-1', role: 'trading' as const };
const EDITOR = { username: 'desk-editor', password: 'editor-password-1', role: 'content' as const };
const ADMIN = { username: 'desk-admin', password: 'admin-password-1', role: 'admin' as const };

describe('sports trading desk', () => {
  const clock = manualClock(Date.parse('2026-11-23T12:00:00Z'));
  let app: FastifyInstance;
  let trader: Record<string, string>;

  beforeAll(async () => {
    app = await buildTestApp({}, undefined, { clock });
    for (const operator of [TRADER, EDITOR, ADMIN]) await createOperator(app.db, operator);
    trader = bearer(await operatorToken(app, TRADER, clock.now()));
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
      expect((await desk('GET', 'margins', undefined, bearer(await operatorToken(app, ADMIN, clock.now())))).status).toBe(200);
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

      const audit = await app.inject({
        method: 'GET',
        url: '/api/operator/audit?action=sports.',
        headers: bearer(await operatorToken(app, ADMIN, clock.now())),
      });
      const entries = audit.json<{ data: OperatorAuditEntry[] }>().data.filter((entry) => entry.subject === `market:${market.id}`);
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
      expect(raised.selections.map((s) => s.price)).toEqual(winner.selections.map((s) => Math.max(101, Math.floor((s.fairPrice * 10_000) / 11_000))));
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
      expect(back.selections.map((s) => s.price)).toEqual(winner.selections.map((s) => Math.max(101, Math.floor((s.fairPrice * 10_000) / 10_600))));
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
});
