import { and, eq, lte, sql } from 'drizzle-orm';
import type { PlayerBonus } from '@arena/contracts';
import { HttpError } from '../../../http/errors';
import type { BonusContext } from '../context';
import type { ClaimContext } from '../eligibility';
import { BONUS_MESSAGES, type BonusMessage } from '../messages';
import { bonusCampaigns, type CampaignRow } from '../schema';
import { TRIAL_BONUS_SLUG } from '../seed';
import { claimBonus } from './claim-bonus';

/** The site's trial bonus campaign when it is on offer now. */
async function openTrial(ctx: BonusContext): Promise<CampaignRow | undefined> {
  const { db, now } = ctx;
  const at = now();
  const [trial] = await db
    .select()
    .from(bonusCampaigns)
    .where(
      and(
        eq(bonusCampaigns.slug, TRIAL_BONUS_SLUG),
        eq(bonusCampaigns.enabled, true),
        lte(bonusCampaigns.startsAt, at),
        sql`(${bonusCampaigns.endsAt} IS NULL OR ${bonusCampaigns.endsAt} > ${at.toISOString()}::timestamptz)`,
      ),
    );
  return trial;
}

/** The trial bonus's amount on offer now (0: none). */
export async function trialAmount(ctx: BonusContext): Promise<number> {
  return (await openTrial(ctx))?.maxAmount ?? 0;
}

/** Claims the trial bonus (bonus/definetrialbonus): bonus money under its campaign's wagering, as any bonus. */
export async function claimTrial(ctx: BonusContext, userId: number, context: ClaimContext): Promise<{ bonus: PlayerBonus; message: BonusMessage }> {
  const trial = await openTrial(ctx);
  if (!trial?.maxAmount) throw new HttpError(400, BONUS_MESSAGES.noTrial);
  return claimBonus(ctx, userId, trial.id, undefined, context);
}
