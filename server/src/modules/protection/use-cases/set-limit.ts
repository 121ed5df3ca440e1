import { and, eq } from 'drizzle-orm';
import type { LimitKind, LimitPeriod } from '@arena/contracts';
import { HttpError } from '../../../http/errors';
import { HOUR_MS, type ProtectionContext } from '../context';
import { PROTECTION_MESSAGES } from '../messages';
import { event, lockRow } from '../protection-row';
import { playerLimits } from '../schema';

/** RTS 12: a first limit or a decrease applies now; a raise or removal waits the licence's cooling-off (24 hours) and a confirmation */
export async function setLimit(ctx: ProtectionContext, userId: number, kind: LimitKind, period: LimitPeriod, amount: number | null): Promise<string> {
  const { db, clock, changed, licence } = ctx;
  const coolingOffMs = licence.limits.increaseCoolingOffHours * HOUR_MS;
  const now = clock.now();
  const message = await db.transaction(async (tx) => {
    await lockRow(tx, userId);
    const where = and(eq(playerLimits.userId, userId), eq(playerLimits.kind, kind), eq(playerLimits.period, period));
    const [limit] = await tx.select().from(playerLimits).where(where);
    if (!limit) {
      if (amount === null) throw new HttpError(400, PROTECTION_MESSAGES.noLimit);
      await tx.insert(playerLimits).values({ userId, kind, period, amount, updatedAt: new Date(now) });
    } else if (amount !== null && amount <= limit.amount) {
      await tx
        .update(playerLimits)
        .set({ amount, pendingAmount: null, pendingEffectiveAt: null, updatedAt: new Date(now) })
        .where(where);
    } else {
      // asking again for the same change does not restart its cooling-off
      const same = limit.pendingEffectiveAt !== null && limit.pendingAmount === amount;
      if (!same)
        await tx
          .update(playerLimits)
          .set({ pendingAmount: amount, pendingEffectiveAt: new Date(now + coolingOffMs), updatedAt: new Date(now) })
          .where(where);
      await event(ctx, tx, userId, 'limit_requested', { kind, period, amount });
      return PROTECTION_MESSAGES.limitPending;
    }
    await event(ctx, tx, userId, 'limit_set', { kind, period, amount });
    return PROTECTION_MESSAGES.limitSaved;
  });
  await changed(userId);
  return message;
}
