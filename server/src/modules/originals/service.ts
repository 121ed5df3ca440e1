// The studio's rounds. A round is written Processing with its nonce, then the stake is taken through the
// wallet (key arena-originals:round-<id>:bet), the outcome follows from the seed pair (never from the
// browser), and the win with the Completed status commit together. A failure after the bet rolls the
// bet back and cancels the round; a round a crash left Processing is settled again at start by the same
// code: the wallet's keys make the repeated bet and win replays, never second movements. The stake
// check, the nonce-taking insert, the wallet keys and the round's view are shared with Blackjack
// (blackjack.ts), whose rounds take several steps. A free spin (a free-spins bonus's, on its slot) is
// taken from its bonus as its round opens; no stake moves, and its win is credited as that bonus's money.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SessionStatus, type OriginalsGame, type OriginalsRotation, type OriginalsRound, type OriginalsSeeds } from '@arena/contracts';
import { floats, instantGame, instantGames, instantWin, type InstantGameCode, type InstantRefusal } from '@arena/provably-fair';
import { defaultVariants, isSlotGame, type VariantsInForce } from '@arena/provably-fair/slots';
import type { Clock } from '../../clock';
import type { OriginalsConfig } from '../../config';
import type { Db } from '../../db/client';
import { IDEMPOTENCY_KEY_REUSED } from '../../http/idempotency-key';
import { HttpError } from '../../http/errors';
import type { IntegrityGate } from '../integrity/plugin';
import { WalletError, type AfterCommit, type WalletOps, type WalletService } from '../wallet/plugin';
import { originalsRounds, originalsSeeds } from './schema';

/** the provider name of our own studio in the wallet's ledger */
export const ORIGINALS_PROVIDER = 'arena-originals';
/** how many rounds GET originals/rounds lists */
const HISTORY = 50;

export const STAKE_OUT_OF_LIMITS = 'The stake must be between {min} and {max}.';
export const PAYTABLE_CHANGED = 'The paytable of this game has changed. Reload the game to see the new one before you play.';
const NO_FREE_SPINS = 'You have no free spins left.';
export const SEED_IN_PLAY = 'Finish your open round first: the server seed it is played with is revealed only once it ends.';

/** the player's words for a game's refusal of a stake and its choices (InstantGame.refusal) */
const REFUSALS: Record<InstantRefusal, string> = {
  stake_not_sum: 'The stake must equal the sum of the bets.',
  no_bets: 'Place at least one bet.',
  too_many_bets: 'Too many bets on one slip.',
  invalid_amount: 'Every bet needs a stake.',
  invalid_type: 'Unknown bet type.',
  illegal_numbers: 'A bet covers numbers that are not next to each other on the table.',
  invalid_selection: 'Choose the first, second or third dozen or column.',
};

/** a single-step game's round: the stake and the player's choices (checked by the play call's schema) */
export interface PlayRequest {
  game: InstantGameCode;
  amount: number;
  params: Record<string, unknown>;
  /** the call's Idempotency-Key: a retry with it answers the round already played */
  requestKey?: string | null;
  /** spend one of the player's free spins on this round */
  freeSpin?: boolean;
}

/** The bonus module's free spins (app.bonus), as the studio's rounds spend them. */
export interface FreeSpins {
  /** in the round's opening transaction: the paying bonus's id; refuses (HttpError 400) another game or stake, or no spin left */
  takeFreeSpin(tx: Db, userId: number, game: string, stake: number): Promise<number>;
  /**
   * in the round's settling transaction: the win becomes the bonus's money, under `key`; `othersInPlay`
   * counts the bonus's other spins taken and not yet settled (the bonus ends only after its last win)
   */
  settleFreeSpin(tx: Db, ops: WalletOps, spin: { bonusId: number; win: number; key: string; othersInPlay: () => Promise<number> }): Promise<AfterCommit | void>;
}

/** thrown inside the round's transaction when its Idempotency-Key was taken meanwhile: nothing is written */
class RequestReplayed extends Error {}

export type RoundRow = typeof originalsRounds.$inferSelect;
export type SeedRow = typeof originalsSeeds.$inferSelect;

