import { eq } from 'drizzle-orm';
import { HttpError } from '../../../http/errors';
import type { ProtectionContext } from '../context';
import { reopensAt } from '../exclusion-in-force';
import { PROTECTION_MESSAGES } from '../messages';
import { formatIstanbul } from '../periods';
import { event, lockRow } from '../protection-row';
import { playerProtection } from '../schema';

/**
 * The player asked to return after a self-exclusion whose period has ended, under a licence that lifts it
 * only on request (UKGC, MGA): recorded by the operator the player asked, the account reopens after the
 * licence's cooling period. Refused while the period runs (a self-exclusion is never shortened), when it
 * was asked already, and where the licence lets it end by itself. Returns when the account reopens.
 */
export async function liftSelfExclusion(ctx: ProtectionContext, userId: number): Promise<{ reopensAt: string }> {
  const { db, clock, changed } = ctx;
  const now = clock.now();
  const reopens = await db.transaction(async (tx) => {
    const row = await lockRow(tx, userId);
    const ended = row.exclusionUntil !== null && row.exclusionUntil.getTime() <= now;
    if (!ended || row.closedAt || reopensAt(ctx, row) !== 'not-asked') throw new HttpError(400, PROTECTION_MESSAGES.liftNotDue);
    await tx
      .update(playerProtection)
      .set({ exclusionLiftRequestedAt: new Date(now) })
      .where(eq(playerProtection.userId, userId));
    await event(ctx, tx, userId, 'self_exclusion_lift_requested', {});
    return reopensAt(ctx, { ...row, exclusionLiftRequestedAt: new Date(now) }) as number;
  });
  await changed(userId);
  return { reopensAt: formatIstanbul(reopens) };
}
