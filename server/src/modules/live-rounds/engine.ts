// The engine of Arena Originals' live games: one round for everyone on a fixed cycle, driven from a
// published hash chain, with bets, payouts and crash recovery through the wallet. How it works and how
// to add a game: ./README.md.
import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, lt, ne, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  LIVE_GAMES,
  LIVE_ROOM_COMMANDS,
  LiveBetStatus,
  SessionStatus,
  type LiveBet,
  type LiveBetReply,
  type LiveChain,
  type LiveGameCode,
  type LiveRound,
  type LiveState,
} from '@arena/contracts';
import { chainFloats, liveGame, payout } from '@arena/provably-fair';
import type { Clock } from '../../clock';
import type { OriginalsConfig } from '../../config';
import type { Db } from '../../db/client';
import { IDEMPOTENCY_KEY_REUSED } from '../../http/idempotency-key';
import { HttpError } from '../../http/errors';
import { users } from '../auth/plugin';
import { ORIGINALS_PROVIDER, STAKE_OUT_OF_LIMITS } from '../originals/plugin';
import type { WalletService } from '../wallet/plugin';
import { isSealed, openSeed, sealSeed } from './chain-seed';
import { liveBets, liveChains, liveLeases, liveRounds } from './schema';

export const BETTING_CLOSED = 'Bets are closed for this round; bet on the next one.';
export const NO_OPEN_BET = 'There is no open bet to pay.';
/** how many finished rounds history() lists */
const HISTORY = 50;

export type RoundRow = typeof liveRounds.$inferSelect;
export type BetRow = typeof liveBets.$inferSelect;
type ChainRow = typeof liveChains.$inferSelect;
type Result = Record<string, unknown>;

/** What a live game tells the engine besides its math in @arena/provably-fair's liveGames. */
export interface LiveGameRules {
  /** how long the running phase of a round with this result lasts, ms */
  runningMs(result: Result): number;
  /** what an open bet pays once the result is final, hundredths (0: lost) */
  settle(params: Record<string, unknown>, result: Result, bet: BetRow): number;
  /** while the round runs, `elapsedMs` after its start: the open bets to pay now, with their multipliers */
  due?(bets: BetRow[], result: Result, elapsedMs: number): { bet: BetRow; multiplier: number }[];
  /** a bet's choices the schema cannot judge: the refusal (a text key, 400) or null when it may be placed */
  refusal?(params: Record<string, unknown>): string | null;
  /**
   * when betting closes, the bets placed (a game whose prizes depend on them all, bingo's pot): the
   * result they make with the round's hash; the running phase then lasts runningMs of that result
   */
  close?(result: Result, bets: BetRow[], hash: string): Promise<Result>;
  /** what the room sees of the running round `elapsedMs` after its start, sent as `progress` whenever it changes */
  progress?(result: Result, elapsedMs: number): unknown;
}

/** one bet's stake and the player's choices */
export interface LiveStake {
  amount: number;
  params: Record<string, unknown>;
}
export interface PlaceOptions {
  /** the call's Idempotency-Key: a repeated call answers the first one's bets and stakes nothing */
  requestKey?: string | null;
  /** the most bets the player may hold in the round, and the refusal's text key */
  limit?: { most: number; refusal: string };
}
export interface LiveBetsReply {
  bets: LiveBet[];
  balance: number;
}

