// The whole book on the real catalogue and feed: an accumulator of three pre-match selections placed
// through the player's call, the feed stepped (the dev route) until the matches are played and settled,
// and the bet and the balance following the results.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { accumulatorPrice, type MyBetsReply, type PlaceBetReply, type SportEventsReply } from '@arena/contracts';
import { manualClock } from '../../clock';
import { auditLedger, HEALTHY } from '../../testing/ledger';
import { fundedPlayer } from '../../testing/players';
import { buildTestApp } from '../../testing/test-app';
import { feedControl } from './catalogue';

const HOUR_SECONDS = 3600;

describe('the sportsbook end to end', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app.close());

  const balanceOf = async (headers: Record<string, string>) =>
    (await app.inject({ method: 'GET', url: '/api/user/balance', headers })).json<{ data: { balance: number } }>().data.balance;

  it('places an accumulator, plays the matches, settles the bet and pays what it won', async () => {
    const { headers } = await fundedPlayer(app, 100_000);
    const list = (await app.inject({ method: 'GET', url: '/api/sports/events?sportId=football&live=false&take=20' })).json<{ data: SportEventsReply }>().data;
    const legs = list.events
      .filter((event) => event.mainMarket?.status === 'open')
      .slice(0, 3)
      .map((event) => event.mainMarket!.selections[0]);
    expect(legs).toHaveLength(3);

    const stake = 1_000;
    const placed = await app.inject({
      method: 'POST',
      url: '/api/sports/placebet',
      headers,
      payload: {
        slipId: randomUUID(),
        type: 'accumulator',
        stake,
        priceChange: 'any',
        selections: legs.map((leg) => ({ selectionId: leg.id, price: leg.price })),
      },
    });
    expect(placed.statusCode).toBe(200);
    const reply = placed.json<{ data: PlaceBetReply }>().data;
    expect(reply.status).toBe('placed');
    const [bet] = reply.bets;
    expect(bet).toMatchObject({ type: 'accumulator', stake, status: 'open', price: accumulatorPrice(legs.map((leg) => leg.price)) });
    expect(await balanceOf(headers)).toBe(100_000 - stake);

    // the feed's time runs on (at most two days) until the three matches are played and the bet settled
    let settled: MyBetsReply['items'] = [];
    for (let hour = 0; hour < 48 && settled.length === 0; hour += 1) {
      const advanced = await app.inject({ method: 'POST', url: '/api/dev/sports/advance', payload: { seconds: HOUR_SECONDS } });
      expect(advanced.statusCode).toBe(200);
      await app.sportsBetting.sweep();
      settled = (await app.inject({ method: 'GET', url: '/api/sports/bets?status=settled&skip=0&take=10', headers })).json<{ data: MyBetsReply }>().data.items;
    }
    expect(settled).toHaveLength(1);
    const [result] = settled;
    expect(result.legs.every((leg) => leg.result !== null)).toBe(true);
    const won = result.legs.every((leg) => leg.result === 'won');
    expect(result.status).toBe(won ? 'won' : 'lost');
    // a winning accumulator pays what the slip promised: the stake times the legs' exact prices, rounded down once
    expect(result.payout).toBe(won ? bet.potentialPayout : 0);
    expect(bet.potentialPayout).toBe(Math.floor((stake * legs.reduce((product, leg) => product * leg.price, 1)) / 100 ** legs.length));
    expect(await balanceOf(headers)).toBe(100_000 - stake + (result.payout ?? 0));
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
  }, 120_000);

  it('serves live events at any moment, not only on whole seconds (scores and clocks are integers on the wire)', async () => {
    const offBeat = await buildTestApp({}, undefined, { clock: manualClock(Date.parse('2026-11-24T12:00:00.337Z')) });
    try {
      const feed = feedControl(offBeat.sportsCatalogue);
      await feed.advance(1_234);
      // on until a football match is in play (its clock runs by the second)
      let res = await offBeat.inject({ method: 'GET', url: '/api/sports/events?live=true&sportId=football' });
      for (let step = 0; step < 96 && res.statusCode === 200 && res.json<{ data: SportEventsReply }>().data.events.length === 0; step += 1) {
        await feed.advance(15 * 60_000);
        res = await offBeat.inject({ method: 'GET', url: '/api/sports/events?live=true&sportId=football' });
      }
      expect(res.statusCode).toBe(200);
      const { events } = res.json<{ data: SportEventsReply }>().data;
      expect(events.length).toBeGreaterThan(0);
      expect(events.every((event) => Number.isInteger(event.score?.clockSeconds))).toBe(true);
    } finally {
      await offBeat.close();
    }
  });

  it('refuses a feed step of no time', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/dev/sports/advance', payload: { seconds: 0 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });
});
