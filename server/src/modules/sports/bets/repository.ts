// The bets' rows and how a player sees them: a Bet with its legs (named in the request's language by the
// catalogue, or as placed if the catalogue no longer knows the selection), its history and its cash out
// offer now.
import { and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Bet, BetStatus, MyBetsQuery } from '@arena/contracts';
import type { SportsConfig } from '../../../config';
import type { Db } from '../../../db/client';
import type { SelectionState } from '../book';
import { cashOutOffer, type LegNow } from './returns';
import { sportsBetHistory, sportsBetLegs, sportsBets, type BetRow, type LegRow } from './schema';

export type HistoryRow = typeof sportsBetHistory.$inferSelect;
export type States = Map<number, SelectionState>;

export const statesById = (states: SelectionState[]): States => new Map(states.map((state) => [state.selectionId, state]));

export async function legsOf(db: Db, betIds: readonly number[]): Promise<LegRow[]> {
  if (betIds.length === 0) return [];
  return db.select().from(sportsBetLegs).where(inArray(sportsBetLegs.betId, betIds)).orderBy(asc(sportsBetLegs.betId), asc(sportsBetLegs.position));
}

export async function historyOf(db: Db, betIds: readonly number[]): Promise<HistoryRow[]> {
  if (betIds.length === 0) return [];
  return db.select().from(sportsBetHistory).where(inArray(sportsBetHistory.betId, betIds)).orderBy(asc(sportsBetHistory.id));
}

export async function addHistory(db: Db, entries: { betId: number; at: Date; action: string; amount: number; status: BetStatus }[]): Promise<void> {
  if (entries.length > 0) await db.insert(sportsBetHistory).values(entries);
}

export function groupBy<T extends { betId: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.betId, [...(groups.get(row.betId) ?? []), row]);
  return groups;
}

/** The most the bet pays: its own cap, or the book's maximum payout for a bet placed before bets had one. */
export const payoutCapOf = (bet: BetRow, maxPayout: number): number => bet.payoutCap ?? maxPayout;

/** The full cash out offer of an open bet now; null while a leg's market is suspended or closed, or every leg has its result. */
export function offerOf(
  bet: BetRow,
  legs: readonly LegRow[],
  states: States,
  config: Pick<SportsConfig, 'cashOutMarginBp' | 'maxPayout'> & { cashOutLicensed?: boolean },
): number | null {
  // a free bet's stake was never the player's: it has no cash out; nor has any bet where the licence allows none
  if (bet.status !== 'open' || bet.stake === 0 || bet.freeBetBonusId !== null || config.cashOutLicensed === false) return null;
  const now: LegNow[] = [];
  for (const leg of legs) {
    const state = states.get(leg.selectionId);
    if (!state) return null;
    if (state.result !== null) now.push({ price: leg.price, result: state.result });
    else if (!state.open) return null;
    else now.push({ price: leg.price, fairPrice: state.fairPrice, push: state.push });
  }
  if (now.every((leg) => !('fairPrice' in leg))) return null;
  return cashOutOffer(bet.stake, now, config.cashOutMarginBp, payoutCapOf(bet, config.maxPayout));
}

export function toBet(bet: BetRow, slipId: string, legs: readonly LegRow[], history: readonly HistoryRow[], states: States, offer: number | null): Bet {
  const paid = bet.cashedOut + (bet.settledPayout ?? 0);
  return {
    id: bet.id,
    slipId,
    type: bet.type,
    systemSize: bet.systemSize,
    stake: bet.stake,
    price: bet.price,
    potentialPayout: bet.potentialPayout,
    status: bet.status,
    payout: bet.status === 'open' && bet.cashedOut === 0 ? null : paid,
    placedAt: bet.placedAt.toISOString(),
    settledAt: bet.settledAt?.toISOString() ?? null,
    legs: legs.map((leg) => {
      const state = states.get(leg.selectionId);
      return {
        selectionId: leg.selectionId,
        eventId: leg.eventId,
        sportId: state?.sportId ?? leg.sportId,
        eventName: state?.eventName ?? leg.eventName,
        startsAt: (state?.startsAt ?? leg.startsAt).toISOString(),
        marketName: state?.marketName ?? leg.marketName,
        selectionName: state?.selectionName ?? leg.selectionName,
        price: leg.price,
        live: leg.live,
        result: leg.result ?? state?.result ?? null,
      };
    }),
    cashOutOffer: offer,
    autoCashOut: bet.autoCashOut,
    history: history.map((entry) => ({ at: entry.at.toISOString(), action: entry.action, amount: entry.amount, status: entry.status })),
  };
}

export async function myBetRows(db: Db, userId: number, { status, skip, take }: MyBetsQuery): Promise<{ rows: BetRow[]; total: number }> {
  const where: SQL = and(eq(sportsBets.userId, userId), status === 'open' ? eq(sportsBets.status, 'open') : ne(sportsBets.status, 'open'))!;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(sportsBets).where(where).orderBy(desc(sportsBets.id)).offset(skip).limit(take),
    db.select({ total: count() }).from(sportsBets).where(where),
  ]);
  return { rows, total };
}
