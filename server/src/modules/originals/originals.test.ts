// Dice and Limbo over HTTP against the wallet: every debit and credit is checked against the outcome
// recomputed from the revealed seeds with @arena/provably-fair, the function a player can run.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SessionStatus, type OriginalsRound, type OriginalsSeeds } from '@arena/contracts';
import { payout, verifyRound, type InstantGameCode } from '@arena/provably-fair';
import { buildApp } from '../../app';
import { auditLedger, HEALTHY } from '../../testing/ledger';
import { fundedPlayer } from '../../testing/players';
import { testConfig } from '../../testing/test-app';
import { originalsRounds } from './schema';
import { ORIGINALS_PROVIDER } from './service';

const LIMITS = { min: 100, max: 50_000 };

describe('Arena Originals: Dice and Limbo', () => {
  const defaults = testConfig();
  // a cap of ₺200 per round: a 1.01× win on ₺500 reaches it
  const MAX_WIN = 20_000;
  const config = { ...defaults, originals: { ...defaults.originals, limits: { ...defaults.originals.limits, dice: LIMITS, limbo: LIMITS }, maxWin: MAX_WIN } };
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(config);
  });
  afterAll(async () => {
    await app.close();
  });

  const player = (balance: number) => fundedPlayer(app, balance);

  const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers: Record<string, string>) => app.inject({ method: 'POST', url, payload, headers });
  const seeds = async (headers: Record<string, string>) => (await get('/api/originals/seeds', headers)).json().data as OriginalsSeeds;

  /** rotates the pair and checks each round against the revealed seed */
  async function expectFair(headers: Record<string, string>, rounds: OriginalsRound[]) {
    const before = await seeds(headers);
    const rotation = (await post('/api/originals/seeds/rotate', {}, headers)).json().data;
    expect(rotation.previousServerSeedHash).toBe(before.serverSeedHash);
    expect(createHash('sha256').update(rotation.previousServerSeed).digest('hex')).toBe(before.serverSeedHash);
    expect(rotation.serverSeedHash).not.toBe(before.serverSeedHash);
    expect(rotation.lastNonce).toBe(before.nonce - 1);
    for (const round of rounds) {
      const res = await get(`/api/originals/rounds/${round.id}`, headers);
      expect(res.json()).toMatchObject({ success: true });
      const stored = res.json().data as OriginalsRound;
      expect(stored.serverSeed).toBe(rotation.previousServerSeed);
      const { outcome } = await verifyRound({
        game: stored.game as InstantGameCode,
        serverSeed: rotation.previousServerSeed,
        clientSeed: stored.clientSeed,
        nonce: stored.nonce,
        params: stored.outcome,
      });
      expect(stored.outcome).toMatchObject(outcome);
      expect(stored.multiplier).toBe(outcome.multiplier);
      expect(stored.win).toBe(Math.min(payout(stored.amount, outcome.multiplier), MAX_WIN));
    }
    return rotation;
  }

  it('plays dice and limbo: stake debited, win credited as the seeds decide, nonce counting up', async () => {
    const { userId, headers } = await player(100_000);
    const first = await seeds(headers);
    expect(first).toMatchObject({ nonce: 0 });
    expect(first.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    let balance = 100_000;
    const rounds: OriginalsRound[] = [];
    for (let i = 0; i < 6; i++) {
      const res =
        i % 2 === 0
          ? await post('/api/originals/dice/play', { amount: 1000, target: 5000, over: i % 4 === 0 }, headers)
          : await post('/api/originals/limbo/play', { amount: 500, target: 150 }, headers);
      expect(res.statusCode).toBe(200);
      const round = res.json().data.round as OriginalsRound;
      expect(round).toMatchObject({ nonce: i, status: SessionStatus.Completed, serverSeedHash: first.serverSeedHash, serverSeed: null });
      balance += round.win - round.amount;
      expect(round.balance).toBe(balance);
      rounds.push(round);
    }
    expect(await app.wallet.balance(userId)).toBe(balance);
    expect((await seeds(headers)).nonce).toBe(6);
    const history = (await get('/api/originals/rounds', headers)).json().data as OriginalsRound[];
    expect(history.map((round) => round.id)).toEqual(rounds.map((round) => round.id).reverse());
    await expectFair(headers, rounds);
    // the new pair starts at nonce 0 and keeps the client seed
    expect(await seeds(headers)).toMatchObject({ nonce: 0, clientSeed: first.clientSeed });
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
  });

  it('uses the client seed the player chose', async () => {
    const { headers } = await player(10_000);
    expect((await post('/api/originals/seeds/client', { clientSeed: 'my-lucky-seed' }, headers)).json().data).toMatchObject({ clientSeed: 'my-lucky-seed' });
    const round = (await post('/api/originals/limbo/play', { amount: 100, target: 200 }, headers)).json().data.round as OriginalsRound;
    expect(round.clientSeed).toBe('my-lucky-seed');
    await expectFair(headers, [round]);
  });

  it('refuses a stake out of the limits and a stake above the balance, naming them, and moves nothing', async () => {
    const { userId, headers } = await player(1_500);
    const low = await post('/api/originals/dice/play', { amount: 99, target: 5000, over: true }, headers);
    expect(low.statusCode).toBe(400);
    expect(low.json().message).toBe('Bahis tutarı ₺1,00 ile ₺500,00 arasında olmalıdır.');
    expect((await post('/api/originals/limbo/play', { amount: 50_001, target: 200 }, headers)).statusCode).toBe(400);
    const poor = await app.inject({
      method: 'POST',
      url: '/api/originals/dice/play',
      payload: { amount: 2_000, target: 5000, over: true },
      headers: { ...headers, 'x-locale': 'en' },
    });
    expect(poor.statusCode).toBe(400);
    expect(poor.json()).toEqual({ success: false, message: 'Insufficient balance: your balance is ₺15.00.' });
    expect((await post('/api/originals/dice/play', { amount: 1_000, target: 9900, over: true }, headers)).statusCode).toBe(400);
    expect(await app.wallet.balance(userId)).toBe(1_500);
    const [cancelled] = (await get('/api/originals/rounds', headers)).json().data as OriginalsRound[];
    expect(cancelled).toMatchObject({ amount: 2_000, status: SessionStatus.Cancelled, win: 0, outcome: null });
    expect((await get('/api/originals/rounds/999999', headers)).statusCode).toBe(404);
  });

  it('completes a round a crash left Processing once, and a second settlement moves nothing', async () => {
    const { userId, headers } = await player(10_000);
    // a round cut off right after its bet: the row says Processing, the stake is gone
    const played = (await post('/api/originals/dice/play', { amount: 1_000, target: 9800, over: false }, headers)).json().data.round as OriginalsRound;
    expect(played.win).toBe(payout(1_000, played.multiplier));
    const afterPlayed = played.balance;
    await app.db
      .update(originalsRounds)
      .set({ status: SessionStatus.Processing, outcome: null, win: 0, multiplier: 0 })
      .where(eq(originalsRounds.id, played.id));
    const [row] = await app.db.select().from(originalsRounds).where(eq(originalsRounds.id, played.id));
    const [next] = await app.db
      .insert(originalsRounds)
      .values({ ...row, id: undefined, nonce: 1, createdAt: new Date() })
      .returning();
    const roundId = next.id;
    await app.wallet.bet({
      userId,
      amount: 1_000,
      key: `${ORIGINALS_PROVIDER}:round-${roundId}:bet`,
      roundId: `round-${roundId}`,
      gameCode: 'dice',
      provider: ORIGINALS_PROVIDER,
    });
    expect(await app.wallet.balance(userId)).toBe(afterPlayed - 1_000);

    // the restart: both rounds settled, the crashed one paid once, the replayed one not again
    expect(await app.originals.recover()).toBe(2);
    expect(await app.originals.recover()).toBe(0);
    const crashed = (await get(`/api/originals/rounds/${roundId}`, headers)).json().data as OriginalsRound;
    expect(crashed.status).toBe(SessionStatus.Completed);
    const replayed = (await get(`/api/originals/rounds/${played.id}`, headers)).json().data as OriginalsRound;
    expect(replayed).toMatchObject({ status: SessionStatus.Completed, win: played.win, outcome: played.outcome });
    expect(await app.wallet.balance(userId)).toBe(afterPlayed - 1_000 + crashed.win);
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
  });

  it('rolls the bet back and cancels the round when it fails after the bet', async () => {
    const { userId, headers } = await player(5_000);
    const failure = jest.spyOn(app.wallet, 'transaction').mockRejectedValueOnce(new Error('the database went away'));
    try {
      const res = await post('/api/originals/limbo/play', { amount: 1_000, target: 101 }, headers);
      expect(res.statusCode).toBe(500);
    } finally {
      failure.mockRestore();
    }
    expect(await app.wallet.balance(userId)).toBe(5_000);
    const [round] = (await get('/api/originals/rounds', headers)).json().data as OriginalsRound[];
    expect(round).toMatchObject({ status: SessionStatus.Cancelled, win: 0, outcome: null, balance: 5_000 });
    // nothing is left for the restart to settle again
    expect(await app.originals.recover()).toBe(0);
    expect(await app.wallet.balance(userId)).toBe(5_000);
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
  });

  it('answers a retried play call with the round its Idempotency-Key played, and refuses the key for another bet', async () => {
    const { userId, headers } = await player(10_000);
    const keyed = { ...headers, 'idempotency-key': 'dice-retry-1' };
    const body = { amount: 1_000, target: 5000, over: true };
    // a double submission: both arrive at once, one round is played
    const [first, second] = await Promise.all([post('/api/originals/dice/play', body, keyed), post('/api/originals/dice/play', body, keyed)]);
    const round = first.json().data.round as OriginalsRound;
    expect(second.json().data.round).toMatchObject({ id: round.id, nonce: round.nonce, win: round.win });
    const retry = (await post('/api/originals/dice/play', body, keyed)).json().data.round as OriginalsRound;
    expect(retry).toMatchObject({ id: round.id, status: SessionStatus.Completed, win: round.win, outcome: round.outcome });
    expect(await app.wallet.balance(userId)).toBe(10_000 - 1_000 + round.win);
    expect((await seeds(headers)).nonce).toBe(1);
    const other = await post('/api/originals/dice/play', { ...body, amount: 2_000 }, keyed);
    expect([other.statusCode, other.json().message]).toEqual([409, 'Bu Idempotency-Key farklı bir istek için zaten kullanıldı.']);
    expect((await post('/api/originals/dice/play', body, { ...headers, 'idempotency-key': 'bad key' })).statusCode).toBe(400);
    expect(await app.wallet.balance(userId)).toBe(10_000 - 1_000 + round.win);
  });

  it('pays no round more than the maximum win', async () => {
    const { headers } = await player(100_000);
    const wins: OriginalsRound[] = [];
    // roll under 98.00 at 1.01×: ₺500 would pay ₺505, the cap pays ₺200
    for (let i = 0; i < 10 && wins.length === 0; i++) {
      const round = (await post('/api/originals/dice/play', { amount: 50_000, target: 9800, over: false }, headers)).json().data.round as OriginalsRound;
      if (round.multiplier > 0) wins.push(round);
    }
    expect(wins[0]).toMatchObject({ multiplier: 101, win: MAX_WIN });
    await expectFair(headers, wins);
  });

  it('gives rounds played at once distinct nonces and settles each once; refuses a caller without a session', async () => {
    const { userId, headers } = await player(10_000);
    const replies = await Promise.all(Array.from({ length: 5 }, () => post('/api/originals/dice/play', { amount: 100, target: 5000, over: true }, headers)));
    const rounds = replies.map((res) => res.json().data.round as OriginalsRound);
    expect(rounds.map((round) => round.nonce).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(await app.wallet.balance(userId)).toBe(10_000 + rounds.reduce((net, round) => net + round.win - round.amount, 0));
    expect((await get('/api/originals/seeds', {})).statusCode).toBe(401);
  });
});
