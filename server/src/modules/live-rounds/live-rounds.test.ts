// The live engine with Aviator on it, on a clock the test moves: a hash chain published before its
// rounds, the cycle betting → running → result → pause, bets only before take-off, cash-outs up to the
// crash point, auto cash-outs, recovery after a crash, a clean hand-over, one driver for two instances,
// the chain seeds encrypted at rest, and the room hub.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LiveBetStatus, SessionStatus, type LiveBet, type LiveChain, type LiveRound, type LiveState } from '@arena/contracts';
import { flightMs, payout, verifyChainLink, verifyLiveRound } from '@arena/provably-fair';
import { buildApp } from '../../app';
import { manualClock } from '../../clock';
import { DEV_CHAIN_KEY, type AppConfig } from '../../config';
import { auditLedger, HEALTHY } from '../../testing/ledger';
import { fundedPlayer } from '../../testing/players';
import { testConfig } from '../../testing/test-app';
import { liveGameRules } from './games';
import { chainHashes, createLiveRoundsService, maskName, type LiveRoundsDeps } from './engine';
import { isSealed, openSeed } from './chain-seed';
import { liveChains, liveLeases, liveRounds } from './schema';
import { watchRoom } from '../../testing/hub-client';

const BETTING_MS = 5_000;
const PAUSE_MS = 2_000;
// crash points of rounds 1, 2, 3 of this seed with this salt: 2.22×, 1.33×, 3.23× (node:crypto)
const SEED = 'arena-live-test-0';
const SALT = 'test-salt';

function liveConfig(chainLength = 3): AppConfig {
  const defaults = testConfig();
  return {
    ...defaults,
    originals: {
      ...defaults.originals,
      limits: { ...defaults.originals.limits, aviator: { min: 100, max: 50_000 } },
      live: {
        ...defaults.originals.live,
        drive: false,
        chainLength,
        leaseMs: 300,
        tickMs: 100,
        cycles: { ...defaults.originals.live.cycles, aviator: { bettingMs: BETTING_MS, pauseMs: PAUSE_MS } },
      },
    },
  };
}

describe('live engine: hash chain', () => {
  it('links every hash to the one before it, down to the published h_0', async () => {
    const hashes = chainHashes('seed', 5);
    expect(hashes).toHaveLength(6);
    expect(hashes[5]).toBe('seed');
    for (let k = 1; k <= 5; k++) expect(await verifyChainLink(hashes[k], hashes[k - 1])).toBe(true);
    expect(await verifyChainLink(hashes[2], hashes[0])).toBe(false);
  });

  it('masks usernames for other players', () => {
    expect(maskName('player000123')).toBe('pl***3');
    expect(maskName('bob')).toBe('b***');
  });
});

