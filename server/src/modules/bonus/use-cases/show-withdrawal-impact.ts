import { and, eq, ne } from 'drizzle-orm';
import type { WithdrawalImpact } from '@arena/contracts';
import type { Locale } from '../../../i18n/translations';
import type { BonusContext } from '../context';
import { bonusCampaigns, playerBonuses } from '../schema';
import { refresh } from './refresh-bonuses';

/**
 * What a withdrawal now would forfeit: the active bonus (even one holding no money yet, as free spins
 * before they win) and its money. A free bet is not forfeited by a withdrawal (wallet-guard.ts).
 */
export async function showWithdrawalImpact(ctx: BonusContext, userId: number, locale: Locale): Promise<WithdrawalImpact> {
  const { db, wallet } = ctx;
  await refresh(ctx, userId);
  const [found] = await db
    .select({ id: playerBonuses.id, title: bonusCampaigns.title })
    .from(playerBonuses)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, playerBonuses.campaignId))
    .where(and(eq(playerBonuses.userId, userId), eq(playerBonuses.status, 'active'), ne(bonusCampaigns.kind, 'free_bet')));
  if (!found) return { forfeit: 0, bonuses: [] };
  const balance = await wallet.bonusBalance(userId);
  return { forfeit: balance, bonuses: [{ id: found.id, title: found.title[locale], balance }] };
}