export interface LiveRoundsService {
  /** the game's current (or last) round, its bets and the server's clock; `userId` marks the player's bets */
  state(game: LiveGameCode, userId?: number): Promise<LiveState>;
  /**
   * Refuses out of the limits or out of the betting phase (HttpError 400) and a refused debit (WalletError).
   * A call repeated with the same `requestKey` (its Idempotency-Key) answers the first call's bet and stakes
   * nothing; the same key with a different bet is refused (HttpError 409).
   */
  placeBet(game: LiveGameCode, userId: number, amount: number, params: Record<string, unknown>, requestKey?: string | null): Promise<LiveBetReply>;
  /**
   * Places several bets at once, all or nothing: one debit of their total (one wallet key, the first
   * bet's) in one transaction with their rows, refused as placeBet refuses; `limit` caps the player's
   * bets in the round (HttpError 400 `limit.refusal` with {max}), counted in the database.
   */
  placeBets(game: LiveGameCode, userId: number, stakes: LiveStake[], options?: PlaceOptions): Promise<LiveBetsReply>;
  /**
   * Pays the player's open bet of the running round at `multiplierAt(result, params, elapsedMs)`, elapsed
   * time taken from the server's clock now; the function answers null to refuse (`refusal`, HttpError 400).
   */
  payNow(
    game: LiveGameCode,
    userId: number,
    betId: number,
    multiplierAt: (result: Result, params: Record<string, unknown>, elapsedMs: number) => number | null,
    refusal: string,
  ): Promise<LiveBetReply>;
  /** every chain's commitment, newest first */
  chains(): Promise<LiveChain[]>;
  /** the game's last finished rounds with their hashes and results, newest first */
  history(game: LiveGameCode): Promise<LiveRound[]>;
  /** does what is due now for the game (open, run, finish, settle a round); answers ms until the next thing is due */
  step(game: LiveGameCode): Promise<number>;
  /** settles, takes over (handed over by a clean stop) or cancels the round its last driver left open */
  recover(game: LiveGameCode): Promise<void>;
  /** encrypts the seeds stored before encryption (ORIGINALS_CHAIN_KEY); answers how many there were */
  sealPlainSeeds(): Promise<number>;
  /** drives every game this instance holds (or takes) the lease of */
  start(): void;
  /** stops driving; the open rounds of the games it drove are handed over to the next driver */
  stop(): Promise<void>;
}

