// The exclusion (time-out, self-exclusion) or closure in force: it refuses every movement, the login
// and marketing.
import { eq } from 'drizzle-orm';
import type { ProtectionContext, ProtectionRow } from './context';
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

/** the exclusion or closure that refuses everything now, as a translation key and its params */
export function barOf(
  { clock }: ProtectionContext,
  row: Pick<ProtectionRow, 'closedAt' | 'exclusionKind' | 'exclusionUntil'> | undefined,
): { key: string; date?: string } | null {
  if (!row) return null;
  if (row.closedAt) return { key: PROTECTION_MESSAGES.closed };
  if (row.exclusionUntil && row.exclusionUntil.getTime() > clock.now()) {
    return {
      key: row.exclusionKind === 'self_exclusion' ? PROTECTION_MESSAGES.selfExcluded : PROTECTION_MESSAGES.inTimeOut,
      date: formatIstanbul(row.exclusionUntil.getTime()),
    };
  }
  return null;
}
