// What a player has used of a limit in a period: deposited, lost, minutes played.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { SessionStatus, type LimitKind } from '@arena/contracts';
import type { Db } from '../../db/client';
import { sessions as loginSessions } from '../auth/plugin';
import { ledgerTransactions } from '../wallet/plugin';
import { iso, total, type ProtectionContext } from './context';
import type { Period } from './periods';

export const ledgerSum = ({ ledgerTime }: ProtectionContext, on: Db, userId: number, signed: SQL, kinds: string[], period: Period) =>
  on
    .select({ total: sql<string>`COALESCE(SUM(${signed}), 0)` })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.userId, userId),
        inArray(ledgerTransactions.kind, kinds),
        sql`${ledgerTransactions.createdAt} >= ${ledgerTime(period.from).toISOString()}::timestamptz`,
        sql`${ledgerTransactions.createdAt} < ${ledgerTime(period.to).toISOString()}::timestamptz`,
      ),
    );

/**
 * Minutes logged in during the period. A session still open counts until now, or until its idle
 * timeout if the player left it unused (nothing may have marked it ended yet); one that timed out
 * counts until it was last seen.
 */
async function sessionMinutes({ clock, sessionTime, sessionIdleMs }: ProtectionContext, on: Db, userId: number, period: Period): Promise<number> {
  const now = iso(sessionTime(clock.now()));
  const from = iso(sessionTime(period.from));
  const to = iso(sessionTime(Math.min(period.to, clock.now())));
  const open = sql`LEAST(${now}::timestamptz, ${loginSessions.lastSeenAt} + ${sessionIdleMs} * interval '1 millisecond')`;
  const end = sql`CASE ${loginSessions.status} WHEN ${SessionStatus.Processing} THEN ${open} WHEN ${SessionStatus.Expired} THEN ${loginSessions.lastSeenAt} ELSE ${loginSessions.endedAt} END`;
  const [row] = await on
    .select({
      seconds: sql<string>`COALESCE(SUM(GREATEST(EXTRACT(EPOCH FROM (LEAST(${end}, ${to}::timestamptz) - GREATEST(${loginSessions.createdAt}, ${from}::timestamptz))), 0)), 0)`,
    })
    .from(loginSessions)
    .where(and(eq(loginSessions.userId, userId), sql`${loginSessions.createdAt} < ${to}::timestamptz`));
  return Math.floor(total(row.seconds) / 60);
}

/** what the player has used of a limit in its current period: deposited, net loss, minutes played */
export async function usage(ctx: ProtectionContext, on: Db, userId: number, kind: LimitKind, period: Period): Promise<number> {
  if (kind === 'session') return sessionMinutes(ctx, on, userId, period);
  if (kind === 'deposit') return total((await ledgerSum(ctx, on, userId, sql`${ledgerTransactions.amount}`, ['deposit'], period))[0].total);
  // net loss: stakes − wins − returned stakes; winning more than staked is no loss
  const signed = sql`CASE ${ledgerTransactions.kind} WHEN 'bet' THEN ${ledgerTransactions.amount} ELSE -${ledgerTransactions.amount} END`;
  return Math.max(0, total((await ledgerSum(ctx, on, userId, signed, ['bet', 'win', 'rollback'], period))[0].total));
}
