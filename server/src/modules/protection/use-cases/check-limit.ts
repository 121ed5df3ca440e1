// A deposit, bet or launch is held to the player's limits in force, inside the movement's transaction.
import type { Db } from '../../../db/client';
import type { MessageParam } from '../../../http/errors';
import { WalletRefusal, type GuardedAction } from '../../wallet/plugin';
import type { LimitRow, ProtectionContext } from '../context';
import { LIMIT_REFUSALS } from '../messages';
import { periodOf } from '../periods';
import { usage } from '../usage';

/**
 * Whether a movement of `amount` passes `limit` when `used` of it is spent in its period: null, or the
 * refusal. A play-time limit refuses once its minutes are used up; a deposit or loss limit refuses an
 * amount above what is left, saying how much is.
 */
export function limitRefusal(
  limit: Pick<LimitRow, 'kind' | 'period' | 'amount'>,
  used: number,
  amount: number,
): { message: string; params?: Record<string, MessageParam> } | null {
  const messages = LIMIT_REFUSALS[limit.period];
  const left = Math.max(0, limit.amount - used);
  if (limit.kind === 'session') {
    if (left === 0) return { message: messages.session };
    return null;
  }
  if (amount <= left) return null;
  if (left === 0) return { message: limit.kind === 'deposit' ? messages.depositReached : messages.lossReached };
  return { message: limit.kind === 'deposit' ? messages.deposit : messages.loss, params: { amount: { money: left } } };
}

/** refuses `action` when a limit in force would be passed (inside the movement's transaction) */
export async function checkLimit(ctx: ProtectionContext, on: Db, limit: LimitRow, action: GuardedAction): Promise<void> {
  const period = periodOf(limit.period, ctx.clock.now());
  const used = await usage(ctx, on, action.userId, limit.kind, period);
  const refusal = limitRefusal(limit, used, action.amount);
  if (refusal) throw new WalletRefusal(refusal.message, refusal.params);
}
