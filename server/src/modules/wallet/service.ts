// The only code that reads or changes a player's money (minor units). Other modules call it through
// app.wallet. Every movement is one ledger transaction under an idempotency key (ledger.ts writes it);
// after its commit the wallet forgets the cached balance on every instance and tells its balance
// listeners (the hub pushes the new balance, so the header updates at once). Balance reads answer from
// memory until a change.
import { createHash } from 'node:crypto';
import { and, count, desc, eq, gte, inArray, lt, ne, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FinancialActivityKind } from '@arena/contracts';
import { createSharedCache } from '../../cache/shared-cache';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { MessageParam } from '../../http/errors';
import type { PubSub } from '../../plugins/pubsub';
import {
  bonusBalance,
  cashAccount,
  cashBalance,
  lockSpendable,
  markRolledBack,
  move,
  openHouseAccounts,
  PLAYER_NOT_NEGATIVE,
  record,
  SHAPES,
  sqlState,
  transactionByKey,
  type HouseKind,
  type TransactionRow,
  type MoveParams,
  type Shape,
  type TransactionKind,
} from './ledger';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './schema';

export type WalletErrorCode = 'insufficient_funds' | 'key_conflict' | 'unknown_player' | 'bet_rolled_back' | 'unknown_bet' | 'invalid_amount' | 'refused';

export class WalletError extends Error {
  constructor(readonly code: WalletErrorCode) {
    super(code);
    this.name = 'WalletError';
  }
}

/** A guard refused the action (a limit, an exclusion, a bonus's maximum bet): `reason` is a translation key with its params. */
export class WalletRefusal extends WalletError {
  constructor(
    readonly reason: string,
    readonly params: Record<string, MessageParam> = {},
    readonly status: 400 | 403 | 409 = 400,
  ) {
    super('refused');
    this.name = 'WalletRefusal';
  }
}

/** What a guard is asked about: money about to move (deposit, withdraw, bet), or an action that leads to it (a bonus claim, a game launch). */
export interface GuardedAction {
  action: 'deposit' | 'withdraw' | 'bet' | 'claim' | 'play';
  userId: number;
  /** minor units; 0 for claim and play */
  amount: number;
  gameCode?: string | null;
  provider?: string | null;
  /** bet: the game's round (a sports bet's is sports:<bet id>) */
  roundId?: string | null;
  /** withdraw: the player confirmed giving up their active bonus for it */
  forfeitBonus?: boolean;
}

/** Work a guard leaves for after the movement's commit (a notification): it must not hold the transaction open. */
export type AfterCommit = () => Promise<void>;

/**
 * 'marked': the guard matters only for a player whose cash account it has marked (ledger_accounts.guarded,
 * written in the transaction that gives the guard something to hold the player to). The movement's
 * statement then moves nothing for a marked account (when no other guard applies, the movement is that
 * one statement), and the wallet asks the guard (check and after) only then. The mark is on the row the
 * movement locks, so a movement waiting on the transaction that marks it sees the mark.
 */
export type GuardApplies = boolean | 'marked';

/**
 * A rule another module holds over the wallet's movements (player protection, bonus terms). The
 * wallet asks every guard before a deposit, a withdrawal hold and a bet, inside the movement's own
 * transaction, so what a guard reads and locks there commits or fails with the movement: two
 * concurrent deposits cannot pass one limit together. `applies` keeps the common case fast: when no
 * guard applies, the movement is the single statement it always was.
 */
export interface WalletGuard {
  name: string;
  /** cheap (usually from memory): must `check` run for this action? (see GuardApplies) */
  applies(action: GuardedAction): GuardApplies | Promise<GuardApplies>;
  /** throws a WalletRefusal to refuse; runs inside the movement's transaction (`ops` move money in it too) */
  check(tx: Db, action: GuardedAction, ops: WalletOps): Promise<void>;
  /**
   * runs after the movement, in its transaction (a bonus counts the stake towards its wagering);
   * not for a replayed key, nor for admit()
   */
  after?(tx: Db, action: GuardedAction, movement: Movement, ops: WalletOps): Promise<AfterCommit | void>;
  /** a bet's stake came back (rollback), in the rollback's transaction: what the guard counted of it no longer counts */
  rolledBack?(tx: Db, bet: { userId: number; transactionId: number }): Promise<void>;
}

