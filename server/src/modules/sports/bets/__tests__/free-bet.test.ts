// The sports free bet token: the slip uses it instead of a debit (one single or accumulator at its
// stake and minimum odds, checked by the server); a win pays only the winnings, a loss nothing, a void
// bet gives the token back; it has no cash out; two slips cannot both use it. The ledger stays balanced.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PlaceBetReply, PlaceBetRequest, PlayerBonuses, WageringTerms } from '@arena/contracts';
import { manualClock } from '../../../../clock';
import type { SportsConfig } from '../../../../config';
import { auditLedger, HEALTHY } from '../../../../testing/ledger';
import { fundedPlayer } from '../../../../testing/players';
import { insertTestCampaign } from '../../../../testing/bonus';
import { buildTestApp, testConfig } from '../../../../testing/test-app';
import { playerBonuses } from '../../../bonus/schema';
import { type SportsBetting } from '../service';
import { type FakeCatalogue } from './fake-catalogue';
import { bettingOnFakeCatalogue } from './fake-betting';

const CONFIG: SportsConfig = { ...testConfig().sports, mode: 'own', minStake: 100, maxStake: 600_000, maxPayout: 500_000, liveDelayMs: 0 };
const TERMS: WageringTerms = { multiplier: 0, contributions: { slots: 0, table: 0, live: 0, sports: 10_000 }, minOdds: 180, maxBet: 10_000, days: 7 };
const TOKEN = 10_000;

