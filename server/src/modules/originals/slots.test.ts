// Sultan's Gold and Bosphorus Nights over HTTP against the wallet: the balance moves by stakes and wins
// as the revealed seeds decide, a whole free-spin feature travels as one round, and a player's spins
// are at least the minimum game cycle apart (UKGC RTS: 2.5 s).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SessionStatus, type OriginalsRound } from '@arena/contracts';
import { payout, verifyRound, type InstantGameCode } from '@arena/provably-fair';
import { BOSPHORUS_NIGHTS, slotOutcome } from '@arena/provably-fair/slots';
import { buildApp } from '../../app';
import { manualClock } from '../../clock';
import { auditLedger, HEALTHY } from '../../testing/ledger';
import { fundedPlayer } from '../../testing/players';
import { testConfig } from '../../testing/test-app';
import { originalsRounds, originalsSeeds } from './schema';

const MIN_SPIN_MS = 2500;

describe('Arena Originals: the video slots', () => {
  const defaults = testConfig();
  const config = { ...defaults, originals: { ...defaults.originals, slotMinSpinMs: MIN_SPIN_MS } };
  const clock = manualClock();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(config, { clock });
  });
  afterAll(async () => {
    await app.close();
  });

  const player = (balance: number) => fundedPlayer(app, balance);

  const spin = (game: string, amount: number, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: `/api/originals/${game}/play`, payload: { amount }, headers });

  it('plays both slots: stakes debited, wins credited as the revealed seeds decide, the ledger healthy', async () => {
    const { userId, headers } = await player(100_000);
    let balance = 100_000;
    const rounds: OriginalsRound[] = [];
    for (let i = 0; i < 12; i++) {
      clock.advance(MIN_SPIN_MS);
      const res = await spin(i % 2 === 0 ? 'sultan' : 'bosphorus', 1_000, headers);
      expect(res.statusCode).toBe(200);
      const round = res.json().data.round as OriginalsRound;
      expect(round).toMatchObject({ nonce: i, amount: 1_000, status: SessionStatus.Completed });
      balance += round.win - round.amount;
      expect(round.balance).toBe(balance);
      rounds.push(round);
    }
    expect(await app.wallet.balance(userId)).toBe(balance);

    const { previousServerSeed } = (await app.inject({ method: 'POST', url: '/api/originals/seeds/rotate', payload: {}, headers })).json().data;
    for (const round of rounds) {
      // each round names the variant it was played with: the default ones here
      const params = { variant: round.game === 'sultan' ? 'rtp96' : 'rtp96.5' };
      const { outcome } = await verifyRound({
        game: round.game as InstantGameCode,
        serverSeed: previousServerSeed,
        clientSeed: round.clientSeed,
        nonce: round.nonce,
        params,
      });
      expect(round.outcome).toEqual({ ...params, ...outcome });
      expect(round.multiplier).toBe(outcome.multiplier);
      expect(round.win).toBe(payout(round.amount, outcome.multiplier));
    }
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
  });

  it('refuses a spin started less than 2.5 s after the previous one, on either slot, and moves nothing', async () => {
    const { userId, headers } = await player(10_000);
    clock.advance(MIN_SPIN_MS);
    const first = (await spin('bosphorus', 100, { ...headers, 'idempotency-key': 'slot-spin-1' })).json().data.round as OriginalsRound;
    clock.advance(MIN_SPIN_MS - 1);
    // a retry of that spin (same Idempotency-Key) answers it again: it is no new spin
    const retry = await spin('bosphorus', 100, { ...headers, 'idempotency-key': 'slot-spin-1' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.round).toMatchObject({ id: first.id, nonce: first.nonce });
    const early = await spin('sultan', 100, headers);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ success: false, message: 'Lütfen makaraların durmasını bekleyin.' });
    const english = await spin('bosphorus', 100, { ...headers, 'x-locale': 'en' });
    expect(english.json()).toEqual({ success: false, message: 'Please wait for the reels to stop.' });
    // nothing moved, no nonce taken; other games are not paced
    expect(await app.wallet.balance(userId)).toBe(first.balance);
    expect((await app.inject({ method: 'GET', url: '/api/originals/seeds', headers })).json().data.nonce).toBe(1);
    expect(
      (await app.inject({ method: 'POST', url: '/api/originals/dice/play', payload: { amount: 100, target: 5000, over: true }, headers })).statusCode,
    ).toBe(200);
    clock.advance(1);
    const next = await spin('sultan', 100, headers);
    expect(next.statusCode).toBe(200);
    expect(next.json().data.round).toMatchObject({ nonce: 2, status: SessionStatus.Completed });
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
  });

  it('answers a round with its free spins as one outcome', async () => {
    const { userId, headers } = await player(1_000);
    // three moons in view (reels 1–3 at their moon), the free spins all stopped at 1
    const floats = [0, 3, 6, 0, 0].map((stop) => (stop + 0.5) / 32).concat(new Array<number>(100).fill(1.5 / 32));
    const outcome = slotOutcome(BOSPHORUS_NIGHTS, floats);
    expect(outcome.freeSpins).toHaveLength(8);
    // a settled round stored as the studio stores one: its seed pair is the player's
    await app.inject({ method: 'GET', url: '/api/originals/seeds', headers });
    const [seed] = await app.db.select().from(originalsSeeds).where(eq(originalsSeeds.userId, userId));
    const [stored] = await app.db
      .insert(originalsRounds)
      .values({
        userId,
        game: 'bosphorus',
        seedId: seed.id,
        clientSeed: 'feature',
        nonce: 99,
        amount: 1_000,
        params: {},
        outcome,
        multiplier: outcome.multiplier,
        win: payout(1_000, outcome.multiplier),
        status: SessionStatus.Completed,
        createdAt: new Date(clock.now()),
      })
      .returning();
    const res = await app.inject({ method: 'GET', url: `/api/originals/rounds/${stored.id}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ game: 'bosphorus', outcome, multiplier: outcome.multiplier });
  });
});