export interface Movement {
  transactionId: number;
  /** the player's cash balance after the movement */
  balance: number;
  /** the key was already recorded with the same parameters: this is the first answer, nothing moved */
  replayed: boolean;
}

interface PaymentMove {
  userId: number;
  amount: number;
  key: string;
  /** the payment request's reference */
  reference: string;
  description: string;
  /** withdrawHold: the player confirmed forfeiting their active bonus (the bonus guard refuses the hold otherwise) */
  forfeitBonus?: boolean;
}

interface BonusMove {
  userId: number;
  amount: number;
  key: string;
  reason: string;
}

interface GameMove {
  userId: number;
  amount: number;
  key: string;
  roundId: string;
  gameCode: string;
  provider: string;
}

export interface WalletOps {
  deposit(i: PaymentMove): Promise<Movement>;
  /** cash → hold; insufficient_funds */
  withdrawHold(i: PaymentMove): Promise<Movement>;
  /** hold → cash */
  withdrawRelease(i: PaymentMove): Promise<Movement>;
  /** hold → paid out */
  withdrawPay(i: PaymentMove): Promise<Movement>;
  bet(i: GameMove): Promise<Movement>;
  win(i: GameMove & { betKey: string }): Promise<Movement>;
  /** returns the bet's stake once; a rollback of an unknown bet is recorded so the bet is refused if it comes later */
  rollback(i: Omit<GameMove, 'amount'> & { betKey: string }): Promise<Movement>;
  /** house → the player's cash (the trial bonus) */
  bonusGrant(i: BonusMove): Promise<Movement>;
  /** house → the player's bonus money */
  bonusCredit(i: BonusMove): Promise<Movement>;
  /** the player's bonus money → their cash (wagering completed) */
  bonusConvert(i: BonusMove): Promise<Movement>;
  /** the player's bonus money → house (the bonus expired or was forfeited) */
  bonusRemove(i: BonusMove): Promise<Movement>;
  /** the player's cash and bonus money, their rows locked until the transaction ends (undefined: unknown player) */
  spendable(userId: number): Promise<{ cash: number; bonus: number } | undefined>;
  /** an operator's correction; a negative amount takes money back (never below zero) */
  adjust(i: { userId: number; amount: number; key: string; reason: string; operatorId: number }): Promise<Movement>;
}

export interface StatementQuery {
  kinds?: FinancialActivityKind[];
  /** only the movements that changed the cash (not a zero win, nor a stake paid all in bonus money) */
  moved?: boolean;
  /** inclusive */
  from?: Date;
  /** exclusive */
  to?: Date;
  skip: number;
  take: number;
}

export interface StatementItem {
  id: number;
  kind: FinancialActivityKind;
  /** signed as it moved the player's cash */
  amount: number;
  description: string;
  createdAt: Date;
  movement: RecordedMovement;
}

/** A movement as recorded: what the module that moved it needs to name it in the player's words. */
export interface RecordedMovement {
  kind: TransactionKind;
  key: string;
  gameCode: string | null;
  provider: string | null;
  roundId: string | null;
  /** a bet whose stake came back */
  rolledBack: boolean;
}

export interface WalletService extends WalletOps {
  /** adds a rule asked before every guarded movement (see WalletGuard) */
  addGuard(guard: WalletGuard): void;
  /** asks the guards about an action that moves no money yet (a claim, a launch); throws their WalletRefusal */
  admit(action: GuardedAction): Promise<void>;
  /** the player's cash; undefined: unknown player */
  balance(userId: number): Promise<number | undefined>;
  /** the player's bonus money (spent after their cash; not withdrawable) */
  bonusBalance(userId: number): Promise<number>;
  /** ops inside the caller's DB transaction: the caller's rows and the movement commit together */
  transaction<T>(work: (tx: Db, ops: WalletOps) => Promise<T>): Promise<T>;
  /** ledger movements of the player's cash, newest first */
  statement(userId: number, q: StatementQuery): Promise<{ items: StatementItem[]; total: number }>;
  /** calls `listener` with a player's new cash balance after each committed change (the hub pushes it) */
  onBalanceChanged(listener: BalanceListener): void;
}

