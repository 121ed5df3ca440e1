import { eq } from 'drizzle-orm';
import type { PlayerLimit, ProtectionSettings } from '@arena/contracts';
import { iso, type ProtectionContext } from '../context';
import { periodOf } from '../periods';
import { playerLimits, playerProtection } from '../schema';
import { usage } from '../usage';
import { reopensAt } from '../exclusion-in-force';
import { realityCheckInterval } from './set-reality-check';

export async function showSettings(ctx: ProtectionContext, userId: number): Promise<ProtectionSettings> {
  const { db, clock, licence } = ctx;
  const now = clock.now();
  const [[row], limits] = await Promise.all([
    db.select().from(playerProtection).where(eq(playerProtection.userId, userId)),
    db.select().from(playerLimits).where(eq(playerLimits.userId, userId)).orderBy(playerLimits.kind, playerLimits.period),
  ]);
  const shown = await Promise.all(
    limits.map(async (limit): Promise<PlayerLimit> => {
      const period = periodOf(limit.period, now);
      const effectiveAt = limit.pendingEffectiveAt?.getTime();
      return {
        kind: limit.kind,
        period: limit.period,
        amount: limit.amount,
        used: await usage(ctx, db, userId, limit.kind, period),
        resetsAt: iso(period.to),
        pending: effectiveAt === undefined ? null : { amount: limit.pendingAmount, effectiveAt: iso(effectiveAt), confirmable: effectiveAt <= now },
      };
    }),
  );
  const excluded = row?.exclusionKind && row.exclusionUntil && row.exclusionUntil.getTime() > now;
  // a self-exclusion past its period that the licence lifts only on request is still in force
  const reopens = row?.exclusionUntil && !excluded ? reopensAt(ctx, row) : null;
  const returning = reopens === 'not-asked' || (typeof reopens === 'number' && reopens > now);
  return {
    limits: shown,
    realityCheckMinutes: realityCheckInterval(ctx, row?.realityCheckMinutes),
    rules: {
      realityCheckIntervals: [...licence.realityCheck.intervalsMinutes],
      realityCheckMandatory: licence.realityCheck.mandatory,
      coolingOffHours: licence.limits.increaseCoolingOffHours,
      timeOutDays: [...licence.timeOutDays],
      selfExclusionMonths: [...licence.selfExclusion.periodsMonths],
    },
    exclusion:
      excluded || returning
        ? {
            kind: row.exclusionKind!,
            startedAt: row.exclusionStartedAt!.toISOString(),
            until: row.exclusionUntil!.toISOString(),
            ...(returning ? { awaitingReturn: reopens === 'not-asked' } : {}),
            ...(typeof reopens === 'number' && returning ? { reopensAt: iso(reopens) } : {}),
          }
        : null,
  };
}
