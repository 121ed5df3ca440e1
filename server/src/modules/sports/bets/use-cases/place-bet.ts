// A bet slip placed: checked against the book's limits, priced at the catalogue's prices now under the
// player's price-change policy (again after the live delay for a live selection), then its bets, legs
// and stakes written and debited (or paid by a free bet token) in one wallet transaction. A slip placed
// twice answers its first placement.
import { and, eq, sql } from 'drizzle-orm';
import { accumulatorPayout, accumulatorPrice, combinations, type PlaceBetReply, type PlaceBetRequest, type SelectionQuote } from '@arena/contracts';
import type { Db } from '../../../../db/client';
import { HttpError } from '../../../../http/errors';
import type { Locale } from '../../../../i18n/translations';
import type { SelectionState } from '../../book';
import { render } from '../bet-view';
import { sha256, unique, type BetsContext } from '../context';
import {
  ACCUMULATOR_SIZE,
  BET_TYPE_NOT_LICENSED,
  BETTING_CLOSED,
  FREE_BET_ONE_BET,
  MARKET_LIMIT,
  ONE_PER_EVENT,
  SELECTION_TWICE,
  SLIP_REUSED,
  STAKE_OVER_MAX_PAYOUT,
  STAKE_TOO_HIGH,
  STAKE_TOO_LOW,
  SYSTEM_SIZE,
  TOO_MANY_SELECTIONS,
} from '../messages';
import { addHistory, groupBy, offerOf, toBet, type States } from '../repository';
import { sportsBetLegs, sportsBets, sportsMarketStakes, sportsSlips, type LegRow } from '../schema';
import { betKeyOf, GAME, gameMove, refusal } from '../wallet-moves';

type Review = { status: 'ok'; prices: number[] } | { status: 'price-changed' | 'unavailable'; changes: SelectionQuote[] };

/** The slip against the book now, under the player's price-change policy. */
export function review(slip: PlaceBetRequest, states: States): Review {
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

function validate({ config }: BetsContext, slip: PlaceBetRequest): void {
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
async function placedBefore(ctx: BetsContext, userId: number, slip: PlaceBetRequest, locale: Locale): Promise<PlaceBetReply | undefined> {
  const { db } = ctx;
  const [prior] = await db
    .select()
    .from(sportsSlips)
    .where(and(eq(sportsSlips.userId, userId), eq(sportsSlips.slipId, slip.slipId)));
  if (!prior) return undefined;
  if (prior.fingerprint !== fingerprintOf(slip)) throw new HttpError(409, SLIP_REUSED);
  const rows = await db.select().from(sportsBets).where(eq(sportsBets.slipId, prior.id)).orderBy(sportsBets.id);
  return { status: 'placed', bets: await render(ctx, rows, locale), changes: [] };
}

/** adds the slip's stakes to the player's per market; refuses it if one would go over config.marketMaxStake */
async function addMarketStakes({ config }: BetsContext, tx: Db, userId: number, stakes: Map<number, number>): Promise<void> {
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

export async function placeBet(ctx: BetsContext, userId: number, slip: PlaceBetRequest, locale: Locale): Promise<PlaceBetReply> {
  const { config, wallet, freeBets, quote, now, licensed } = ctx;
  validate(ctx, slip);
  // a kind of slip the licence does not allow is refused before anything is read or moved
  if (!licensed(slip.type)) throw new HttpError(403, BET_TYPE_NOT_LICENSED[slip.type]);
  const replay = await placedBefore(ctx, userId, slip, locale);
  if (replay) return replay;
  ctx.integrity.assertOnline('sports');

  const selectionIds = slip.selections.map((s) => s.selectionId);
  let states = await quote(selectionIds, locale);
  // a selection in play where the licence allows no in-play betting (its legs would be recorded live)
  if (!licensed('live') && slip.selections.some((s) => states.get(s.selectionId)?.live)) throw new HttpError(403, BET_TYPE_NOT_LICENSED.live);
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
    const legPrices = indexes.map((index) => prices[index]);
    return { indexes, price: accumulatorPrice(legPrices), potentialPayout: Math.min(accumulatorPayout(slip.stake, legPrices), config.maxPayout) };
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
      await addMarketStakes(ctx, tx, userId, marketStakes);
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
  if (placedBets === null) return (await placedBefore(ctx, userId, slip, locale))!;
  return { status: 'placed', bets: placedBets, changes: [] };
}
