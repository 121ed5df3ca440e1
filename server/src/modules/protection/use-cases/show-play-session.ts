import { eq, sql } from 'drizzle-orm';
import type { PlaySession } from '@arena/contracts';
import { sessions as loginSessions } from '../../auth/plugin';
import { ledgerTransactions } from '../../wallet/plugin';
import { iso, total, type ProtectionContext } from '../context';
import { playerProtection } from '../schema';
import { ledgerSum } from '../usage';
import { realityCheckInterval } from './set-reality-check';

/** RTS 13: the current login session's elapsed time and what was staked and won in it */
export async function showPlaySession(ctx: ProtectionContext, userId: number, sessionId: number): Promise<PlaySession> {
  const { db, clock, sessionClock } = ctx;
  const [[session], [row]] = await Promise.all([
    db.select({ createdAt: loginSessions.createdAt }).from(loginSessions).where(eq(loginSessions.id, sessionId)),
    db.select({ minutes: playerProtection.realityCheckMinutes }).from(playerProtection).where(eq(playerProtection.userId, userId)),
  ]);
  const startedAt = session.createdAt.getTime();
  // the session's start on protection's clock
  const since = startedAt + (clock.now() - sessionClock.now());
  const window = { from: since, to: clock.now() + 1 };
  const [[bets], [wins]] = await Promise.all([
    ledgerSum(
      ctx,
      db,
      userId,
      sql`CASE ${ledgerTransactions.kind} WHEN 'bet' THEN ${ledgerTransactions.amount} ELSE -${ledgerTransactions.amount} END`,
      ['bet', 'rollback'],
      window,
    ),
    ledgerSum(ctx, db, userId, sql`${ledgerTransactions.amount}`, ['win'], window),
  ]);
  const staked = Math.max(0, total(bets.total));
  const won = total(wins.total);
  return {
    startedAt: iso(startedAt),
    // on protection's clock: a development server's shifted time moves the reality check on too
    elapsedSeconds: Math.max(0, Math.floor((clock.now() - startedAt) / 1000)),
    staked,
    won,
    net: won - staked,
    realityCheckMinutes: realityCheckInterval(ctx, row?.minutes),
  };
}