/** told of a player's new cash balance once its change has committed */
export type BalanceListener = (userId: number, balance: number) => Promise<void>;

export interface WalletDeps {
  db: Db;
  clock: Clock;
  pubsub: PubSub;
  log: FastifyBaseLogger;
  /** house accounts per kind (config.wallet.houseShards) */
  houseShards: number;
}

const STATEMENT_KINDS: Record<FinancialActivityKind, TransactionKind[]> = {
  deposit: ['deposit'],
  withdraw: ['withdraw_hold', 'withdraw_release'],
  bet: ['bet'],
  win: ['win'],
  rollback: ['rollback'],
  bonus: ['bonus', 'bonus_credit', 'bonus_conversion', 'bonus_removal'],
  adjust: ['adjust'],
};
const ACTIVITY_OF = Object.fromEntries(Object.entries(STATEMENT_KINDS).flatMap(([activity, kinds]) => kinds.map((kind) => [kind, activity]))) as Record<
  TransactionKind,
  FinancialActivityKind
>;

/** SQLSTATEs after which the same call is simply tried again: a deadlock, a serialization failure, a key recorded meanwhile */
const RETRIED = new Set(['40P01', '40001', '23505']);
const ATTEMPTS = 3;

const isAmount = (amount: number, { zero = false, negative = false } = {}) =>
  Number.isSafeInteger(amount) && (amount > 0 || (zero && amount === 0) || (negative && amount < 0));

/** What the key was first used for: a retry must match it exactly. */
function fingerprintOf(kind: TransactionKind, p: Omit<MoveParams, 'fingerprint' | 'houseAccountId' | 'key'>): string {
  const fields = [kind, p.userId, p.amount, p.betKey, p.roundId, p.gameCode, p.provider, p.reference, p.description, p.operatorId];
  return createHash('sha256').update(JSON.stringify(fields)).digest('base64url');
}

/** What a unit of work leaves for after its commit: the balances it changed (player → newest cash balance) and its guards' follow-ups. */
interface Changed {
  balances: Map<number, number>;
  afterCommit: AfterCommit[];
}
const nothingChanged = (): Changed => ({ balances: new Map(), afterCommit: [] });

/** A win of a bet that spent bonus money: its bonus part is worked out from the bet (splitWin). */
class BonusShareNeeded extends Error {
  constructor(readonly bet: TransactionRow) {
    super('bonus share needed');
  }
}

/** A movement of an unmarked player found the player's account marked by a guard: it is asked of every guard that applies. */
class GuardsNeeded extends Error {
  constructor() {
    super('guards needed');
  }
}

/** players whose mark the wallet has seen, per instance (a mark is never cleared): bounded */
const MARKS_REMEMBERED = 100_000;

/** The part of a win that goes back to bonus money: the bet's bonus share of it, rounded down (the remainder is cash). */
export const bonusShare = (win: number, stake: number, bonusStake: number) => Number((BigInt(win) * BigInt(bonusStake)) / BigInt(stake));

