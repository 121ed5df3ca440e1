// The wagering rules of the Bonus Rules page, each checked against the page's own words and then
// attacked as a hostile player would: a stake counts by its game's own kind (crash and instant games
// never, whatever lobby lists them), a sports bet counts when it settles and for the stake still in it,
// bets on different outcomes of one market count nothing, nor does a roulette round covering more than
// 24 numbers, and a free bet's terms promise no wagering since its winnings are paid as cash.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  type Bet,
  type CashOutReply,
  type PlaceBetReply,
  type PlaceBetRequest,
  type PlayerBonuses,
  type WageringTerms,
} from '@arena/contracts';
import { manualClock } from '../../clock';
import type { SportsConfig } from '../../config';
import { auditLedger, HEALTHY } from '../../testing/ledger';
import { fundedPlayer } from '../../testing/players';
import { insertTestCampaign } from '../../testing/bonus';
import { buildTestApp, testConfig } from '../../testing/test-app';
import { PAGES } from '../cms/seed/pages';
import { type SportsBetting } from '../sports/bets/service';
import { type FakeCatalogue } from '../sports/bets/__tests__/fake-catalogue';
import { bonusCampaigns } from './schema';
import { SEED_CAMPAIGNS } from './seed';
import { bettingOnFakeCatalogue } from '../sports/bets/__tests__/fake-betting';

type Headers = Record<string, string>;
const clock = manualClock(Date.parse('2026-11-24T12:00:00Z'));
const SPORTS: SportsConfig = { ...testConfig().sports, mode: 'own', minStake: 100, maxStake: 600_000, maxPayout: 5_000_000, liveDelayMs: 0 };
/** the welcome bonus's shares: slots 100 %, table 10 %, live 0 %, sports 100 % at 1.50 */
const TERMS: WageringTerms = {
  multiplier: 30,
  contributions: { slots: 10_000, table: 1_000, live: 0, sports: 10_000 },
  minOdds: 150,
  maxBet: 100_000,
  days: 30,
};
/** ₺100 of bonus money: 30× is ₺3,000 to wager */
const BONUS = 10_000;

/** The Bonus Rules page's contribution table in English, row label → contribution, as the player reads it. */
function publishedContributions(): Map<string, string> {
  const body = PAGES.find(({ id }) => id === 11)!.text.en.body;
  const table = /<h3>Wagering contribution<\/h3>.*?<table>(.*?)<\/table>/.exec(body)![1];
  return new Map([...table.matchAll(/<tr><td>(.*?)<\/td><td>(.*?)<\/td><\/tr>/g)].map(([, game, share]) => [game, share]));
}
/** a published share as basis points; "Do not count" is nothing */
const basisPoints = (share: string) => (share === 'Do not count' ? 0 : Number(/^(\d+)%$/.exec(share)![1]) * 100);
const publishedShare = (keyword: string) => {
  const rows = [...publishedContributions()].filter(([game]) => game.includes(keyword));
  expect(rows).toHaveLength(1);
  return basisPoints(rows[0][1]);
};

let app: FastifyInstance;
let fake: FakeCatalogue;
let betting: SportsBetting;
let sequence = 0;
let nextEvent = 90_000;
const key = (label: string) => `test:wagering:${label}:${(sequence += 1)}`;

beforeAll(async () => {
  app = await buildTestApp({ redisUrl: null }, undefined, { clock });
  ({ fake, betting } = await bettingOnFakeCatalogue(app, { clock, config: SPORTS, freeBets: app.bonus, wagering: app.bonus }));
});
afterEach(async () => {
  expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
});
afterAll(async () => {
  await betting.stop();
  await app.close();
});

/** the rows of a raw statement */
async function rows<T>(statement: SQL): Promise<T[]> {
  const result: unknown = await app.db.execute(statement);
  return (result as { rows: T[] }).rows;
}
const en = (headers: Headers) => ({ ...headers, 'x-locale': 'en' });
const mine = async (headers: Headers) => (await app.inject({ method: 'GET', url: '/api/bonus/mine', headers: en(headers) })).json().data as PlayerBonuses;
const wagered = async (headers: Headers) => (await mine(headers)).active[0]?.wagered;

