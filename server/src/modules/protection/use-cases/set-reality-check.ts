import { eq } from 'drizzle-orm';
import type { ProtectionContext } from '../context';
import { event, lockRow } from '../protection-row';
import { playerProtection } from '../schema';

export async function setRealityCheck(ctx: ProtectionContext, userId: number, minutes: number | null): Promise<void> {
  const { db } = ctx;
  await db.transaction(async (tx) => {
    await lockRow(tx, userId);
    await tx.update(playerProtection).set({ realityCheckMinutes: minutes }).where(eq(playerProtection.userId, userId));
    await event(ctx, tx, userId, 'reality_check', { minutes });
  });
}
