// The live games' use cases called as functions (no HTTP, no timers), on Aviator: a bet is taken only
// in the betting phase, cannot be paid before take-off, and a round cut off by a crash before its
// result gives every open stake back. The oracle is the player's balance: what was staked, and nothing
// more, comes back.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LiveBetStatus, SessionStatus } from '@arena/contracts';
import { buildApp } from '../../app';
import { manualClock } from '../../clock';
import type { AppConfig } from '../../config';
import { HttpError } from '../../http/errors';
import { auditLedger, HEALTHY } from '../../testing/ledger';
import { fundedPlayer } from '../../testing/players';
import { testConfig } from '../../testing/test-app';
import { aviatorCashOutAt } from './aviator';
import { createLiveRoundsContext, type LiveRoundsContext } from './context';
import { liveGameRules } from './games';
import { BETTING_CLOSED, NO_OPEN_BET } from './messages';
import { chainHashes } from './hash-chain';
import { liveBets, liveChains, liveRounds } from './schema';
import { openRound } from './use-cases/open-round';
import { payNow } from './use-cases/pay-now';
import { placeLiveBet } from './use-cases/place-live-bet';
import { recoverRound } from './use-cases/recover-round';
import { stepRound } from './use-cases/step-round';

const BETTING_MS = 5_000;

function liveConfig(): AppConfig {
  const defaults = testConfig();
  return {
    ...defaults,
    originals: {
      ...defaults.originals,
      limits: { ...defaults.originals.limits, aviator: { min: 100, max: 50_000 } },
      live: { ...defaults.originals.live, drive: false, cycles: { ...defaults.originals.live.cycles, aviator: { bettingMs: BETTING_MS, pauseMs: 2_000 } } },
    },
  };
}

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof HttpError ? error.message : error),
  );

describe('live rounds (use cases)', () => {
  const clock = manualClock(Date.parse('2026-11-23T12:00:00Z'));
  let app: FastifyInstance;
  /** one instance of the engine, and another that takes over after it crashed */
  let first: LiveRoundsContext;
  let second: LiveRoundsContext;

  beforeAll(async () => {
    app = await buildApp(liveConfig(), { clock });
    const deps = {
      db: app.db,
      wallet: app.wallet,
      clock,
      log: app.log,
      config: liveConfig().originals,
      rules: liveGameRules,
      integrity: app.integrity,
      publish: async () => {},
      username: async () => 'player',
    };
    // a chain of known hashes: its first round crashes at 2.22× (./live-rounds.test.ts), so it runs for a while after take-off
    const hashes = chainHashes('arena-live-test-0', 3);
    await app.db.insert(liveChains).values({
      game: 'aviator',
      seed: 'arena-live-test-0',
      terminalHash: hashes[0],
      salt: 'test-salt',
      length: 3,
      nextIndex: 1,
      createdAt: new Date(clock.now()),
    });
    first = createLiveRoundsContext({ ...deps, instanceId: 'first' });
    second = createLiveRoundsContext({ ...deps, instanceId: 'second' });
  });
  afterAll(async () => app.close());

  it('takes a bet while betting is open, pays nothing before take-off, and refunds the stake of a round cut off by a crash', async () => {
    const { userId } = await fundedPlayer(app, 10_000);
    const round = await openRound(first, 'aviator');
    expect(round).toMatchObject({ phase: 'betting', status: SessionStatus.Processing });

    const placed = await placeLiveBet(first, 'aviator', userId, 1_000, {});
    expect(placed.balance).toBe(9_000);
    // before take-off there is nothing to cash out
    expect(await refusalOf(payNow(first, 'aviator', userId, placed.bet.id, aviatorCashOutAt, 'too late'))).toBe(NO_OPEN_BET);
    expect(await app.wallet.balance(userId)).toBe(9_000);

    // take-off: the round runs, and a bet comes too late
    clock.advance(BETTING_MS);
    await stepRound(first, 'aviator');
    expect((await app.db.select().from(liveRounds).where(eq(liveRounds.id, round.id)))[0].phase).toBe('running');
    expect(await refusalOf(placeLiveBet(first, 'aviator', userId, 1_000, {}))).toBe(BETTING_CLOSED);
    expect(await app.wallet.balance(userId)).toBe(9_000);

    // the first instance dies mid-round (no clean hand-over): the next driver cancels the round and gives the stake back
    await recoverRound(second, 'aviator');
    expect((await app.db.select().from(liveRounds).where(eq(liveRounds.id, round.id)))[0].status).toBe(SessionStatus.Cancelled);
    expect((await app.db.select().from(liveBets).where(eq(liveBets.id, placed.bet.id)))[0].status).toBe(LiveBetStatus.Refunded);
    expect(await app.wallet.balance(userId)).toBe(10_000);
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
  });
});
