// The back office's front page: today's money in and out, gross gaming revenue per product (bets minus
// wins of the ledger, by the provider that moved them), registrations and the withdrawals waiting for
// a reviewer, the players online, and the last days of the same figures for the small charts. Days are
// UTC days.
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { RequestStatus, type OperatorDashboard } from '@arena/contracts';
import type { Clock } from '../../clock';
import { sessions, users } from '../auth/plugin';
import { ORIGINALS_PROVIDER } from '../originals/plugin';
import { SPORTS_PROVIDER } from '../sports/plugin';
import { ledgerTransactions } from '../wallet/plugin';

const DAY_MS = 86_400_000;
const CHART_DAYS = 7;
/**
 * "Online": a player with an open session used in the last 5 minutes. The hub's connections are held
 * per server, with no shared count; a session's last use is shared, and written at most once a minute.
 */
export const ONLINE_WINDOW_MS = 5 * 60_000;

type Product = keyof OperatorDashboard['ggr'];
const productOf = (provider: string | null): Product => (provider === SPORTS_PROVIDER ? 'sports' : provider === ORIGINALS_PROVIDER ? 'originals' : 'casino');

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function dashboard(app: FastifyInstance, clock: Clock): Promise<OperatorDashboard> {
  const { db } = app;
  const now = clock.now();
  const todayStart = Math.floor(now / DAY_MS) * DAY_MS;
  const since = new Date(todayStart - (CHART_DAYS - 1) * DAY_MS);
  const today = dayOf(now);
  const t = ledgerTransactions;

  const [movements, pending, [registered], [online]] = await Promise.all([
    db
      .select({
        day: sql<string>`to_char(${t.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`,
        kind: t.kind,
        provider: t.provider,
        count: sql<number>`count(*)`.mapWith(Number),
        amount: sql<number>`coalesce(sum(${t.amount}), 0)`.mapWith(Number),
      })
      .from(t)
      .where(and(gte(t.createdAt, since), inArray(t.kind, ['deposit', 'withdraw_pay', 'bet', 'win']), eq(t.rolledBack, false)))
      .groupBy(sql`1`, t.kind, t.provider),
    app.payments.listWithdrawals({ status: RequestStatus.Pending }),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .where(gte(users.createdAt, new Date(todayStart))),
    db
      .select({ count: sql<number>`count(DISTINCT ${sessions.userId})`.mapWith(Number) })
      .from(sessions)
      .where(and(isNull(sessions.endedAt), gte(sessions.lastSeenAt, new Date(now - ONLINE_WINDOW_MS)))),
  ]);

  const days = Array.from({ length: CHART_DAYS }, (_, i) => ({ day: dayOf(since.getTime() + i * DAY_MS), deposits: 0, withdrawals: 0, ggr: 0 }));
  const byDay = new Map(days.map((entry) => [entry.day, entry]));
  const result: OperatorDashboard = {
    deposits: { count: 0, amount: 0 },
    withdrawals: { count: 0, amount: 0 },
    pendingWithdrawals: { count: pending.length, amount: pending.reduce((sum, withdrawal) => sum + withdrawal.amount, 0) },
    registrations: registered.count,
    playersOnline: online.count,
    ggr: { casino: 0, originals: 0, sports: 0 },
    days,
  };
  for (const row of movements) {
    const chart = byDay.get(row.day);
    const isToday = row.day === today;
    if (row.kind === 'deposit') {
      if (chart) chart.deposits += row.amount;
      if (isToday) {
        result.deposits.count += row.count;
        result.deposits.amount += row.amount;
      }
    } else if (row.kind === 'withdraw_pay') {
      if (chart) chart.withdrawals += row.amount;
      if (isToday) {
        result.withdrawals.count += row.count;
        result.withdrawals.amount += row.amount;
      }
    } else {
      const revenue = row.kind === 'bet' ? row.amount : -row.amount;
      if (chart) chart.ggr += revenue;
      if (isToday) result.ggr[productOf(row.provider)] += revenue;
    }
  }
  return result;
}
