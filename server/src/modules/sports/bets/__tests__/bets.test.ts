// The betting side on a fake catalogue (prices, suspensions and results set here), through the players'
// and the operators' HTTP calls: placement and its limits, price-change policies, the live delay,
// settlement and re-settlement, cash out and auto cash out. The ledger stays balanced throughout.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import {
  accumulatorPrice,
  IDEMPOTENCY_KEY_HEADER,
  type Bet,
  type CashOutReply,
  type OperatorAuditEntry,
  type PlaceBetReply,
  type PlaceBetRequest,
} from '@arena/contracts';
import { manualClock } from '../../../../clock';
import type { SportsConfig } from '../../../../config';
import { auditLedger, HEALTHY } from '../../../../testing/ledger';
import { bearer, fundedPlayer, register } from '../../../../testing/players';
import { buildTestApp, testConfig } from '../../../../testing/test-app';
import { createOperator } from '../../../operators/accounts';
import { operatorToken as operatorSessionToken } from '../../../operators/testing';
import { createSportsBetting, type SportsBetting } from '../service';
import { type FakeCatalogue } from './fake-catalogue';
import { bettingOnFakeCatalogue } from './fake-betting';

const defaults = testConfig().sports;
const CONFIG: SportsConfig = {
  ...defaults,
  mode: 'own',
  minStake: 100,
  maxStake: 600_000,
  maxPayout: 500_000,
  marketMaxStake: 1_000_000,
  maxSelections: 5,
  cashOutMarginBp: 500,
  liveDelayMs: 0,
};

const TRADER = { username: 'trader', password: 'trader-password-1', role: 'trading' };
const EDITOR = { username: 'sports-editor', password: 'editor-password-1', role: 'content' };
const ADMIN = { username: 'sports-admin', password: 'admin-password-1', role: 'admin' };

