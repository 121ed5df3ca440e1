// The four-eyes rules of money an operator moves by hand (issue 27, hole 8). An adjustment waits for a
// second admin when it, added to the adjustments of the last window by its operator or on its player,
// goes above the limit: five adjustments just under it are the sum of five. Who adjusted a player's
// balance never approves that player's withdrawals: money is fungible, so which withdrawal holds the
// adjusted money cannot be told, and a window would only make the operator wait before approving.
import { and, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { OperatorsConfig } from '../../config';
import type { Db } from '../../db/client';
import { adjustmentRequests } from './schema';

export type FourEyes = ReturnType<typeof createFourEyes>;

export function createFourEyes(config: Pick<OperatorsConfig, 'adjustApprovalAbove' | 'adjustApprovalWindowSeconds'>, clock: Clock) {
  return {
    /**
     * First in an adjustment's transaction: the operator's and the player's adjustments one after the
     * other (transaction-scoped locks, the operator's first), so two sent at once are summed in turn
     * and a retried key finds the first.
     */
    async serialise(tx: Db, operatorId: number, userId: number): Promise<void> {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('arena.adjust.operator'), ${operatorId})`);
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('arena.adjust.player'), ${userId})`);
    },

    /** In the adjustment's transaction, after serialise: whether it waits for a second admin. */
    async needsSecondAdmin(tx: Db, { operatorId, userId, amount }: { operatorId: number; userId: number; amount: number }): Promise<boolean> {
      // pending ones count too: asking for more while one waits is no way round the limit
      const [sums] = await tx
        .select({
          byOperator: sql`coalesce(sum(abs(${adjustmentRequests.amount})) FILTER (WHERE ${adjustmentRequests.requestedBy} = ${operatorId}), 0)`.mapWith(Number),
          byPlayer: sql`coalesce(sum(abs(${adjustmentRequests.amount})) FILTER (WHERE ${adjustmentRequests.userId} = ${userId}), 0)`.mapWith(Number),
        })
        .from(adjustmentRequests)
        .where(
          and(
            ne(adjustmentRequests.status, 'rejected'),
            gt(adjustmentRequests.createdAt, new Date(clock.now() - config.adjustApprovalWindowSeconds * 1000)),
            or(eq(adjustmentRequests.requestedBy, operatorId), eq(adjustmentRequests.userId, userId)),
          ),
        );
      return Math.max(sums.byOperator, sums.byPlayer) + Math.abs(amount) > config.adjustApprovalAbove;
    },

    /** whether `operatorId` ever moved money on the player's balance by hand: asked for it alone, or approved it */
    async adjusted(db: Db, operatorId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: adjustmentRequests.id })
        .from(adjustmentRequests)
        .where(
          and(
            eq(adjustmentRequests.userId, userId),
            or(
              and(eq(adjustmentRequests.requestedBy, operatorId), inArray(adjustmentRequests.status, ['applied', 'approved'])),
              and(eq(adjustmentRequests.decidedBy, operatorId), eq(adjustmentRequests.status, 'approved')),
            ),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}
