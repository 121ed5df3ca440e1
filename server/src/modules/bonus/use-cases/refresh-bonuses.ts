import type { BonusContext } from '../context';
import { expireDue } from './expire-bonuses';
import { settleStray } from './settle-stray-bonus-money';

/** A player's bonuses brought up to date before they are read or claimed. */
export async function refresh(ctx: BonusContext, userId: number): Promise<void> {
  await expireDue(ctx, userId);
  await settleStray(ctx, userId);
}