describe('sports bets', () => {
  const clock = manualClock(Date.parse('2026-11-24T12:00:00Z'));
  let app: FastifyInstance;
  let fake: FakeCatalogue;
  let betting: SportsBetting;
  let nextId = 1_000;

  beforeAll(async () => {
    app = await buildTestApp({}, undefined, { clock });
    ({ fake, betting } = await bettingOnFakeCatalogue(app, { clock, config: CONFIG, operatorRoutes: true }));
    for (const operator of [TRADER, EDITOR, ADMIN]) await createOperator(app.db, operator);
  });
  afterAll(async () => {
    await betting.stop();
    await app.close();
  });

  /** a new event with a 3-way market: its selection ids are [home, draw, away] */
  const event = (prices: [number, number, number] = [200, 340, 380], live = false) => {
    const eventId = (nextId += 10);
    const marketId = eventId + 1;
    const ids = [eventId + 2, eventId + 3, eventId + 4];
    fake.addMarket({ eventId, marketId, live, selections: ids.map((selectionId, i) => ({ selectionId, price: prices[i] })) });
    return { eventId, marketId, ids };
  };
  const slip = (selections: { id: number; price: number }[], overrides: Partial<PlaceBetRequest> = {}): PlaceBetRequest => ({
    slipId: randomUUID(),
    type: 'single',
    stake: 1_000,
    priceChange: 'none',
    selections: selections.map(({ id, price }) => ({ selectionId: id, price })),
    ...overrides,
  });
  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object, locale = 'en') =>
    app.inject({ method, url: `/api/fake/${url}`, headers: { ...headers, 'x-locale': locale }, ...(payload && { payload }) });
  const place = async (headers: Record<string, string>, body: PlaceBetRequest) => {
    const res = await call('POST', 'sports/placebet', headers, body);
    return { status: res.statusCode, body: res.json<{ success: boolean; message: string; data: PlaceBetReply }>() };
  };
  const placed = async (headers: Record<string, string>, body: PlaceBetRequest) => {
    const res = await place(headers, body);
    expect(res).toMatchObject({ status: 200, body: { success: true, data: { status: 'placed' } } });
    return res.body.data.bets;
  };
  const myBets = async (headers: Record<string, string>, status: 'open' | 'settled') => {
    const res = await call('GET', `sports/bets?status=${status}&skip=0&take=50`, headers);
    return res.json().data as { items: Bet[]; total: number };
  };
  const betOf = async (headers: Record<string, string>, betId: number) =>
    [...(await myBets(headers, 'open')).items, ...(await myBets(headers, 'settled')).items].find((bet) => bet.id === betId)!;
  const balance = (userId: number) => app.wallet.balance(userId);
  const cashOut = async (headers: Record<string, string>, payload: object, key = randomUUID()) => {
    const res = await call('POST', 'sports/cashout', { ...headers, [IDEMPOTENCY_KEY_HEADER]: key }, payload);
    return { status: res.statusCode, body: res.json<{ success: boolean; message: string; data: CashOutReply }>() };
  };
  /** settles through the nudge, then waits for the settlement job (the sweep queues behind it) */
  const settle = async (marketId: number, results: Parameters<FakeCatalogue['settle']>[1]) => {
    fake.settle(marketId, results);
    await betting.sweep();
  };
  const operatorToken = (operator: { username: string; password: string }) => operatorSessionToken(app, operator, clock.now());

  describe('placement', () => {
    it('takes one bet per selection for singles, each at the stake, and shows them as open bets', async () => {
      const { userId, headers } = await fundedPlayer(app, 10_000);
      const a = event();
      const b = event();
      const bets = await placed(
        headers,
        slip([
          { id: a.ids[0], price: 200 },
          { id: b.ids[2], price: 380 },
        ]),
      );
      expect(bets.map((bet) => [bet.type, bet.stake, bet.price, bet.potentialPayout, bet.status, bet.payout])).toEqual([
        ['single', 1_000, 200, 2_000, 'open', null],
        ['single', 1_000, 380, 3_800, 'open', null],
      ]);
      expect(bets[0].legs[0]).toMatchObject({
        selectionId: a.ids[0],
        eventId: a.eventId,
        eventName: `Home ${a.eventId} - Away ${a.eventId}`,
        live: false,
        result: null,
      });
      expect(bets[0].history).toEqual([expect.objectContaining({ action: 'placed', amount: 1_000, status: 'open' })]);
      expect(await balance(userId)).toBe(8_000);
      expect((await myBets(headers, 'open')).total).toBe(2);
    });

    it('is idempotent by slipId: the same slip placed twice is one set of bets and one stake', async () => {
      const { userId, headers } = await fundedPlayer(app, 10_000);
      const a = event();
      const body = slip([{ id: a.ids[1], price: 340 }]);
      const [first, second] = await Promise.all([placed(headers, body), placed(headers, body)]);
      expect(second.map((bet) => bet.id)).toEqual(first.map((bet) => bet.id));
      expect(first[0].slipId).toBe(body.slipId);
      expect(await balance(userId)).toBe(9_000);
      const other = await place(headers, { ...body, stake: 2_000 });
      expect(other).toMatchObject({ status: 409, body: { success: false, message: 'This bet slip was already placed with other selections.' } });
      expect(await balance(userId)).toBe(9_000);
    });

    it('takes one accumulator at the legs’ prices multiplied, one selection per event', async () => {
      const { userId, headers } = await fundedPlayer(app, 10_000);
      const [a, b, c] = [event([185, 300, 400]), event([210, 300, 330]), event([155, 300, 500])];
      const [acca] = await placed(
        headers,
        slip(
          [
            { id: a.ids[0], price: 185 },
            { id: b.ids[0], price: 210 },
            { id: c.ids[0], price: 155 },
          ],
          { type: 'accumulator' },
        ),
      );
      // 10.00 × 1.85 × 2.10 × 1.55 = 60.2175: it pays the exact product, not 10.00 × the shown 6.02
      expect(acca).toMatchObject({ type: 'accumulator', price: accumulatorPrice([185, 210, 155]), potentialPayout: 6_021, stake: 1_000 });
      expect(acca.legs).toHaveLength(3);
      expect(await balance(userId)).toBe(9_000);
      const sameEvent = await place(
        headers,
        slip(
          [
            { id: a.ids[0], price: 185 },
            { id: a.ids[2], price: 400 },
          ],
          { type: 'accumulator' },
        ),
      );
      expect(sameEvent).toMatchObject({ status: 400, body: { message: 'An accumulator or system bet takes one selection per event.' } });
    });

    it('takes a system bet as one bet per combination, each at the stake', async () => {
      const { userId, headers } = await fundedPlayer(app, 10_000);
      const events = [event(), event(), event()];
      const selections = events.map((e) => ({ id: e.ids[0], price: 200 }));
      const bets = await placed(headers, slip(selections, { type: 'system', systemSize: 2 }));
      expect(bets.map((bet) => [bet.type, bet.systemSize, bet.price, bet.legs.map((leg) => leg.selectionId)])).toEqual([
        ['system', 2, 400, [selections[0].id, selections[1].id]],
        ['system', 2, 400, [selections[0].id, selections[2].id]],
        ['system', 2, 400, [selections[1].id, selections[2].id]],
      ]);
      expect(await balance(userId)).toBe(7_000);
      const tooBig = await place(headers, slip(selections, { type: 'system', systemSize: 3 }));
      expect(tooBig).toMatchObject({ status: 400, body: { success: false } });
    });

    it('refuses stakes out of bounds, too many selections and a stake over the maximum payout, translated', async () => {
      const { userId, headers } = await fundedPlayer(app, 1_000_000);
      const a = event();
      const low = await call('POST', 'sports/placebet', headers, slip([{ id: a.ids[0], price: 200 }], { stake: 99 }), 'tr');
      expect({ status: low.statusCode, body: low.json() }).toEqual({
        status: 400,
        body: { success: false, message: 'Bahis tutarı en düşük tutarın altında.' },
      });
      expect(await place(headers, slip([{ id: a.ids[0], price: 200 }], { stake: 600_001 }))).toMatchObject({
        status: 400,
        body: { message: 'The stake is over the maximum.' },
      });
      expect(await place(headers, slip([{ id: a.ids[0], price: 200 }], { stake: 550_000 }))).toMatchObject({
        status: 400,
        body: { message: 'The stake is over the maximum payout.' },
      });
      const six = Array.from({ length: 6 }, () => ({ id: event().ids[0], price: 200 }));
      expect(await place(headers, slip(six, { type: 'accumulator' }))).toMatchObject({
        status: 400,
        body: { message: 'There are too many selections on the bet slip.' },
      });
      expect(await balance(userId)).toBe(1_000_000);
    });

    it('caps the potential payout and refuses stakes over the per-market limit', async () => {
      const { userId, headers } = await fundedPlayer(app, 2_000_000);
      const a = event();
      const [capped] = await placed(headers, slip([{ id: a.ids[0], price: 200 }], { stake: 400_000 }));
      expect(capped.potentialPayout).toBe(500_000);
      await placed(headers, slip([{ id: a.ids[1], price: 340 }], { stake: 400_000 }));
      const third = await place(headers, slip([{ id: a.ids[2], price: 380 }], { stake: 400_000 }));
      expect(third).toMatchObject({ status: 400, body: { message: 'Your stakes on this market would be over its limit.' } });
      expect(await balance(userId)).toBe(1_200_000);
    });

    it('refuses a slip the balance does not cover, and takes nothing', async () => {
      const { userId, headers } = await fundedPlayer(app, 1_500);
      const [a, b] = [event(), event()];
      const res = await place(
        headers,
        slip([
          { id: a.ids[0], price: 200 },
          { id: b.ids[0], price: 200 },
        ]),
      );
      expect(res).toMatchObject({ status: 400, body: { success: false, message: 'Insufficient balance.' } });
      expect(await balance(userId)).toBe(1_500);
      expect((await myBets(headers, 'open')).total).toBe(0);
    });
  });

  describe('price changes and suspensions', () => {
    it('applies the player’s policy: any takes the book’s price, higher only a higher one, none no change', async () => {
      const { userId, headers } = await fundedPlayer(app, 10_000);
      const a = event([200, 340, 380]);
      fake.setPrice(a.ids[0], 210);
      const none = await place(headers, slip([{ id: a.ids[0], price: 200 }], { priceChange: 'none' }));
      expect(none.body.data).toEqual({ status: 'price-changed', bets: [], changes: [{ selectionId: a.ids[0], price: 210, open: true }] });
      const [higher] = await placed(headers, slip([{ id: a.ids[0], price: 200 }], { priceChange: 'higher' }));
      expect(higher.price).toBe(210);
      fake.setPrice(a.ids[0], 190);
      const refused = await place(headers, slip([{ id: a.ids[0], price: 200 }], { priceChange: 'higher' }));
      expect(refused.body.data.status).toBe('price-changed');
      const [any] = await placed(headers, slip([{ id: a.ids[0], price: 200 }], { priceChange: 'any' }));
      expect(any.price).toBe(190);
      expect(await balance(userId)).toBe(8_000);
    });

    it('refuses a selection whose market is suspended as unavailable, and takes nothing', async () => {
      const { userId, headers } = await fundedPlayer(app, 10_000);
      const a = event();
      fake.setStatus(a.marketId, 'suspended');
      const res = await place(headers, slip([{ id: a.ids[0], price: 200 }], { priceChange: 'any' }));
      expect(res.body.data).toEqual({ status: 'unavailable', bets: [], changes: [{ selectionId: a.ids[0], price: 200, open: false }] });
      expect(await balance(userId)).toBe(10_000);
      fake.setStatus(a.marketId, 'open');
    });

    it('waits the live delay and refuses a live bet whose price moved or market closed meanwhile', async () => {
      const delayed = createSportsBetting({
        db: app.db,
        clock,
        log: app.log,
        config: { ...CONFIG, liveDelayMs: 20 },
        wallet: app.wallet,
        catalogue: fake,
        notifications: app.notifications,
        integrity: app.integrity,
      });
      const { userId } = await fundedPlayer(app, 10_000);
      const live = event([200, 340, 380], true);
      const once = (change: () => void) => {
        fake.afterQuote = () => {
          fake.afterQuote = null;
          change();
        };
      };
      try {
        once(() => fake.setPrice(live.ids[0], 180));
        expect(await delayed.place(userId, slip([{ id: live.ids[0], price: 200 }], { priceChange: 'higher' }), 'en')).toEqual({
          status: 'price-changed',
          bets: [],
          changes: [{ selectionId: live.ids[0], price: 180, open: true }],
        });
        once(() => fake.setStatus(live.marketId, 'suspended'));
        expect((await delayed.place(userId, slip([{ id: live.ids[0], price: 180 }], { priceChange: 'any' }), 'en')).status).toBe('unavailable');
        fake.setStatus(live.marketId, 'open');
        const taken = await delayed.place(userId, slip([{ id: live.ids[0], price: 180 }]), 'en');
        expect(taken.status).toBe('placed');
        expect(taken.bets[0].legs[0].live).toBe(true);
        expect(await balance(userId)).toBe(9_000);
      } finally {
        fake.afterQuote = null;
        await delayed.stop();
      }
    });
  });

  describe('settlement', () => {
    it('pays a won single, keeps a lost one and returns a void one’s stake', async () => {
      const { userId, headers } = await fundedPlayer(app, 10_000);
      const a = event([250, 300, 300]);
      const [won, lost] = await placed(
        headers,
        slip([
          { id: a.ids[0], price: 250 },
          { id: a.ids[1], price: 300 },
        ]),
      );
      const b = event();
      const [voided] = await placed(headers, slip([{ id: b.ids[0], price: 200 }]));
      expect(await balance(userId)).toBe(7_000);
      await settle(a.marketId, { [a.ids[0]]: 'won' });
      await settle(b.marketId, { [b.ids[0]]: 'void', [b.ids[1]]: 'void', [b.ids[2]]: 'void' });
      expect(await balance(userId)).toBe(7_000 + 2_500 + 1_000);
      expect(await betOf(headers, won.id)).toMatchObject({ status: 'won', payout: 2_500, cashOutOffer: null, legs: [{ result: 'won' }] });
      expect(await betOf(headers, lost.id)).toMatchObject({ status: 'lost', payout: 0 });
      expect(await betOf(headers, voided.id)).toMatchObject({ status: 'void', payout: 1_000 });
      expect((await betOf(headers, won.id)).history.map((entry) => [entry.action, entry.amount, entry.status])).toEqual([
        ['placed', 1_000, 'open'],
        ['settled', 2_500, 'won'],
      ]);
      // a second nudge settles nothing twice
      await settle(a.marketId, { [a.ids[0]]: 'won' });
      expect(await balance(userId)).toBe(10_500);
      // the player is told once per bet, in their language when they read it
      const notes = await app.inject({
        method: 'POST',
        url: '/api/customer/notification',
        headers: { ...headers, 'x-locale': 'en' },
        payload: { skip: 0, take: 10 },
      });
      const told = (notes.json().data as { note: string }[]).map((n) => n.note).filter((note) => note.startsWith('Your bet'));
      expect(told.sort()).toEqual(
        [`Your bet #${won.id} won ₺25.00.`, `Your bet #${lost.id} lost.`, `Your bet #${voided.id} is void: the stake of ₺10.00 has been returned.`].sort(),
      );
    });

    it('settles an accumulator once every leg has its result: void legs at 1.00, half-won at half', async () => {
      const { userId, headers } = await fundedPlayer(app, 10_000);
      const [a, b, c] = [event([200, 300, 300]), event([300, 300, 300]), event([190, 300, 300])];
      const [acca] = await placed(
        headers,
        slip(
          [
            { id: a.ids[0], price: 200 },
            { id: b.ids[0], price: 300 },
            { id: c.ids[0], price: 190 },
          ],
          { type: 'accumulator' },
        ),
      );
      await settle(a.marketId, { [a.ids[0]]: 'won' });
      await settle(b.marketId, { [b.ids[0]]: 'void' });
      expect((await betOf(headers, acca.id)).status).toBe('open');
      await settle(c.marketId, { [c.ids[0]]: 'half-won' });
      // 1 000 × 2.00 × 1.00 × 1.45
      expect(await betOf(headers, acca.id)).toMatchObject({ status: 'won', payout: 2_900 });
      expect(await balance(userId)).toBe(11_900);
    });

    it('halves the return of a half-lost leg, and the sweep settles what a missed nudge left open', async () => {
      const { userId, headers } = await fundedPlayer(app, 10_000);
      const a = event([195, 300, 300]);
      const [bet] = await placed(headers, slip([{ id: a.ids[0], price: 195 }]));
      fake.settle(a.marketId, { [a.ids[0]]: 'half-lost' }, true);
      expect((await betOf(headers, bet.id)).status).toBe('open');
      await betting.sweep();
      expect(await betOf(headers, bet.id)).toMatchObject({ status: 'won', payout: 500 });
      expect(await balance(userId)).toBe(9_500);
    });
  });

  describe('re-settlement by the trading desk', () => {
    it('refuses a player token and an operator of another role', async () => {
      const player = (await register(app)).auth.token;
      const body = { eventId: 1, home: 1, away: 0, periods: [], reason: 'wrong score' };
      const asPlayer = await app.inject({ method: 'POST', url: '/api/fake/operator/sports/result', headers: bearer(player), payload: body });
      expect(asPlayer.statusCode).toBe(401);
      const asEditor = await app.inject({
        method: 'POST',
        url: '/api/fake/operator/sports/result',
        headers: bearer(await operatorToken(EDITOR)),
        payload: body,
      });
      expect(asEditor.statusCode).toBe(403);
    });

    it('takes a payout back when a won bet was lost, pays one when a lost bet was won, with history and audit', async () => {
      const { userId, headers } = await fundedPlayer(app, 10_000);
      const a = event([250, 300, 300]);
      const [home, away] = await placed(
        headers,
        slip([
          { id: a.ids[0], price: 250 },
          { id: a.ids[2], price: 300 },
        ]),
      );
      await settle(a.marketId, { [a.ids[0]]: 'won' });
      expect(await balance(userId)).toBe(10_500);

      fake.corrections.set(a.eventId, [{ marketId: a.marketId, results: { [a.ids[2]]: 'won' } }]);
      const trader = await operatorToken(TRADER);
      const res = await app.inject({
        method: 'POST',
        url: '/api/fake/operator/sports/result',
        headers: { ...bearer(trader), 'x-locale': 'en' },
        payload: { eventId: a.eventId, home: 0, away: 1, periods: [], reason: 'the goal was offside' },
      });
      expect(res.json()).toEqual({
        success: true,
        message: 'The result has been corrected and the bets re-settled.',
        data: { resettled: 2, net: 3_000 - 2_500 },
      });
      expect(await balance(userId)).toBe(11_000);
      expect(await betOf(headers, home.id)).toMatchObject({ status: 'lost', payout: 0 });
      expect(await betOf(headers, away.id)).toMatchObject({ status: 'won', payout: 3_000 });
      expect((await betOf(headers, home.id)).history.map((entry) => [entry.action, entry.amount, entry.status])).toEqual([
        ['placed', 1_000, 'open'],
        ['settled', 2_500, 'won'],
        ['resettled', -2_500, 'lost'],
      ]);
      const audit = await app.inject({ method: 'GET', url: '/api/operator/audit', headers: bearer(await operatorToken(ADMIN)) });
      expect((audit.json().data as OperatorAuditEntry[]).find((entry) => entry.action === 'sports.result.correct')).toMatchObject({
        action: 'sports.result.correct',
        subject: `event:${a.eventId}`,
        after: { reason: 'the goal was offside', resettled: 2, net: 500 },
      });
      expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
    });
    it('re-settles in the sweep a correction whose nudge was missed', async () => {
      const { userId, headers } = await fundedPlayer(app, 10_000);
      const a = event([240, 300, 300]);
      const [bet] = await placed(headers, slip([{ id: a.ids[0], price: 240 }]));
      await settle(a.marketId, { [a.ids[0]]: 'won' });
      expect(await balance(userId)).toBe(11_400);
      fake.settle(a.marketId, { [a.ids[0]]: 'void', [a.ids[1]]: 'void', [a.ids[2]]: 'void' }, true);
      await betting.sweep();
      expect(await betOf(headers, bet.id)).toMatchObject({ status: 'void', payout: 1_000 });
      expect(await balance(userId)).toBe(10_000);
      await betting.sweep();
      expect(await balance(userId)).toBe(10_000);
      expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
    });
  });

  describe('cash out', () => {
    it('pays the full offer once per Idempotency-Key and closes the bet', async () => {
      const { userId, headers } = await fundedPlayer(app, 10_000);
      const a = event([200, 340, 380]);
      const [bet] = await placed(headers, slip([{ id: a.ids[0], price: 200 }]));
      fake.setPrice(a.ids[0], 150, 160);
      const offer = (await betOf(headers, bet.id)).cashOutOffer!;
      // what the bet pays if it wins, at the chance it does now, less the margin: 2 000 ÷ 1.60 × 0.95 = 1 187.5
      expect(offer).toBe(1_187);
      const key = randomUUID();
      const [first, concurrent] = await Promise.all([cashOut(headers, { betId: bet.id, offer }, key), cashOut(headers, { betId: bet.id, offer }, key)]);
      expect(concurrent.body.data).toMatchObject({ status: 'cashed-out', offer: 1_187 });
      expect((await cashOut(headers, { betId: bet.id, offer })).body.data.status).toBe('unavailable');
      expect(first).toMatchObject({ status: 200, body: { message: 'Your bet has been cashed out.', data: { status: 'cashed-out', offer: 1_187 } } });
      expect(first.body.data.bet).toMatchObject({ status: 'cashed-out', payout: 1_187, cashOutOffer: null });
      const retry = await cashOut(headers, { betId: bet.id, offer }, key);
      expect(retry.body.data).toMatchObject({ status: 'cashed-out', offer: 1_187 });
      expect(await balance(userId)).toBe(9_000 + 1_187);
      const reused = await cashOut(headers, { betId: bet.id, offer: offer + 1 }, key);
      expect(reused).toMatchObject({ status: 400, body: { message: 'This Idempotency-Key was already used for a different request.' } });
      const noKey = await call('POST', 'sports/cashout', headers, { betId: bet.id, offer });
      expect(noKey.statusCode).toBe(400);
    });

    it('answers offer-changed with the new offer when the price moved, and unavailable while suspended', async () => {
      const { userId, headers } = await fundedPlayer(app, 10_000);
      const a = event([200, 340, 380]);
      const [bet] = await placed(headers, slip([{ id: a.ids[0], price: 200 }]));
      const offer = (await betOf(headers, bet.id)).cashOutOffer!;
      fake.setPrice(a.ids[0], 170);
      // 2 000 ÷ 1.70 × 0.95 = 1 117.6
      expect((await cashOut(headers, { betId: bet.id, offer })).body.data).toMatchObject({ status: 'offer-changed', offer: 1_117 });
      fake.setStatus(a.marketId, 'suspended');
      expect((await cashOut(headers, { betId: bet.id, offer: 1_117 })).body.data).toMatchObject({
        status: 'unavailable',
        offer: null,
        bet: { cashOutOffer: null },
      });
      fake.setStatus(a.marketId, 'open');
      expect(await balance(userId)).toBe(9_000);
      const stranger = await fundedPlayer(app, 0);
      expect((await cashOut(stranger.headers, { betId: bet.id, offer: 1_117 })).status).toBe(404);
    });

    it('pays a portion and keeps the rest of the bet on a proportionally lower stake', async () => {
      const { userId, headers } = await fundedPlayer(app, 10_000);
      const a = event([200, 340, 380]);
      const [bet] = await placed(headers, slip([{ id: a.ids[0], price: 200 }]));
      const offer = (await betOf(headers, bet.id)).cashOutOffer!;
      // at the price it was placed at: the stake less the margin
      expect(offer).toBe(950);
      const res = await cashOut(headers, { betId: bet.id, offer, portion: 475 });
      expect(res.body.data).toMatchObject({ status: 'cashed-out', offer: 475, bet: { status: 'open', stake: 500, potentialPayout: 1_000, payout: 475 } });
      expect(await balance(userId)).toBe(9_475);
      expect((await cashOut(headers, { betId: bet.id, offer: 475, portion: 475 })).status).toBe(400);
      await settle(a.marketId, { [a.ids[0]]: 'won' });
      expect(await betOf(headers, bet.id)).toMatchObject({ status: 'won', payout: 475 + 1_000 });
      expect(await balance(userId)).toBe(9_475 + 1_000);
    });

    it('concurrent partial cash outs of one offer pay one portion: the portions and the rest never exceed the full offer', async () => {
      const { userId, headers } = await fundedPlayer(app, 10_000);
      const a = event([200, 340, 380]);
      const [bet] = await placed(headers, slip([{ id: a.ids[0], price: 200 }]));
      fake.setPrice(a.ids[0], 150, 160);
      const offer = (await betOf(headers, bet.id)).cashOutOffer!;
      const replies = await Promise.all(Array.from({ length: 6 }, () => cashOut(headers, { betId: bet.id, offer, portion: 400 })));
      expect(replies.filter((reply) => reply.body.data.status === 'cashed-out')).toHaveLength(1);
      const rest = (await betOf(headers, bet.id)).cashOutOffer!;
      expect(400 + rest).toBeLessThanOrEqual(offer);
      expect(await balance(userId)).toBe(9_000 + 400);
      expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
    });

    it('values a capped bet on what it can pay, and the rest of a partly cashed out bet pays only its share of the cap', async () => {
      const { userId, headers } = await fundedPlayer(app, 20_000);
      const a = event([20_000, 150, 150]);
      // ₺100 at 200.00 would return ₺20,000; the maximum payout is ₺5,000
      const [bet] = await placed(headers, slip([{ id: a.ids[0], price: 20_000 }], { stake: 10_000 }));
      expect(bet.potentialPayout).toBe(CONFIG.maxPayout);
      fake.setPrice(a.ids[0], 380, 400);
      // the cap at a fair 4.00, less the margin: 5 000 ÷ 4 × 0.95
      expect((await betOf(headers, bet.id)).cashOutOffer).toBe(118_750);
      fake.setPrice(a.ids[0], 480, 500);
      const offer = (await betOf(headers, bet.id)).cashOutOffer!;
      expect(offer).toBe(95_000);
      const res = await cashOut(headers, { betId: bet.id, offer, portion: 71_250 });
      // a quarter of the bet is left: a quarter of the stake, and a quarter of what it could pay
      expect(res.body.data).toMatchObject({ status: 'cashed-out', offer: 71_250, bet: { status: 'open', stake: 2_500, potentialPayout: 125_000 } });
      expect((await betOf(headers, bet.id)).cashOutOffer).toBe(23_750);
      await settle(a.marketId, { [a.ids[0]]: 'won' });
      expect(await betOf(headers, bet.id)).toMatchObject({ status: 'won', payout: 71_250 + 125_000 });
      expect(await balance(userId)).toBe(20_000 - 10_000 + 71_250 + 125_000);
      expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
    });

    it('cashes out by itself once the offer reaches the auto cash out amount', async () => {
      const { userId, headers } = await fundedPlayer(app, 10_000);
      const a = event([200, 340, 380]);
      const [bet] = await placed(headers, slip([{ id: a.ids[0], price: 200 }]));
      const set = await call('POST', 'sports/autocashout', headers, { betId: bet.id, amount: 1_700 });
      expect(set.json().data).toMatchObject({ autoCashOut: 1_700, status: 'open' });
      fake.setPrice(a.ids[0], 120);
      await betting.sweep();
      // 2 000 ÷ 1.20 × 0.95 = 1 583.3: not yet
      expect((await betOf(headers, bet.id)).status).toBe('open');
      fake.setPrice(a.ids[0], 111);
      await betting.sweep();
      // 2 000 ÷ 1.11 × 0.95 = 1 711.7
      expect(await betOf(headers, bet.id)).toMatchObject({ status: 'cashed-out', payout: 1_711, autoCashOut: null });
      expect(await balance(userId)).toBe(9_000 + 1_711);
      expect((await call('POST', 'sports/autocashout', headers, { betId: bet.id, amount: 2_000 })).statusCode).toBe(400);
      expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
    });

    it('refuses an offer the market moved from or was suspended since it was quoted, by hand or auto (re-quoted under the lock)', async () => {
      const { userId, headers } = await fundedPlayer(app, 10_000);
      const a = event([200, 340, 380]);
      const [bet] = await placed(headers, slip([{ id: a.ids[0], price: 200 }]));
      const offer = (await betOf(headers, bet.id)).cashOutOffer!;
      /** a goal (or a suspension) just after the next quote: between the request's check and its payment */
      const rightAfterTheQuote = (change: () => void) => {
        fake.afterQuote = () => {
          fake.afterQuote = null;
          change();
        };
      };
      rightAfterTheQuote(() => fake.setPrice(a.ids[0], 300));
      // 2 000 ÷ 3.00 × 0.95 = 633.3
      expect((await cashOut(headers, { betId: bet.id, offer })).body.data).toMatchObject({ status: 'offer-changed', offer: 633 });
      rightAfterTheQuote(() => fake.setStatus(a.marketId, 'suspended'));
      expect((await cashOut(headers, { betId: bet.id, offer: 633 })).body.data).toMatchObject({ status: 'unavailable', offer: null });
      fake.setStatus(a.marketId, 'open');
      expect(await balance(userId)).toBe(9_000);

      await call('POST', 'sports/autocashout', headers, { betId: bet.id, amount: 1_700 });
      // the price shortens far enough, and drifts back before the auto cash out pays
      rightAfterTheQuote(() => fake.setPrice(a.ids[0], 200));
      fake.setPrice(a.ids[0], 111);
      await betting.sweep();
      expect(await betOf(headers, bet.id)).toMatchObject({ status: 'open', autoCashOut: 1_700 });
      expect(await balance(userId)).toBe(9_000);
      fake.setPrice(a.ids[0], 111);
      await betting.sweep();
      expect(await betOf(headers, bet.id)).toMatchObject({ status: 'cashed-out', payout: 1_711 });
      expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
    });
  });
});
