// A bet cashed out (all of it, or a portion of its offer) at the offer the player was shown: paid only if
// the bet and its offer are still as they were, re-quoted under the bet's lock; a retry under the same
// Idempotency-Key answers the first cash out.
import { and, eq } from 'drizzle-orm';
import { payoutOf, type BetStatus, type CashOutReply, type CashOutRequest } from '@arena/contracts';
import { HttpError } from '../../../../http/errors';
import { IDEMPOTENCY_KEY_REUSED } from '../../../../http/idempotency-key';
import { DEFAULT_LOCALE, type Locale } from '../../../../i18n/translations';
import { betsById, playerBet } from '../bet-view';
import { sha256, type BetsContext } from '../context';
import { BET_TYPE_NOT_LICENSED, PORTION_TOO_HIGH } from '../messages';
import { addHistory, legsOf, offerOf, payoutCapOf } from '../repository';
import { leftAfterPortion } from '../returns';
import { sportsBets, sportsCashOuts, type BetRow } from '../schema';
import { gameMove, refusal } from '../wallet-moves';

/** `changed`: the bet or its offer moved since it was quoted; `offer` is the offer now (null: none) */
export type Paid = { status: 'paid'; amount: number } | { status: 'changed'; offer: number | null } | { status: 'replayed'; amount: number };

/**
 * Pays `amount` for the bet (all of it, or `portion` of `offer`) if the bet and its offer are still as
 * they were when offered: re-quoted under the bet's lock, so a goal or a suspension between the quote
 * and this transaction refuses the old offer.
 */
export async function payCashOut(
  { wallet, config, quote, now }: BetsContext,
  bet: BetRow,
  offer: number,
  portion: number | undefined,
  requestKey: string,
  fingerprint: string,
  action: string,
): Promise<Paid> {
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

export async function cashOut(
  ctx: BetsContext,
  userId: number,
  { betId, offer, portion }: CashOutRequest,
  requestKey: string,
  locale: Locale,
): Promise<CashOutReply> {
  const { db, config, quote, licensed } = ctx;
  if (!licensed('cash-out')) throw new HttpError(403, BET_TYPE_NOT_LICENSED['cash-out']);
  const fingerprint = sha256([betId, offer, portion ?? null]);
  const [prior] = await db
    .select()
    .from(sportsCashOuts)
    .where(and(eq(sportsCashOuts.userId, userId), eq(sportsCashOuts.requestKey, requestKey)));
  if (prior && prior.fingerprint !== fingerprint) throw new HttpError(400, IDEMPOTENCY_KEY_REUSED);
  const bet = await playerBet(ctx, userId, betId);
  const reply = async (status: CashOutReply['status'], amount: number | null): Promise<CashOutReply> => ({
    status,
    offer: amount,
    bet: (await betsById(ctx, [betId], locale))[0],
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
  const paid = await payCashOut(ctx, bet, offer, portion, requestKey, fingerprint, 'cash-out').catch(refusal);
  // another cash out, the settlement, a price move or a suspension came first
  if (paid.status === 'changed') return paid.offer === null ? reply('unavailable', null) : reply('offer-changed', paid.offer);
  return reply('cashed-out', paid.amount);
}