/**
 * A game's check of a round just written, before it moves money (the slots' minimum game cycle). It
 * runs in the round's transaction under the lock the nonce update takes on the player's seed row, so
 * two requests at once cannot both pass; a refusal throws (HttpError 400) and rolls the round and its
 * nonce back.
 */
export type PaceCheck = (tx: Db, round: RoundRow) => Promise<void>;

export interface OriginalsService {
  seeds(userId: number): Promise<OriginalsSeeds>;
  setClientSeed(userId: number, clientSeed: string): Promise<OriginalsSeeds>;
  /** reveals the pair's server seed and starts a new pair; refuses while a round on the pair is unfinished (HttpError 409, SEED_IN_PLAY) */
  rotate(userId: number): Promise<OriginalsRotation>;
  /** refuses a stake out of the game's limits (HttpError 400), a reused Idempotency-Key (409) and a refused bet (WalletError) */
  play(userId: number, request: PlayRequest): Promise<OriginalsRound>;
  rounds(userId: number): Promise<OriginalsRound[]>;
  round(userId: number, id: number): Promise<OriginalsRound | undefined>;
  /** settles every round left Processing (a crash mid-round); answers how many it found */
  recover(): Promise<number>;
  /** each slot's RTP variant in force: the one a new round is played with (game-settings.ts keeps it) */
  readonly variants: VariantsInForce;
}

export interface OriginalsDeps {
  db: Db;
  wallet: WalletService;
  clock: Clock;
  log: FastifyBaseLogger;
  config: OriginalsConfig;
  /** a game whose maths failed the integrity check takes no new round */
  integrity: IntegrityGate;
  paces?: Partial<Record<InstantGameCode, PaceCheck>>;
  variants?: VariantsInForce;
  freeSpins?: FreeSpins;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const newClientSeed = () => randomBytes(10).toString('hex');
/** a round's wallet key: bet, win, rollback, or a game's own extra stakes (bet-double-0…) */
export const walletKey = (roundId: number, step: string) => `${ORIGINALS_PROVIDER}:round-${roundId}:${step}`;
/** what every wallet movement of a round names: the player, the round and the game */
export const walletMove = (round: RoundRow) => ({ userId: round.userId, roundId: `round-${round.id}`, gameCode: round.game, provider: ORIGINALS_PROVIDER });
const activeSeed = (userId: number) => and(eq(originalsSeeds.userId, userId), isNull(originalsSeeds.revealedAt));

/**
 * The first row a statement on the player's active pair finds. A statement that waited for a rotation's
 * lock on the pair finds it revealed, so no longer active; the next statement sees the new pair.
 */
async function onActivePair<T>(statement: () => Promise<T[]>): Promise<T> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [row] = await statement();
    if (row) return row;
  }
  throw new Error('the player has no active seed pair');
}

/** refuses a stake out of the game's limits (HttpError 400, STAKE_OUT_OF_LIMITS) */
export function checkStake(config: OriginalsConfig, game: OriginalsGame, amount: number): void {
  const limits = config.limits[game];
  if (amount < limits.min || amount > limits.max) throw new HttpError(400, STAKE_OUT_OF_LIMITS);
}

/**
 * Writes a round Processing with the next nonce of the player's pair: taken together, a nonce is never
 * used twice. Undefined when a unique index already holds the round (its Idempotency-Key was played, or
 * the player's Blackjack round is open): the caller rolls the transaction back, nonce included.
 */
