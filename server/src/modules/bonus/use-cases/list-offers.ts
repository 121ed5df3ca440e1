import { and, eq, lte, sql } from 'drizzle-orm';
import type { BonusOffer } from '@arena/contracts';
import type { MessageParam } from '../../../http/errors';
import { licensedTerms, type BonusContext } from '../context';
import { admitted, assess, type ClaimContext } from '../eligibility';
import { bonusCampaigns } from '../schema';
import { refresh } from './refresh-bonuses';

/** The campaigns open now, each with whether this player can claim it (and why not). */
export async function listOffers(
  ctx: BonusContext,
  userId: number,
  { locale, ...signals }: ClaimContext,
  translate: (key: string, params?: Record<string, MessageParam>) => string,
) {
  const { db, now } = ctx;
  await refresh(ctx, userId);
  const refused = await admitted(ctx, userId);
  const at = now();
  const campaigns = await db
    .select()
    .from(bonusCampaigns)
    .where(
      and(
        eq(bonusCampaigns.enabled, true),
        lte(bonusCampaigns.startsAt, at),
        sql`(${bonusCampaigns.endsAt} IS NULL OR ${bonusCampaigns.endsAt} > ${at.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(bonusCampaigns.sort, bonusCampaigns.id);
  const offers: BonusOffer[] = [];
  for (const campaign of campaigns) {
    const verdict = refused
      ? { refusal: { status: refused.status, message: refused.reason, params: refused.params } }
      : await assess(ctx, db, campaign, userId, signals, false);
    const offer: BonusOffer = {
      id: campaign.id,
      kind: campaign.kind,
      title: campaign.title[locale],
      description: campaign.description[locale],
      needsCode: campaign.code !== null,
      wagering: licensedTerms(ctx, campaign.wagering),
      startsAt: campaign.startsAt.toISOString(),
      endsAt: campaign.endsAt?.toISOString() ?? null,
      claimable: !('refusal' in verdict),
    };
    if (campaign.percent !== null) offer.percent = campaign.percent;
    if (campaign.minDeposit !== null) offer.minDeposit = campaign.minDeposit;
    if (campaign.maxAmount !== null) offer.maxAmount = campaign.maxAmount;
    if (campaign.spins !== null) offer.spins = campaign.spins;
    if (campaign.spinValue !== null) offer.spinValue = campaign.spinValue;
    if (campaign.gameCode !== null) offer.gameCode = campaign.gameCode;
    if ('refusal' in verdict) offer.reason = translate(verdict.refusal.message, verdict.refusal.params);
    offers.push(offer);
  }
  return offers;
}
