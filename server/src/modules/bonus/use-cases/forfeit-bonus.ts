import { and, eq, type SQL } from 'drizzle-orm';
import type { PlayerBonus } from '@arena/contracts';
import type { Locale } from '../../../i18n/translations';
import { HttpError } from '../../../http/errors';
import { OPEN_STATUSES, type BonusContext, type OpenBonus, type OperatorStep } from '../context';
import { BONUS_MESSAGES } from '../messages';
import { end, toPlayerBonus } from '../open-bonus';
import { bonusCampaigns, playerBonuses, type BonusRow } from '../schema';

/** Forfeits the open bonus `which` finds: its bonus money is removed. */
async function forfeitOpen(ctx: BonusContext, which: SQL, within?: OperatorStep<{ before: BonusRow; after: BonusRow }>): Promise<OpenBonus> {
  const { wallet, announceOpen } = ctx;
  const forfeited = await wallet.transaction(async (tx, ops) => {
    const [found] = await tx
      .select({ row: playerBonuses, campaign: bonusCampaigns })
      .from(playerBonuses)
      .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, playerBonuses.campaignId))
      .where(which)
      .for('update', { of: playerBonuses });
    if (!found) throw new HttpError(404, BONUS_MESSAGES.bonusNotFound);
    if (!(OPEN_STATUSES as readonly string[]).includes(found.row.status)) throw new HttpError(400, BONUS_MESSAGES.ended);
    if (found.row.freeBetId !== null) throw new HttpError(400, BONUS_MESSAGES.freeBetOnBet);
    await end(ctx, tx, ops, found, 'forfeited');
    const [row] = await tx.select().from(playerBonuses).where(eq(playerBonuses.id, found.row.id));
    await within?.(tx, { before: found.row, after: row });
    return { row, campaign: found.campaign };
  });
  await announceOpen(forfeited.row.userId);
  return forfeited;
}

/** The player gives up an open bonus: its bonus money is removed. */
export async function forfeitBonus(ctx: BonusContext, userId: number, bonusId: number, locale: Locale): Promise<PlayerBonus> {
  const forfeited = await forfeitOpen(ctx, and(eq(playerBonuses.id, bonusId), eq(playerBonuses.userId, userId))!);
  return toPlayerBonus(forfeited, locale, 0);
}

/** An operator forfeits a player's open bonus; `within` runs in its transaction (the audit entry) with the bonus before and after. */
export async function forfeitBonusByOperator(ctx: BonusContext, bonusId: number, within: OperatorStep<{ before: BonusRow; after: BonusRow }>): Promise<void> {
  await forfeitOpen(ctx, eq(playerBonuses.id, bonusId), within);
}