/** a player with `cash` holding a fresh ₺100 bonus under TERMS */
async function holding(cash: number, terms: WageringTerms = TERMS) {
  const offer = await insertTestCampaign(app.db, clock.now(), { kind: 'trial', maxAmount: BONUS, wagering: terms });
  const player = await fundedPlayer(app, cash);
  const claimed = await app.inject({ method: 'POST', url: '/api/bonus/claim', payload: { offerId: offer.id }, headers: en(player.headers) });
  expect(claimed.json()).toMatchObject({ success: true, data: { status: 'active', wageringRequired: 30 * BONUS } });
  return player;
}

const stake = (userId: number, amount: number, gameCode: string, roundId = `r-${randomUUID()}`) =>
  app.wallet.bet({ userId, amount, key: key('bet'), roundId, gameCode, provider: 'arena-originals' });

describe('a stake counts by its own game, never by the lobby that lists it', () => {
  it('moves a 30× requirement by exactly the published share of each kind of game: crash and instant games by nothing', async () => {
    // the old mistake: Aviator sits in "Popular", a category of the slot lobby
    const [listed] = await rows<{ slot: boolean }>(sql`
        SELECT bool_or('slot' = ANY (c.slug_list)) AS slot FROM casino_category_games cg JOIN casino_categories c ON c.id = cg.category_id
        WHERE cg.game_code = 'aviator'`);
    expect(listed.slot).toBe(true);

    const { userId, headers } = await holding(100_000);
    const cases: [game: string, published: string][] = [
      ['aviator', 'Aviator'],
      ['digitain_smartsoft_jetx', 'JetX'],
      ['dice', 'Dice'],
      ['limbo', 'Limbo'],
      ['plinko', 'Plinko'],
      ['sultan', 'Slots'],
      ['blackjack', 'blackjack'],
      ['auto-roulette', 'Live casino'],
    ];
    for (const [game, row] of cases) {
      const before = await wagered(headers);
      await stake(userId, 2_000, game);
      // ₺20 × the share the page publishes for that kind of game
      expect({ game, moved: (await wagered(headers)) - before }).toEqual({ game, moved: (2_000 * publishedShare(row)) / 10_000 });
    }
    // and the published shares are the ones the rules state in words
    expect([publishedShare('Aviator'), publishedShare('Slots'), publishedShare('blackjack'), publishedShare('Live casino')]).toEqual([0, 10_000, 1_000, 0]);
  });

  it('hostile: thirty rounds of Aviator cashed out at 1.01× (98 % of the time) no longer clear a 30× bonus', async () => {
    const { userId, headers } = await holding(10_000);
    // ₺3,000 staked in rounds of ₺100, each cashed out at 1.01×: the requirement, at 1 % expected cost
    for (let round = 0; round < 30; round += 1) {
      const roundId = `aviator-${randomUUID()}`;
      const betKey = key('aviator');
      await app.wallet.bet({ userId, amount: 10_000, key: betKey, roundId, gameCode: 'aviator', provider: 'arena-originals' });
      await app.wallet.win({ userId, amount: 10_100, key: key('win'), betKey, roundId, gameCode: 'aviator', provider: 'arena-originals' });
    }
    const { active } = await mine(headers);
    expect(active[0]).toMatchObject({ status: 'active', wagered: 0, wageringRequired: 30 * BONUS });
    expect(await app.wallet.bonusBalance(userId)).toBe(BONUS);
  });
});

