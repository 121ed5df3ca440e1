import { eq, sql } from 'drizzle-orm';
import { HttpError } from '../../../http/errors';
import { licensedTerms, rowsOf, type BonusContext, type OperatorStep } from '../context';
import { admitted, campaignOr404 } from '../eligibility';
import { BONUS_MESSAGES, notify } from '../messages';
import { grant } from '../open-bonus';
import { bonusCampaigns, bonusClaimMarks, playerBonuses, type BonusRow, type CampaignRow } from '../schema';
import { refresh } from './refresh-bonuses';

/**
 * An operator grants a campaign to a player, eligibility aside (an excluded or locked player still
 * cannot have one, nor a player holding an open bonus). `key` is the request's Idempotency-Key: a
 * retry answers the bonus the first request granted and moves no money again. `within` runs in the
 * grant's transaction (the audit entry).
 */
export async function grantBonusByOperator(
  ctx: BonusContext,
  { userId, campaignId, amount, key }: { userId: number; campaignId: number; amount: number | undefined; key: string },
  within: OperatorStep<BonusRow>,
): Promise<{ row: BonusRow; campaign: CampaignRow; replayed: boolean }> {
  const { wallet, now, announceOpen } = ctx;
  const refused = await admitted(ctx, userId);
  if (refused) throw new HttpError(refused.status, refused.reason, refused.params);
  await refresh(ctx, userId);
  const mark = `operator:${key}`;
  const granted = await wallet.transaction(async (tx, ops) => {
    // one grant of a player at a time: a retry waits for the first request and then finds its mark
    const [player] = rowsOf<{ id: number }>(await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`));
    if (!player) throw new HttpError(404, BONUS_MESSAGES.playerNotFound);
    const [earlier] = await tx
      .select({ row: playerBonuses, campaign: bonusCampaigns })
      .from(bonusClaimMarks)
      .innerJoin(playerBonuses, eq(playerBonuses.id, bonusClaimMarks.bonusId))
      .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, playerBonuses.campaignId))
      .where(eq(bonusClaimMarks.mark, mark));
    if (earlier) {
      if (earlier.row.userId !== userId || earlier.campaign.id !== campaignId) throw new HttpError(409, BONUS_MESSAGES.keyReused);
      return { ...earlier, amount: earlier.row.amount, replayed: true };
    }
    const campaign = await campaignOr404(tx, campaignId);
    const fixed =
      campaign.kind === 'free_spins'
        ? (campaign.spins ?? 0) * (campaign.spinValue ?? 0)
        : campaign.kind === 'free_bet' || campaign.kind === 'trial'
          ? (campaign.maxAmount ?? 0)
          : 0;
    const money = amount ?? fixed;
    if (money <= 0) throw new HttpError(400, BONUS_MESSAGES.amountNeeded);
    const [row] = await tx
      .insert(playerBonuses)
      .values({ userId, campaignId, status: 'awaiting_deposit', wagering: licensedTerms(ctx, campaign.wagering), createdAt: now() })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new HttpError(409, BONUS_MESSAGES.playerHasOpen);
    await tx.insert(bonusClaimMarks).values({ campaignId, mark, bonusId: row.id });
    await grant(ctx, tx, ops, { row, campaign }, money);
    const [after] = await tx.select().from(playerBonuses).where(eq(playerBonuses.id, row.id));
    await within(tx, after);
    return { row: after, campaign, amount: money, replayed: false };
  });
  if (!granted.replayed) {
    await announceOpen(userId);
    await notify(ctx, userId, 'granted', granted.amount, granted.campaign);
  }
  return granted;
}