export async function createWalletService({ db, clock, pubsub, log, houseShards }: WalletDeps): Promise<WalletService> {
  const houseIds = await openHouseAccounts(db, houseShards);
  let turn = 0;
  /** round robin over the shards: concurrent movements rarely meet on one house row */
  const houseAccount = (kind: HouseKind) => {
    turn = (turn + 1) % houseShards;
    return houseIds[kind][turn];
  };

  const remembered = await createSharedCache<{ userId: number; balance: number }>({
    pubsub,
    channel: 'balances-changed',
    ttlMs: 60_000,
    maxEntries: 10_000,
    now: () => clock.now(),
    groupOf: (entry) => entry.userId,
  });

  const balanceListeners: BalanceListener[] = [];
  const announce = async (changed: Changed) => {
    await Promise.all(
      [...changed.balances].map(async ([userId, balance]) => {
        try {
          await remembered.forget(userId);
        } catch (error) {
          // committed: the caller must not fail; the other instances catch up within the TTL
          log.warn({ err: error, userId }, 'balance change not announced');
        }
        for (const listener of balanceListeners) {
          try {
            await listener(userId, balance);
          } catch (error) {
            log.warn({ err: error, userId }, 'a balance listener failed after the commit');
          }
        }
      }),
    );
    for (const followUp of changed.afterCommit) {
      try {
        await followUp();
      } catch (error) {
        log.warn({ err: error }, 'a wallet guard follow-up failed after the commit');
      }
    }
  };

  /**
   * Runs `work` atomically and tries it again after a retryable failure. Alone, a single statement is
   * its own transaction; several need one. Inside a caller's transaction it runs in a savepoint, so a
   * refused movement leaves the caller's transaction usable.
   */
  async function attempt<T>(caller: Db | null, statements: 'one' | 'several', work: (on: Db) => Promise<T | undefined>): Promise<T> {
    for (let round = 1; ; round += 1) {
      try {
        const done = caller ? await caller.transaction(work) : statements === 'one' ? await work(db) : await db.transaction(work);
        if (done !== undefined) return done;
      } catch (error) {
        const { code, constraint } = sqlState(error);
        if (code === '23514' && constraint === PLAYER_NOT_NEGATIVE) throw new WalletError('insufficient_funds');
        if (!code || !RETRIED.has(code) || round >= ATTEMPTS) throw error;
      }
      if (round >= ATTEMPTS) throw new Error('wallet: the movement neither applied nor explained itself');
    }
  }

  /**
   * Why a movement statement moved nothing: a replay of its key (answered), a refusal (thrown), a
   * guard's mark on the account of a movement made `unguarded` (GuardsNeeded); undefined: a race, try again.
   */
  async function explain(on: Db, kind: TransactionKind, p: MoveParams, split = false, unguarded = false): Promise<Movement | undefined> {
    const prior = await transactionByKey(on, p.key);
    if (prior) {
      if (prior.fingerprint === p.fingerprint) return { transactionId: prior.id, balance: prior.balanceAfter, replayed: true };
      throw new WalletError(prior.kind === 'void' && kind === 'bet' ? 'bet_rolled_back' : 'key_conflict');
    }
    const account = await cashAccount(on, p.userId);
    if (!account) throw new WalletError('unknown_player');
    if (unguarded && account.guarded) throw new GuardsNeeded();
    if (kind === 'win') {
      const bet = await transactionByKey(on, p.betKey!);
      if (!bet || bet.userId !== p.userId || (bet.kind !== 'bet' && bet.kind !== 'void')) throw new WalletError('unknown_bet');
      if (bet.kind === 'void' || bet.rolledBack) throw new WalletError('bet_rolled_back');
      if (!split && bet.bonusAmount > 0 && p.amount > 0) throw new BonusShareNeeded(bet);
    }
    return undefined;
  }

  const paramsOf = (kind: TransactionKind, i: Omit<MoveParams, 'fingerprint' | 'houseAccountId'>, house?: HouseKind): MoveParams => ({
    ...i,
    fingerprint: fingerprintOf(kind, i),
    houseAccountId: house ? houseAccount(house) : null,
  });

  const touchesCash = (shape: Shape, amount: number) => amount !== 0 && shape.legs.some((leg) => leg.account === 'cash');
  /** the mark is on the cash account: a movement whose first leg (the one its statement locks first) is cash can check it */
  const unguardedShape = (shape: Shape) => shape.legs[0].account === 'cash';

  /** A bet the player's cash cannot cover: the rest of the stake comes from their bonus money, if they have enough. */
  const splitStake = async (on: Db, p: MoveParams): Promise<MoveParams> => {
    const spendable = await lockSpendable(on, p.userId);
    if (!spendable) throw new WalletError('unknown_player');
    const bonusAmount = p.amount - Math.min(spendable.cash, p.amount);
    if (bonusAmount === 0 || bonusAmount > spendable.bonus) throw new WalletError('insufficient_funds');
    return { ...p, bonusAmount };
  };

  const guards: WalletGuard[] = [];
  /** each guard's answer to `applies`, in the order the guards were added */
  const answersFor = (action: GuardedAction) => Promise.all(guards.map(async (guard) => ({ guard, applies: await guard.applies(action) })));
  /** the guards to ask with nothing to carry a mark (admit: no movement statement) */
  const guardsFor = async (action: GuardedAction) => (await answersFor(action)).filter(({ applies }) => applies !== false).map(({ guard }) => guard);

  /** the players whose account the wallet has seen marked: their movements go to the guards at once */
  const marked = new Set<number>();
  const rememberMarked = (userId: number) => {
    // a Set iterates in insertion order: the first is the oldest
    if (marked.size >= MARKS_REMEMBERED) marked.delete(marked.values().next().value!);
    marked.add(userId);
  };

  /**
   * One movement, asked of the guards first. `split` (a bet paid partly with bonus money, the win of
   * such a bet) works out the bonus part inside the transaction, with the player's rows locked.
   */
  async function transfer(
    caller: Db | null,
    changed: Changed,
    shape: Shape,
    p: MoveParams,
    guarded?: GuardedAction,
    split?: (on: Db, p: MoveParams) => Promise<MoveParams>,
  ): Promise<Movement> {
    const answers = guarded ? await answersFor(guarded) : [];
    // guards that wait on a mark: the movement's statement checks it, unless the account is known to be
    // marked or the statement cannot carry the check (then they are asked like the others)
    const unguarded = !split && !marked.has(p.userId) && unguardedShape(shape) && answers.some(({ applies }) => applies === 'marked');
    const asked = answers.filter(({ applies }) => applies === true || (applies === 'marked' && !unguarded)).map(({ guard }) => guard);
    try {
      return await attempt(caller, asked.length > 0 || split ? 'several' : 'one', async (on) => {
        // only guards use ops: a plain movement builds nothing it does not need
        const ops = asked.length > 0 ? opsFor(on, changed) : undefined;
        if (asked.length > 0 || split) {
          // a replay answers as it did the first time, even if a guard would refuse the movement now
          if (await transactionByKey(on, p.key)) return explain(on, shape.kind, p, split !== undefined);
          for (const guard of asked) await guard.check(on, guarded!, ops!);
        }
        const params = split ? await split(on, p) : p;
        const moved = await move(on, shape, params, split !== undefined, unguarded);
        if (!moved) return explain(on, shape.kind, params, split !== undefined, unguarded);
        const movement: Movement = { transactionId: moved.id, balance: moved.balance, replayed: false };
        if (touchesCash(shape, p.amount)) changed.balances.set(p.userId, movement.balance);
        for (const guard of asked) {
          const followUp = await guard.after?.(on, guarded!, movement, ops!);
          if (followUp) changed.afterCommit.push(followUp);
        }
        return movement;
      });
    } catch (error) {
      if (!(error instanceof GuardsNeeded)) throw error;
      // the account is marked: this movement and the player's next ones are asked of every guard that applies
      rememberMarked(p.userId);
      return transfer(caller, changed, shape, p, guarded, split);
    }
  }

  const none = { betKey: null, roundId: null, gameCode: null, provider: null, reference: null, operatorId: null, bonusAmount: 0 };

  function opsFor(caller: Db | null, changed: Changed): WalletOps {
    const payment = (shape: Shape, i: PaymentMove, action?: 'deposit' | 'withdraw') => {
      if (!isAmount(i.amount)) throw new WalletError('invalid_amount');
      const { userId, amount, key, reference, description, forfeitBonus } = i;
      const params = paramsOf(shape.kind, { ...none, userId, amount, key, reference, description }, shape.house);
      return transfer(caller, changed, shape, params, action && { action, userId, amount, forfeitBonus });
    };
    const bonusMove = (shape: Shape, { userId, amount, key, reason }: BonusMove) => {
      if (!isAmount(amount)) throw new WalletError('invalid_amount');
      return transfer(caller, changed, shape, paramsOf(shape.kind, { ...none, userId, amount, key, reference: reason, description: reason }, shape.house));
    };
    const game = (i: GameMove, betKey: string | null = null) => ({
      ...none,
      userId: i.userId,
      amount: i.amount,
      key: i.key,
      betKey,
      roundId: i.roundId,
      gameCode: i.gameCode,
      provider: i.provider,
      description: i.gameCode,
      bonusAmount: 0,
    });

    return {
      deposit: (i) => payment(SHAPES.deposit, i, 'deposit'),
      withdrawHold: (i) => payment(SHAPES.withdrawHold, i, 'withdraw'),
      withdrawRelease: (i) => payment(SHAPES.withdrawRelease, i),
      withdrawPay: (i) => payment(SHAPES.withdrawPay, i),

      async bet(i) {
        if (!isAmount(i.amount)) throw new WalletError('invalid_amount');
        const action: GuardedAction = { action: 'bet', userId: i.userId, amount: i.amount, gameCode: i.gameCode, provider: i.provider, roundId: i.roundId };
        const params = paramsOf('bet', game(i), 'game');
        try {
          // cash first: for a player whose cash covers the stake this stays the one statement it always was
          return await transfer(caller, changed, SHAPES.bet, params, action);
        } catch (error) {
          if (!(error instanceof WalletError) || error.code !== 'insufficient_funds') throw error;
          return transfer(caller, changed, SHAPES.bet, params, action, splitStake);
        }
      },

      async win(i) {
        if (!isAmount(i.amount, { zero: true })) throw new WalletError('invalid_amount');
        const params = paramsOf('win', game(i, i.betKey), 'game');
        try {
          return await transfer(caller, changed, SHAPES.win, params);
        } catch (error) {
          if (!(error instanceof BonusShareNeeded)) throw error;
          // the bet spent bonus money: that share of the win goes back to bonus money
          const { amount, bonusAmount } = error.bet;
          return transfer(caller, changed, SHAPES.win, params, undefined, async (_on, p) => ({ ...p, bonusAmount: bonusShare(p.amount, amount, bonusAmount) }));
        }
      },

      async rollback(i) {
        const p = paramsOf('rollback', game({ ...i, amount: 0 }, i.betKey));
        const outcome = await attempt(caller, 'several', async (on) => {
          const prior = await transactionByKey(on, p.key);
          if (prior) {
            if (prior.fingerprint !== p.fingerprint) throw new WalletError('key_conflict');
            return { transactionId: prior.id, balance: prior.balanceAfter, replayed: true, returned: false };
          }
          // locked: a win for this bet waits for the rollback, then sees it
          const bet = await transactionByKey(on, i.betKey, true);
          if (bet && (bet.userId !== i.userId || (bet.kind !== 'bet' && bet.kind !== 'void'))) throw new WalletError('unknown_bet');
          if (bet?.kind === 'bet' && !bet.rolledBack) {
            await markRolledBack(on, bet.id);
            for (const guard of guards) await guard.rolledBack?.(on, { userId: bet.userId, transactionId: bet.id });
            // the stake comes back; a concurrent call with this key fails the statement on the unique key (tried again)
            // each part goes back to where it came from: cash to cash, bonus money to bonus money
            const moved = await move(on, SHAPES.rollback, { ...p, amount: bet.amount, bonusAmount: bet.bonusAmount, houseAccountId: houseAccount('game') });
            if (!moved) throw new Error(`wallet: the stake of bet ${bet.id} was not returned`);
            return { transactionId: moved.id, balance: moved.balance, replayed: false, returned: true };
          }
          // the bet never came: its key is taken by a tombstone, so the bet is refused if it comes late
          if (!bet && !(await record(on, 'void', { ...p, key: i.betKey, fingerprint: 'void' }))) throw new WalletError('unknown_player');
          const recorded = await record(on, 'rollback', p);
          if (!recorded) throw new WalletError('unknown_player');
          return { transactionId: recorded.id, balance: recorded.balance, replayed: false, returned: false };
        });
        if (outcome.returned) changed.balances.set(i.userId, outcome.balance);
        return { transactionId: outcome.transactionId, balance: outcome.balance, replayed: outcome.replayed };
      },

      async bonusGrant({ userId, amount, key, reason }) {
        if (!isAmount(amount)) throw new WalletError('invalid_amount');
        return transfer(caller, changed, SHAPES.bonus, paramsOf('bonus', { ...none, userId, amount, key, reference: reason, description: reason }, 'bonus'));
      },

      spendable: (userId) => (caller ? lockSpendable(caller, userId) : db.transaction((tx) => lockSpendable(tx, userId))),
      bonusCredit: (i) => bonusMove(SHAPES.bonusCredit, i),
      bonusConvert: (i) => bonusMove(SHAPES.bonusConversion, i),
      bonusRemove: (i) => bonusMove(SHAPES.bonusRemoval, i),

      async adjust({ userId, amount, key, reason, operatorId }) {
        if (!isAmount(amount, { negative: true })) throw new WalletError('invalid_amount');
        return transfer(
          caller,
          changed,
          SHAPES.adjust,
          paramsOf('adjust', { ...none, userId, amount, key, reference: reason, description: reason, operatorId }, 'adjust'),
        );
      },
    };
  }

  /** an op alone: its own transaction, announced after it */
  const alone =
    <K extends keyof WalletOps>(op: K) =>
    async (i: Parameters<WalletOps[K]>[0]): Promise<Movement> => {
      const changed = nothingChanged();
      const ops = opsFor(null, changed);
      const movement = await (ops[op] as (i: Parameters<WalletOps[K]>[0]) => Promise<Movement>)(i);
      await announce(changed);
      return movement;
    };

  return {
    deposit: alone('deposit'),
    withdrawHold: alone('withdrawHold'),
    withdrawRelease: alone('withdrawRelease'),
    withdrawPay: alone('withdrawPay'),
    bet: alone('bet'),
    win: alone('win'),
    rollback: alone('rollback'),
    bonusGrant: alone('bonusGrant'),
    bonusCredit: alone('bonusCredit'),
    bonusConvert: alone('bonusConvert'),
    bonusRemove: alone('bonusRemove'),
    spendable: (userId) => opsFor(null, nothingChanged()).spendable(userId),
    adjust: alone('adjust'),

    addGuard(guard) {
      guards.push(guard);
    },

    async admit(action) {
      const asked = await guardsFor(action);
      if (asked.length === 0) return;
      const changed = nothingChanged();
      await db.transaction(async (tx) => {
        const ops = opsFor(tx, changed);
        for (const guard of asked) await guard.check(tx, action, ops);
      });
      await announce(changed);
    },

    async balance(userId) {
      const key = String(userId);
      const entry =
        remembered.get(key) ??
        (await remembered.load(key, async () => {
          const balance = await cashBalance(db, userId);
          return balance === undefined ? undefined : { userId, balance };
        }));
      return entry?.balance;
    },

    bonusBalance: (userId) => bonusBalance(db, userId),

    onBalanceChanged(listener) {
      balanceListeners.push(listener);
    },

    async transaction(work) {
      const changed = nothingChanged();
      const result = await db.transaction((tx) => work(tx, opsFor(tx, changed)));
      await announce(changed);
      return result;
    },

    async statement(userId, { kinds, moved, from, to, skip, take }) {
      const conditions: SQL[] = [eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'cash')];
      if (moved) conditions.push(ne(ledgerEntries.amount, 0));
      if (kinds)
        conditions.push(
          inArray(
            ledgerTransactions.kind,
            kinds.flatMap((kind) => STATEMENT_KINDS[kind]),
          ),
        );
      if (from) conditions.push(gte(ledgerTransactions.createdAt, from));
      if (to) conditions.push(lt(ledgerTransactions.createdAt, to));
      const where = and(...conditions);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            id: ledgerTransactions.id,
            kind: ledgerTransactions.kind,
            amount: ledgerEntries.amount,
            description: ledgerTransactions.description,
            createdAt: ledgerTransactions.createdAt,
            key: ledgerTransactions.key,
            gameCode: ledgerTransactions.gameCode,
            provider: ledgerTransactions.provider,
            roundId: ledgerTransactions.roundId,
            rolledBack: ledgerTransactions.rolledBack,
          })
          .from(ledgerEntries)
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
          .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
          .where(where)
          .orderBy(desc(ledgerEntries.transactionId))
          .offset(skip)
          .limit(take),
        db
          .select({ total: count() })
          .from(ledgerEntries)
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
          .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
          .where(where),
      ]);
      return {
        items: rows.map(({ id, kind, amount, description, createdAt, ...movement }) => ({
          id,
          kind: ACTIVITY_OF[kind as TransactionKind],
          amount,
          description,
          createdAt,
          movement: { ...movement, kind: kind as TransactionKind },
        })),
        total,
      };
    },
  };
}
