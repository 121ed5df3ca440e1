import type { Db } from '../../../db/client';
import type { AfterCommit, GuardedAction, WalletOps } from '../../wallet/plugin';
import { share, type BonusContext, type OpenBonus } from '../context';
import { instrumentFree, personFree } from '../eligibility';
import { notify } from '../messages';
import { end, grant } from '../open-bonus';

/**
 * A claimed deposit match is granted when its deposit is credited, in the deposit's transaction: the
 * campaign's share of the deposit, up to its maximum (the wallet guard checks the minimum deposit). A
 * once-per-device bonus paid from an instrument another account already took it with is forfeited, and
 * so is one whose player is by now linked to an account that had it (multi-accounting).
 */
export async function grantDepositMatch(
  ctx: BonusContext,
  tx: Db,
  ops: WalletOps,
  bonus: OpenBonus,
  action: GuardedAction,
  transactionId: number,
): Promise<AfterCommit | void> {
  const amount = Math.min(share(action.amount, bonus.campaign.percent ?? 0), bonus.campaign.maxAmount ?? Number.MAX_SAFE_INTEGER);
  const taken = (bonus.campaign.oncePer === 'device' && !(await instrumentFree(tx, bonus, transactionId))) || !(await personFree(ctx, tx, bonus));
  if (taken) {
    // the deposit stands; the bonus it would have earned was another account's (one person's) already
    await end(ctx, tx, ops, bonus, 'forfeited');
    return () => ctx.announceOpen(action.userId);
  } else if (amount > 0) {
    await grant(ctx, tx, ops, bonus, amount);
    return async () => {
      await ctx.announceOpen(action.userId);
      await notify(ctx, action.userId, 'granted', amount, bonus.campaign);
    };
  }
}
