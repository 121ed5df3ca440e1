import { eq } from 'drizzle-orm';
import { HttpError } from '../../../http/errors';
import type { ProtectionContext } from '../context';
import { PROTECTION_MESSAGES } from '../messages';
import { event, lockRow } from '../protection-row';
import { playerProtection } from '../schema';

/** the interval the player's reality check runs at: their choice, else their licence's default (null: off) */
export const realityCheckInterval = (ctx: Pick<ProtectionContext, 'licence'>, chosen: number | null | undefined): number | null =>
  chosen ?? ctx.licence.realityCheck.defaultMinutes;

/**
 * The player chooses their reality check's interval among those the licence offers; a licence that makes
 * it mandatory refuses switching it off (stored null would fall back to the default, which is not "off").
 */
export async function setRealityCheck(ctx: ProtectionContext, userId: number, minutes: number | null): Promise<void> {
  const { db, licence } = ctx;
  if (minutes === null && licence.realityCheck.mandatory) throw new HttpError(400, PROTECTION_MESSAGES.realityCheckMandatory);
  if (minutes !== null && !licence.realityCheck.intervalsMinutes.includes(minutes)) throw new HttpError(400, PROTECTION_MESSAGES.realityCheckInterval);
  await db.transaction(async (tx) => {
    await lockRow(tx, userId);
    await tx.update(playerProtection).set({ realityCheckMinutes: minutes }).where(eq(playerProtection.userId, userId));
    await event(ctx, tx, userId, 'reality_check', { minutes });
  });
}
