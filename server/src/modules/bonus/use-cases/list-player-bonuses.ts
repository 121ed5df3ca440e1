import { desc, eq } from 'drizzle-orm';
import type { PlayerBonuses } from '@arena/contracts';
import type { Locale } from '../../../i18n/translations';
import { OPEN_STATUSES, type BonusContext } from '../context';
import { toPlayerBonus } from '../open-bonus';
import { bonusCampaigns, playerBonuses } from '../schema';
import { refresh } from './refresh-bonuses';

/** The player's open and past bonuses (newest first), expiries brought up to date. */
export async function listPlayerBonuses(ctx: BonusContext, userId: number, locale: Locale): Promise<PlayerBonuses> {
  const { db, wallet } = ctx;
  await refresh(ctx, userId);
  const rows = await db
    .select({ row: playerBonuses, campaign: bonusCampaigns })
    .from(playerBonuses)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, playerBonuses.campaignId))
    .where(eq(playerBonuses.userId, userId))
    .orderBy(desc(playerBonuses.id))
    .limit(50);
  const bonusBalance = await wallet.bonusBalance(userId);
  const bonuses = rows.map((bonus) => toPlayerBonus(bonus, locale, bonusBalance));
  return {
    bonusBalance,
    active: bonuses.filter((bonus) => (OPEN_STATUSES as readonly string[]).includes(bonus.status)),
    past: bonuses.filter((bonus) => !(OPEN_STATUSES as readonly string[]).includes(bonus.status)),
  };
}
