// The reports' figures, per UTC day of a range, all from the tables that record them: the ledger for
// money (bets and wins per product by the provider that moved them, rolled-back bets left out as the
// dashboard does; deposits; withdrawals paid out) and protection_events for what players set themselves.
import { and, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { REPORT_PRODUCTS, type OperatorReport, type ReportProduct } from '@arena/contracts';
import type { Db } from '../../db/client';
import { ORIGINALS_PROVIDER } from '../originals/plugin';
import { SPORTS_PROVIDER } from '../sports/plugin';
import { ledgerTransactions } from '../wallet/plugin';

const DAY_MS = 86_400_000;

/** protection_events kinds → the report's columns */
const INTERVENTIONS: Record<string, keyof Omit<OperatorReport['protection'][number], 'day'>> = {
  limit_set: 'limits',
  limit_requested: 'limits',
  time_out: 'timeOuts',
  self_exclusion: 'selfExclusions',
  account_closed: 'closures',
};

const productOf = (provider: string | null): ReportProduct => (provider === SPORTS_PROVIDER ? 'sports' : provider === ORIGINALS_PROVIDER ? 'studio' : 'casino');

/** the UTC days from `from` to `to`, both included (YYYY-MM-DD) */
export function daysOf(from: string, to: string): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  return Array.from({ length: (end - start) / DAY_MS + 1 }, (_, i) => new Date(start + i * DAY_MS).toISOString().slice(0, 10));
}

export async function report(db: Db, from: string, to: string): Promise<OperatorReport> {
  const days = daysOf(from, to);
  const since = new Date(`${from}T00:00:00Z`);
  const until = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS);
  const t = ledgerTransactions;
  const dayOf = (column: SQL | typeof t.createdAt) => sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

  const [movements, interventions] = await Promise.all([
    db
      .select({
        day: dayOf(t.createdAt),
        kind: t.kind,
        provider: t.provider,
        count: sql<number>`count(*)`.mapWith(Number),
        amount: sql<number>`coalesce(sum(${t.amount}), 0)`.mapWith(Number),
        bonus: sql<number>`coalesce(sum(${t.bonusAmount}), 0)`.mapWith(Number),
      })
      .from(t)
      .where(and(gte(t.createdAt, since), lt(t.createdAt, until), inArray(t.kind, ['deposit', 'withdraw_pay', 'bet', 'win']), sql`NOT ${t.rolledBack}`))
      .groupBy(sql`1`, t.kind, t.provider),
    // protection's table is read by name: the protection module keeps its schema to itself, and a report only counts rows
    db.execute(sql`
      SELECT ${dayOf(sql`created_at`)} AS day, kind, count(*) AS count FROM protection_events
      WHERE created_at >= ${since} AND created_at < ${until} AND kind IN (${sql.join(
        Object.keys(INTERVENTIONS).map((kind) => sql`${kind}`),
        sql`, `,
      )})
      GROUP BY 1, kind`),
  ]);

  const revenue = days.flatMap((day) => REPORT_PRODUCTS.map((product) => ({ day, product, stakes: 0, wins: 0, ggr: 0, bonusCost: 0, ngr: 0 })));
  const payments = days.map((day) => ({ day, depositCount: 0, deposits: 0, withdrawalCount: 0, withdrawals: 0 }));
  const protection = days.map((day) => ({ day, limits: 0, timeOuts: 0, selfExclusions: 0, closures: 0 }));
  const index = new Map(days.map((day, i) => [day, i]));

  for (const row of movements) {
    const i = index.get(row.day)!;
    if (row.kind === 'deposit') {
      payments[i].depositCount += row.count;
      payments[i].deposits += row.amount;
    } else if (row.kind === 'withdraw_pay') {
      payments[i].withdrawalCount += row.count;
      payments[i].withdrawals += row.amount;
    } else {
      const line = revenue[i * REPORT_PRODUCTS.length + REPORT_PRODUCTS.indexOf(productOf(row.provider))];
      // bonus money staked and lost is revenue the house never received in cash; bonus money won back is not a cost
      if (row.kind === 'bet') {
        line.stakes += row.amount;
        line.bonusCost += row.bonus;
      } else {
        line.wins += row.amount;
        line.bonusCost -= row.bonus;
      }
    }
  }
  for (const line of revenue) {
    line.ggr = line.stakes - line.wins;
    line.ngr = line.ggr - line.bonusCost;
  }
  // count(*) is int8: a string from pg, a number from PGlite
  for (const row of (interventions as { rows: { day: string; kind: string; count: number | string }[] }).rows)
    protection[index.get(row.day)!][INTERVENTIONS[row.kind]] += Number(row.count);
  return { revenue, payments, protection };
}
