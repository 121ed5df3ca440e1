// The betting side of the book: it takes a slip's bets at the catalogue's prices, settles them when
// their markets are settled (and again after a correction), cashes them out, and shows them to the
// player. Every money movement is one wallet call inside the same DB transaction as the bet's rows,
// under a key derived from the bet's id, so nothing is paid twice and nothing moves without its row.
import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  accumulatorPrice,
  combinations,
  payoutOf,
  type AutoCashOutRequest,
  type Bet,
  type BetStatus,
  NotificationType,
  type CashOutReply,
  type CashOutRequest,
  type MyBetsQuery,
  type MyBetsReply,
  type OperatorSportsResult,
  type PlaceBetReply,
  type PlaceBetRequest,
  type SelectionQuote,
} from '@arena/contracts';
import type { Clock } from '../../../clock';
import type { SportsConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { IDEMPOTENCY_KEY_REUSED } from '../../../http/idempotency-key';
import { DEFAULT_LOCALE, type Locale } from '../../../i18n/translations';
import { HttpError } from '../../../http/errors';
import type { NotificationService } from '../../notifications/plugin';
import type { PaymentsService } from '../../payments/plugin';
import { walletHttpError, WalletError, type AfterCommit, type WalletOps, type WalletService } from '../../wallet/plugin';
import type { SelectionState, SportsCatalogue } from '../book';
import { addHistory, groupBy, historyOf, legsOf, myBetRows, offerOf, payoutCapOf, statesById, toBet, type States } from './repository';
import { leftAfterPortion, settledPayout } from './returns';
import { sportsBetLegs, sportsBets, sportsCashOuts, sportsMarketStakes, sportsSlips, type BetRow, type LegRow } from './schema';

export interface BettingDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  config: SportsConfig;
  wallet: WalletService;
  catalogue: SportsCatalogue;
  notifications: Pick<NotificationService, 'notify'>;
  /** the bonus module's free bet tokens (app.bonus) */
  freeBets?: FreeBets;
  /** the bonus module's wagering, which counts a bet when it settles (app.bonus) */
  wagering?: SportsWagering;
  /** the player's pending withdrawals (app.payments): a correction takes its money back from them too */
  withdrawals?: Pick<PaymentsService, 'releaseForCorrection'>;
}

/** A free bet token, as a bet uses it and its settlement ends it. */
export interface FreeBets {
  /** in the placement's transaction: the token's bonus id; refuses (HttpError 400) a bet out of its terms or no token */
  useFreeBet(tx: Db, userId: number, bet: { id: number; type: string; stake: number; price: number }): Promise<number>;
  /** in the settlement's transaction: a void bet gives the token back, a won or lost one ends its bonus */
  settleFreeBet(tx: Db, bonusId: number, settled: { void: boolean; winnings: number }): Promise<AfterCommit>;
}

/** Bonus wagering: a bet counts when it settles, for the stake it still risked. */
export interface SportsWagering {
  /** in a settlement's (or a correction's) transaction, after its money moved */
  sportsSettled(
    tx: Db,
    ops: WalletOps,
    bet: { id: number; userId: number; status: 'won' | 'lost' | 'void'; stake: number; price: number },
  ): Promise<AfterCommit | void>;
}

export interface Resettlement {
  /** bets whose settled outcome changed */
  resettled: number;
  /** minor units paid to players (positive) or taken back (negative) by those changes */
  net: number;
}

