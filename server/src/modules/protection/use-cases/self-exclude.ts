import type { ProtectionContext } from '../context';
import { exclude } from './start-exclusion';

/** `months` calendar months after `at` (UTC) */
function addMonths(at: number, months: number): number {
  const date = new Date(at);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
}

/** A self-exclusion of `months` calendar months: no play, deposits or login until it ends. */
export const selfExclude = (ctx: ProtectionContext, userId: number, password: string, months: number) =>
  exclude(ctx, userId, password, 'self_exclusion', addMonths(ctx.clock.now(), months));