describe('roulette coverage', () => {
  const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
  const play = async (headers: Headers, bets: object[]) => {
    const amount = bets.reduce((sum, bet) => sum + (bet as { amount: number }).amount, 0);
    const res = await app.inject({ method: 'POST', url: '/api/originals/roulette/play', payload: { amount, bets }, headers });
    expect(res.json()).toMatchObject({ success: true });
  };

  it('counts a round covering up to 24 of the 37 numbers at the table share, and nothing above (red and black: 36)', async () => {
    const { headers } = await holding(100_000);
    // the independent count of the numbers each slip covers
    expect(new Set([...RED, ...Array.from({ length: 36 }, (_, i) => i + 1).filter((n) => !RED.includes(n))]).size).toBe(36);
    let before = await wagered(headers);
    await play(headers, [{ type: 'red', amount: 1_000 }]); // 18 numbers
    expect((await wagered(headers)) - before).toBe(100);
    before = await wagered(headers);
    await play(headers, [
      { type: 'dozen', selection: 1, amount: 1_000 },
      { type: 'dozen', selection: 2, amount: 1_000 },
    ]); // 24 numbers: the most that counts
    expect((await wagered(headers)) - before).toBe(200);
    before = await wagered(headers);
    await play(headers, [
      { type: 'dozen', selection: 1, amount: 1_000 },
      { type: 'dozen', selection: 2, amount: 1_000 },
      { type: 'straight', numbers: [0], amount: 100 },
    ]); // 25 numbers
    expect((await wagered(headers)) - before).toBe(0);
  });

  it('hostile: red and black together, round after round, never clear a cashback-style 1× bonus that counts roulette in full', async () => {
    const full = { ...TERMS, multiplier: 1, contributions: { slots: 10_000, table: 10_000, live: 10_000, sports: 10_000 } };
    const offer = await insertTestCampaign(app.db, clock.now(), { kind: 'trial', maxAmount: BONUS, wagering: full });
    const { headers } = await fundedPlayer(app, 100_000);
    expect((await app.inject({ method: 'POST', url: '/api/bonus/claim', payload: { offerId: offer.id }, headers: en(headers) })).json()).toMatchObject({
      success: true,
    });
    for (let round = 0; round < 6; round += 1)
      await play(headers, [
        { type: 'red', amount: 1_000 },
        { type: 'black', amount: 1_000 },
      ]);
    // ₺120 staked against ₺100 to wager, each round losing only on zero: still nothing counted
    expect((await mine(headers)).active[0]).toMatchObject({ status: 'active', wagered: 0 });
  });

  it('hostile: auto-roulette takes one bet a call, so black after red takes back what red counted', async () => {
    const full = { ...TERMS, multiplier: 2, contributions: { slots: 10_000, table: 10_000, live: 10_000, sports: 10_000 } };
    const offer = await insertTestCampaign(app.db, clock.now(), { kind: 'trial', maxAmount: BONUS, wagering: full });
    const { userId, headers } = await fundedPlayer(app, 100_000);
    await app.inject({ method: 'POST', url: '/api/bonus/claim', payload: { offerId: offer.id }, headers: en(headers) });
    const at = new Date(clock.now());
    const [chain] = await rows<{ id: number }>(sql`
        INSERT INTO live_chains (game, seed, terminal_hash, salt, length, created_at) VALUES ('auto-roulette', 's', 'h', 'salt', 1, ${at.toISOString()}::timestamptz)
        RETURNING id`);
    const [round] = await rows<{ id: number }>(sql`
        INSERT INTO live_rounds (game, chain_id, chain_index, hash, result, phase, status, opens_at, starts_at, result_at)
        VALUES ('auto-roulette', ${chain.id}, 1, 'h', '{}'::jsonb, 'result', 2, now(), now(), now()) RETURNING id`);
    /** a bet as the live engine places it: its row, then its stake in the same round */
    const bet = async (type: 'red' | 'black') => {
      await app.db.execute(sql`
        INSERT INTO live_bets (round_id, user_id, player, amount, params, created_at)
        VALUES (${round.id}, ${userId}, 'p***r', 1000, ${JSON.stringify({ type })}::jsonb, now())`);
      await stake(userId, 1_000, 'auto-roulette', `live-auto-roulette-${round.id}`);
    };
    await bet('red');
    expect(await wagered(headers)).toBe(1_000);
    await bet('black');
    expect(await wagered(headers)).toBe(0);
  });
});