describe('live engine with Aviator', () => {
  const clock = manualClock(Date.parse('2026-11-23T12:00:00Z'));
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(liveConfig(), { clock });
    // a chain of known hashes, as if generated and published before round 1
    const hashes = chainHashes(SEED, 3);
    await app.db
      .insert(liveChains)
      .values({ game: 'aviator', seed: SEED, terminalHash: hashes[0], salt: SALT, length: 3, nextIndex: 1, createdAt: new Date(clock.now()) });
  });
  afterAll(async () => {
    await app.close();
  });

  const player = (balance: number) => fundedPlayer(app, balance);
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `/api/originals/live/${url}`, payload, headers: { ...headers, 'x-locale': 'en' } });
  const state = async (headers: Record<string, string> = {}) =>
    (await app.inject({ method: 'GET', url: '/api/originals/live/aviator', headers })).json().data as LiveState;
  const bet = async (headers: Record<string, string>, payload: object) => post('aviator/bets', payload, headers);
  const cashOut = async (headers: Record<string, string>, betId: number) => post('aviator/cashout', { betId }, headers);
  const step = () => app.liveRounds.step('aviator');
  /** another engine on the same database: a second instance, or this one restarted */
  const engine = (deps: Partial<LiveRoundsDeps> = {}) =>
    createLiveRoundsService({
      db: app.db,
      wallet: app.wallet,
      clock,
      log: app.log,
      config: liveConfig().originals,
      rules: liveGameRules,
      integrity: app.integrity,
      publish: async () => {},
      username: async () => 'player',
      ...deps,
    });

  it('plays a round: bets before take-off, a cash-out paid at the multiplier of its arrival (the crash point included), an auto cash-out at its target, a late one refused', async () => {
    const [early, auto, late, last] = [await player(10_000), await player(10_000), await player(10_000), await player(10_000)];
    expect((await state()).round).toBeNull();
    const [chain] = (await app.inject({ method: 'GET', url: '/api/originals/live/chains' })).json().data as LiveChain[];
    expect(chain).toMatchObject({ game: 'aviator', salt: SALT, length: 3 });

    expect(await step()).toBe(BETTING_MS);
    const opened = await state();
    expect(opened.round).toMatchObject({ phase: 'betting', index: 1, chainId: chain.id, hash: null, result: null, status: SessionStatus.Processing });

    expect((await bet(early.headers, { amount: 99 })).json().message).toBe('The stake must be between ₺1.00 and ₺500.00.');
    const earlyBet = (await bet(early.headers, { amount: 1_000 })).json().data as { bet: LiveBet; balance: number };
    expect(earlyBet.balance).toBe(9_000);
    const autoBet = (await bet(auto.headers, { amount: 1_000, autoCashOut: 150 })).json().data.bet as LiveBet;
    const lateBet = (await bet(late.headers, { amount: 2_000 })).json().data.bet as LiveBet;
    const lastBet = (await bet(last.headers, { amount: 1_000 })).json().data.bet as LiveBet;
    expect(autoBet).toMatchObject({ params: { autoCashOut: 150 }, status: LiveBetStatus.Open, player: expect.stringContaining('***') });
    // a cash-out before take-off is no cash-out
    expect((await cashOut(early.headers, earlyBet.bet.id)).statusCode).toBe(400);
    const seen = await state(early.headers);
    expect(seen.bets).toHaveLength(4);
    expect(seen.mine).toEqual([earlyBet.bet.id]);

    clock.advance(BETTING_MS);
    await step();
    expect((await state()).round).toMatchObject({ phase: 'running', result: null, hash: null });
    const closed = await bet(early.headers, { amount: 1_000 });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe('Bets are closed for this round; bet on the next one.');

    // 1.20× during the flight: paid at once
    clock.advance(flightMs(120));
    const paid = (await cashOut(early.headers, earlyBet.bet.id)).json().data as { bet: LiveBet; balance: number };
    expect(paid.bet).toMatchObject({ status: LiveBetStatus.Won, multiplier: 120, win: 1_200 });
    expect(paid.balance).toBe(10_200);
    expect((await cashOut(early.headers, earlyBet.bet.id)).json().message).toBe('There is no open bet to pay.');

    // the flight passes 1.50×: the auto cash-out is paid at its target by the tick
    clock.advance(flightMs(160) - flightMs(120));
    await step();
    expect(await app.wallet.balance(auto.userId)).toBe(10_500);

    // 2.22× is the crash point: a cash-out arriving then is paid at it, as an auto cash-out at 2.22× is
    clock.advance(flightMs(222) - flightMs(160));
    const atCrash = (await cashOut(late.headers, lateBet.id)).json().data as { bet: LiveBet; balance: number };
    expect(atCrash.bet).toMatchObject({ status: LiveBetStatus.Won, multiplier: 222, win: 4_440 });
    // past it (2.23×) it is too late, even before the round is closed
    clock.advance(flightMs(223) - flightMs(222));
    const tooLate = await cashOut(last.headers, lastBet.id);
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().message).toBe('Too late: the plane flew away before your cash-out arrived.');

    expect(await step()).toBe(PAUSE_MS);
    const finished = await state();
    expect(finished.round).toMatchObject({ phase: 'result', status: SessionStatus.Completed, result: { crashPoint: 222 } });
    expect(finished.bets.find((one) => one.id === lastBet.id)).toMatchObject({ status: LiveBetStatus.Lost, win: 0 });
    expect(await app.wallet.balance(last.userId)).toBe(9_000);
    expect(await app.wallet.balance(late.userId)).toBe(12_440);

    // anyone can check it: SHA-256(h_1) = h_0, and h_1 with the salt gives the crash point
    const verified = await verifyLiveRound({ game: 'aviator', roundHash: finished.round!.hash!, salt: SALT, previousHash: chain.terminalHash });
    expect(verified).toMatchObject({ linked: true, result: { crashPoint: 222 } });
    const history = (await app.inject({ method: 'GET', url: '/api/originals/live/aviator/history' })).json().data as LiveRound[];
    expect(history[0]).toMatchObject({ id: finished.round!.id, hash: finished.round!.hash, result: { crashPoint: 222 } });
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
  });

  it('opens the next round after the pause, on the next hash of the chain, and a new published chain when it is spent', async () => {
    // the round before crashed at 2.22× and was closed at 2.23×: its pause counts from the crash
    expect(await step()).toBe(PAUSE_MS - (flightMs(223) - flightMs(222)));
    clock.advance(PAUSE_MS);
    await step();
    const second = (await state()).round!;
    expect(second).toMatchObject({ phase: 'betting', index: 2 });
    // round 2 crashes at once at 1.33×; round 3 follows, then the chain of 3 is spent
    clock.advance(BETTING_MS + flightMs(133));
    await step();
    clock.advance(PAUSE_MS);
    await step();
    expect((await state()).round).toMatchObject({ index: 3 });
    clock.advance(BETTING_MS + flightMs(323));
    await step();
    clock.advance(PAUSE_MS);
    await step();
    const chains = (await app.inject({ method: 'GET', url: '/api/originals/live/chains' })).json().data as LiveChain[];
    expect(chains).toHaveLength(2);
    expect((await state()).round).toMatchObject({ index: 1, chainId: chains[0].id });
    const history = (await app.inject({ method: 'GET', url: '/api/originals/live/aviator/history' })).json().data as LiveRound[];
    expect(history.slice(0, 3).map((round) => round.result)).toEqual([{ crashPoint: 323 }, { crashPoint: 133 }, { crashPoint: 222 }]);
    // the chain holds: each round's hash links to the one before it
    expect(await verifyChainLink(history[0].hash!, history[1].hash!)).toBe(true);
    expect(await verifyChainLink(history[1].hash!, history[2].hash!)).toBe(true);
  });

  it('recovers: a round cut off before its result is cancelled and its bets refunded; one whose result was final is settled once', async () => {
    const one = await player(5_000);
    await bet(one.headers, { amount: 1_000, autoCashOut: 200 });
    expect(await app.wallet.balance(one.userId)).toBe(4_000);
    // the server stops in the betting phase: another instance (or this one restarted) recovers
    const restarted = engine();
    await restarted.recover('aviator');
    const cancelled = (await state(one.headers)).round!;
    expect(cancelled).toMatchObject({ status: SessionStatus.Cancelled, result: null });
    expect(cancelled.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await app.wallet.balance(one.userId)).toBe(5_000);
    expect((await state(one.headers)).bets[0]).toMatchObject({ status: LiveBetStatus.Refunded });

    // the next round, whose result was written final when the server stopped
    clock.advance(PAUSE_MS);
    await step();
    const round = (await state()).round!;
    const [row] = await app.db.select().from(liveRounds).where(eq(liveRounds.id, round.id));
    const crash = (row.result as { crashPoint: number }).crashPoint;
    await bet(one.headers, { amount: 1_000, autoCashOut: 101 });
    await bet(one.headers, { amount: 500 });
    await app.db.update(liveRounds).set({ phase: 'result' }).where(eq(liveRounds.id, round.id));
    await restarted.recover('aviator');
    await restarted.recover('aviator');
    const won = crash >= 101 ? payout(1_000, 101) : 0;
    expect(await app.wallet.balance(one.userId)).toBe(5_000 - 1_500 + won);
    expect((await state()).round).toMatchObject({ status: SessionStatus.Completed });
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
  });

  it('lets exactly one of two instances drive a game, and the other take over when it stops', async () => {
    const config = liveConfig().originals;
    const instance = (instanceId: string) => engine({ config: { ...config, live: { ...config.live, drive: true } }, instanceId });
    const [first, second] = [instance('first'), instance('second')];
    first.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    second.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await app.db.select().from(liveLeases).where(eq(liveLeases.game, 'aviator'))).map((lease) => lease.holder)).toEqual(['first']);
    await first.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await app.db.select().from(liveLeases).where(eq(liveLeases.game, 'aviator'))).map((lease) => lease.holder)).toEqual(['second']);
    await second.stop();
    expect(await app.db.select().from(liveLeases)).toEqual([]);
  });

  it('hands a round over on a clean stop: the next driver finishes it on its committed result, each bet paid once; a crash still cancels', async () => {
    /** the next round open for bets */
    const betting = async () => {
      for (let turn = 0; turn < 5; turn++) {
        const round = (await state()).round;
        if (round?.status === SessionStatus.Processing && round.phase === 'betting') return round;
        clock.advance(60_000);
        await step();
      }
      throw new Error('no round opened');
    };
    const round = await betting();
    const [committed] = await app.db.select().from(liveRounds).where(eq(liveRounds.id, round.id));
    const crash = (committed.result as { crashPoint: number }).crashPoint;
    const one = await player(5_000);
    await bet(one.headers, { amount: 1_000, autoCashOut: 101 });
    await bet(one.headers, { amount: 500 });

    // the driver stops cleanly in the betting phase
    const leaving = engine({ instanceId: 'leaving' });
    await app.db.insert(liveLeases).values({ game: 'aviator', holder: 'leaving', expiresAt: new Date(clock.now() + 60_000) });
    await leaving.stop();
    expect(await app.db.select().from(liveLeases).where(eq(liveLeases.game, 'aviator'))).toEqual([]);
    clock.advance(BETTING_MS);
    const next = engine({ instanceId: 'next' });
    await next.recover('aviator');
    expect((await state()).round).toMatchObject({ id: round.id, status: SessionStatus.Processing });
    clock.advance(flightMs(crash) + 1);
    await next.step('aviator');
    const finished = (await state()).round!;
    expect(finished).toMatchObject({ id: round.id, status: SessionStatus.Completed, result: committed.result });
    const won = crash >= 101 ? payout(1_000, 101) : 0;
    expect(await app.wallet.balance(one.userId)).toBe(5_000 - 1_500 + won);
    // never paid twice: taken over again, recovered again
    await next.recover('aviator');
    await engine().recover('aviator');
    expect(await app.wallet.balance(one.userId)).toBe(5_000 - 1_500 + won);

    // the driver that took it over crashes in the next round's flight: that round is cancelled and refunded, never lost
    clock.advance(PAUSE_MS);
    await next.step('aviator');
    await bet(one.headers, { amount: 700 });
    clock.advance(BETTING_MS);
    await next.step('aviator');
    expect((await state()).round).toMatchObject({ phase: 'running' });
    await engine().recover('aviator');
    expect((await state()).round).toMatchObject({ status: SessionStatus.Cancelled });
    expect(await app.wallet.balance(one.userId)).toBe(5_000 - 1_500 + won);
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
  });

  it('keeps every chain seed encrypted at rest: new chains sealed, a plain one sealed at start, the published hashes and past rounds unchanged', async () => {
    const before = await app.liveRounds.history('aviator');
    // the test's first chain was written plain (as before encryption), and so is this one, as an older release left it;
    // the chains the engine made itself are sealed from the start
    const plain = 'arena-live-test-plain';
    await app.db
      .insert(liveChains)
      .values({ game: 'wheel', seed: plain, terminalHash: chainHashes(plain, 2)[0], salt: SALT, length: 2, nextIndex: 1, createdAt: new Date(clock.now()) });
    const chains = await app.db.select().from(liveChains).orderBy(liveChains.id);
    const plainOnes = chains.filter((chain) => !isSealed(chain.seed)).map((chain) => chain.seed);
    expect(plainOnes).toContain(plain);
    expect(plainOnes.every((seed) => seed === SEED || seed === plain)).toBe(true);
    expect(await app.liveRounds.sealPlainSeeds()).toBe(plainOnes.length);
    const sealed = await app.db.select().from(liveChains).orderBy(liveChains.id);
    expect(sealed.every((chain) => isSealed(chain.seed) && !chain.seed.includes(SEED) && !chain.seed.includes(plain))).toBe(true);
    expect(sealed.map((chain) => chain.terminalHash)).toEqual(chains.map((chain) => chain.terminalHash));
    for (const chain of sealed) expect(chainHashes(openSeed(DEV_CHAIN_KEY, chain.seed, chain.terminalHash), chain.length)[0]).toBe(chain.terminalHash);
    expect(openSeed(DEV_CHAIN_KEY, sealed[0].seed, sealed[0].terminalHash)).toBe(SEED);
    expect(await app.liveRounds.sealPlainSeeds()).toBe(0);
    // a fresh instance recomputes the same hashes from the sealed seeds: every past round still verifies
    expect(await engine().history('aviator')).toEqual(before);
    for (const round of before.filter((one) => one.status === SessionStatus.Completed)) {
      const chain = sealed.find((one) => one.id === round.chainId)!;
      expect(chainHashes(openSeed(DEV_CHAIN_KEY, chain.seed, chain.terminalHash), chain.length)[round.index]).toBe(round.hash);
    }
  });
});

describe('rooms hub', () => {
  let app: FastifyInstance;
  let origin: string;

  beforeAll(async () => {
    app = await buildApp(liveConfig());
    origin = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  });
  afterAll(async () => {
    await app.close();
  });

  it('sends a room only to its anonymous subscribers, on the SignalR JSON protocol', async () => {
    const watcher = await watchRoom(origin, 'aviator');
    expect(watcher.replies).toEqual([{}, { type: 3, invocationId: '1', result: null }]);
    await app.rooms.publish('wheel', 'round', { id: 1 });
    await app.rooms.publish('aviator', 'round', { id: 2 });
    expect(JSON.parse(await watcher.records.next())).toEqual({ type: 1, target: 'RoomMessage', arguments: ['aviator', 'round', { id: 2 }] });
    watcher.socket.close();
  });
});