export async function openRound(
  tx: Db,
  at: Date,
  values: Pick<RoundRow, 'userId' | 'game' | 'amount' | 'params'> & Partial<Pick<RoundRow, 'requestKey' | 'requestFingerprint' | 'freeSpinBonusId'>>,
): Promise<RoundRow | undefined> {
  // the nonce update locks the pair: a rotation waits for this round to be written, and sees it unfinished
  const seed = await onActivePair(() =>
    tx
      .update(originalsSeeds)
      .set({ nextNonce: sql`${originalsSeeds.nextNonce} + 1` })
      .where(activeSeed(values.userId))
      .returning(),
  );
  const [inserted] = await tx
    .insert(originalsRounds)
    .values({
      ...values,
      seedId: seed.id,
      clientSeed: seed.clientSeed,
      nonce: seed.nextNonce - 1,
      multiplier: 0,
      win: 0,
      status: SessionStatus.Processing,
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning();
  return inserted;
}

export function roundView(round: RoundRow, seed: SeedRow, balance: number): OriginalsRound {
  return {
    id: round.id,
    game: round.game,
    amount: round.amount,
    multiplier: round.multiplier,
    win: round.win,
    outcome: round.outcome as OriginalsRound['outcome'],
    nonce: round.nonce,
    serverSeedHash: seed.serverSeedHash,
    clientSeed: round.clientSeed,
    // a round still being played never shows its seed, even one revealed before this rule (it would show the cards to come)
    serverSeed: seed.revealedAt && round.status !== SessionStatus.Processing ? seed.serverSeed : null,
    status: round.status,
    createdAt: round.createdAt.toISOString(),
    balance,
    ...(round.freeSpinBonusId === null ? {} : { freeSpin: true as const }),
  };
}

/** The outcome a round's seeds give, with the player's choices; pure, so a settled-again round gets the same one. */
async function outcomeOf(round: RoundRow, seed: SeedRow) {
  // settle() plays only the single-step games' rounds (recover() selects those)
  const math = instantGame(round.game as InstantGameCode);
  const roundFloats = await floats(seed.serverSeed, round.clientSeed, round.nonce, math.floatCount(round.params));
  return { ...(round.params as object), ...math.outcome(roundFloats, round.params) };
}

export function createOriginalsService({
  db,
  wallet,
  clock,
  log,
  config,
  integrity,
  paces = {},
  variants = defaultVariants(),
  freeSpins,
}: OriginalsDeps): OriginalsService {
  const now = () => new Date(clock.now());

  async function newPair(tx: Db, userId: number, clientSeed = newClientSeed()): Promise<void> {
    const serverSeed = randomBytes(32).toString('hex');
    // two first requests at once: the partial unique index keeps one pair, the other insert does nothing
    await tx
      .insert(originalsSeeds)
      .values({ userId, serverSeed, serverSeedHash: sha256(serverSeed), clientSeed, nextNonce: 0, createdAt: now() })
      .onConflictDoNothing();
  }

  async function activePair(userId: number): Promise<SeedRow> {
    const [existing] = await db.select().from(originalsSeeds).where(activeSeed(userId));
    if (existing) return existing;
    await newPair(db, userId);
    const [created] = await db.select().from(originalsSeeds).where(activeSeed(userId));
    return created;
  }

  const seedsView = (seed: SeedRow): OriginalsSeeds => ({ serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nextNonce });

  const finish = (id: number, values: Partial<RoundRow>, tx: Db = db) =>
    tx
      .update(originalsRounds)
      .set({ ...values, completedAt: now() })
      .where(and(eq(originalsRounds.id, id), eq(originalsRounds.status, SessionStatus.Processing)))
      .returning();

  /** the outcome of a single-step round and what it pays, capped by the studio's maximum win per round */
  async function playOut(round: RoundRow) {
    const [seed] = await db.select().from(originalsSeeds).where(eq(originalsSeeds.id, round.seedId));
    const outcome = await outcomeOf(round, seed);
    return { outcome, win: Math.min(instantWin(round.game as InstantGameCode, round.amount, outcome, round.params), config.maxWin) };
  }

  /**
   * A free spin: no stake moves (the house pays for it); outcome → the win credited as its bonus's
   * money + Completed, together. A failure leaves the round Processing for recover() to settle: the
   * spin was taken, so the round is the player's.
   */
  async function settleFreeSpin(round: RoundRow, bonusId: number): Promise<{ round: RoundRow; balance: number }> {
    const { outcome, win } = await playOut(round);
    const { stored, followUp } = await wallet.transaction(async (tx, ops) => {
      const othersInPlay = async () => {
        const [{ open }] = await tx
          .select({ open: sql<number>`count(*)::int` })
          .from(originalsRounds)
          .where(and(eq(originalsRounds.freeSpinBonusId, bonusId), eq(originalsRounds.status, SessionStatus.Processing), ne(originalsRounds.id, round.id)));
        return open;
      };
      const after = await freeSpins!.settleFreeSpin(tx, ops, { bonusId, win, key: walletKey(round.id, 'free-spin-win'), othersInPlay });
      const [completed] = await finish(round.id, { status: SessionStatus.Completed, outcome, multiplier: outcome.multiplier, win }, tx);
      const [settled] = completed ? [completed] : await tx.select().from(originalsRounds).where(eq(originalsRounds.id, round.id));
      return { stored: settled, followUp: after };
    });
    await followUp?.();
    return { round: stored, balance: (await wallet.balance(round.userId)) ?? 0 };
  }

  /** bet → outcome → win + Completed; answers the round as stored and the balance after it */
  async function settle(round: RoundRow): Promise<{ round: RoundRow; balance: number }> {
    if (round.freeSpinBonusId !== null) return settleFreeSpin(round, round.freeSpinBonusId);
    const move = walletMove(round);
    const betKey = walletKey(round.id, 'bet');
    let balance: number;
    try {
      ({ balance } = await wallet.bet({ ...move, amount: round.amount, key: betKey }));
    } catch (error) {
      // refused (insufficient funds…): nothing moved, the round ends here
      if (error instanceof WalletError) await finish(round.id, { status: SessionStatus.Cancelled });
      throw error;
    }
    try {
      const { outcome, win } = await playOut(round);
      return await wallet.transaction(async (tx, ops) => {
        if (win > 0) ({ balance } = await ops.win({ ...move, amount: win, key: walletKey(round.id, 'win'), betKey }));
        const [completed] = await finish(round.id, { status: SessionStatus.Completed, outcome, multiplier: outcome.multiplier, win }, tx);
        // settled meanwhile by another instance's recovery: that settlement is the round
        const [stored] = completed ? [completed] : await tx.select().from(originalsRounds).where(eq(originalsRounds.id, round.id));
        return { round: stored, balance };
      });
    } catch (error) {
      log.error({ err: error, roundId: round.id }, 'originals round failed after its bet: rolling the bet back');
      await wallet.rollback({ ...move, key: walletKey(round.id, 'rollback'), betKey });
      await finish(round.id, { status: SessionStatus.Cancelled });
      throw error;
    }
  }

  return {
    variants,

    seeds: async (userId) => seedsView(await activePair(userId)),

    async setClientSeed(userId, clientSeed) {
      await activePair(userId);
      const [seed] = await db.update(originalsSeeds).set({ clientSeed }).where(activeSeed(userId)).returning();
      return seedsView(seed);
    },

    async rotate(userId) {
      await activePair(userId);
      return db.transaction(async (tx) => {
        // locked before the check: a round opening meanwhile (its nonce update waits for this lock) cannot slip in
        const current = await onActivePair(() => tx.select().from(originalsSeeds).where(activeSeed(userId)).for('update'));
        const [unfinished] = await tx
          .select({ id: originalsRounds.id })
          .from(originalsRounds)
          .where(and(eq(originalsRounds.seedId, current.id), eq(originalsRounds.status, SessionStatus.Processing)))
          .limit(1);
        if (unfinished) throw new HttpError(409, SEED_IN_PLAY);
        const [previous] = await tx.update(originalsSeeds).set({ revealedAt: now() }).where(eq(originalsSeeds.id, current.id)).returning();
        await newPair(tx, userId, previous.clientSeed);
        const [next] = await tx.select().from(originalsSeeds).where(activeSeed(userId));
        return {
          previousServerSeed: previous.serverSeed,
          previousServerSeedHash: previous.serverSeedHash,
          previousClientSeed: previous.clientSeed,
          lastNonce: previous.nextNonce > 0 ? previous.nextNonce - 1 : null,
          serverSeedHash: next.serverSeedHash,
        };
      });
    },

    async play(userId, { game, amount, params, requestKey = null, freeSpin = false }) {
      checkStake(config, game, amount);
      const refusal = instantGame(game).refusal?.(amount, params);
      if (refusal) throw new HttpError(400, REFUSALS[refusal]);
      if (freeSpin && !freeSpins) throw new HttpError(400, NO_FREE_SPINS);
      const requestFingerprint = requestKey === null ? null : sha256(JSON.stringify({ game, amount, params, freeSpin }));
      /** the round an earlier call with the same key played, or undefined */
      const replayed = async () => {
        if (requestKey === null) return undefined;
        const [row] = await db
          .select()
          .from(originalsRounds)
          .innerJoin(originalsSeeds, eq(originalsSeeds.id, originalsRounds.seedId))
          .where(and(eq(originalsRounds.userId, userId), eq(originalsRounds.requestKey, requestKey)));
        if (!row) return undefined;
        if (row.originals_rounds.requestFingerprint !== requestFingerprint) throw new HttpError(409, IDEMPOTENCY_KEY_REUSED);
        // the first call is still settling it: settling again replays its wallet keys and answers the same round
        if (row.originals_rounds.status === SessionStatus.Processing) {
          const settled = await settle(row.originals_rounds);
          return roundView(settled.round, row.originals_seeds, settled.balance);
        }
        return roundView(row.originals_rounds, row.originals_seeds, (await wallet.balance(userId)) ?? 0);
      };
      const earlier = await replayed();
      if (earlier) return earlier;
      integrity.assertOnline(game);
      // a slot round plays the variant in force now, whatever is switched later; never one the player was not shown
      const variant = isSlotGame(game) ? variants[game] : undefined;
      if (params.variant !== undefined && params.variant !== variant) throw new HttpError(400, PAYTABLE_CHANGED);
      await activePair(userId);
      const played = variant === undefined ? params : { ...params, variant };
      const round = await db
        .transaction(async (tx) => {
          // the spin is taken with the round: a refused pace or a replayed key rolls both back
          const freeSpinBonusId = freeSpin ? await freeSpins!.takeFreeSpin(tx, userId, game, amount) : null;
          const opened = await openRound(tx, now(), { userId, game, amount, params: played, requestKey, requestFingerprint, freeSpinBonusId });
          // a retry with the same key raced this call and won: roll back the nonce, answer its round
          if (!opened) throw new RequestReplayed();
          await paces[game]?.(tx, opened);
          return opened;
        })
        .catch((error: unknown) => {
          if (error instanceof RequestReplayed) return null;
          throw error;
        });
      if (!round) return (await replayed())!;
      const settled = await settle(round);
      const [seed] = await db.select().from(originalsSeeds).where(eq(originalsSeeds.id, round.seedId));
      return roundView(settled.round, seed, settled.balance);
    },

    async rounds(userId) {
      const rows = await db
        .select()
        .from(originalsRounds)
        .innerJoin(originalsSeeds, eq(originalsSeeds.id, originalsRounds.seedId))
        .where(eq(originalsRounds.userId, userId))
        .orderBy(desc(originalsRounds.id))
        .limit(HISTORY);
      const balance = (await wallet.balance(userId)) ?? 0;
      return rows.map((row) => roundView(row.originals_rounds, row.originals_seeds, balance));
    },

    async round(userId, id) {
      const [row] = await db
        .select()
        .from(originalsRounds)
        .innerJoin(originalsSeeds, eq(originalsSeeds.id, originalsRounds.seedId))
        .where(and(eq(originalsRounds.id, id), eq(originalsRounds.userId, userId)));
      if (!row) return undefined;
      return roundView(row.originals_rounds, row.originals_seeds, (await wallet.balance(userId)) ?? 0);
    },

    async recover() {
      // the single-step games' rounds; a multi-step game (Blackjack) recovers its own
      const pending = await db
        .select()
        .from(originalsRounds)
        .where(and(eq(originalsRounds.status, SessionStatus.Processing), inArray(originalsRounds.game, Object.keys(instantGames) as InstantGameCode[])))
        .orderBy(originalsRounds.id);
      for (const round of pending) {
        try {
          await settle(round);
          log.info({ roundId: round.id }, 'originals round left by a crash settled');
        } catch (error) {
          log.warn({ err: error, roundId: round.id }, 'originals round left by a crash could not be settled: cancelled');
        }
      }
      return pending.length;
    },
  };
}
