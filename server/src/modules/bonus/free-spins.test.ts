// Free spins on our own slots: a free-spins bonus holds spins, each a normal provably fair round of its
// slot at its stake that costs the player nothing; the win becomes the bonus's money with its wagering.
// The server decides everything: another game or stake is refused, a spin cannot be spent twice (even
// by requests at once), the minimum spin time applies, and expiry takes the unused spins.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, SessionStatus, type OriginalsRound, type PlayerBonus, type PlayerBonuses, type WageringTerms } from '@arena/contracts';
import { buildApp } from '../../app';
import { manualClock } from '../../clock';
import { auditLedger, HEALTHY } from '../../testing/ledger';
import { fundedPlayer } from '../../testing/players';
import { insertTestCampaign } from '../../testing/bonus';
import { testConfig } from '../../testing/test-app';
import { originalsRounds } from '../originals/schema';
import { ledgerTransactions } from '../wallet/plugin';

type Headers = Record<string, string>;
const MIN_SPIN_MS = 2_500;
const TERMS: WageringTerms = { multiplier: 2, contributions: { slots: 10_000, table: 1_000, live: 0, sports: 10_000 }, minOdds: 150, maxBet: 500, days: 7 };
const clock = manualClock();
let app: FastifyInstance;

const en = (headers: Headers) => ({ 'x-locale': 'en', ...headers });
const spin = (game: string, amount: number, headers: Headers, extra: Headers = {}) =>
  app.inject({ method: 'POST', url: `/api/originals/${game}/play`, payload: { amount, freeSpin: true }, headers: { ...en(headers), ...extra } });
const mine = async (headers: Headers) => (await app.inject({ method: 'GET', url: '/api/bonus/mine', headers: en(headers) })).json().data as PlayerBonuses;
const freeSpinRounds = (bonusId: number) => app.db.select().from(originalsRounds).where(eq(originalsRounds.freeSpinBonusId, bonusId));

/** a player holding a fresh free-spins bonus of `spins` spins of ₺1 on Sultan's Gold */
async function holdingSpins(spins: number, cash = 5_000) {
  const campaign = await insertTestCampaign(app.db, clock.now(), {
    kind: 'free_spins',
    title: { en: 'Test spins', tr: 'Deneme dönüşleri' },
    description: { en: 'Spins for tests.', tr: 'Testler için dönüşler.' },
    spins,
    spinValue: 100,
    gameCode: 'sultan',
    wagering: TERMS,
  });
  const player = await fundedPlayer(app, cash);
  const claimed = await app.inject({ method: 'POST', url: '/api/bonus/claim', payload: { offerId: campaign.id }, headers: en(player.headers) });
  expect(claimed.json()).toMatchObject({
    success: true,
    data: { kind: 'free_spins', status: 'active', amount: 0, balance: 0, spinsLeft: spins, freeSpins: { game: 'sultan', stake: 100 } },
  });
  return { ...player, bonus: claimed.json().data as PlayerBonus };
}

beforeAll(async () => {
  const defaults = testConfig();
  app = await buildApp({ ...defaults, redisUrl: null, originals: { ...defaults.originals, slotMinSpinMs: MIN_SPIN_MS } }, { clock });
});
afterEach(async () => {
  expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
});
afterAll(async () => {
  await app.close();
});

