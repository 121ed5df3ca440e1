import { eq } from 'drizzle-orm';
import type { PlayerBonus } from '@arena/contracts';
import { HttpError } from '../../../http/errors';
import { DAY_MS, licensedTerms, type BonusContext } from '../context';
import { admitted, assess, campaignOr404, type ClaimContext } from '../eligibility';
import { BONUS_MESSAGES, notify, type BonusMessage } from '../messages';
import { grant, toPlayerBonus } from '../open-bonus';
import { bonusClaimMarks, playerBonuses, trialBonusGrants } from '../schema';
import { TRIAL_BONUS_SLUG } from '../seed';
import { refresh } from './refresh-bonuses';

const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** Claims a campaign: a deposit match waits for its deposit, every other kind is credited now. */
export async function claimBonus(
  ctx: BonusContext,
  userId: number,
  offerId: number,
  code: string | undefined,
  { locale, ...signals }: ClaimContext,
): Promise<{ bonus: PlayerBonus; message: BonusMessage }> {
  const { wallet, clock, accounts, announceOpen } = ctx;
  const refused = await admitted(ctx, userId);
  if (refused) throw new HttpError(refused.status, refused.reason, refused.params);
  await refresh(ctx, userId);
  const claimed = await wallet.transaction(async (tx, ops) => {
    const campaign = await campaignOr404(tx, offerId);
    const verdict = await assess(ctx, tx, campaign, userId, signals, true);
    if ('refusal' in verdict) throw new HttpError(verdict.refusal.status, verdict.refusal.message, verdict.refusal.params);
    if (campaign.code !== null && !sameCode(code ?? '', campaign.code)) throw new HttpError(400, BONUS_MESSAGES.code);
    const at = clock.now();
    const [row] = await tx
      .insert(playerBonuses)
      .values({
        userId,
        campaignId: campaign.id,
        status: 'awaiting_deposit',
        wagering: licensedTerms(ctx, campaign.wagering),
        createdAt: new Date(at),
        expiresAt: new Date(at + campaign.claimDays * DAY_MS),
      })
      .onConflictDoNothing()
      .returning();
    // the one-open-bonus index decides between racing claims
    if (!row) throw new HttpError(409, BONUS_MESSAGES.open);
    const marked = await tx
      .insert(bonusClaimMarks)
      .values(verdict.marks.map((mark) => ({ campaignId: campaign.id, mark, bonusId: row.id })))
      .onConflictDoNothing()
      .returning({ mark: bonusClaimMarks.mark });
    if (marked.length < verdict.marks.length) throw new HttpError(409, BONUS_MESSAGES.claimed);
    // the site's trial bonus was once granted as cash, recorded here: a phone or player that had it then has had it
    if (campaign.slug === TRIAL_BONUS_SLUG) {
      const phone = verdict.phone ?? (await accounts.lockVerifiedPhone(userId, tx));
      if (phone === null) throw new HttpError(400, BONUS_MESSAGES.phone);
      const recorded = await tx
        .insert(trialBonusGrants)
        .values({ phone, userId, amount: verdict.amount ?? 0 })
        .onConflictDoNothing()
        .returning({ phone: trialBonusGrants.phone });
      if (recorded.length === 0) throw new HttpError(409, BONUS_MESSAGES.claimed);
    }
    if (verdict.amount !== null) await grant(ctx, tx, ops, { row, campaign }, verdict.amount);
    const [after] = await tx.select().from(playerBonuses).where(eq(playerBonuses.id, row.id));
    return { row: after, campaign, amount: verdict.amount };
  });
  await announceOpen(userId);
  if (claimed.amount !== null) await notify(ctx, userId, 'granted', claimed.amount, claimed.campaign);
  const message: BonusMessage =
    claimed.amount === null
      ? { message: BONUS_MESSAGES.awaitingDeposit, params: { amount: { money: claimed.campaign.minDeposit ?? 0 } } }
      : { message: BONUS_MESSAGES.granted };
  return { bonus: toPlayerBonus(claimed, locale, await wallet.bonusBalance(userId)), message };
}
