// The sportsbook under a licence that disallows bet types (LicenceProfile.disallowed.betTypes). No seeded
// profile bans one (no regulator we hold a profile for does), so the licence here is written for the test:
// it allows singles on events not yet started, and nothing else. Each refusal is checked against the
// sentence written out here, in English and Turkish, with the balance unchanged; the same slips on a book
// without the ban are taken, so the refusal is the licence's and not the slip's.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, type Bet, type PlaceBetRequest } from '@arena/contracts';
import { manualClock } from '../../../../clock';
import type { SportsConfig } from '../../../../config';
import { fundedPlayer } from '../../../../testing/players';
import { buildTestApp, testConfig } from '../../../../testing/test-app';
import { createSportsBetting, type SportsBetting } from '../service';
import { bettingOnFakeCatalogue } from './fake-betting';
import type { FakeCatalogue } from './fake-catalogue';

const CONFIG: SportsConfig = { ...testConfig().sports, mode: 'own', minStake: 100, maxStake: 600_000, maxPayout: 500_000, maxSelections: 5, liveDelayMs: 0 };

const REFUSED = {
  accumulator: ["Accumulator bets are not offered under this site's licence.", 'Bu sitenin lisansı kapsamında kombine bahis sunulmuyor.'],
  system: ["System bets are not offered under this site's licence.", 'Bu sitenin lisansı kapsamında sistem bahsi sunulmuyor.'],
  live: ["Bets on events in play are not offered under this site's licence.", 'Bu sitenin lisansı kapsamında canlı karşılaşmalara bahis sunulmuyor.'],
  cashOut: ["Cashing out a bet is not offered under this site's licence.", 'Bu sitenin lisansı kapsamında bahis bozdurma sunulmuyor.'],
} as const;

describe('a licence that disallows accumulators, system bets, in-play bets and cash out', () => {
  const clock = manualClock(Date.parse('2026-11-24T12:00:00Z'));
  let app: FastifyInstance;
  let fake: FakeCatalogue;
  let licensed: SportsBetting;
  /** the same book without the ban */
  let unrestricted: SportsBetting;
  let nextId = 5_000;

  beforeAll(async () => {
    app = await buildTestApp({}, undefined, { clock });
    ({ fake, betting: licensed } = await bettingOnFakeCatalogue(app, {
      clock,
      config: CONFIG,
      disallowedBetTypes: ['accumulator', 'system', 'live', 'cash-out'],
    }));
    unrestricted = createSportsBetting({
      db: app.db,
      clock,
      log: app.log,
      config: CONFIG,
      wallet: app.wallet,
      catalogue: fake,
      notifications: app.notifications,
      integrity: app.integrity,
    });
  });
  afterAll(async () => {
    await licensed.stop();
    await app.close();
  });

  const event = (live = false) => {
    const eventId = (nextId += 10);
    const ids = [eventId + 2, eventId + 3, eventId + 4];
    fake.addMarket({ eventId, marketId: eventId + 1, live, selections: ids.map((selectionId) => ({ selectionId, price: 250 })) });
    return ids;
  };
  const slip = (ids: number[], overrides: Partial<PlaceBetRequest> = {}): PlaceBetRequest => ({
    slipId: randomUUID(),
    type: 'single',
    stake: 1_000,
    priceChange: 'none',
    selections: ids.map((selectionId) => ({ selectionId, price: 250 })),
    ...overrides,
  });
  const post = (headers: Record<string, string>, path: string, payload: object, locale = 'en') =>
    app.inject({
      method: 'POST',
      url: `/api/fake/sports/${path}`,
      payload,
      headers: { ...headers, 'x-locale': locale, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    });
  const openBets = async (headers: Record<string, string>) =>
    (await app.inject({ method: 'GET', url: '/api/fake/sports/bets?status=open&skip=0&take=50', headers })).json().data.items as Bet[];

  it.each([
    ['accumulator', { type: 'accumulator' }, 3],
    ['system', { type: 'system', systemSize: 2 }, 3],
  ] as const)('refuses an %s at placement, translated, taking no stake; the unrestricted book takes it', async (kind, overrides, legs) => {
    const { userId, headers } = await fundedPlayer(app, 10_000);
    const ids = Array.from({ length: legs }, () => event()[0]);
    for (const [locale, message] of [
      ['en', REFUSED[kind][0]],
      ['tr', REFUSED[kind][1]],
    ] as const) {
      const res = await post(headers, 'placebet', slip(ids, overrides), locale);
      expect([res.statusCode, res.json()]).toEqual([403, { success: false, message }]);
    }
    expect(await app.wallet.balance(userId)).toBe(10_000);
    expect(await openBets(headers)).toEqual([]);
    expect((await unrestricted.place(userId, slip(ids, overrides), 'en')).status).toBe('placed');
  });

  it('refuses a single on an event in play, taking no stake; a single on an event not yet started is taken', async () => {
    const { userId, headers } = await fundedPlayer(app, 10_000);
    const [live] = event(true);
    for (const [locale, message] of [
      ['en', REFUSED.live[0]],
      ['tr', REFUSED.live[1]],
    ] as const) {
      const res = await post(headers, 'placebet', slip([live]), locale);
      expect([res.statusCode, res.json()]).toEqual([403, { success: false, message }]);
    }
    expect(await app.wallet.balance(userId)).toBe(10_000);
    const [prematch] = event();
    const taken = await post(headers, 'placebet', slip([prematch]));
    expect(taken.json()).toMatchObject({ success: true, data: { status: 'placed' } });
    expect(await app.wallet.balance(userId)).toBe(9_000);
    expect((await unrestricted.place(userId, slip([live]), 'en')).status).toBe('placed');
  });

  it('offers no cash out and refuses one asked for anyway, or an auto cash out, moving nothing', async () => {
    const { userId, headers } = await fundedPlayer(app, 10_000);
    const [selection] = event();
    expect((await post(headers, 'placebet', slip([selection]))).statusCode).toBe(200);
    const [bet] = await openBets(headers);
    expect(bet.cashOutOffer).toBeNull();
    // the unrestricted book would offer one for the same bet
    const unrestrictedView = (await unrestricted.myBets(userId, { status: 'open', skip: 0, take: 50 }, 'en')).items.find((b) => b.id === bet.id)!;
    expect(unrestrictedView.cashOutOffer).toBeGreaterThan(0);
    for (const [locale, message] of [
      ['en', REFUSED.cashOut[0]],
      ['tr', REFUSED.cashOut[1]],
    ] as const) {
      const cashOut = await post(headers, 'cashout', { betId: bet.id, offer: unrestrictedView.cashOutOffer! }, locale);
      expect([cashOut.statusCode, cashOut.json()]).toEqual([403, { success: false, message }]);
    }
    const auto = await post(headers, 'autocashout', { betId: bet.id, amount: 500 });
    expect([auto.statusCode, auto.json().message]).toEqual([403, REFUSED.cashOut[0]]);
    expect(await app.wallet.balance(userId)).toBe(9_000);
    expect((await openBets(headers))[0]).toMatchObject({ id: bet.id, status: 'open', autoCashOut: null });
  });
});