describe('sports bets', () => {
  const event = (prices: [number, number, number]) => {
    const eventId = (nextEvent += 10);
    const marketId = eventId + 1;
    const ids = [eventId + 2, eventId + 3, eventId + 4];
    fake.addMarket({ eventId, marketId, live: false, selections: ids.map((selectionId, i) => ({ selectionId, price: prices[i] })) });
    return { marketId, ids, prices };
  };
  const single = (id: number, price: number, amount: number): PlaceBetRequest => ({
    slipId: randomUUID(),
    type: 'single',
    stake: amount,
    priceChange: 'none',
    selections: [{ selectionId: id, price }],
  });
  const place = async (headers: Headers, body: PlaceBetRequest) => {
    const res = await app.inject({ method: 'POST', url: '/api/fake/sports/placebet', headers: en(headers), payload: body });
    expect(res.json()).toMatchObject({ success: true, data: { status: 'placed' } });
    return (res.json().data as PlaceBetReply).bets[0];
  };
  const betOf = async (headers: Headers, betId: number) => {
    const items = async (status: string) =>
      (await app.inject({ method: 'GET', url: `/api/fake/sports/bets?status=${status}&skip=0&take=50`, headers: en(headers) })).json().data.items as Bet[];
    return [...(await items('open')), ...(await items('settled'))].find((bet) => bet.id === betId)!;
  };
  const cashOut = async (headers: Headers, payload: object) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/fake/sports/cashout',
      headers: { ...en(headers), [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      payload,
    });
    return res.json().data as CashOutReply;
  };
  const settle = async (marketId: number, results: Parameters<FakeCatalogue['settle']>[1]) => {
    fake.settle(marketId, results);
    await betting.sweep();
  };

  it('counts a bet when it settles, won or lost, at the sports share; not at placement', async () => {
    const { headers } = await holding(100_000);
    const a = event([200, 340, 380]);
    const b = event([250, 300, 300]);
    await place(headers, single(a.ids[0], 200, 10_000));
    await place(headers, single(b.ids[1], 300, 5_000));
    expect(await wagered(headers)).toBe(0);
    await settle(a.marketId, { [a.ids[0]]: 'lost', [a.ids[1]]: 'won', [a.ids[2]]: 'lost' });
    expect(await wagered(headers)).toBe(10_000);
    await settle(b.marketId, { [b.ids[0]]: 'lost', [b.ids[1]]: 'won', [b.ids[2]]: 'lost' });
    expect(await wagered(headers)).toBe(15_000);
    // under the minimum odds of 1.50: nothing
    const c = event([140, 400, 600]);
    await place(headers, single(c.ids[0], 140, 10_000));
    await settle(c.marketId, { [c.ids[0]]: 'won', [c.ids[1]]: 'lost', [c.ids[2]]: 'lost' });
    expect(await wagered(headers)).toBe(15_000);
  });

  it('a result corrected to void takes back what its bet counted, and a correction back counts it again', async () => {
    const { headers } = await holding(100_000);
    const a = event([200, 340, 380]);
    await place(headers, single(a.ids[0], 200, 10_000));
    await settle(a.marketId, { [a.ids[0]]: 'lost', [a.ids[1]]: 'won', [a.ids[2]]: 'lost' });
    expect(await wagered(headers)).toBe(10_000);
    await settle(a.marketId, { [a.ids[0]]: 'void', [a.ids[1]]: 'void', [a.ids[2]]: 'void' });
    expect(await wagered(headers)).toBe(0);
    await settle(a.marketId, { [a.ids[0]]: 'won', [a.ids[1]]: 'lost', [a.ids[2]]: 'lost' });
    expect(await wagered(headers)).toBe(10_000);
  });

  it('a bet cashed out in full before settlement adds nothing; a partial cash-out counts only the stake left in the bet', async () => {
    const { headers } = await holding(100_000);
    const a = event([200, 340, 380]);
    const full = await place(headers, single(a.ids[0], 200, 10_000));
    const offer = (await betOf(headers, full.id)).cashOutOffer!;
    expect(await cashOut(headers, { betId: full.id, offer })).toMatchObject({ status: 'cashed-out' });
    expect(await wagered(headers)).toBe(0);

    const b = event([200, 340, 380]);
    const partial = await place(headers, single(b.ids[0], 200, 10_000));
    const partialOffer = (await betOf(headers, partial.id)).cashOutOffer!;
    expect(await cashOut(headers, { betId: partial.id, offer: partialOffer, portion: 4_000 })).toMatchObject({ status: 'cashed-out' });
    const left = (await betOf(headers, partial.id)).stake;
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(10_000);

    await settle(a.marketId, { [a.ids[0]]: 'won', [a.ids[1]]: 'lost', [a.ids[2]]: 'lost' });
    await settle(b.marketId, { [b.ids[0]]: 'lost', [b.ids[1]]: 'won', [b.ids[2]]: 'lost' });
    expect(await wagered(headers)).toBe(left);
  });

  it('hostile: home, draw and away singles on one market add nothing, while a bet on another market still counts', async () => {
    const { headers } = await holding(300_000);
    // every outcome at 1.50 or more: the player loses only the margin, with no variance at all
    const m = event([290, 340, 300]);
    for (const [i, id] of m.ids.entries()) await place(headers, single(id, m.prices[i], 30_000));
    const other = event([200, 340, 380]);
    await place(headers, single(other.ids[0], 200, 1_000));
    await settle(m.marketId, { [m.ids[0]]: 'won', [m.ids[1]]: 'lost', [m.ids[2]]: 'lost' });
    expect(await wagered(headers)).toBe(0);
    await settle(other.marketId, { [other.ids[0]]: 'lost', [other.ids[1]]: 'won', [other.ids[2]]: 'lost' });
    expect(await wagered(headers)).toBe(1_000);
  });

  it('hostile: an immediate cash-out of the whole requirement no longer clears the bonus', async () => {
    const { userId, headers } = await holding(300_000);
    // ₺3,000 in three bets of ₺1,000 (the maximum bet) at 2.00, each cashed out at once for its offer
    // (a few per cent less): the old clearing at the cost of the cash-out margin
    for (let n = 0; n < 3; n += 1) {
      const m = event([200, 340, 380]);
      const bet = await place(headers, single(m.ids[0], 200, 100_000));
      const offer = (await betOf(headers, bet.id)).cashOutOffer!;
      expect(await cashOut(headers, { betId: bet.id, offer })).toMatchObject({ status: 'cashed-out' });
      await settle(m.marketId, { [m.ids[0]]: 'won', [m.ids[1]]: 'lost', [m.ids[2]]: 'lost' });
    }
    expect((await mine(headers)).active[0]).toMatchObject({ status: 'active', wagered: 0 });
    expect(await app.wallet.bonusBalance(userId)).toBe(BONUS);
  });
});

describe('free bets', () => {
  it('promise no wagering in their stored terms, as their winnings are paid as cash', async () => {
    const seeded = SEED_CAMPAIGNS.filter(({ kind }) => kind === 'free_bet');
    expect(seeded.map(({ wagering }) => wagering.multiplier)).toEqual([0]);
    const stored = await app.db.select().from(bonusCampaigns).where(eq(bonusCampaigns.slug, seeded[0].slug));
    expect(stored.map(({ wagering }) => wagering.multiplier)).toEqual([0]);
    expect(seeded[0].description).toMatchObject({ en: expect.stringContaining('as cash, with no wagering') });
  });
});
