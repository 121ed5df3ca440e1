// What the bonus module says to players: its refusals and answers, and the notifications of a bonus's
// grant, completion and expiry.
import { eq } from 'drizzle-orm';
import { NotificationType } from '@arena/contracts';
import type { MessageParam } from '../../http/errors';
import { casinoGames } from '../casino';
import type { NotificationParams } from '../notifications/plugin';
import type { BonusContext } from './context';
import type { CampaignRow } from './schema';

export const BONUS_MESSAGES = {
  offerNotFound: 'This bonus offer was not found.',
  bonusNotFound: 'The bonus was not found.',
  claimed: 'You have already claimed this bonus.',
  open: 'You already have an active bonus. Finish or forfeit it before claiming another.',
  code: 'The bonus code is not valid.',
  newPlayers: 'This bonus is for new players only.',
  firstDeposit: 'This bonus is for your first deposit only.',
  window: 'This bonus is not available at the moment.',
  phone: 'Verify your phone number to claim this bonus.',
  device: 'This bonus can only be claimed from a recognised device.',
  restricted: 'Bonuses are not available on this account. Please contact support.',
  noLosses: 'You have no net losses to pay back in this period.',
  ended: 'This bonus has already ended.',
  maxBet: 'The maximum bet while a bonus is active is {amount}.',
  withdrawForfeits: 'You have an active bonus: a withdrawal now forfeits its bonus money of {amount}. Confirm the withdrawal to forfeit it.',
  withdrawForfeitsBonus: 'You have an active bonus: a withdrawal now forfeits it. Confirm the withdrawal to forfeit it.',
  awaitingDeposit: 'Bonus claimed: deposit at least {amount} to receive it.',
  granted: 'Your bonus has been credited.',
  forfeited: 'The bonus has been forfeited.',
  playerNotFound: 'The player does not exist.',
  keyReused: 'This Idempotency-Key was already used for a different request.',
  amountNeeded: 'Enter the bonus amount for this campaign.',
  playerHasOpen: 'The player already has an open bonus. It must end or be forfeited first.',
  noFreeSpins: 'You have no free spins left.',
  freeSpinTerms: 'Your free spins are for {game} at a stake of {amount}.',
  noFreeBet: 'You have no free bet to use.',
  freeBetOnBet: 'This free bet is on an open bet: its bet settles it.',
  freeBetTerms: 'Your free bet is one single or accumulator bet with a stake of {amount}, at odds of {odds} or more.',
  noTrial: 'There is no trial bonus at the moment.',
} as const;

/** a translation key with its params */
export interface BonusMessage {
  message: string;
  params?: Record<string, MessageParam>;
}

const NOTES = {
  granted: ['Bonus credited', 'A bonus of {amount} has been added to your bonus balance: {title}.'],
  completed: ['Bonus wagering completed', 'You completed the wagering of {title}: {amount} is now in your cash balance.'],
  expired: ['Bonus expired', '{title} has expired and its bonus money of {amount} has been removed.'],
} as const;
const GRANTED_FREE_SPINS = ['Free spins credited', 'You have received {spins} free spins on {game}: {title}.'] as const;
const GRANTED_FREE_BET = ['Free bet credited', 'You have received a {amount} free bet: {title}.'] as const;

/** a grant's wording: free spins on their game and a free bet are not bonus money */
async function grantedNote({ db }: BonusContext, campaign: CampaignRow, amount: number): Promise<readonly [string, string, NotificationParams]> {
  if (campaign.kind === 'free_spins') {
    const gameCode = campaign.gameCode ?? '';
    const [game] = await db.select({ name: casinoGames.name }).from(casinoGames).where(eq(casinoGames.gameCode, gameCode));
    return [...GRANTED_FREE_SPINS, { spins: String(campaign.spins ?? 0), game: game?.name ?? gameCode }];
  }
  return [...(campaign.kind === 'free_bet' ? GRANTED_FREE_BET : NOTES.granted), { amount: { money: amount } }];
}

export const notify = async (ctx: BonusContext, userId: number, which: keyof typeof NOTES, amount: number, campaign: CampaignRow) => {
  const [title, note, params] = which === 'granted' ? await grantedNote(ctx, campaign, amount) : [...NOTES[which], { amount: { money: amount } }];
  await ctx.notifications.notify(userId, { type: NotificationType.Bonus, title, note, params: { ...params, title: { text: campaign.title } } });
};
