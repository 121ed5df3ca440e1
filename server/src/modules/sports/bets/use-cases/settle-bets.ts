// A bet settled when every leg has its result, and re-settled when a leg's result is corrected: its
// payout (or a free bet's winnings) paid, a void bet's stake given back, a correction's difference paid or
// taken back, wagering counted, and the player told of a first settlement.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { NotificationType, type BetStatus } from '@arena/contracts';
import type { Db } from '../../../../db/client';
import { DEFAULT_LOCALE } from '../../../../i18n/translations';
import type { AfterCommit, WalletOps } from '../../../wallet/plugin';
import type { BetsContext } from '../context';
import { addHistory, legsOf, payoutCapOf, type States } from '../repository';
import { settledPayout } from '../returns';
import { sportsBetLegs, sportsBets, type BetRow } from '../schema';
import { gameMove, SYSTEM_OPERATOR_ID } from '../wallet-moves';

export interface Resettlement {
  /** bets whose settled outcome changed */
  resettled: number;
  /** minor units paid to players (positive) or taken back (negative) by those changes */
  net: number;
}

/** the ledger's description of a free bet's winnings */
const FREE_BET_WINNINGS = 'Sports free bet winnings';
/** what the player is told when a bet of theirs is settled the first time */
const SETTLED_NOTES: Partial<Record<BetStatus, string>> = {
  won: 'Your bet #{bet} won {amount}.',
  lost: 'Your bet #{bet} lost.',
  void: 'Your bet #{bet} is void: the stake of {amount} has been returned.',
};
const FREE_BET_VOID_NOTE = 'Your free bet #{bet} is void: your free bet is yours to use again.';

export const NO_CHANGE: Resettlement = { resettled: 0, net: 0 };

/** a bet's first settlement, to tell its player after the commit */
type Settled = Resettlement & { first?: { userId: number; status: BetStatus; amount: number; freeBet: boolean }; after?: AfterCommit };

/**
 * Settles the bet if every leg has its result, or re-settles it if a leg's result was corrected
 * (its market's settlementVersion went up with another result): the difference is paid or taken back.
 */
export async function settleBet(ctx: BetsContext, betId: number, states: States, operatorId: number): Promise<Settled> {
  const { wallet, config, freeBets, wagering, now } = ctx;
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
        ({ moved, after } = await repay(ctx, tx, ops, bet, winnings - (bet.settledPayout ?? 0), ++movements, true, operatorId));
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
      ({ moved, after } = await repay(ctx, tx, ops, bet, payout - (bet.settledPayout ?? 0), ++movements, rolledBack, operatorId));
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
  { withdrawals }: BetsContext,
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
export async function settleMarkets(ctx: BetsContext, marketIds: readonly number[], operatorId: number): Promise<Resettlement> {
  const { db } = ctx;
  if (marketIds.length === 0) return NO_CHANGE;
  const rows = await db
    .selectDistinct({ betId: sportsBetLegs.betId })
    .from(sportsBetLegs)
    .innerJoin(sportsBets, eq(sportsBets.id, sportsBetLegs.betId))
    .where(and(inArray(sportsBetLegs.marketId, [...marketIds]), ne(sportsBets.status, 'cashed-out')));
  return settleBets(
    ctx,
    rows.map((row) => row.betId),
    operatorId,
  );
}

export async function settleBets(ctx: BetsContext, betIds: readonly number[], operatorId: number): Promise<Resettlement> {
  const { db, quote, notifications, log } = ctx;
  const legs = await legsOf(db, betIds);
  const states = await quote(
    legs.map((leg) => leg.selectionId),
    DEFAULT_LOCALE,
  );
  const total = { ...NO_CHANGE };
  for (const betId of betIds) {
    const { resettled, net, first, after } = await settleBet(ctx, betId, states, operatorId);
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

/** settles the bets of the markets the catalogue says it settled (a nudge), unless a correction is under way (see ./correct-result.ts) */
export function settleWhenMarketsSettle(ctx: BetsContext): void {
  const { catalogue, state, serial } = ctx;
  // an operator's correction re-settles in its own call (to answer what changed): nudges meanwhile wait for it
  catalogue.onSettled((marketIds) => {
    if (state.stopped) return;
    if (state.correcting > 0) for (const id of marketIds) state.deferred.add(id);
    else void serial(() => settleMarkets(ctx, marketIds, SYSTEM_OPERATOR_ID));
  });
}
