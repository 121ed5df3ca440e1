import { eq } from 'drizzle-orm';
import type { AccountClosureReason } from '@arena/contracts';
import type { ProtectionContext } from '../context';
import { checkPassword, event, lockRow } from '../protection-row';
import { playerProtection } from '../schema';

export async function closeAccount(
  ctx: ProtectionContext,
  userId: number,
  password: string,
  reason: AccountClosureReason,
  note: string | undefined,
): Promise<void> {
  const { db, clock, sessions, changed } = ctx;
  await checkPassword(ctx, userId, password);
  await db.transaction(async (tx) => {
    await lockRow(tx, userId);
    await tx
      .update(playerProtection)
      .set({ closedAt: new Date(clock.now()), closureReason: reason, closureNote: note ?? null })
      .where(eq(playerProtection.userId, userId));
    await event(ctx, tx, userId, 'account_closed', { reason, note: note ?? null });
    await sessions.revokeAll(userId, tx);
  });
  await changed(userId);
  await sessions.announceEnded(userId);
}
