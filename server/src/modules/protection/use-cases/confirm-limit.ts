import { and, eq } from 'drizzle-orm';
import type { LimitKind, LimitPeriod } from '@arena/contracts';
import { HttpError } from '../../../http/errors';
import type { ProtectionContext } from '../context';
import { PROTECTION_MESSAGES } from '../messages';
import { formatIstanbul } from '../periods';
import { event, lockRow } from '../protection-row';
import { playerLimits } from '../schema';

/** applies a pending raise or removal once its 24 hours have passed */
export async function confirmLimit(ctx: ProtectionContext, userId: number, kind: LimitKind, period: LimitPeriod): Promise<void> {
  const { db, clock, changed } = ctx;
  await db.transaction(async (tx) => {
    await lockRow(tx, userId);
    const where = and(eq(playerLimits.userId, userId), eq(playerLimits.kind, kind), eq(playerLimits.period, period));
    const [limit] = await tx.select().from(playerLimits).where(where);
    if (!limit?.pendingEffectiveAt) throw new HttpError(404, PROTECTION_MESSAGES.nothingPending);
    if (limit.pendingEffectiveAt.getTime() > clock.now()) {
      throw new HttpError(400, PROTECTION_MESSAGES.notYet, { date: formatIstanbul(limit.pendingEffectiveAt.getTime()) });
    }
    if (limit.pendingAmount === null) await tx.delete(playerLimits).where(where);
    else
      await tx
        .update(playerLimits)
        .set({ amount: limit.pendingAmount, pendingAmount: null, pendingEffectiveAt: null, updatedAt: new Date(clock.now()) })
        .where(where);
    await event(ctx, tx, userId, 'limit_confirmed', { kind, period, amount: limit.pendingAmount });
  });
  await changed(userId);
}
