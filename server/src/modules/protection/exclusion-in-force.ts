// The exclusion (time-out, self-exclusion) or closure in force: it refuses every movement, the login
// and marketing.
import { eq } from 'drizzle-orm';
import { HOUR_MS, type ProtectionContext, type ProtectionRow } from './context';
import { PROTECTION_MESSAGES } from './messages';
import { formatIstanbul } from './periods';
import { playerProtection } from './schema';

/** the exclusion or closure in force, read outside any movement */
export async function barNow(ctx: ProtectionContext, userId: number) {
  const { held, db } = ctx;
  if (!held.has(userId)) return null;
  const [row] = await db.select().from(playerProtection).where(eq(playerProtection.userId, userId));
  return barOf(ctx, row);
}

/**
 * When a self-exclusion past its period reopens the account under a licence that lifts it only on request
 * (LicenceProfile.selfExclusion): the cooling period after the player asked, or never while they have not.
 * Null: the licence lets it end with its period.
 */
export function reopensAt(
  { licence }: Pick<ProtectionContext, 'licence'>,
  row: Pick<ProtectionRow, 'exclusionKind' | 'exclusionLiftRequestedAt'>,
): number | null | 'not-asked' {
  const hours = licence.selfExclusion.liftOnRequestAfterHours;
  if (row.exclusionKind !== 'self_exclusion' || hours === null) return null;
  if (!row.exclusionLiftRequestedAt) return 'not-asked';
  return row.exclusionLiftRequestedAt.getTime() + hours * HOUR_MS;
}

/** the exclusion or closure that refuses everything now, as a translation key and its params */
export function barOf(
  ctx: Pick<ProtectionContext, 'clock' | 'licence'>,
  row: Pick<ProtectionRow, 'closedAt' | 'exclusionKind' | 'exclusionUntil' | 'exclusionLiftRequestedAt'> | undefined,
): { key: string; date?: string } | null {
  if (!row) return null;
  const now = ctx.clock.now();
  if (row.closedAt) return { key: PROTECTION_MESSAGES.closed };
  if (row.exclusionUntil && row.exclusionUntil.getTime() > now) {
    return {
      key: row.exclusionKind === 'self_exclusion' ? PROTECTION_MESSAGES.selfExcluded : PROTECTION_MESSAGES.inTimeOut,
      date: formatIstanbul(row.exclusionUntil.getTime()),
    };
  }
  if (!row.exclusionUntil) return null;
  // the period is over: a licence that lifts a self-exclusion only on request keeps it until then
  const reopens = reopensAt(ctx, row);
  if (reopens === 'not-asked') return { key: PROTECTION_MESSAGES.selfExclusionEnded };
  if (reopens !== null && reopens > now) return { key: PROTECTION_MESSAGES.selfExclusionLifting, date: formatIstanbul(reopens) };
  return null;
}
