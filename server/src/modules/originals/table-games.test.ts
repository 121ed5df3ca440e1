// Roulette and Plinko over HTTP against the wallet: every debit and credit is checked against the
// outcome recomputed from the revealed seeds with @arena/provably-fair, and the refusals are the
// player's words with nothing moved.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { rouletteBetSchema, SessionStatus, type OriginalsRound } from '@arena/contracts';
import { instantWin, plinkoTable, ROULETTE_BET_TYPES, verifyRound, type InstantGameCode, type RouletteBet } from '@arena/provably-fair';
import { buildApp } from '../../app';
import { auditLedger, HEALTHY } from '../../testing/ledger';
import { fundedPlayer } from '../../testing/players';
import { testConfig } from '../../testing/test-app';

describe('Arena Originals: Roulette and Plinko', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(testConfig());
  });
  afterAll(async () => {
    await app.close();
  });

  const player = (balance: number) => fundedPlayer(app, balance);

  const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers: Record<string, string>) => app.inject({ method: 'POST', url, payload, headers });

  /** rotates the pair and recomputes each round from the revealed seed: outcome, multiplier and the exact win */
  async function expectFair(headers: Record<string, string>, rounds: OriginalsRound[]) {
    const { previousServerSeed, previousServerSeedHash } = (await post('/api/originals/seeds/rotate', {}, headers)).json().data;
    expect(createHash('sha256').update(previousServerSeed).digest('hex')).toBe(previousServerSeedHash);
    for (const round of rounds) {
      const stored = (await get(`/api/originals/rounds/${round.id}`, headers)).json().data as OriginalsRound;
      expect(stored.serverSeed).toBe(previousServerSeed);
      const { outcome } = await verifyRound({
        game: stored.game as InstantGameCode,
        serverSeed: previousServerSeed,
        clientSeed: stored.clientSeed,
        nonce: stored.nonce,
        params: stored.outcome,
      });
      expect(stored.outcome).toMatchObject(outcome);
      expect(stored.multiplier).toBe(outcome.multiplier);
      expect(stored.win).toBe(instantWin(stored.game as InstantGameCode, stored.amount, outcome, stored.outcome));
    }
  }

  it('mirrors the roulette bet types in the wire schema', () => {
    expect(rouletteBetSchema.properties.type.anyOf.map((literal: { const: string }) => literal.const)).toEqual([...ROULETTE_BET_TYPES]);
  });

  it('plays roulette slips: the sum of the bets is debited, each winning bet returns exactly its stake × 36 / numbers', async () => {
    const { userId, headers } = await player(100_000);
    const slips: RouletteBet[][] = [
      [{ type: 'red', amount: 1_000 }],
      [
        { type: 'straight', numbers: [17], amount: 133 },
        { type: 'split', numbers: [0, 2], amount: 101 },
        { type: 'street', numbers: [0, 2, 3], amount: 77 },
        { type: 'corner', numbers: [17, 14, 13, 16], amount: 250 },
        { type: 'sixLine', numbers: [31, 32, 33, 34, 35, 36], amount: 99 },
        { type: 'dozen', selection: 2, amount: 333 },
        { type: 'column', selection: 1, amount: 333 },
        { type: 'even', amount: 101 },
        { type: 'high', amount: 101 },
      ],
      [
        { type: 'black', amount: 500 },
        { type: 'odd', amount: 500 },
        { type: 'low', amount: 500 },
      ],
    ];
    let balance = 100_000;
    const rounds: OriginalsRound[] = [];
    for (let i = 0; i < 9; i++) {
      const bets = slips[i % slips.length];
      const amount = bets.reduce((sum, bet) => sum + bet.amount, 0);
      const res = await post('/api/originals/roulette/play', { amount, bets }, headers);
      expect(res.statusCode).toBe(200);
      const round = res.json().data.round as OriginalsRound;
      const outcome = round.outcome as unknown as { number: number; results: { win: boolean; payout: number }[]; total: number; bets: RouletteBet[] };
      expect(round).toMatchObject({ game: 'roulette', amount, status: SessionStatus.Completed, nonce: i });
      expect(outcome.bets).toEqual(bets);
      expect(outcome.total).toBe(outcome.results.reduce((sum, result) => sum + result.payout, 0));
      expect(round.win).toBe(outcome.total);
      expect(round.multiplier).toBe(Math.floor((outcome.total * 100) / amount));
      balance += round.win - amount;
      expect(round.balance).toBe(balance);
      rounds.push(round);
    }
    expect(await app.wallet.balance(userId)).toBe(balance);
    await expectFair(headers, rounds);
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
  });

  it('plays plinko at every row count and risk: the bucket is the number of rights and pays its table', async () => {
    const { userId, headers } = await player(100_000);
    let balance = 100_000;
    const rounds: OriginalsRound[] = [];
    for (const risk of ['low', 'medium', 'high'] as const) {
      for (const rows of [8, 12, 16]) {
        const res = await post('/api/originals/plinko/play', { amount: 1_000, rows, risk }, headers);
        expect(res.statusCode).toBe(200);
        const round = res.json().data.round as OriginalsRound;
        const outcome = round.outcome as unknown as { rows: number; risk: string; path: number[]; bucket: number; multiplier: number };
        expect(outcome).toMatchObject({ rows, risk });
        expect(outcome.path).toHaveLength(rows);
        expect(outcome.bucket).toBe(outcome.path.filter((step) => step === 1).length);
        expect(round.multiplier).toBe(plinkoTable({ rows, risk })[outcome.bucket]);
        expect(round.win).toBe((1_000 * round.multiplier) / 100);
        balance += round.win - 1_000;
        expect(round).toMatchObject({ balance, nonce: rounds.length });
        rounds.push(round);
      }
    }
    expect(await app.wallet.balance(userId)).toBe(balance);
    await expectFair(headers, rounds);
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
  });

  it("refuses illegal slips, a stake other than the sum, and rows out of range, in the player's words, moving nothing", async () => {
    const { userId, headers } = await player(10_000);
    const english = { ...headers, 'x-locale': 'en' };
    const refusal = async (game: string, payload: object, inHeaders = headers) => {
      const res = await post(`/api/originals/${game}/play`, payload, inHeaders);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
      return res.json().message as string;
    };
    const red = { type: 'red', amount: 500 };
    expect(await refusal('roulette', { amount: 600, bets: [red] })).toBe('Bahis tutarı, bahislerin toplamına eşit olmalıdır.');
    expect(await refusal('roulette', { amount: 600, bets: [red] }, english)).toBe('The stake must equal the sum of the bets.');
    expect(await refusal('roulette', { amount: 1_000, bets: [red, { type: 'split', numbers: [3, 4], amount: 500 }] }, english)).toBe(
      'A bet covers numbers that are not next to each other on the table.',
    );
    expect(await refusal('roulette', { amount: 500, bets: [{ type: 'corner', numbers: [1, 2, 3, 4], amount: 500 }] })).toBe(
      'Bahislerden biri masada yan yana olmayan sayıları kapsıyor.',
    );
    expect(await refusal('roulette', { amount: 500, bets: [{ type: 'dozen', amount: 500 }] }, english)).toBe(
      'Choose the first, second or third dozen or column.',
    );
    expect(await refusal('roulette', { amount: 500, bets: [{ type: 'straight', numbers: [37], amount: 500 }] }, english)).toMatch(/bets\.0\.numbers\.0/);
    expect(await refusal('roulette', { amount: 101 * 100, bets: Array.from({ length: 101 }, () => ({ type: 'red', amount: 100 })) }, english)).toMatch(/bets/);
    expect(await refusal('roulette', { amount: 500, bets: [] }, english)).toMatch(/bets/);
    expect(await refusal('plinko', { amount: 500, rows: 7, risk: 'low' }, english)).toMatch(/rows/);
    expect(await refusal('plinko', { amount: 500, rows: 17, risk: 'low' }, english)).toMatch(/rows/);
    expect(await refusal('plinko', { amount: 500, rows: 8, risk: 'extreme' }, english)).toMatch(/risk/);
    expect(await app.wallet.balance(userId)).toBe(10_000);
    expect((await get('/api/originals/rounds', headers)).json().data).toEqual([]);
  });
});
