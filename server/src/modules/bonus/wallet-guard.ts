// The bonus's guard on the wallet: the maximum bet while a bonus is active, every casino stake counted
// towards wagering in the bet's own transaction (use-cases/count-stake.ts), a claimed deposit match
// granted when its deposit is credited (use-cases/grant-deposit-match.ts), the bonus a confirmed
// withdrawal gives up forfeited with it, a due bonus expired, and a rolled-back stake's wagering taken back.
import { sql } from 'drizzle-orm';
import { WalletRefusal, type AfterCommit, type GuardedAction, type WalletGuard } from '../wallet/plugin';
import type { BonusContext, OpenBonus } from './context';
import { BONUS_MESSAGES } from './messages';
import { end, isDue, lockOpen } from './open-bonus';
import { countStake } from './use-cases/count-stake';
import { expiredFollowUp } from './use-cases/expire-bonuses';
import { grantDepositMatch } from './use-cases/grant-deposit-match';

export function createWalletGuard(ctx: BonusContext): WalletGuard {
  const { open, unsure } = ctx;

  /**
   * what a guard's check did in the movement's transaction, for its after(): the follow-ups to announce,
   * and the open bonus it locked (still locked there and unchanged by the movement; undefined once ended)
   */
  const pending = new WeakMap<GuardedAction, { followUps: AfterCommit[]; bonus: OpenBonus | undefined }>();

  const guard: WalletGuard = {
    name: 'bonus',
    applies: ({ action, userId }) => (action === 'bet' || action === 'deposit' || action === 'withdraw') && (open.has(userId) || unsure.has(userId)),

    async check(tx, action, ops) {
      const followUps: AfterCommit[] = [];
      const bonus = await lockOpen(tx, action.userId);
      const checked = { followUps, bonus };
      pending.set(action, checked);
      if (!bonus) return;
      if (isDue(ctx, bonus.row)) {
        checked.bonus = undefined;
        followUps.push(expiredFollowUp(ctx, bonus, await end(ctx, tx, ops, bonus, 'expired')));
        return;
      }
      if (bonus.row.status !== 'active') return;
      // a free bet token holds no money: no maximum bet for the player's own stakes, nothing a withdrawal forfeits
      if (bonus.campaign.kind === 'free_bet') return;
      if (action.action === 'bet' && action.amount > bonus.row.wagering.maxBet) {
        throw new WalletRefusal(BONUS_MESSAGES.maxBet, { amount: { money: bonus.row.wagering.maxBet } });
      }
      if (action.action === 'withdraw') {
        if (!action.forfeitBonus) {
          const money = (await ops.spendable(action.userId))?.bonus ?? 0;
          // a bonus holding no money (free spins before they win) is forfeited all the same (docs/product/bonuses.md)
          if (money === 0) throw new WalletRefusal(BONUS_MESSAGES.withdrawForfeitsBonus, {}, 409);
          throw new WalletRefusal(BONUS_MESSAGES.withdrawForfeits, { amount: { money } }, 409);
        }
        // forfeited first, in the hold's transaction: the withdrawal and the forfeit commit together
        checked.bonus = undefined;
        await end(ctx, tx, ops, bonus, 'forfeited');
        followUps.push(() => ctx.announceOpen(action.userId));
      }
    },

    async after(tx, action, movement, ops) {
      const checked = pending.get(action);
      pending.delete(action);
      const followUps = checked?.followUps ?? [];
      if (action.action === 'bet' || action.action === 'deposit') {
        // the bonus check() locked in this transaction: no second read of it
        const bonus = checked ? checked.bonus : await lockOpen(tx, action.userId);
        if (bonus?.row.status === 'active' && action.action === 'bet' && bonus.campaign.kind !== 'free_bet') {
          const done = await countStake(ctx, tx, ops, bonus, action, movement.transactionId);
          if (done) followUps.push(done);
        }
        if (bonus?.row.status === 'awaiting_deposit' && action.action === 'deposit' && action.amount >= (bonus.campaign.minDeposit ?? 0)) {
          const done = await grantDepositMatch(ctx, tx, ops, bonus, action, movement.transactionId);
          if (done) followUps.push(done);
        }
      }
      if (followUps.length === 0) return;
      return async () => {
        for (const followUp of followUps) await followUp();
      };
    },

    async rolledBack(tx, { userId, transactionId }) {
      if (!open.has(userId) && !unsure.has(userId)) return;
      // the stake never happened: what it counted towards wagering is taken back
      await tx.execute(sql`
        WITH gone AS (
          DELETE FROM bonus_wagers w USING player_bonuses b
          WHERE w.transaction_id = ${transactionId} AND b.id = w.bonus_id AND b.status = 'active'
          RETURNING w.bonus_id, w.counted)
        UPDATE player_bonuses b SET wagered = GREATEST(b.wagered - gone.counted, 0) FROM gone WHERE b.id = gone.bonus_id`);
    },
  };
  return guard;
}