describe('sports free bet', () => {
  const clock = manualClock(Date.parse('2026-11-24T12:00:00Z'));
  let app: FastifyInstance;
  let fake: FakeCatalogue;
  let betting: SportsBetting;
  let nextId = 5_000;

  beforeAll(async () => {
    app = await buildTestApp({ redisUrl: null }, undefined, { clock });
    ({ fake, betting } = await bettingOnFakeCatalogue(app, { clock, config: CONFIG, freeBets: app.bonus }));
  });
  afterEach(async () => {
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
  });
  afterAll(async () => {
    await betting.stop();
    await app.close();
  });

  const event = (prices: [number, number, number] = [200, 340, 120]) => {
    const eventId = (nextId += 10);
    const marketId = eventId + 1;
    const ids = [eventId + 2, eventId + 3, eventId + 4];
    fake.addMarket({ eventId, marketId, live: false, selections: ids.map((selectionId, i) => ({ selectionId, price: prices[i] })) });
    return { marketId, ids, prices };
  };
  const en = (headers: Record<string, string>) => ({ ...headers, 'x-locale': 'en' });
  const slip = (selections: { id: number; price: number }[], overrides: Partial<PlaceBetRequest> = {}): PlaceBetRequest => ({
    slipId: randomUUID(),
    type: 'single',
    stake: TOKEN,
    priceChange: 'none',
    selections: selections.map(({ id, price }) => ({ selectionId: id, price })),
    freeBet: true,
    ...overrides,
  });
  const place = async (headers: Record<string, string>, body: PlaceBetRequest) => {
    const res = await app.inject({ method: 'POST', url: '/api/fake/sports/placebet', headers: en(headers), payload: body });
    return { status: res.statusCode, body: res.json<{ success: boolean; message: string; data: PlaceBetReply }>() };
  };
  const mine = async (headers: Record<string, string>) =>
    (await app.inject({ method: 'GET', url: '/api/bonus/mine', headers: en(headers) })).json().data as PlayerBonuses;
  const settle = async (marketId: number, results: Parameters<FakeCatalogue['settle']>[1]) => {
    fake.settle(marketId, results);
    await betting.sweep();
  };

  /** a player with `cash` holding a fresh free bet token of ₺100 */
  async function holdingToken(cash = 5_000) {
    const campaign = await insertTestCampaign(app.db, clock.now(), {
      kind: 'free_bet',
      title: { en: 'Test free bet', tr: 'Deneme bedava bahis' },
      description: { en: 'A free bet for tests.', tr: 'Testler için bedava bahis.' },
      maxAmount: TOKEN,
      wagering: TERMS,
    });
    const player = await fundedPlayer(app, cash);
    const claimed = await app.inject({ method: 'POST', url: '/api/bonus/claim', payload: { offerId: campaign.id }, headers: en(player.headers) });
    expect(claimed.json()).toMatchObject({
      success: true,
      data: { kind: 'free_bet', status: 'active', balance: 0, freeBet: { stake: TOKEN, minOdds: 180, inUse: false } },
    });
    expect(await app.wallet.bonusBalance(player.userId)).toBe(0);
    return { ...player, bonusId: claimed.json().data.id as number };
  }

  it('places a single with the token and no debit; a win pays only the winnings and ends the bonus', async () => {
    const { userId, headers, bonusId } = await holdingToken();
    const e = event();
    // the player's own stakes meanwhile neither use nor end the token
    const own = event();
    expect((await place(headers, slip([{ id: own.ids[1], price: 340 }], { freeBet: undefined, stake: 1_000 }))).status).toBe(200);
    expect((await mine(headers)).active[0]).toMatchObject({ id: bonusId, status: 'active', freeBet: { inUse: false } });
    const res = await place(headers, slip([{ id: e.ids[0], price: 200 }]));
    expect(res.body).toMatchObject({ success: true, data: { status: 'placed' } });
    const [bet] = res.body.data.bets;
    expect(bet).toMatchObject({ stake: TOKEN, cashOutOffer: null });
    expect(await app.wallet.balance(userId)).toBe(4_000);
    expect((await mine(headers)).active[0]).toMatchObject({ id: bonusId, freeBet: { inUse: true }, expiresAt: null });
    // nor can it be forfeited while its bet is open: the bet settles it
    const forfeit = await app.inject({ method: 'POST', url: '/api/bonus/forfeit', headers: en(headers), payload: { bonusId } });
    expect([forfeit.statusCode, forfeit.json().message]).toEqual([400, 'This free bet is on an open bet: its bet settles it.']);
    // no cash out of a free bet, nor an automatic one
    const auto = await app.inject({ method: 'POST', url: '/api/fake/sports/autocashout', headers: en(headers), payload: { betId: bet.id, amount: 15_000 } });
    expect([auto.statusCode, auto.json().message]).toEqual([400, 'A free bet cannot be cashed out.']);

    await settle(e.marketId, { [e.ids[0]]: 'won' });
    // ₺100 at 2.00 returns ₺200: the winnings are ₺100, the stake was never the player's
    expect(await app.wallet.balance(userId)).toBe(4_000 + TOKEN);
    const { active, past } = await mine(headers);
    expect(active).toEqual([]);
    expect(past[0]).toMatchObject({ id: bonusId, status: 'completed' });
    const [row] = await app.db.select().from(playerBonuses).where(eq(playerBonuses.id, bonusId));
    expect(row.settled).toBe(TOKEN);
  });

  it('pays nothing on a loss, and gives the token back on a void bet', async () => {
    const { userId, headers, bonusId } = await holdingToken();
    const lost = event();
    expect((await place(headers, slip([{ id: lost.ids[0], price: 200 }]))).status).toBe(200);
    await settle(lost.marketId, { [lost.ids[0]]: 'lost', [lost.ids[1]]: 'won', [lost.ids[2]]: 'lost' });
    expect(await app.wallet.balance(userId)).toBe(5_000);
    expect((await mine(headers)).past[0]).toMatchObject({ id: bonusId, status: 'completed' });

    const other = await holdingToken();
    const voided = event();
    const a = event();
    const acc = slip(
      [
        { id: voided.ids[0], price: 200 },
        { id: a.ids[1], price: 340 },
      ],
      { type: 'accumulator' },
    );
    expect((await place(other.headers, acc)).status).toBe(200);
    await settle(voided.marketId, { [voided.ids[0]]: 'void', [voided.ids[1]]: 'void', [voided.ids[2]]: 'void' });
    await settle(a.marketId, { [a.ids[0]]: 'void', [a.ids[1]]: 'void', [a.ids[2]]: 'void' });
    expect(await app.wallet.balance(other.userId)).toBe(5_000);
    // the token is back, for its days again
    expect((await mine(other.headers)).active[0]).toMatchObject({ id: other.bonusId, status: 'active', freeBet: { inUse: false } });
    expect((await mine(other.headers)).active[0].expiresAt).not.toBeNull();
  });

  it('refuses a slip out of the terms, and lets one of two racing slips use the token', async () => {
    const { userId, headers, bonusId } = await holdingToken();
    const e = event();
    const refused = async (body: PlaceBetRequest) => (await place(headers, body)).body.message;
    const terms = 'Your free bet is one single or accumulator bet with a stake of ₺100.00, at odds of 1.80 or more.';
    expect(await refused(slip([{ id: e.ids[2], price: 120 }]))).toBe(terms);
    expect(await refused(slip([{ id: e.ids[0], price: 200 }], { stake: 20_000 }))).toBe(terms);
    expect(
      await refused(
        slip([
          { id: e.ids[0], price: 200 },
          { id: event().ids[0], price: 200 },
        ]),
      ),
    ).toBe('A free bet is one bet: a single on one selection, or an accumulator.');
    expect((await mine(headers)).active[0]).toMatchObject({ freeBet: { inUse: false } });

    const raced = await Promise.all([place(headers, slip([{ id: e.ids[0], price: 200 }])), place(headers, slip([{ id: e.ids[1], price: 340 }]))]);
    expect(raced.map((res) => res.status).sort()).toEqual([200, 400]);
    expect(raced.find((res) => res.status === 400)!.body.message).toBe('You have no free bet to use.');
    expect(await app.wallet.balance(userId)).toBe(5_000);
    const [row] = await app.db.select().from(playerBonuses).where(eq(playerBonuses.id, bonusId));
    expect(row.freeBetId).not.toBeNull();
  });

  it('refuses a free bet to a player without one', async () => {
    const { headers } = await fundedPlayer(app, 5_000);
    const e = event();
    expect((await place(headers, slip([{ id: e.ids[0], price: 200 }]))).body).toMatchObject({ success: false, message: 'You have no free bet to use.' });
  });
});
