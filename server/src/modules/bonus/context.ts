// What every bonus use case works with: the module's dependencies, and which players hold an open
// bonus (in memory, so the wallet guard costs nothing for everyone else).
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { LicenceProfile, WageringTerms } from '@arena/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { PubSub } from '../../plugins/pubsub';
import type { AccountService } from '../auth/plugin';
import type { MultiAccountingService } from '../multi-accounting/plugin';
import type { NotificationService } from '../notifications/plugin';
import type { WalletService } from '../wallet/plugin';
import { playerBonuses, type BonusRow, type CampaignRow, type StakeCategory } from './schema';

export const OPEN_STATUSES = ['awaiting_deposit', 'active'] as const;
export type OpenStatus = (typeof OPEN_STATUSES)[number];
export type EndStatus = 'completed' | 'expired' | 'forfeited';

export const DAY_MS = 24 * 60 * 60 * 1000;
const BP = 10_000n;
/** minor units × basis points, rounded down, without passing 2^53 on the way */
export const share = (amount: number, bp: number) => Number((BigInt(amount) * BigInt(bp)) / BP);
/** the rows of a raw statement, from either driver */
export { rowsOf } from '../../db/client';

/** An open bonus locked for a change, with what its campaign says about it. */
export interface OpenBonus {
  row: BonusRow;
  campaign: CampaignRow;
}

/** an operator's own step (its audit entry) inside a bonus change's transaction */
export type OperatorStep<T> = (tx: Db, change: T) => Promise<void>;

export interface BonusDeps {
  db: Db;
  /** the players' time: expiry, claim windows, cashback periods (a dev server may shift it ahead) */
  clock: Clock;
  /** the time that stamps accounts and ledger rows (the database's), never shifted */
  recordClock: Clock;
  wallet: WalletService;
  notifications: NotificationService;
  accounts: AccountService;
  /** the accounts a player is one person with, for once-per-person bonuses (modules/multi-accounting) */
  people: Pick<MultiAccountingService, 'samePerson'>;
  pubsub: PubSub;
  log: FastifyBaseLogger;
  /** the site's licence: its cap on a bonus's wagering (config.licence.profile) */
  licence: LicenceProfile;
}

/**
 * A campaign's terms as the site's licence lets them stand: a wagering multiplier above the licence's cap
 * (UKGC: 10×) is lowered to it. The offer shows, the claim copies and the grant counts the same terms.
 */
export function licensedTerms({ licence }: Pick<BonusDeps, 'licence'>, terms: WageringTerms): WageringTerms {
  const cap = licence.bonus.maxWageringMultiplier;
  return cap !== null && terms.multiplier > cap ? { ...terms, multiplier: cap } : terms;
}

export interface BonusContext extends BonusDeps {
  /** the players' time now */
  now: () => Date;
  /** which players hold an open bonus, and its status */
  open: Map<number, OpenStatus>;
  /** changed elsewhere and not re-read yet: the guard asks the database (in the movement's transaction) */
  unsure: Set<number>;
  /** after a commit that opened or ended a bonus: this instance knows at once, the others on the announcement */
  announceOpen: (userId: number) => Promise<void>;
  /** what each game's stakes count as towards wagering, as read so far */
  categories: Map<string, StakeCategory>;
}

const CHANNEL = 'bonus-open-changed';

/** The context of one bonus service: loads which players hold an open bonus and follows the other instances' changes. */
export async function createBonusContext(deps: BonusDeps): Promise<BonusContext> {
  const { db, clock, pubsub, log } = deps;
  const now = () => new Date(clock.now());

  // ---- which players hold an open bonus: in memory, so the guard costs nothing for everyone else -------
  const open = new Map<number, OpenStatus>();
  /** changed elsewhere and not re-read yet: the guard asks the database (in the movement's transaction) */
  const unsure = new Set<number>();

  // Not the shared cache/player-set: its announcements carry the new membership, and two instances'
  // announcements of one player (a bonus ended on one, the next claimed on another) may arrive in either
  // order; re-reading the player on each announcement ends on what the database says.
  async function reload(userId: number): Promise<void> {
    unsure.add(userId);
    const [row] = await db
      .select({ status: playerBonuses.status })
      .from(playerBonuses)
      .where(and(eq(playerBonuses.userId, userId), inArray(playerBonuses.status, [...OPEN_STATUSES])));
    if (row) open.set(userId, row.status as OpenStatus);
    else open.delete(userId);
    unsure.delete(userId);
  }
  for (const row of await db
    .select({ userId: playerBonuses.userId, status: playerBonuses.status })
    .from(playerBonuses)
    .where(inArray(playerBonuses.status, [...OPEN_STATUSES])))
    open.set(row.userId, row.status as OpenStatus);
  await pubsub.subscribe(CHANNEL, (message) => {
    const userId = Number(message);
    unsure.add(userId);
    reload(userId).catch((error: unknown) => log.warn({ err: error, userId }, 'open bonus not re-read'));
  });
  /** after a commit that opened or ended a bonus: this instance knows at once, the others on the announcement */
  const announceOpen = async (userId: number) => {
    await reload(userId);
    await pubsub.publish(CHANNEL, String(userId));
  };

  return { ...deps, now, open, unsure, announceOpen, categories: new Map<string, StakeCategory>() };
}