describe('free spins', () => {
  it('spends one spin a round at no cost to the player; the wins become bonus money with the wagering', async () => {
    const { userId, headers, bonus } = await holdingSpins(3);
    let won = 0;
    for (let left = 2; left >= 0; left -= 1) {
      clock.advance(MIN_SPIN_MS);
      const res = await spin('sultan', 100, headers);
      expect(res.statusCode).toBe(200);
      const round = res.json().data.round as OriginalsRound;
      expect(round).toMatchObject({ game: 'sultan', amount: 100, status: SessionStatus.Completed, freeSpin: true, balance: 5_000 });
      won += round.win;
      if (left > 0) expect((await mine(headers)).active[0]).toMatchObject({ id: bonus.id, spinsLeft: left, amount: won, wageringRequired: won * 2 });
    }
    // the cash was never touched: no stake, no win on it
    expect(await app.wallet.balance(userId)).toBe(5_000);
    const kinds = await app.db
      .select({ kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.userId, userId), inArray(ledgerTransactions.kind, ['bet', 'win'])));
    expect(kinds).toEqual([]);
    expect(await freeSpinRounds(bonus.id)).toHaveLength(3);
    const after = await mine(headers);
    if (won > 0) {
      expect(after.bonusBalance).toBe(won);
      expect(after.active[0]).toMatchObject({ spinsLeft: 0, amount: won, wageringRequired: won * 2 });
    } else {
      // every spin lost: nothing to wager, the bonus is over
      expect(after.past[0]).toMatchObject({ id: bonus.id, status: 'completed', spinsLeft: 0 });
    }
    const more = await spin('sultan', 100, headers);
    expect([more.statusCode, more.json().message]).toEqual([400, 'You have no free spins left.']);
  });

  it('refuses a crafted spin on another game or at another stake, and spends nothing', async () => {
    const { headers, bonus } = await holdingSpins(2);
    for (const [game, amount] of [
      ['bosphorus', 100],
      ['sultan', 500],
    ] as const) {
      clock.advance(MIN_SPIN_MS);
      const res = await spin(game, amount, headers);
      expect([res.statusCode, res.json().message]).toEqual([400, 'Your free spins are for sultan at a stake of ₺1.00.']);
    }
    expect((await mine(headers)).active[0]).toMatchObject({ spinsLeft: 2 });
    expect(await freeSpinRounds(bonus.id)).toHaveLength(0);
  });

  it('spends a spin once when requests race for the last one, and once for a retried Idempotency-Key', async () => {
    const { headers, bonus } = await holdingSpins(2);
    clock.advance(MIN_SPIN_MS);
    const key = { [IDEMPOTENCY_KEY_HEADER]: randomUUID() };
    const [first, retry] = await Promise.all([spin('sultan', 100, headers, key), spin('sultan', 100, headers, key)]);
    expect(retry.json().data.round.id).toBe(first.json().data.round.id);
    expect((await mine(headers)).active[0]).toMatchObject({ spinsLeft: 1 });

    clock.advance(MIN_SPIN_MS);
    const raced = await Promise.all([spin('sultan', 100, headers), spin('sultan', 100, headers)]);
    const codes = raced.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 400]);
    expect(raced.find((res) => res.statusCode === 400)!.json().message).toBe('You have no free spins left.');
    expect(await freeSpinRounds(bonus.id)).toHaveLength(2);
  });

  it('keeps the minimum spin time, and a refused spin is not spent', async () => {
    const { headers } = await holdingSpins(2);
    clock.advance(MIN_SPIN_MS);
    expect((await spin('sultan', 100, headers)).statusCode).toBe(200);
    const soon = await spin('sultan', 100, headers);
    expect([soon.statusCode, soon.json().message]).toEqual([400, 'Please wait for the reels to stop.']);
    expect((await mine(headers)).active[0]).toMatchObject({ spinsLeft: 1 });
  });

  // last: it moves the bonuses' clock for good
  it('loses its unused spins at expiry', async () => {
    const { headers, bonus } = await holdingSpins(5);
    // the bonuses' clock only (the dev route): the player's session stays open
    const moved = await app.inject({ method: 'POST', url: '/api/dev/protection/advance', payload: { hours: TERMS.days * 24 + 1 } });
    expect(moved.statusCode).toBe(200);
    const { past } = await mine(headers);
    expect(past[0]).toMatchObject({ id: bonus.id, status: 'expired', spinsLeft: 0 });
    const late = await spin('sultan', 100, headers);
    expect([late.statusCode, late.json().message]).toEqual([400, 'You have no free spins left.']);
  });
});
