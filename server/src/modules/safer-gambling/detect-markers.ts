// Markers of harm (UKGC LCCP SR 3.4.3, MGA PPD): each a small pure rule over one player's recent
// records, with its threshold as a named constant. `detectMarkers` runs them all; `loadRecords` reads
// the records from the ledger and protection's event log. What a marker found goes, with its evidence,
// into the review queue (./open-review.ts).
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { HarmMarker } from '@arena/contracts';
import type { Db } from '../../db/client';
import { ledgerTransactions } from '../wallet/plugin';
import { protectionEvents } from './schema';
import { majorUnits } from './money-text';

export const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** detection looks back this far (the licence's net-deposit threshold is over a rolling 30 days) */
export const LOOKBACK_MS = 30 * DAY_MS;

/** three deposits or more inside 15 minutes: topping up again and again within one sitting is chasing, not planning */
export const RAPID_DEPOSITS = 3;
export const RAPID_DEPOSIT_WINDOW_MS = 15 * MINUTE_MS;

/** a withdrawal that came back to the balance and was then staked in full within a day: the player could not leave the money out */
export const REGAMBLE_WINDOW_MS = 24 * HOUR_MS;

/**
 * Sessions are runs of bets with no gap over 30 minutes; one that lasts 2 hours or more with play between
 * 00:00 and 06:00 Istanbul time is a long night session, and three of them in the lookback are a pattern
 * (one late night is not), the sleep-loss marker the UKGC's customer interaction guidance names.
 */
export const SESSION_GAP_MS = 30 * MINUTE_MS;
export const LONG_SESSION_MS = 2 * HOUR_MS;
export const NIGHT_FROM_HOUR = 0;
export const NIGHT_TO_HOUR = 6;
export const NIGHT_SESSIONS = 3;
/** Türkiye keeps UTC+3 all year (protection/periods.ts) */
const ISTANBUL_OFFSET_MS = 3 * HOUR_MS;

/** four raises in a row, each right after a lost bet: chasing losses with bigger stakes */
export const CHASE_RAISES = 4;

/** three limit increases asked for within the lookback: the player keeps finding their own limits too tight */
export const LIMIT_INCREASES = 3;

export interface MoneyRecord {
  kind: 'deposit' | 'withdraw_pay' | 'withdraw_release';
  amount: number;
  at: number;
}

export interface BetRecord {
  key: string;
  stake: number;
  at: number;
  /** what the bet's round paid back (wins and a rollback); 0: lost */
  returned: number;
}

/** One player's records since `since`, oldest first. */
export interface PlayerRecords {
  now: number;
  money: MoneyRecord[];
  bets: BetRecord[];
  /** when the player asked to raise or remove a limit */
  limitIncreases: number[];
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** deposits credited − withdrawals paid out (docs/product/protection.md, "Net deposit") */
export const netDepositOf = (money: MoneyRecord[]) =>
  sum(money.filter((m) => m.kind === 'deposit').map((m) => m.amount)) - sum(money.filter((m) => m.kind === 'withdraw_pay').map((m) => m.amount));

/** net deposits over the rolling 30 days above the licence's threshold (an affordability check) */
export function netDepositMarker(records: PlayerRecords, threshold: number): HarmMarker | null {
  const net = netDepositOf(records.money.filter((m) => m.at > records.now - LOOKBACK_MS));
  if (net <= threshold) return null;
  return {
    code: 'net_deposit_30d',
    text: 'Net deposits of {amount} over 30 days, above the threshold of {threshold}',
    params: { amount: majorUnits(net), threshold: majorUnits(threshold) },
  };
}

export function rapidDepositsMarker(records: PlayerRecords): HarmMarker | null {
  const deposits = records.money.filter((m) => m.kind === 'deposit');
  for (let last = RAPID_DEPOSITS - 1; last < deposits.length; last += 1) {
    const first = deposits[last - RAPID_DEPOSITS + 1];
    if (deposits[last].at - first.at <= RAPID_DEPOSIT_WINDOW_MS) {
      const burst = deposits.slice(last - RAPID_DEPOSITS + 1, last + 1);
      return {
        code: 'rapid_deposits',
        text: '{count} deposits totalling {amount} within {minutes} minutes',
        params: { count: burst.length, amount: majorUnits(sum(burst.map((d) => d.amount))), minutes: Math.ceil((deposits[last].at - first.at) / MINUTE_MS) },
      };
    }
  }
  return null;
}

export function regambledWithdrawalMarker(records: PlayerRecords): HarmMarker | null {
  for (const release of records.money.filter((m) => m.kind === 'withdraw_release')) {
    const staked = sum(records.bets.filter((b) => b.at > release.at && b.at <= release.at + REGAMBLE_WINDOW_MS).map((b) => b.stake));
    if (staked >= release.amount)
      return {
        code: 'reversed_withdrawal_regambled',
        text: 'A withdrawal of {amount} came back to the balance and {staked} was staked within 24 hours',
        params: { amount: majorUnits(release.amount), staked: majorUnits(staked) },
      };
  }
  return null;
}

/** the bets cut into sessions: no gap inside one is longer than SESSION_GAP_MS */
export function sessionsOf(bets: BetRecord[]): BetRecord[][] {
  const sessions: BetRecord[][] = [];
  for (const bet of bets) {
    const current = sessions.at(-1);
    if (current && bet.at - current[current.length - 1].at <= SESSION_GAP_MS) current.push(bet);
    else sessions.push([bet]);
  }
  return sessions;
}

const istanbulHour = (at: number) => new Date(at + ISTANBUL_OFFSET_MS).getUTCHours();

export function nightSessionsMarker(records: PlayerRecords): HarmMarker | null {
  const long = sessionsOf(records.bets).filter(
    (session) =>
      session[session.length - 1].at - session[0].at >= LONG_SESSION_MS &&
      session.some((bet) => istanbulHour(bet.at) >= NIGHT_FROM_HOUR && istanbulHour(bet.at) < NIGHT_TO_HOUR),
  );
  if (long.length < NIGHT_SESSIONS) return null;
  return { code: 'night_sessions', text: '{count} sessions of 2 hours or more at night (00:00–06:00)', params: { count: long.length } };
}

export function stakesUpAfterLossesMarker(records: PlayerRecords): HarmMarker | null {
  let raises = 0;
  for (let i = 1; i < records.bets.length; i += 1) {
    const before = records.bets[i - 1];
    const bet = records.bets[i];
    raises = before.returned === 0 && bet.stake > before.stake ? raises + 1 : 0;
    if (raises >= CHASE_RAISES) {
      const first = records.bets[i - raises];
      return {
        code: 'stakes_up_after_losses',
        text: '{raises} stake increases in a row after losses, from {from} to {to}',
        params: { raises, from: majorUnits(first.stake), to: majorUnits(bet.stake) },
      };
    }
  }
  return null;
}

export function limitIncreasesMarker(records: PlayerRecords): HarmMarker | null {
  const asked = records.limitIncreases.filter((at) => at > records.now - LOOKBACK_MS);
  if (asked.length < LIMIT_INCREASES) return null;
  return { code: 'limit_increases', text: '{count} limit increases asked for within 30 days', params: { count: asked.length } };
}

/** every marker the records show, in the order of HARM_MARKERS */
export function detectMarkers(records: PlayerRecords, netDepositThreshold: number): HarmMarker[] {
  return [
    netDepositMarker(records, netDepositThreshold),
    rapidDepositsMarker(records),
    regambledWithdrawalMarker(records),
    nightSessionsMarker(records),
    stakesUpAfterLossesMarker(records),
    limitIncreasesMarker(records),
  ].filter((marker): marker is HarmMarker => marker !== null);
}

/**
 * The player's records since `since` (the lookback, or the close of their last review when later: the
 * review looked at everything before it). A bet's `returned` is what its wins and a rollback paid.
 */
export async function loadRecords(db: Db, userId: number, since: Date, now: number): Promise<PlayerRecords> {
  const t = ledgerTransactions;
  const rows = await db
    .select({ kind: t.kind, key: t.key, betKey: t.betKey, amount: t.amount, createdAt: t.createdAt })
    .from(t)
    .where(and(eq(t.userId, userId), gte(t.createdAt, since), inArray(t.kind, ['deposit', 'withdraw_pay', 'withdraw_release', 'bet', 'win', 'rollback'])))
    .orderBy(asc(t.createdAt), asc(t.id));
  const returned = new Map<string, number>();
  for (const row of rows)
    if (row.betKey && (row.kind === 'win' || row.kind === 'rollback')) returned.set(row.betKey, (returned.get(row.betKey) ?? 0) + row.amount);
  const events = await db
    .select({ createdAt: protectionEvents.createdAt })
    .from(protectionEvents)
    .where(and(eq(protectionEvents.userId, userId), eq(protectionEvents.kind, 'limit_requested'), gte(protectionEvents.createdAt, since)));
  return {
    now,
    money: rows
      .filter((row) => row.kind === 'deposit' || row.kind === 'withdraw_pay' || row.kind === 'withdraw_release')
      .map((row) => ({ kind: row.kind as MoneyRecord['kind'], amount: row.amount, at: row.createdAt.getTime() })),
    bets: rows
      .filter((row) => row.kind === 'bet')
      .map((row) => ({ key: row.key, stake: row.amount, at: row.createdAt.getTime(), returned: returned.get(row.key) ?? 0 })),
    limitIncreases: events.map((event) => event.createdAt.getTime()),
  };
}
