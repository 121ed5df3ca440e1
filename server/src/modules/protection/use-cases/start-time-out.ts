import { HOUR_MS, type ProtectionContext } from '../context';
import { exclude } from './start-exclusion';

/** A time-out of `days` days: no play, deposits or login until it ends. */
export const startTimeOut = (ctx: ProtectionContext, userId: number, password: string, days: number) =>
  exclude(ctx, userId, password, 'time_out', ctx.clock.now() + days * 24 * HOUR_MS);
