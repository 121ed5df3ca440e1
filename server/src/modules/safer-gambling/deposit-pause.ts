// Safer gambling's guard on the wallet: a player whose open review pauses deposits (the licence's
// harm.pauseDepositsInReview, or a restriction the team recorded) is refused every deposit, by the
// payment form (wallet.admit) and at the credit alike. After a deposit commits, detection runs for the
// player, so a deposit that crosses the net-deposit threshold puts them in review at once.
import { and, eq, isNull } from 'drizzle-orm';
import { WalletRefusal, type WalletGuard } from '../wallet/plugin';
import type { SaferGamblingContext } from './context';
import { openReview } from './open-review';
import { SAFER_GAMBLING_MESSAGES } from './record-interaction';
import { harmReviews } from './schema';

export function createDepositPause(ctx: SaferGamblingContext): WalletGuard {
  return {
    name: 'safer-gambling',
    applies: (action) => action.action === 'deposit',
    async check(tx, action) {
      const [paused] = await tx
        .select({ id: harmReviews.id })
        .from(harmReviews)
        .where(and(eq(harmReviews.userId, action.userId), isNull(harmReviews.closedAt), eq(harmReviews.depositsPaused, true)));
      if (paused) throw new WalletRefusal(SAFER_GAMBLING_MESSAGES.depositsPaused);
    },
    after: async (_tx, action) => async () => {
      await openReview(ctx, action.userId);
    },
  };
}