export interface SportsBetting {
  place(userId: number, slip: PlaceBetRequest, locale: Locale): Promise<PlaceBetReply>;
  myBets(userId: number, query: MyBetsQuery, locale: Locale): Promise<MyBetsReply>;
  /** `requestKey`: the call's Idempotency-Key; a retry answers the first call's cash out */
  cashOut(userId: number, request: CashOutRequest, requestKey: string, locale: Locale): Promise<CashOutReply>;
  setAutoCashOut(userId: number, request: AutoCashOutRequest, locale: Locale): Promise<Bet>;
  /** an operator's corrected result: the catalogue re-settles the event's markets, then the bets follow at once */
  correctResult(input: OperatorSportsResult, operatorId: number): Promise<Resettlement>;
  /** settles what a missed nudge left open and runs the auto cash outs (also run every SWEEP_MS once started) */
  sweep(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export const BETTING_CLOSED = 'The sportsbook does not take bets at the moment.';
export const STAKE_TOO_LOW = 'The stake is below the minimum.';
export const STAKE_TOO_HIGH = 'The stake is over the maximum.';
export const STAKE_OVER_MAX_PAYOUT = 'The stake is over the maximum payout.';
export const TOO_MANY_SELECTIONS = 'There are too many selections on the bet slip.';
export const SELECTION_TWICE = 'A selection is on the bet slip twice.';
export const ONE_PER_EVENT = 'An accumulator or system bet takes one selection per event.';
export const ACCUMULATOR_SIZE = 'An accumulator needs at least two selections.';
export const SYSTEM_SIZE = "A system bet's size must be at least two and smaller than its number of selections.";
export const MARKET_LIMIT = 'Your stakes on this market would be over its limit.';
export const SLIP_REUSED = 'This bet slip was already placed with other selections.';
export const BET_NOT_FOUND = 'The bet was not found.';
export const BET_SETTLED = 'The bet is already settled.';
const FREE_BET_ONE_BET = 'A free bet is one bet: a single on one selection, or an accumulator.';
const FREE_BET_NO_CASH_OUT = 'A free bet cannot be cashed out.';
/** the ledger's description of a free bet's winnings */
const FREE_BET_WINNINGS = 'Sports free bet winnings';
export const PORTION_TOO_HIGH = 'A partial cash out must be less than the offer.';

/** how the ledger names the book's movements */
const GAME = { gameCode: 'sports', provider: 'arena-sports' } as const;
/** the operator id of corrections the book makes by itself (a nudge or the sweep after a correction) */
export const SYSTEM_OPERATOR_ID = 0;
const SWEEP_MS = 15_000;
/** how long after its settlement a bet is still checked for corrections by the sweep */
const RECHECK_MS = 3 * 24 * 3_600_000;
/** legs one sweep looks at */
const SWEEP_LEGS = 20_000;

const betKeyOf = (betId: number) => `sports:bet:${betId}`;
const gameMove = (bet: { id: number; userId: number }) => ({ ...GAME, userId: bet.userId, roundId: `sports:${bet.id}`, betKey: betKeyOf(bet.id) });
const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url');
const unique = <T>(values: readonly T[]) => [...new Set(values)];

type Review = { status: 'ok'; prices: number[] } | { status: 'price-changed' | 'unavailable'; changes: SelectionQuote[] };

/** The slip against the book now, under the player's price-change policy. */
function review(slip: PlaceBetRequest, states: States): Review {
  const changes: SelectionQuote[] = [];
  let unavailable = false;
  let refused = false;
  const prices: number[] = [];
  for (const { selectionId, price } of slip.selections) {
    const state = states.get(selectionId);
    if (!state || !state.open) {
      unavailable = true;
      changes.push({ selectionId, price: state?.price ?? price, open: false });
      continue;
    }
    prices.push(state.price);
    if (state.price === price) continue;
    changes.push({ selectionId, price: state.price, open: true });
    if (slip.priceChange === 'none' || (slip.priceChange === 'higher' && state.price < price)) refused = true;
  }
  if (unavailable) return { status: 'unavailable', changes };
  if (refused) return { status: 'price-changed', changes };
  return { status: 'ok', prices };
}

/** The slip's bets as indexes into its selections. */
function betsOf(slip: PlaceBetRequest): number[][] {
  const indexes = slip.selections.map((_, index) => index);
  if (slip.type === 'single') return indexes.map((index) => [index]);
  if (slip.type === 'accumulator') return [indexes];
  return combinations(indexes.length, slip.systemSize!);
}

/** what the player is told when a bet of theirs is settled the first time */
const SETTLED_NOTES: Partial<Record<BetStatus, string>> = {
  won: 'Your bet #{bet} won {amount}.',
  lost: 'Your bet #{bet} lost.',
  void: 'Your bet #{bet} is void: the stake of {amount} has been returned.',
};
const FREE_BET_VOID_NOTE = 'Your free bet #{bet} is void: your free bet is yours to use again.';

export function createSportsBetting({ db, clock, log, config, wallet, catalogue, notifications, freeBets, wagering, withdrawals }: BettingDeps): SportsBetting {
  const now = () => new Date(clock.now());
  const quote = async (selectionIds: readonly number[], locale: Locale, tx?: Db) =>
    statesById(selectionIds.length === 0 ? [] : await catalogue.quote(unique(selectionIds), locale, tx));

  // settlement and auto cash outs run one job at a time: a nudge never races the sweep over the same bets
  let queue: Promise<unknown> = Promise.resolve();
  function serial<T>(job: () => Promise<T>): Promise<T> {
    const run = queue.then(job);
    queue = run.catch((error: unknown) => log.error({ err: error }, 'sports: settlement job failed'));
    return run;
  }
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  function refusal(error: unknown): never {
    if (error instanceof WalletError) throw walletHttpError(error);
    throw error;
  }

  async function render(rows: readonly BetRow[], locale: Locale): Promise<Bet[]> {
    const ids = rows.map((bet) => bet.id);
    const [legs, history, slips] = await Promise.all([
      legsOf(db, ids),
      historyOf(db, ids),
      rows.length === 0
        ? []
        : db
            .select({ id: sportsSlips.id, slipId: sportsSlips.slipId })
            .from(sportsSlips)
            .where(inArray(sportsSlips.id, unique(rows.map((bet) => bet.slipId)))),
    ]);
    const states = await quote(
      legs.map((leg) => leg.selectionId),
      locale,
    );
    const legsByBet = groupBy(legs);
    const historyByBet = groupBy(history);
    const slipIds = new Map(slips.map((slip) => [slip.id, slip.slipId]));
    return rows.map((bet) => {
      const betLegs = legsByBet.get(bet.id) ?? [];
      return toBet(bet, slipIds.get(bet.slipId) ?? '', betLegs, historyByBet.get(bet.id) ?? [], states, offerOf(bet, betLegs, states, config));
    });
  }

  async function betsById(ids: readonly number[], locale: Locale): Promise<Bet[]> {
    if (ids.length === 0) return [];
    const rows = await db.select().from(sportsBets).where(inArray(sportsBets.id, ids)).orderBy(sportsBets.id);
    return render(rows, locale);
  }

  async function playerBet(userId: number, betId: number): Promise<BetRow> {
    const [bet] = await db
      .select()
      .from(sportsBets)
      .where(and(eq(sportsBets.id, betId), eq(sportsBets.userId, userId)));
    if (!bet) throw new HttpError(404, BET_NOT_FOUND);
    return bet;
  }

  // ---- placement ---------------------------------------------------------------------------------

  function validate(slip: PlaceBetRequest): void {
    if (config.mode !== 'own') throw new HttpError(400, BETTING_CLOSED);
    const count = slip.selections.length;
    if (count > config.maxSelections) throw new HttpError(400, TOO_MANY_SELECTIONS);
    if (unique(slip.selections.map((s) => s.selectionId)).length !== count) throw new HttpError(400, SELECTION_TWICE);
    if (slip.type === 'accumulator' && count < 2) throw new HttpError(400, ACCUMULATOR_SIZE);
    if (slip.type === 'system' && (slip.systemSize === undefined || slip.systemSize >= count)) throw new HttpError(400, SYSTEM_SIZE);
    if (slip.stake < config.minStake) throw new HttpError(400, STAKE_TOO_LOW);
    if (slip.stake > config.maxStake) throw new HttpError(400, STAKE_TOO_HIGH);
    if (slip.stake > config.maxPayout) throw new HttpError(400, STAKE_OVER_MAX_PAYOUT);
  }

  const fingerprintOf = (slip: PlaceBetRequest) =>
    sha256([
      slip.type,
      slip.type === 'system' ? slip.systemSize : null,
      slip.stake,
      slip.selections.map((s) => s.selectionId),
      // a slip that was not a free bet keeps the fingerprint it always had
      ...(slip.freeBet ? ['free-bet'] : []),
    ]);

  /** the bets a slip placed before, or undefined if it is new */
  async function placedBefore(userId: number, slip: PlaceBetRequest, locale: Locale): Promise<PlaceBetReply | undefined> {
    const [prior] = await db
      .select()
      .from(sportsSlips)
      .where(and(eq(sportsSlips.userId, userId), eq(sportsSlips.slipId, slip.slipId)));
    if (!prior) return undefined;
    if (prior.fingerprint !== fingerprintOf(slip)) throw new HttpError(409, SLIP_REUSED);
    const rows = await db.select().from(sportsBets).where(eq(sportsBets.slipId, prior.id)).orderBy(sportsBets.id);
    return { status: 'placed', bets: await render(rows, locale), changes: [] };
  }

  /** adds the slip's stakes to the player's per market; refuses it if one would go over config.marketMaxStake */
  async function addMarketStakes(tx: Db, userId: number, stakes: Map<number, number>): Promise<void> {
    // in market order: two slips of one player lock the rows they share in the same order
    const rows = [...stakes].sort(([a], [b]) => a - b).map(([marketId, staked]) => ({ userId, marketId, staked }));
    const totals = await tx
      .insert(sportsMarketStakes)
      .values(rows)
      .onConflictDoUpdate({
        target: [sportsMarketStakes.userId, sportsMarketStakes.marketId],
        set: { staked: sql`${sportsMarketStakes.staked} + excluded.staked` },
      })
      .returning({ staked: sportsMarketStakes.staked });
    if (totals.some((row) => row.staked > config.marketMaxStake)) throw new HttpError(400, MARKET_LIMIT);
  }

  async function place(userId: number, slip: PlaceBetRequest, locale: Locale): Promise<PlaceBetReply> {
    validate(slip);
    const replay = await placedBefore(userId, slip, locale);
    if (replay) return replay;

    const selectionIds = slip.selections.map((s) => s.selectionId);
    let states = await quote(selectionIds, locale);
    let verdict = review(slip, states);
    if (verdict.status === 'ok' && slip.selections.some((s) => states.get(s.selectionId)!.live) && config.liveDelayMs > 0) {
      // a live bet is taken only if the book still offers it after the delay (a goal meanwhile moves or suspends it)
      await new Promise((resolve) => setTimeout(resolve, config.liveDelayMs));
      states = await quote(selectionIds, locale);
      verdict = review(slip, states);
    }
    if (verdict.status !== 'ok') return { status: verdict.status, bets: [], changes: verdict.changes };
    const taken = slip.selections.map((s): SelectionState => states.get(s.selectionId)!);
    if (slip.type !== 'single' && unique(taken.map((state) => state.eventId)).length !== taken.length) throw new HttpError(400, ONE_PER_EVENT);
    // no stake goes through the wallet's guards: an excluded player is refused here as a game launch is
    if (slip.freeBet) await wallet.admit({ action: 'play', userId, amount: 0, provider: GAME.provider }).catch(refusal);

    const prices = verdict.prices;
    const bets = betsOf(slip).map((indexes) => {
      const price = accumulatorPrice(indexes.map((index) => prices[index]));
      return { indexes, price, potentialPayout: Math.min(payoutOf(slip.stake, price), config.maxPayout) };
    });
    const marketStakes = new Map<number, number>();
    for (const bet of bets)
      for (const marketId of unique(bet.indexes.map((index) => taken[index].marketId)))
        marketStakes.set(marketId, (marketStakes.get(marketId) ?? 0) + slip.stake);

    const at = now();
    const placedBets = await wallet
      .transaction(async (tx, ops) => {
        const [row] = await tx
          .insert(sportsSlips)
          .values({ userId, slipId: slip.slipId, fingerprint: fingerprintOf(slip), createdAt: at })
          .onConflictDoNothing()
          .returning({ id: sportsSlips.id });
        // the same slip placed meanwhile by a concurrent call: its answer is the one to give
        if (!row) return null;
        await addMarketStakes(tx, userId, marketStakes);
        const rows = await tx
          .insert(sportsBets)
          .values(
            bets.map((bet) => ({
              slipId: row.id,
              userId,
              type: slip.type,
              systemSize: slip.type === 'system' ? slip.systemSize! : null,
              stake: slip.stake,
              placedStake: slip.stake,
              price: bet.price,
              potentialPayout: bet.potentialPayout,
              payoutCap: config.maxPayout,
              status: 'open' as const,
              cashedOut: 0,
              rolledBack: false,
              movements: 0,
              placedAt: at,
            })),
          )
          .returning();
        const legs: LegRow[] = bets.flatMap((bet, n) =>
          bet.indexes.map((index, position) => {
            const state = taken[index];
            return {
              betId: rows[n].id,
              position,
              selectionId: state.selectionId,
              marketId: state.marketId,
              eventId: state.eventId,
              price: prices[index],
              live: state.live,
              result: null,
              settlementVersion: state.settlementVersion,
              sportId: state.sportId,
              eventName: state.eventName,
              startsAt: state.startsAt,
              marketName: state.marketName,
              selectionName: state.selectionName,
            };
          }),
        );
        await tx.insert(sportsBetLegs).values(legs);
        const history = rows.map((bet) => ({ betId: bet.id, at, action: 'placed', amount: slip.stake, status: 'open' as const }));
        await addHistory(tx, history);
        if (slip.freeBet) {
          // the token pays the stake: one bet, no debit
          if (rows.length !== 1 || !freeBets) throw new HttpError(400, FREE_BET_ONE_BET);
          const freeBetBonusId = await freeBets.useFreeBet(tx, userId, rows[0]);
          await tx.update(sportsBets).set({ freeBetBonusId }).where(eq(sportsBets.id, rows[0].id));
          rows[0].freeBetBonusId = freeBetBonusId;
        } else for (const bet of rows) await ops.bet({ ...gameMove(bet), amount: slip.stake, key: betKeyOf(bet.id) });
        // the reply is what was just written (no second read): each bet with its legs, history and offer now
        const legsByBet = groupBy(legs);
        return rows.map((bet) => {
          const betLegs = legsByBet.get(bet.id)!;
          const placed = history.filter((entry) => entry.betId === bet.id).map((entry) => ({ ...entry, id: 0 }));
          return toBet(bet, slip.slipId, betLegs, placed, states, offerOf(bet, betLegs, states, config));
        });
      })
      .catch(refusal);
    if (placedBets === null) return (await placedBefore(userId, slip, locale))!;
    return { status: 'placed', bets: placedBets, changes: [] };
  }

  // ---- settlement --------------------------------------------------------------------------------

  const NO_CHANGE: Resettlement = { resettled: 0, net: 0 };

  /**
   * Settles the bet if every leg has its result, or re-settles it if a leg's result was corrected
   * (its market's settlementVersion went up with another result): the difference is paid or taken back.
   */
  /** a bet's first settlement, to tell its player after the commit */
  type Settled = Resettlement & { first?: { userId: number; status: BetStatus; amount: number; freeBet: boolean }; after?: AfterCommit };

  async function settleBet(betId: number, states: States, operatorId: number): Promise<Settled> {
    return wallet.transaction(async (tx, ops): Promise<Settled> => {
      const [bet] = await tx.select().from(sportsBets).where(eq(sportsBets.id, betId)).for('update');
      if (!bet || bet.status === 'cashed-out') return NO_CHANGE;
      const legs = await legsOf(tx, [betId]);
      const current = legs.map((leg) => states.get(leg.selectionId));
      if (current.some((state) => state?.result == null)) return NO_CHANGE;
      const results = current.map((state) => state!.result!);
      const versions = current.map((state) => state!.settlementVersion);
      // quoted before the lock: a correction written meanwhile is newer than this quote, and settles itself
      if (legs.some((leg, i) => versions[i] < leg.settlementVersion)) return NO_CHANGE;
      const corrected = legs.some((leg, i) => versions[i] > leg.settlementVersion && results[i] !== leg.result);
      const firstTime = bet.status === 'open';
      if (firstTime || corrected || legs.some((leg, i) => versions[i] !== leg.settlementVersion))
        for (const [i, leg] of legs.entries())
          await tx
            .update(sportsBetLegs)
            .set({ result: results[i], settlementVersion: versions[i] })
            .where(and(eq(sportsBetLegs.betId, betId), eq(sportsBetLegs.position, leg.position)));
      if (!firstTime && !corrected) return NO_CHANGE;

      const allVoid = results.every((result) => result === 'void');
      const payout = settledPayout(
        bet.stake,
        legs.map((leg, i) => ({ price: leg.price, result: results[i] })),
        payoutCapOf(bet, config.maxPayout),
      );
      const status: BetStatus = allVoid ? 'void' : payout > 0 ? 'won' : 'lost';
      const move = gameMove(bet);
      let { movements, rolledBack } = bet;
      let moved = 0;
      let after: AfterCommit | undefined;
      if (bet.freeBetBonusId !== null) {
        // a free bet pays only its winnings (from the house's bonus account), never the stake it did not stake
        const winnings = allVoid ? 0 : Math.max(payout - bet.stake, 0);
        if (firstTime) {
          after = freeBets && (await freeBets.settleFreeBet(tx, bet.freeBetBonusId, { void: allVoid, winnings }));
          if (winnings > 0)
            await ops.bonusGrant({ userId: bet.userId, amount: winnings, key: `sports:settle:${bet.id}:${++movements}`, reason: FREE_BET_WINNINGS });
          moved = winnings;
        } else {
          ({ moved, after } = await repay(tx, ops, bet, winnings - (bet.settledPayout ?? 0), ++movements, true, operatorId));
        }
      } else if (firstTime) {
        if (allVoid && bet.cashedOut === 0) {
          await ops.rollback({ ...move, key: `sports:rollback:${bet.id}` });
          rolledBack = true;
        } else if (payout > 0) {
          movements += 1;
          await ops.win({ ...move, amount: payout, key: `sports:settle:${bet.id}:${movements}` });
        }
        moved = payout;
      } else {
        ({ moved, after } = await repay(tx, ops, bet, payout - (bet.settledPayout ?? 0), ++movements, rolledBack, operatorId));
      }
      if (bet.freeBetBonusId === null) {
        // after its money moved: a bonus its stake completes converts the winnings too
        const counted = await wagering?.sportsSettled(tx, ops, { id: bet.id, userId: bet.userId, status, stake: bet.stake, price: bet.price });
        const earlier = after;
        if (counted)
          after = async () => {
            await earlier?.();
            await counted();
          };
      }
      await tx
        .update(sportsBets)
        .set({ status, settledPayout: (firstTime ? 0 : (bet.settledPayout ?? 0)) + moved, rolledBack, movements, settledAt: now() })
        .where(eq(sportsBets.id, betId));
      await addHistory(tx, [{ betId, at: now(), action: firstTime ? (allVoid ? 'void' : 'settled') : 'resettled', amount: moved, status }]);
      return firstTime
        ? { ...NO_CHANGE, first: { userId: bet.userId, status, amount: moved, freeBet: bet.freeBetBonusId !== null }, after }
        : { resettled: 1, net: moved, after };
    });
  }

  /**
   * A re-settlement's difference: paid as a win (an adjustment once the stake went back by a rollback),
   * or taken back by an adjustment from the player's cash, and from their pending withdrawals when the
   * cash is short (released first), as far as both allow. Resolves to what moved, and what to tell
   * the player after the commit.
   */
  async function repay(
    tx: Db,
    ops: WalletOps,
    bet: BetRow,
    difference: number,
    movement: number,
    rolledBack: boolean,
    operatorId: number,
  ): Promise<{ moved: number; after?: AfterCommit }> {
    const key = `sports:settle:${bet.id}:${movement}`;
    const reason = `sports re-settlement of bet ${bet.id}`;
    if (difference > 0) {
      if (rolledBack) await ops.adjust({ userId: bet.userId, amount: difference, key, reason, operatorId });
      else await ops.win({ ...gameMove(bet), amount: difference, key });
      return { moved: difference };
    }
    if (difference === 0) return { moved: 0 };
    // read in this transaction, under the lock: on PGlite's one connection a read beside it would wait forever
    const { cash, after } = withdrawals
      ? await withdrawals.releaseForCorrection(tx, ops, bet.userId, -difference)
      : { cash: (await ops.spendable(bet.userId))?.cash ?? 0, after: undefined };
    const taken = Math.min(-difference, cash);
    if (taken > 0) await ops.adjust({ userId: bet.userId, amount: -taken, key, reason, operatorId });
    return { moved: -taken, after };
  }

  /** settles (or re-settles) every bet with a leg on these markets */
  async function settleMarkets(marketIds: readonly number[], operatorId: number): Promise<Resettlement> {
    if (marketIds.length === 0) return NO_CHANGE;
    const rows = await db
      .selectDistinct({ betId: sportsBetLegs.betId })
      .from(sportsBetLegs)
      .innerJoin(sportsBets, eq(sportsBets.id, sportsBetLegs.betId))
      .where(and(inArray(sportsBetLegs.marketId, [...marketIds]), ne(sportsBets.status, 'cashed-out')));
    return settleBets(
      rows.map((row) => row.betId),
      operatorId,
    );
  }

  async function settleBets(betIds: readonly number[], operatorId: number): Promise<Resettlement> {
    const legs = await legsOf(db, betIds);
    const states = await quote(
      legs.map((leg) => leg.selectionId),
      DEFAULT_LOCALE,
    );
    const total = { ...NO_CHANGE };
    for (const betId of betIds) {
      const { resettled, net, first, after } = await settleBet(betId, states, operatorId);
      await after?.();
      total.resettled += resettled;
      total.net += net;
      const note = first && (first.freeBet && first.status === 'void' ? FREE_BET_VOID_NOTE : SETTLED_NOTES[first.status]);
      if (first && note)
        // settled and paid: a notification that fails to write is logged, not a reason to settle again
        await notifications
          .notify(first.userId, {
            type: NotificationType.System,
            title: 'Your bet has been settled',
            note,
            params: { bet: String(betId), amount: { money: first.amount } },
          })
          .catch((error: unknown) => log.warn({ err: error, betId }, 'sports: settlement notification not sent'));
    }
    return total;
  }

  // an operator's correction re-settles in its own call (to answer what changed): nudges meanwhile wait for it
  let correcting = 0;
  const deferred = new Set<number>();
  catalogue.onSettled((marketIds) => {
    if (stopped) return;
    if (correcting > 0) for (const id of marketIds) deferred.add(id);
    else void serial(() => settleMarkets(marketIds, SYSTEM_OPERATOR_ID));
  });

  async function correctResult(input: OperatorSportsResult, operatorId: number): Promise<Resettlement> {
    correcting += 1;
    let changed: number[] = [];
    let job: Promise<Resettlement>;
    try {
      changed = await catalogue.correctResult(input);
    } finally {
      correcting -= 1;
      // the nudges that waited are settled even if the correction failed
      const marketIds = unique([...changed, ...deferred]);
      deferred.clear();
      job = serial(() => settleMarkets(marketIds, operatorId));
    }
    return job;
  }

  // ---- cash out ----------------------------------------------------------------------------------

  /** `changed`: the bet or its offer moved since it was quoted; `offer` is the offer now (null: none) */
  type Paid = { status: 'paid'; amount: number } | { status: 'changed'; offer: number | null } | { status: 'replayed'; amount: number };

  /**
   * Pays `amount` for the bet (all of it, or `portion` of `offer`) if the bet and its offer are still as
   * they were when offered: re-quoted under the bet's lock, so a goal or a suspension between the quote
   * and this transaction refuses the old offer.
   */
  async function payCashOut(bet: BetRow, offer: number, portion: number | undefined, requestKey: string, fingerprint: string, action: string): Promise<Paid> {
    return wallet.transaction(async (tx, ops) => {
      const [locked] = await tx.select().from(sportsBets).where(eq(sportsBets.id, bet.id)).for('update');
      // under the bet's lock: a concurrent retry of this call waits here, then finds the first one's record
      const [prior] = await tx
        .select()
        .from(sportsCashOuts)
        .where(and(eq(sportsCashOuts.userId, bet.userId), eq(sportsCashOuts.requestKey, requestKey)));
      if (prior) {
        if (prior.fingerprint !== fingerprint) throw new HttpError(400, IDEMPOTENCY_KEY_REUSED);
        return { status: 'replayed', amount: prior.amount };
      }
      const legs = await legsOf(tx, [bet.id]);
      const current = offerOf(
        locked,
        legs,
        await quote(
          legs.map((leg) => leg.selectionId),
          DEFAULT_LOCALE,
          tx,
        ),
        config,
      );
      if (current !== offer) return { status: 'changed', offer: current };
      if (portion !== undefined && (portion >= offer || leftAfterPortion(locked.stake, portion, offer) === 0)) throw new HttpError(400, PORTION_TOO_HIGH);
      const [record] = await tx
        .insert(sportsCashOuts)
        .values({ userId: bet.userId, requestKey, fingerprint, betId: bet.id, amount: portion ?? offer, createdAt: now() })
        .returning({ id: sportsCashOuts.id });
      const amount = portion ?? offer;
      const movements = locked.movements + 1;
      await ops.win({ ...gameMove(locked), amount, key: `sports:cashout:${record.id}` });
      const full = portion === undefined;
      // the rest of the bet keeps its share of the stake and of what it can pay: a cut stake alone would still win the whole cap
      const cap = payoutCapOf(locked, config.maxPayout);
      const stake = full ? locked.stake : leftAfterPortion(locked.stake, portion, offer);
      const payoutCap = full ? cap : leftAfterPortion(cap, portion, offer);
      const status: BetStatus = full ? 'cashed-out' : 'open';
      await tx
        .update(sportsBets)
        .set({
          status,
          stake,
          payoutCap,
          potentialPayout: Math.min(payoutOf(stake, locked.price), payoutCap),
          cashedOut: locked.cashedOut + amount,
          movements,
          ...(full && { settledAt: now(), autoCashOut: null }),
        })
        .where(eq(sportsBets.id, locked.id));
      await addHistory(tx, [{ betId: locked.id, at: now(), action: full ? action : `partial-${action}`, amount, status }]);
      return { status: 'paid', amount };
    });
  }

  async function cashOut(userId: number, { betId, offer, portion }: CashOutRequest, requestKey: string, locale: Locale): Promise<CashOutReply> {
    const fingerprint = sha256([betId, offer, portion ?? null]);
    const [prior] = await db
      .select()
      .from(sportsCashOuts)
      .where(and(eq(sportsCashOuts.userId, userId), eq(sportsCashOuts.requestKey, requestKey)));
    if (prior && prior.fingerprint !== fingerprint) throw new HttpError(400, IDEMPOTENCY_KEY_REUSED);
    const bet = await playerBet(userId, betId);
    const reply = async (status: CashOutReply['status'], amount: number | null): Promise<CashOutReply> => ({
      status,
      offer: amount,
      bet: (await betsById([betId], locale))[0],
    });
    if (prior) return reply('cashed-out', prior.amount);
    const legs = await legsOf(db, [betId]);
    const states = await quote(
      legs.map((leg) => leg.selectionId),
      locale,
    );
    const current = offerOf(bet, legs, states, config);
    if (current === null) return reply('unavailable', null);
    if (current !== offer) return reply('offer-changed', current);
    const paid = await payCashOut(bet, offer, portion, requestKey, fingerprint, 'cash-out').catch(refusal);
    // another cash out, the settlement, a price move or a suspension came first
    if (paid.status === 'changed') return paid.offer === null ? reply('unavailable', null) : reply('offer-changed', paid.offer);
    return reply('cashed-out', paid.amount);
  }

  async function setAutoCashOut(userId: number, { betId, amount }: AutoCashOutRequest, locale: Locale): Promise<Bet> {
    await db.transaction(async (tx) => {
      const [bet] = await tx
        .select()
        .from(sportsBets)
        .where(and(eq(sportsBets.id, betId), eq(sportsBets.userId, userId)))
        .for('update');
      if (!bet) throw new HttpError(404, BET_NOT_FOUND);
      if (bet.status !== 'open') throw new HttpError(400, BET_SETTLED);
      if (bet.freeBetBonusId !== null) throw new HttpError(400, FREE_BET_NO_CASH_OUT);
      await tx.update(sportsBets).set({ autoCashOut: amount }).where(eq(sportsBets.id, betId));
      await addHistory(tx, [
        { betId, at: now(), action: amount === null ? 'auto-cash-out-cleared' : 'auto-cash-out-set', amount: amount ?? 0, status: 'open' },
      ]);
    });
    return (await betsById([betId], locale))[0];
  }

  /** the markets and selections live changes touched since the auto cash out job last ran */
  interface Touched {
    markets: Set<number>;
    selections: Set<number>;
  }

  /** cashes out the open bets whose offer reached their auto cash out amount (with a leg `touched`, or all) */
  async function autoCashOuts(touched?: Touched): Promise<void> {
    const armed = and(eq(sportsBets.status, 'open'), isNotNull(sportsBets.autoCashOut))!;
    const legsTouched = touched && [
      ...(touched.markets.size > 0 ? [inArray(sportsBetLegs.marketId, [...touched.markets])] : []),
      ...(touched.selections.size > 0 ? [inArray(sportsBetLegs.selectionId, [...touched.selections])] : []),
    ];
    if (legsTouched?.length === 0) return;
    const candidates = await db
      .selectDistinct({ betId: sportsBetLegs.betId })
      .from(sportsBetLegs)
      .innerJoin(sportsBets, eq(sportsBets.id, sportsBetLegs.betId))
      .where(legsTouched ? and(armed, or(...legsTouched)) : armed);
    if (candidates.length === 0) return;
    const ids = candidates.map((row) => row.betId);
    const [bets, legs] = await Promise.all([db.select().from(sportsBets).where(inArray(sportsBets.id, ids)), legsOf(db, ids)]);
    const states = await quote(
      legs.map((leg) => leg.selectionId),
      DEFAULT_LOCALE,
    );
    const legsByBet = groupBy<LegRow>(legs);
    for (const bet of bets) {
      const offer = offerOf(bet, legsByBet.get(bet.id) ?? [], states, config);
      if (offer === null || bet.autoCashOut === null || offer < bet.autoCashOut) continue;
      // a key with spaces: no Idempotency-Key header can take it
      await payCashOut(bet, offer, undefined, `auto cash out ${bet.id}`, 'auto', 'auto-cash-out').catch((error: unknown) =>
        log.warn({ err: error, betId: bet.id }, 'sports: auto cash out failed'),
      );
    }
  }

  // live changes come several times a second: they gather while a job waits, and one job looks at them all
  let pending: Touched | null = null;
  catalogue.onChanged((update) => {
    if (stopped) return;
    const first = pending === null;
    pending ??= { markets: new Set(), selections: new Set() };
    for (const market of update.markets) pending.markets.add(market.id);
    for (const selection of update.selections) pending.selections.add(selection.id);
    if (first)
      void serial(() => {
        const touched = pending!;
        pending = null;
        return autoCashOuts(touched);
      });
  });

  /**
   * What a missed nudge left behind: open bets whose legs all have their results are settled, recently
   * settled bets whose results were corrected since are re-settled; then the auto cash outs run.
   */
  async function sweep(): Promise<void> {
    const recent = new Date(clock.now() - RECHECK_MS);
    const legs = await db
      .select({ betId: sportsBetLegs.betId, selectionId: sportsBetLegs.selectionId, version: sportsBetLegs.settlementVersion, status: sportsBets.status })
      .from(sportsBetLegs)
      .innerJoin(sportsBets, eq(sportsBets.id, sportsBetLegs.betId))
      .where(or(eq(sportsBets.status, 'open'), and(inArray(sportsBets.status, ['won', 'lost', 'void']), gt(sportsBets.settledAt, recent))))
      .limit(SWEEP_LEGS);
    const states = await quote(
      legs.map((leg) => leg.selectionId),
      DEFAULT_LOCALE,
    );
    const waiting = new Set<number>();
    const corrected = new Set<number>();
    for (const leg of legs) {
      const state = states.get(leg.selectionId);
      if (state?.result == null) waiting.add(leg.betId);
      else if (state.settlementVersion > leg.version) corrected.add(leg.betId);
    }
    const due = unique(legs.filter((leg) => (leg.status === 'open' ? !waiting.has(leg.betId) : corrected.has(leg.betId))).map((leg) => leg.betId));
    for (const betId of due) await settleBet(betId, states, SYSTEM_OPERATOR_ID);
    await autoCashOuts();
  }

  return {
    place,
    async myBets(userId, query, locale) {
      const { rows, total } = await myBetRows(db, userId, query);
      return { items: await render(rows, locale), total };
    },
    cashOut,
    setAutoCashOut,
    correctResult,
    sweep: () => serial(sweep),
    async start() {
      stopped = false;
      // what was settled while no instance ran is settled at once
      void serial(sweep);
      timer = setInterval(() => void serial(sweep), SWEEP_MS);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await queue;
    },
  };
}