export interface LiveRoundsDeps {
  db: Db;
  wallet: WalletService;
  clock: Clock;
  log: FastifyBaseLogger;
  config: OriginalsConfig;
  rules: Record<LiveGameCode, LiveGameRules>;
  publish: (room: string, command: string, payload: unknown) => Promise<void>;
  /** the player's username (shown to others masked) */
  username: (userId: number) => Promise<string>;
  /** this instance's name in live_leases */
  instanceId?: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** h_0 … h_N of a chain from its seed h_N. */
export function chainHashes(seed: string, length: number): string[] {
  const hashes = new Array<string>(length + 1);
  hashes[length] = seed;
  for (let i = length; i > 0; i--) hashes[i - 1] = sha256(hashes[i]);
  return hashes;
}

/** what other players see of a username: its first two letters and its last (ab***z) */
export function maskName(username: string): string {
  if (username.length <= 3) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-1)}`;
}

export function createLiveRoundsService({ db, wallet, clock, log, config, rules, publish, username, instanceId }: LiveRoundsDeps): LiveRoundsService {
  const live = config.live;
  const holder = instanceId ?? randomBytes(8).toString('hex');
  const now = () => new Date(clock.now());
  /** each chain's hashes, recomputed once from its seed */
  const hashCache = new Map<number, string[]>();

  function hashesOf(chain: ChainRow): string[] {
    let hashes = hashCache.get(chain.id);
    if (!hashes) {
      hashes = chainHashes(openSeed(live.chainKey, chain.seed, chain.terminalHash), chain.length);
      if (hashes[0] !== chain.terminalHash) throw new Error(`live chain ${chain.id}: the seed does not lead to the published hash`);
      hashCache.set(chain.id, hashes);
    }
    return hashes;
  }

  const chainView = (chain: ChainRow): LiveChain => ({
    id: chain.id,
    game: chain.game,
    terminalHash: chain.terminalHash,
    salt: chain.salt,
    length: chain.length,
    createdAt: chain.createdAt.toISOString(),
  });

  const saltOf = async (chainId: number) => (await db.select({ salt: liveChains.salt }).from(liveChains).where(eq(liveChains.id, chainId)))[0].salt;

  function nextRoundAt(round: RoundRow): Date | null {
    if (round.status === SessionStatus.Cancelled) return new Date(round.completedAt!.getTime() + live.cycles[round.game].pauseMs);
    if (round.phase === 'result') return new Date(round.resultAt.getTime() + live.cycles[round.game].pauseMs);
    return null;
  }

  /** the public view: the hash and the result only once final (or the round cancelled: its hash is spent) */
  function roundView(round: RoundRow, salt: string): LiveRound {
    const shown = round.phase === 'result' || round.status === SessionStatus.Cancelled;
    return {
      id: round.id,
      game: round.game,
      chainId: round.chainId,
      index: round.chainIndex,
      phase: round.phase,
      status: round.status,
      startsAt: round.startsAt.toISOString(),
      nextRoundAt: nextRoundAt(round)?.toISOString() ?? null,
      hash: shown ? round.hash : null,
      salt,
      result: round.phase === 'result' ? round.result : null,
    };
  }

  const betView = (bet: BetRow): LiveBet => ({
    id: bet.id,
    roundId: bet.roundId,
    player: bet.player,
    amount: bet.amount,
    params: bet.params,
    status: bet.status,
    multiplier: bet.multiplier,
    win: bet.win,
  });

  async function broadcastRound(round: RoundRow) {
    await publish(round.game, LIVE_ROOM_COMMANDS.round, roundView(round, await saltOf(round.chainId)));
  }

  const openRound = async (game: LiveGameCode): Promise<RoundRow | undefined> =>
    (
      await db
        .select()
        .from(liveRounds)
        .where(and(eq(liveRounds.game, game), eq(liveRounds.status, SessionStatus.Processing)))
    )[0];

  // ---- money ----
  const move = (bet: BetRow, game: LiveGameCode) => ({
    userId: bet.userId,
    roundId: `live-${game}-${bet.roundId}`,
    gameCode: game,
    provider: ORIGINALS_PROVIDER,
  });
  const walletKey = (game: LiveGameCode, roundId: number, betId: number, step: 'bet' | 'win' | 'rollback') =>
    `${ORIGINALS_PROVIDER}:live-${game}-${roundId}:${betId}:${step}`;
  /** the wallet key of the stake a bet is part of: its purchase's first bet's */
  const stakeKey = (game: LiveGameCode, bet: BetRow) => walletKey(game, bet.roundId, bet.purchaseId ?? bet.id, 'bet');

  /**
   * Pays an open bet at `multiplier` (0: lost): the bet row and the win commit together, and only a bet
   * still open is paid, so whoever settles it second (a cash-out racing the result) moves nothing.
   */
  async function settleBet(game: LiveGameCode, bet: BetRow, multiplier: number): Promise<LiveBetReply | null> {
    const win = Math.min(payout(bet.amount, multiplier), config.maxWin);
    const settled = await wallet.transaction(async (tx, ops) => {
      const [row] = await tx
        .update(liveBets)
        .set({ status: win > 0 ? LiveBetStatus.Won : LiveBetStatus.Lost, multiplier: win > 0 ? multiplier : 0, win, settledAt: now() })
        .where(and(eq(liveBets.id, bet.id), eq(liveBets.status, LiveBetStatus.Open)))
        .returning();
      if (!row || win === 0) return row ? { row, balance: null } : null;
      const { balance } = await ops.win({
        ...move(bet, game),
        amount: win,
        key: walletKey(game, bet.roundId, bet.id, 'win'),
        betKey: stakeKey(game, bet),
      });
      return { row, balance };
    });
    if (!settled) return null;
    if (settled.row.status === LiveBetStatus.Won) await publish(game, LIVE_ROOM_COMMANDS.paid, betView(settled.row));
    return { bet: betView(settled.row), balance: settled.balance ?? (await wallet.balance(bet.userId)) ?? 0 };
  }

  async function refundBet(game: LiveGameCode, bet: BetRow): Promise<void> {
    await wallet.transaction(async (tx, ops) => {
      const [row] = await tx
        .update(liveBets)
        .set({ status: LiveBetStatus.Refunded, settledAt: now() })
        .where(and(eq(liveBets.id, bet.id), eq(liveBets.status, LiveBetStatus.Open)))
        .returning();
      // a purchase's stake goes back once, with its first bet (refunded first: bets go in id order)
      if (row && bet.purchaseId === null)
        await ops.rollback({ ...move(bet, game), key: walletKey(game, bet.roundId, bet.id, 'rollback'), betKey: stakeKey(game, bet) });
    });
  }

  const openBets = (roundId: number) =>
    db
      .select()
      .from(liveBets)
      .where(and(eq(liveBets.roundId, roundId), eq(liveBets.status, LiveBetStatus.Open)))
      .orderBy(liveBets.id);

  // ---- the cycle ----
  /** the game's chain with a round left, made (and so published) when there is none */
  async function activeChain(game: LiveGameCode): Promise<ChainRow> {
    const [latest] = await db.select().from(liveChains).where(eq(liveChains.game, game)).orderBy(desc(liveChains.id)).limit(1);
    if (latest && latest.nextIndex <= latest.length) return latest;
    if (live.chainKey === null) throw new Error('ORIGINALS_CHAIN_KEY is not set: no hash chain can be made');
    const seed = randomBytes(32).toString('hex');
    const hashes = chainHashes(seed, live.chainLength);
    const [chain] = await db
      .insert(liveChains)
      .values({
        game,
        seed: sealSeed(live.chainKey, seed, hashes[0]),
        terminalHash: hashes[0],
        salt: randomBytes(16).toString('hex'),
        length: live.chainLength,
        nextIndex: 1,
        createdAt: now(),
      })
      .returning();
    hashCache.set(chain.id, hashes);
    log.info({ game, chainId: chain.id, terminalHash: chain.terminalHash }, 'live game: new hash chain published');
    return chain;
  }

  async function openNewRound(game: LiveGameCode): Promise<RoundRow> {
    const chain = await activeChain(game);
    const index = chain.nextIndex;
    const hash = hashesOf(chain)[index];
    const math = liveGame(game);
    const result = math.result(await chainFloats(hash, chain.salt, math.floatCount)) as Result;
    const opensAt = clock.now();
    const startsAt = opensAt + live.cycles[game].bettingMs;
    return db.transaction(async (tx) => {
      // the index is taken and the round written together: a hash is never used twice
      await tx
        .update(liveChains)
        .set({ nextIndex: index + 1 })
        .where(and(eq(liveChains.id, chain.id), eq(liveChains.nextIndex, index)));
      const [round] = await tx
        .insert(liveRounds)
        .values({
          game,
          chainId: chain.id,
          chainIndex: index,
          hash,
          result,
          phase: 'betting',
          status: SessionStatus.Processing,
          opensAt: new Date(opensAt),
          startsAt: new Date(startsAt),
          resultAt: new Date(startsAt + rules[game].runningMs(result)),
        })
        .returning();
      return round;
    });
  }

  const setPhase = async (round: RoundRow, values: Partial<RoundRow>): Promise<RoundRow> =>
    (await db.update(liveRounds).set(values).where(eq(liveRounds.id, round.id)).returning())[0];

  /** every open bet settled by the result, then the round Completed */
  async function settleRound(round: RoundRow): Promise<void> {
    for (const bet of await openBets(round.id)) await settleBet(round.game, bet, rules[round.game].settle(bet.params, round.result, bet));
    await setPhase(round, { status: SessionStatus.Completed, completedAt: now() });
  }

  async function cancelRound(round: RoundRow): Promise<void> {
    for (const bet of await openBets(round.id)) await refundBet(round.game, bet);
    await broadcastRound(await setPhase(round, { status: SessionStatus.Cancelled, completedAt: now() }));
  }

  /** what the room sees of a running round at `at` (server time): null outside the running phase or for a game without progress */
  function progressOf(round: RoundRow, at: number): Record<string, unknown> | null {
    if (round.phase !== 'running' || round.status !== SessionStatus.Processing) return null;
    return (rules[round.game].progress?.(round.result, at - round.startsAt.getTime()) as Record<string, unknown> | undefined) ?? null;
  }

  /** each game's last `progress` sent, so the room hears only changes */
  const progressSent = new Map<LiveGameCode, string>();
  async function publishProgress(round: RoundRow, elapsedMs: number) {
    const progress = rules[round.game].progress?.(round.result, elapsedMs);
    if (progress === undefined) return;
    const text = JSON.stringify({ round: round.id, progress });
    if (progressSent.get(round.game) === text) return;
    progressSent.set(round.game, text);
    await publish(round.game, LIVE_ROOM_COMMANDS.progress, progress);
  }

  async function step(game: LiveGameCode): Promise<number> {
    const at = clock.now();
    let round = await openRound(game);
    if (!round) {
      const [last] = await db.select().from(liveRounds).where(eq(liveRounds.game, game)).orderBy(desc(liveRounds.id)).limit(1);
      const opensAt = last ? nextRoundAt(last)!.getTime() : at;
      if (at < opensAt) return opensAt - at;
      round = await openNewRound(game);
      await broadcastRound(round);
      return live.cycles[game].bettingMs;
    }
    if (round.phase === 'betting') {
      if (at < round.startsAt.getTime()) return round.startsAt.getTime() - at;
      const rule = rules[game];
      // the result the bets make is written with the phase: a crash from here on finds it in the round
      const closed = rule.close && (await rule.close(round.result, await openBets(round.id), round.hash));
      round = await setPhase(round, {
        phase: 'running',
        ...(closed && { result: closed, resultAt: new Date(round.startsAt.getTime() + rule.runningMs(closed)) }),
      });
      await broadcastRound(round);
    }
    if (round.phase === 'running') {
      const elapsed = at - round.startsAt.getTime();
      if (at < round.resultAt.getTime()) {
        const due = rules[game].due?.(await openBets(round.id), round.result, elapsed) ?? [];
        for (const { bet, multiplier } of due) await settleBet(game, bet, multiplier);
        await publishProgress(round, elapsed);
        return Math.min(live.tickMs, round.resultAt.getTime() - at);
      }
      // final from here: written before anyone hears it, so a crash now settles the round, never cancels it
      round = await setPhase(round, { phase: 'result' });
      await broadcastRound(round);
    }
    await settleRound(round);
    return live.cycles[game].pauseMs;
  }

  async function recover(game: LiveGameCode): Promise<void> {
    const round = await openRound(game);
    if (!round) return;
    if (round.phase === 'result') {
      await settleRound(round);
      log.info({ game, roundId: round.id }, 'live round left by a crash after its result: settled');
    } else if (round.handedOver) {
      // its result was committed when it opened and its driver let go cleanly: step() finishes it from here;
      // taken back so a crash of this driver before the result cancels it as any crash does
      await setPhase(round, { handedOver: false });
      log.info({ game, roundId: round.id }, 'live round handed over by a clean stop: finishing it');
    } else {
      await cancelRound(round);
      log.warn({ game, roundId: round.id }, 'live round cut off before its result: cancelled, its bets refunded');
    }
  }

  /** takes or renews the game's lease: true while this instance drives the game */
  async function holdLease(game: LiveGameCode): Promise<boolean> {
    const expiresAt = new Date(clock.now() + live.leaseMs);
    const held = await db
      .insert(liveLeases)
      .values({ game, holder, expiresAt })
      .onConflictDoUpdate({
        target: liveLeases.game,
        set: { holder, expiresAt },
        where: or(eq(liveLeases.holder, holder), lt(liveLeases.expiresAt, now())),
      })
      .returning();
    return held.length > 0;
  }

  let stopped = true;
  const timers = new Map<LiveGameCode, NodeJS.Timeout>();
  const running = new Set<Promise<void>>();

  function drive(game: LiveGameCode, holding: boolean) {
    const turn = (async () => {
      let wait = live.leaseMs / 3;
      let holds = false;
      try {
        holds = await holdLease(game);
        // taken over (at start, or from an instance that stopped renewing): its open round first
        if (holds && !holding) await recover(game);
        if (holds) wait = Math.min(await step(game), live.leaseMs / 3);
      } catch (error) {
        log.error({ err: error, game }, 'live game step failed');
      }
      if (!stopped)
        timers.set(
          game,
          setTimeout(() => drive(game, holds), Math.max(wait, 1)),
        );
    })();
    running.add(turn);
    void turn.finally(() => running.delete(turn));
  }

  async function placeBets(game: LiveGameCode, userId: number, stakes: LiveStake[], { requestKey = null, limit }: PlaceOptions = {}): Promise<LiveBetsReply> {
    const requestFingerprint = requestKey === null ? null : sha256(JSON.stringify(stakes.length === 1 ? { game, ...stakes[0] } : { game, stakes }));
    /** the bets an earlier call with the same key placed, or undefined */
    const replayed = async (): Promise<LiveBetsReply | undefined> => {
      if (requestKey === null) return undefined;
      const [first] = await db
        .select()
        .from(liveBets)
        .where(and(eq(liveBets.userId, userId), eq(liveBets.requestKey, requestKey)));
      if (!first) return undefined;
      if (first.requestFingerprint !== requestFingerprint) throw new HttpError(409, IDEMPOTENCY_KEY_REUSED);
      const rest = await db.select().from(liveBets).where(eq(liveBets.purchaseId, first.id)).orderBy(liveBets.id);
      return { bets: [first, ...rest].map(betView), balance: (await wallet.balance(userId)) ?? 0 };
    };
    const earlier = await replayed();
    if (earlier) return earlier;
    const limits = config.limits[game];
    for (const { amount, params } of stakes) {
      if (amount < limits.min || amount > limits.max) throw new HttpError(400, STAKE_OUT_OF_LIMITS);
      const refusal = rules[game].refusal?.(params);
      if (refusal) throw new HttpError(400, refusal);
    }
    const round = await openRound(game);
    if (!round || round.phase !== 'betting' || clock.now() >= round.startsAt.getTime()) throw new HttpError(400, BETTING_CLOSED);
    const player = maskName(await username(userId));
    const row = ({ amount, params }: LiveStake, purchaseId: number | null) => ({
      roundId: round.id,
      userId,
      player,
      amount,
      params,
      status: LiveBetStatus.Open,
      multiplier: 0,
      win: 0,
      createdAt: now(),
      // the key marks the purchase's first bet only: the others are found through it
      requestKey: purchaseId === null ? requestKey : null,
      requestFingerprint: purchaseId === null ? requestFingerprint : null,
      purchaseId,
    });
    // all or nothing: every bet row and the one debit of their total commit together
    const placed = await wallet.transaction(async (tx, ops) => {
      if (limit) {
        // counted under a lock on the player's row: purchases at once, on any instance, take turns and each sees the others' bets
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
        const [{ held }] = await tx
          .select({ held: count() })
          .from(liveBets)
          .where(and(eq(liveBets.roundId, round.id), eq(liveBets.userId, userId)));
        if (held + stakes.length > limit.most) throw new HttpError(400, limit.refusal, { max: String(limit.most) });
      }
      // a retry racing this call may have taken the key first: then nothing is inserted (and nothing staked)
      const [first] = await tx.insert(liveBets).values(row(stakes[0], null)).onConflictDoNothing().returning();
      if (!first) return null;
      const rest =
        stakes.length > 1
          ? (
              await tx
                .insert(liveBets)
                .values(stakes.slice(1).map((stake) => row(stake, first.id)))
                .returning()
            ).sort((a, b) => a.id - b.id)
          : [];
      const amount = stakes.reduce((sum, stake) => sum + stake.amount, 0);
      const { balance } = await ops.bet({ ...move(first, game), amount, key: walletKey(game, round.id, first.id, 'bet') });
      // the server's clock at commit decides: a bet that took until take-off is not taken
      if (clock.now() >= round.startsAt.getTime()) throw new HttpError(400, BETTING_CLOSED);
      return { bets: [first, ...rest], balance };
    });
    if (!placed) return (await replayed())!;
    const views = placed.bets.map(betView);
    for (const view of views) await publish(game, LIVE_ROOM_COMMANDS.bet, view);
    return { bets: views, balance: placed.balance };
  }

  return {
    async state(game, userId) {
      const [round] = await db.select().from(liveRounds).where(eq(liveRounds.game, game)).orderBy(desc(liveRounds.id)).limit(1);
      const at = clock.now();
      if (!round) return { game, serverTime: at, round: null, bets: [], mine: [], progress: null };
      const bets = await db.select().from(liveBets).where(eq(liveBets.roundId, round.id)).orderBy(liveBets.id);
      return {
        game,
        serverTime: at,
        round: roundView(round, await saltOf(round.chainId)),
        bets: bets.map(betView),
        mine: bets.filter((bet) => bet.userId === userId).map((bet) => bet.id),
        progress: progressOf(round, at),
      };
    },

    placeBets,

    async placeBet(game, userId, amount, params, requestKey = null) {
      const { bets, balance } = await placeBets(game, userId, [{ amount, params }], { requestKey });
      return { bet: bets[0], balance };
    },

    async payNow(game, userId, betId, multiplierAt, refusal) {
      const receivedAt = clock.now();
      const [bet] = await db
        .select()
        .from(liveBets)
        .where(and(eq(liveBets.id, betId), eq(liveBets.userId, userId), eq(liveBets.status, LiveBetStatus.Open)));
      const round = bet && (await openRound(game));
      if (!bet || !round || round.id !== bet.roundId || round.phase === 'betting') throw new HttpError(400, NO_OPEN_BET);
      const multiplier = round.phase === 'running' ? multiplierAt(round.result, bet.params, receivedAt - round.startsAt.getTime()) : null;
      if (multiplier === null) throw new HttpError(400, refusal);
      const paid = await settleBet(game, bet, multiplier);
      if (!paid) throw new HttpError(400, NO_OPEN_BET);
      return paid;
    },

    async chains() {
      return (await db.select().from(liveChains).orderBy(desc(liveChains.id))).map(chainView);
    },

    async history(game) {
      const rows = await db
        .select({ round: liveRounds, salt: liveChains.salt })
        .from(liveRounds)
        .innerJoin(liveChains, eq(liveChains.id, liveRounds.chainId))
        .where(and(eq(liveRounds.game, game), ne(liveRounds.status, SessionStatus.Processing)))
        .orderBy(desc(liveRounds.id))
        .limit(HISTORY);
      return rows.map(({ round, salt }) => roundView(round, salt));
    },

    step,
    recover,

    async sealPlainSeeds() {
      const key = live.chainKey;
      if (key === null) return 0;
      const plain = (await db.select().from(liveChains).orderBy(liveChains.id)).filter((chain) => !isSealed(chain.seed));
      for (const chain of plain) {
        // checked before it is sealed: a seed that does not lead to its published hash stays as it is, and fails loudly when used
        if (chainHashes(chain.seed, chain.length)[0] !== chain.terminalHash) continue;
        await db
          .update(liveChains)
          .set({ seed: sealSeed(key, chain.seed, chain.terminalHash) })
          .where(and(eq(liveChains.id, chain.id), eq(liveChains.seed, chain.seed)));
      }
      if (plain.length > 0) log.info({ chains: plain.length }, 'live chains: plain seeds encrypted');
      return plain.length;
    },

    start() {
      if (!live.drive || !stopped) return;
      stopped = false;
      for (const game of LIVE_GAMES) drive(game, false);
    },

    async stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      await Promise.all(running);
      // no step is under way: the open rounds of the games this instance drives are handed over whole, and
      // another instance (or this one restarted) takes over at once and finishes them
      const held = (await db.select({ game: liveLeases.game }).from(liveLeases).where(eq(liveLeases.holder, holder))).map(({ game }) => game as LiveGameCode);
      if (held.length > 0)
        await db
          .update(liveRounds)
          .set({ handedOver: true })
          .where(and(inArray(liveRounds.game, held), eq(liveRounds.status, SessionStatus.Processing)));
      await db.delete(liveLeases).where(and(inArray(liveLeases.game, [...LIVE_GAMES]), eq(liveLeases.holder, holder)));
    },
  };
}
