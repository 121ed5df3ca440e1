// A bonus whose time is up ends: its bonus money is removed. The sweep (plugin.ts) ends all players'
// due bonuses; a read or a claim ends the player's own first, and the wallet guard one it meets.
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { AfterCommit } from '../../wallet/plugin';
import { OPEN_STATUSES, type BonusContext, type OpenBonus } from '../context';
import { notify } from '../messages';
import { end, isDue, lockOpen } from '../open-bonus';
import { playerBonuses } from '../schema';

export const expiredFollowUp =
  (ctx: BonusContext, bonus: OpenBonus, removed: number): AfterCommit =>
  async () => {
    await ctx.announceOpen(bonus.row.userId);
    if (bonus.row.status === 'active') await notify(ctx, bonus.row.userId, 'expired', removed, bonus.campaign);
  };

/** Ends the open bonuses whose time is up (all, or one player's): their bonus money is removed. */
export async function expireDue(ctx: BonusContext, userId?: number): Promise<void> {
  const { db, wallet, now } = ctx;
  const due = await db
    .select({ userId: playerBonuses.userId })
    .from(playerBonuses)
    .where(
      and(
        inArray(playerBonuses.status, [...OPEN_STATUSES]),
        lte(playerBonuses.expiresAt, now()),
        userId === undefined ? undefined : eq(playerBonuses.userId, userId),
      ),
    );
  for (const { userId: player } of due) {
    const ended = await wallet.transaction(async (tx, ops) => {
      const bonus = await lockOpen(tx, player);
      if (!bonus || !isDue(ctx, bonus.row)) return null;
      return { bonus, removed: await end(ctx, tx, ops, bonus, 'expired') };
    });
    if (ended) await expiredFollowUp(ctx, ended.bonus, ended.removed)();
  }
}
