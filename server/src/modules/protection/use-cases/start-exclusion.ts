import { eq } from 'drizzle-orm';
import { iso, type ProtectionContext } from '../context';
import { checkPassword, event, lockRow } from '../protection-row';
import { playerProtection, type ExclusionKind } from '../schema';

/** Starts (or lengthens, never shortens) an exclusion and logs the player out everywhere. */
export async function exclude(ctx: ProtectionContext, userId: number, password: string, kind: ExclusionKind, until: number): Promise<void> {
  const { wallet, clock, sessions, changed } = ctx;
  await checkPassword(ctx, userId, password);
  await wallet.transaction(async (tx, ops) => {
    // under the player's lock: a bet taken before the exclusion has committed; one after it waits and is refused
    await ops.spendable(userId);
    const row = await lockRow(tx, userId);
    const current = row.exclusionUntil && row.exclusionUntil.getTime() > clock.now() ? row : null;
    if (!current || current.exclusionUntil!.getTime() < until) {
      const startedAt = current?.exclusionStartedAt ?? new Date(clock.now());
      await tx
        .update(playerProtection)
        .set({
          exclusionKind: kind === 'self_exclusion' || !current ? kind : current.exclusionKind,
          exclusionStartedAt: startedAt,
          exclusionUntil: new Date(until),
          // a new period: a return asked after an earlier self-exclusion does not carry over
          exclusionLiftRequestedAt: null,
        })
        .where(eq(playerProtection.userId, userId));
    }
    await event(ctx, tx, userId, kind, { until: iso(until) });
    await sessions.revokeAll(userId, tx);
  });
  await changed(userId);
  await sessions.announceEnded(userId);
}
