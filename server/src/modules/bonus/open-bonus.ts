// The small steps the bonus use cases share on a player's bonus: locking it, granting it, ending it,
// and how it reads to the player.
import { and, eq, inArray } from 'drizzle-orm';
import type { PlayerBonus } from '@arena/contracts';
import type { Db } from '../../db/client';
import type { Locale } from '../../i18n/translations';
import type { WalletOps } from '../wallet/plugin';
import { DAY_MS, OPEN_STATUSES, type BonusContext, type EndStatus, type OpenBonus } from './context';
import { bonusCampaigns, playerBonuses, type BonusRow } from './schema';

export async function lockOpen(tx: Db, userId: number): Promise<OpenBonus | undefined> {
  const [found] = await tx
    .select({ row: playerBonuses, campaign: bonusCampaigns })
    .from(playerBonuses)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, playerBonuses.campaignId))
    .where(and(eq(playerBonuses.userId, userId), inArray(playerBonuses.status, [...OPEN_STATUSES])))
    .for('update', { of: playerBonuses });
  return found;
}

/** Locks a bonus by its id, with its campaign. */
export async function lockBonus(tx: Db, bonusId: number): Promise<OpenBonus | undefined> {
  const [found] = await tx
    .select({ row: playerBonuses, campaign: bonusCampaigns })
    .from(playerBonuses)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, playerBonuses.campaignId))
    .where(eq(playerBonuses.id, bonusId))
    .for('update', { of: playerBonuses });
  return found;
}

export const isDue = ({ clock }: BonusContext, row: BonusRow) => row.expiresAt !== null && row.expiresAt.getTime() <= clock.now();

export function toPlayerBonus({ row, campaign }: OpenBonus, locale: Locale, balance: number): PlayerBonus {
  const isOpen = (OPEN_STATUSES as readonly string[]).includes(row.status);
  const money = row.status === 'active' ? balance : 0;
  return {
    id: row.id,
    offerId: campaign.id,
    kind: campaign.kind,
    title: campaign.title[locale],
    status: row.status,
    amount: row.amount,
    balance: money,
    spinsLeft: isOpen ? row.spinsLeft : 0,
    ...(campaign.kind === 'free_spins' && campaign.gameCode && campaign.spinValue ? { freeSpins: { game: campaign.gameCode, stake: campaign.spinValue } } : {}),
    ...(campaign.kind === 'free_bet' ? { freeBet: { stake: row.amount, minOdds: row.wagering.minOdds, inUse: row.freeBetId !== null } } : {}),
    wageringRequired: row.wageringRequired,
    wagered: Math.min(row.wagered, row.wageringRequired),
    wagering: row.wagering,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

/** Ends an open bonus: its bonus money becomes cash (completed) or goes back to the house. Returns the money settled. */
export async function end({ now }: BonusContext, tx: Db, ops: WalletOps, { row, campaign }: OpenBonus, status: EndStatus): Promise<number> {
  const money = row.status === 'active' ? ((await ops.spendable(row.userId))?.bonus ?? 0) : 0;
  if (money > 0) {
    // the statement's description: the campaign, as the player's statement names it
    const move = { userId: row.userId, amount: money, reason: campaign.title.en };
    if (status === 'completed') await ops.bonusConvert({ ...move, key: `bonus-convert:${row.id}` });
    else await ops.bonusRemove({ ...move, key: `bonus-remove:${row.id}` });
  }
  // unused free spins end with their bonus
  await tx.update(playerBonuses).set({ status, settled: money, spinsLeft: 0, endedAt: now() }).where(eq(playerBonuses.id, row.id));
  return money;
}

/**
 * Grants a bonus (at its claim, or at its deposit): it becomes active for its wagering days. A
 * free-spins bonus gets its campaign's spins and no money: its money is what the spins win.
 */
export async function grant({ clock }: BonusContext, tx: Db, ops: WalletOps, { row, campaign }: OpenBonus, amount: number): Promise<void> {
  const spins = campaign.kind === 'free_spins' ? (campaign.spins ?? 0) : 0;
  // a free bet is a token of `amount`: no money until its bet wins
  const token = campaign.kind === 'free_bet';
  const money = spins > 0 || token ? 0 : amount;
  if (money > 0) await ops.bonusCredit({ userId: row.userId, amount: money, key: `bonus-credit:${row.id}`, reason: campaign.title.en });
  await tx
    .update(playerBonuses)
    .set({
      status: 'active',
      amount: token ? amount : money,
      spinsLeft: spins,
      wageringRequired: money * row.wagering.multiplier,
      expiresAt: new Date(clock.now() + row.wagering.days * DAY_MS),
    })
    .where(eq(playerBonuses.id, row.id));
}
