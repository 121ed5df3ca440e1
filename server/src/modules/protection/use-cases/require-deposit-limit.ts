// A licence that asks for a deposit limit before any deposit (MGA PPD, UKGC: `limits.depositLimitRequired`)
// refuses a deposit from a player who has none in force. The payments module asks when a deposit is
// requested and again, in the credit's transaction, when the provider says it is paid, so a limit
// removed in between (after its cooling-off) never lets money in without one.
import { and, eq } from 'drizzle-orm';
import { DEPOSIT_LIMIT_REQUIRED, LIMITS_PAGE } from '@arena/contracts';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import type { ProtectionContext } from '../context';
import { PROTECTION_MESSAGES } from '../messages';
import { playerLimits } from '../schema';

/** whether the licence wants a deposit limit and the player has none in force (read in `on`) */
export async function depositLimitMissing(ctx: ProtectionContext, userId: number, on: Db = ctx.db): Promise<boolean> {
  if (!ctx.licence.limits.depositLimitRequired) return false;
  // a limit whose removal waits out its cooling-off is still in force until it is confirmed
  const [limit] = await on
    .select({ period: playerLimits.period })
    .from(playerLimits)
    .where(and(eq(playerLimits.userId, userId), eq(playerLimits.kind, 'deposit')))
    .limit(1);
  return limit === undefined;
}

/** Refuses (409, translated, naming the limits page, code DEPOSIT_LIMIT_REQUIRED) a deposit the licence wants a limit for first. */
export async function requireDepositLimit(ctx: ProtectionContext, userId: number): Promise<void> {
  if (await depositLimitMissing(ctx, userId)) {
    throw new HttpError(409, PROTECTION_MESSAGES.depositLimitRequired, { page: LIMITS_PAGE }, DEPOSIT_LIMIT_REQUIRED);
  }
}
