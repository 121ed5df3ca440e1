import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ActivityStatement, StatementPeriod } from '@arena/contracts';
import { ledgerTransactions } from '../../wallet/plugin';
import { iso, total, type ProtectionContext } from '../context';
import { periodOf } from '../periods';

/** deposits, withdrawals (held or paid, less those released back), stakes and wins per period, newest first */
export async function showActivityStatement(ctx: ProtectionContext, userId: number, periodKind: StatementPeriod, count: number): Promise<ActivityStatement> {
  const { db, clock, ledgerTime } = ctx;
  const periods = Array.from({ length: count }, (_, back) => periodOf(periodKind, clock.now(), back));
  const bucket = sql.join(
    [
      sql`CASE`,
      ...periods.map((period, index) => sql`WHEN ${ledgerTransactions.createdAt} >= ${ledgerTime(period.from).toISOString()}::timestamptz THEN ${index}`),
      sql`END`,
    ],
    sql` `,
  );
  const grouped = (where: SQL | undefined, byPeriod: boolean) =>
    db
      .select({
        bucket: byPeriod ? sql<number>`${bucket}` : sql<number>`0`,
        kind: ledgerTransactions.kind,
        total: sql<string>`SUM(${ledgerTransactions.amount})`,
      })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.userId, userId),
          inArray(ledgerTransactions.kind, ['deposit', 'withdraw_hold', 'withdraw_release', 'bet', 'win', 'rollback']),
          where,
        ),
      )
      .groupBy(sql`1`, ledgerTransactions.kind);
  const [rows, lifetime] = await Promise.all([
    grouped(
      and(
        sql`${ledgerTransactions.createdAt} >= ${ledgerTime(periods[count - 1].from).toISOString()}::timestamptz`,
        sql`${ledgerTransactions.createdAt} < ${ledgerTime(periods[0].to).toISOString()}::timestamptz`,
      ),
      true,
    ),
    grouped(undefined, false),
  ]);
  const figures = (found: { bucket: number; kind: string; total: string }[], index: number) => {
    const of = (kind: string) => total(found.find((row) => Number(row.bucket) === index && row.kind === kind)?.total);
    const staked = of('bet') - of('rollback');
    const won = of('win');
    return { deposits: of('deposit'), withdrawals: of('withdraw_hold') - of('withdraw_release'), staked, won, net: won - staked };
  };
  return {
    rows: periods.map((period, index) => ({ from: iso(period.from), to: iso(period.to), ...figures(rows, index) })),
    lifetime: figures(lifetime, 0),
  };
}
