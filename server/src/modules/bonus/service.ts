// Bonus campaigns and the bonuses players hold (issue 15). A player holds at most one open bonus (a
// claimed deposit match awaiting its deposit, or a bonus being wagered): their bonus account in the
// ledger is that bonus's money. A guard on the wallet enforces the maximum bet, counts every casino
// stake towards wagering in the bet's own transaction (a sports bet counts when it settles), grants
// a claimed deposit match when its deposit is credited and forfeits the bonus a confirmed withdrawal
// gives up. Completion converts the bonus
// money to cash; expiry and forfeit remove it. A free-spins bonus holds spins instead of money: each
// is a round of its slot at its stake that the house pays for, whose win becomes the bonus's money. A
// sports free bet is a token: one bet at its value, which pays only its winnings, or comes back if void.
import { and, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  LiveBetStatus,
  NotificationType,
  TransactionType,
  type BonusOffer,
  type PlayerBonus,
  type PlayerBonuses,
  type WithdrawalImpact,
} from '@arena/contracts';
import { rouletteBetNumbers, type RouletteBet } from '@arena/provably-fair/roulette';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { Locale } from '../../i18n/translations';
import { HttpError, type MessageParam } from '../../http/errors';
import type { PubSub } from '../../plugins/pubsub';
import type { AccountService } from '../auth/plugin';
import { casinoGames, type GameKind } from '../casino';
import type { NotificationParams, NotificationService } from '../notifications/plugin';
import { ORIGINALS_PROVIDER } from '../originals/plugin';
import {
  ledgerTransactions,
  WalletRefusal,
  type AfterCommit,
  type GuardedAction,
  type WalletGuard,
  type WalletOps,
  type WalletService,
} from '../wallet/plugin';
import { bonusCampaigns, bonusClaimMarks, bonusWagers, playerBonuses, trialBonusGrants, type BonusRow, type CampaignRow, type StakeCategory } from './schema';
import { TRIAL_BONUS_SLUG } from './seed';

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
  noLosses: 'You have no net losses to pay back in this period.',
  ended: 'This bonus has already ended.',
  maxBet: 'The maximum bet while a bonus is active is {amount}.',
  withdrawForfeits: 'You have an active bonus: a withdrawal now forfeits its bonus money of {amount}. Confirm the withdrawal to forfeit it.',
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

const NOTES = {
  granted: ['Bonus credited', 'A bonus of {amount} has been added to your bonus balance: {title}.'],
  completed: ['Bonus wagering completed', 'You completed the wagering of {title}: {amount} is now in your cash balance.'],
  expired: ['Bonus expired', '{title} has expired and its bonus money of {amount} has been removed.'],
} as const;
const GRANTED_FREE_SPINS = ['Free spins credited', 'You have received {spins} free spins on {game}: {title}.'] as const;
const GRANTED_FREE_BET = ['Free bet credited', 'You have received a {amount} free bet: {title}.'] as const;

const OPEN_STATUSES = ['awaiting_deposit', 'active'] as const;
type OpenStatus = (typeof OPEN_STATUSES)[number];
type EndStatus = 'completed' | 'expired' | 'forfeited';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A once-per-device bonus claimed from an address refuses the same address for a day or two: marks
 * carry the day, and the day before is checked too. Not longer: a household or a mobile carrier's
 * shared address must not shut new players out for good (the other signals follow them instead).
 */
const ADDRESS_DAY_MS = DAY_MS;
const BP = 10_000n;
/** minor units × basis points, rounded down, without passing 2^53 on the way */
const share = (amount: number, bp: number) => Number((BigInt(amount) * BigInt(bp)) / BP);
const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();
/** the rows of a raw statement, from either driver */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The sportsbook's wallet identity (sports/bets/wallet-moves.ts): its rounds are sports:<bet id>. */
const SPORTS_PROVIDER = 'arena-sports';

/**
 * What a stake of each kind of game counts as towards wagering: crash and instant games never count
 * (a cash-out at 1.01× wins 98 % of the time), bingo, TV and virtual games count as table games.
 */
const KIND_CATEGORY: Record<GameKind, StakeCategory> = {
  slot: 'slots',
  table: 'table',
  live: 'live',
  crash: 'excluded',
  instant: 'excluded',
  virtual: 'table',
  bingo: 'table',
  tv: 'table',
};

/** A roulette round covering more of the table's 37 numbers than this counts nothing. */
const MAX_ROULETTE_COVERAGE = 24;

/** A sports bet as its settlement (or a correction of it) leaves it. */
interface SettledSportsBet {
  id: number;
  userId: number;
  status: 'won' | 'lost' | 'void';
  /** the stake still in the bet (a partial cash-out took the rest back) */
  stake: number;
  /** hundredths */
  price: number;
}

/** a translation key with its params */
export interface BonusMessage {
  message: string;
  params?: Record<string, MessageParam>;
}

interface Refusal extends BonusMessage {
  status: 400 | 403 | 404 | 409;
}

/** An open bonus locked for a change, with what its campaign says about it. */
interface OpenBonus {
  row: BonusRow;
  campaign: CampaignRow;
}

/** an operator's own step (its audit entry) inside a bonus change's transaction */
export type OperatorStep<T> = (tx: Db, change: T) => Promise<void>;

/** Who asks, as far as a request tells: what once-per-device eligibility is decided on. */
export interface ClaimSignals {
  /** the request's x-fingerprint: the client's own word, so never enough alone */
  fingerprint: string | null;
  /** the server's signed device id (auth/device-cookie.ts), null when the request carried no valid one */
  device: string | null;
  /** the client's address */
  ip: string;
}

export interface ClaimContext extends ClaimSignals {
  locale: Locale;
}

export interface BonusDeps {
  db: Db;
  /** the players' time: expiry, claim windows, cashback periods (a dev server may shift it ahead) */
  clock: Clock;
  /** the time that stamps accounts and ledger rows (the database's), never shifted */
  recordClock: Clock;
  wallet: WalletService;
  notifications: NotificationService;
  accounts: AccountService;
  pubsub: PubSub;
  log: FastifyBaseLogger;
}

export async function createBonusService({ db, clock, recordClock, wallet, notifications, accounts, pubsub, log }: BonusDeps) {
  const now = () => new Date(clock.now());

  // ---- which players hold an open bonus: in memory, so the guard costs nothing for everyone else -------
  const open = new Map<number, OpenStatus>();
  /** changed elsewhere and not re-read yet: the guard asks the database (in the movement's transaction) */
  const unsure = new Set<number>();
  const CHANNEL = 'bonus-open-changed';

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

  /** a grant's wording: free spins on their game and a free bet are not bonus money */
  async function grantedNote(campaign: CampaignRow, amount: number): Promise<readonly [string, string, NotificationParams]> {
    if (campaign.kind === 'free_spins') {
      const gameCode = campaign.gameCode ?? '';
      const [game] = await db.select({ name: casinoGames.name }).from(casinoGames).where(eq(casinoGames.gameCode, gameCode));
      return [...GRANTED_FREE_SPINS, { spins: String(campaign.spins ?? 0), game: game?.name ?? gameCode }];
    }
    return [...(campaign.kind === 'free_bet' ? GRANTED_FREE_BET : NOTES.granted), { amount: { money: amount } }];
  }

  const notify = async (userId: number, which: keyof typeof NOTES, amount: number, campaign: CampaignRow) => {
    const [title, note, params] = which === 'granted' ? await grantedNote(campaign, amount) : [...NOTES[which], { amount: { money: amount } }];
    await notifications.notify(userId, { type: NotificationType.Bonus, title, note, params: { ...params, title: { text: campaign.title } } });
  };

  // ---- reading ------------------------------------------------------------------------------------

  async function lockOpen(tx: Db, userId: number): Promise<OpenBonus | undefined> {
    const [found] = await tx
      .select({ row: playerBonuses, campaign: bonusCampaigns })
      .from(playerBonuses)
      .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, playerBonuses.campaignId))
      .where(and(eq(playerBonuses.userId, userId), inArray(playerBonuses.status, [...OPEN_STATUSES])))
      .for('update', { of: playerBonuses });
    return found;
  }

  const isDue = (row: BonusRow) => row.expiresAt !== null && row.expiresAt.getTime() <= clock.now();

  function toPlayerBonus({ row, campaign }: OpenBonus, locale: Locale, balance: number): PlayerBonus {
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
      ...(campaign.kind === 'free_spins' && campaign.gameCode && campaign.spinValue
        ? { freeSpins: { game: campaign.gameCode, stake: campaign.spinValue } }
        : {}),
      ...(campaign.kind === 'free_bet' ? { freeBet: { stake: row.amount, minOdds: row.wagering.minOdds, inUse: row.freeBetId !== null } } : {}),
      wageringRequired: row.wageringRequired,
      wagered: Math.min(row.wagered, row.wageringRequired),
      wagering: row.wagering,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt?.toISOString() ?? null,
      endedAt: row.endedAt?.toISOString() ?? null,
    };
  }

  /**
   * The payment instruments a player deposited with (bank account, Papara account) as claim marks: of
   * all their deposits, or of the one whose ledger movement is `transactionId`. A card keeps only its
   * last four digits (payments/service.ts) and a crypto deposit names no wallet: neither tells a person.
   */
  async function instrumentMarks(on: Db, userId: number, transactionId?: number): Promise<string[]> {
    const rows = rowsOf<{ iban: string | null; papara: string | null }>(
      await on.execute(sql`
        SELECT r.detail->>'Iban' AS iban, r.detail->>'PaparaNo' AS papara FROM payment_requests r
        WHERE r.user_id = ${userId} AND r.direction = ${TransactionType.Deposit}
          ${transactionId === undefined ? sql`` : sql`AND r.reference = (SELECT t.reference FROM ledger_transactions t WHERE t.id = ${transactionId})`}`),
    );
    const marks = new Set<string>();
    for (const { iban, papara } of rows) {
      if (iban) marks.add(`iban:${iban.replace(/\s/g, '').toUpperCase()}`);
      if (papara) marks.add(`papara:${papara.replace(/\D/g, '')}`);
    }
    return [...marks];
  }

  /**
   * A once-per-device deposit match is paid from an instrument: marked for its bonus now, and refused
   * (false) when that instrument already took this campaign's bonus on another account.
   */
  async function instrumentFree(tx: Db, { row, campaign }: OpenBonus, transactionId: number): Promise<boolean> {
    const marks = await instrumentMarks(tx, row.userId, transactionId);
    if (marks.length === 0) return true;
    // inserted first: a racing claim from the same instrument waits on the key, then sees this one's mark
    await tx
      .insert(bonusClaimMarks)
      .values(marks.map((mark) => ({ campaignId: campaign.id, mark, bonusId: row.id })))
      .onConflictDoNothing();
    const others = await tx
      .select({ mark: bonusClaimMarks.mark })
      .from(bonusClaimMarks)
      .where(and(eq(bonusClaimMarks.campaignId, campaign.id), inArray(bonusClaimMarks.mark, marks), sql`${bonusClaimMarks.bonusId} <> ${row.id}`))
      .limit(1);
    return others.length === 0;
  }

  /** Net loss (cash stakes − cash wins − cash rollbacks) since `since`, for cashback. */
  async function netLoss(on: Db, userId: number, since: Date): Promise<number> {
    const [row] = await on
      .select({
        loss: sql<string>`COALESCE(SUM(CASE ${ledgerTransactions.kind} WHEN 'bet' THEN 1 ELSE -1 END * (${ledgerTransactions.amount} - ${ledgerTransactions.bonusAmount})), 0)`,
      })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.userId, userId),
          inArray(ledgerTransactions.kind, ['bet', 'win', 'rollback']),
          sql`${ledgerTransactions.createdAt} >= ${since.toISOString()}::timestamptz`,
        ),
      );
    return Number(row.loss);
  }

  /**
   * Whether the player may claim `campaign` now: a refusal, or the claim's marks (once per player,
   * phone or device), the verified phone it was claimed with (once-per-phone campaigns) and the bonus
   * money it grants at once (null: a deposit match, granted later).
   */
  async function assess(
    on: Db,
    campaign: CampaignRow,
    userId: number,
    signals: ClaimSignals,
    lockPhone: boolean,
  ): Promise<{ refusal: Refusal } | { marks: string[]; phone: string | null; amount: number | null }> {
    const at = clock.now();
    // an account's age and the cashback window are measured on the clock that stamped the rows
    const recordedAt = recordClock.now();
    if (!campaign.enabled || campaign.startsAt.getTime() > at || (campaign.endsAt && campaign.endsAt.getTime() <= at)) {
      return { refusal: { status: 400, message: BONUS_MESSAGES.window } };
    }
    const [player] = rowsOf<{ created_at: string | Date; phone: string; personal_no: string; sms_verified: boolean; deposits: string | number }>(
      await on.execute(sql`
        SELECT u.created_at, u.phone, u.personal_no, u.sms_verified,
          (SELECT count(*) FROM ledger_transactions t WHERE t.user_id = u.id AND t.kind = 'deposit') AS deposits
        FROM users u WHERE u.id = ${userId}`),
    );
    if (!player) return { refusal: { status: 404, message: BONUS_MESSAGES.offerNotFound } };
    if (campaign.newPlayerDays !== null && new Date(player.created_at).getTime() < recordedAt - campaign.newPlayerDays * DAY_MS) {
      return { refusal: { status: 400, message: BONUS_MESSAGES.newPlayers } };
    }
    if (campaign.firstDepositOnly && Number(player.deposits) > 0) return { refusal: { status: 400, message: BONUS_MESSAGES.firstDeposit } };
    if (open.has(userId) && !unsure.has(userId)) return { refusal: { status: 409, message: BONUS_MESSAGES.open } };

    // cashback can be claimed once per period: its marks carry the period's number
    const period = campaign.cashbackDays ? `:${Math.floor(at / (campaign.cashbackDays * DAY_MS))}` : '';
    const marks = [`player:${userId}${period}`];
    /** marks of earlier claims that refuse this one without being this claim's own (the address's day before) */
    const seen: string[] = [];
    let phone: string | null = null;
    if (campaign.oncePer === 'phone') {
      phone = lockPhone ? await accounts.lockVerifiedPhone(userId, on) : player.sms_verified ? player.phone : null;
      if (phone === null) return { refusal: { status: 400, message: BONUS_MESSAGES.phone } };
      marks.push(`phone:${phone}${period}`);
    }
    if (campaign.oncePer === 'device') {
      const { fingerprint, device, ip } = signals;
      if (fingerprint === null && device === null) return { refusal: { status: 400, message: BONUS_MESSAGES.device } };
      // the fingerprint is whatever the client sends: the person is also known by what the server holds
      // (their signed device cookie, registered phone and national ID, the instruments they paid with, their
      // address for a while), and any of them already marked by another claim refuses this one
      const day = Math.floor(at / ADDRESS_DAY_MS);
      const person = [
        ...(fingerprint === null ? [] : [`device:${fingerprint}`]),
        ...(device === null ? [] : [`device-cookie:${device}`]),
        `phone:${player.phone}`,
        `national-id:${player.personal_no}`,
        `ip:${ip}:${day}`,
        ...(await instrumentMarks(on, userId)),
      ];
      marks.push(...person.map((mark) => `${mark}${period}`));
      seen.push(`ip:${ip}:${day - 1}${period}`);
    }
    const taken = await on
      .select({ mark: bonusClaimMarks.mark })
      .from(bonusClaimMarks)
      .where(and(eq(bonusClaimMarks.campaignId, campaign.id), inArray(bonusClaimMarks.mark, [...marks, ...seen])))
      .limit(1);
    if (taken.length > 0) return { refusal: { status: 409, message: BONUS_MESSAGES.claimed } };
    if (campaign.slug === TRIAL_BONUS_SLUG) {
      const [had] = rowsOf<{ one: number }>(
        await on.execute(sql`SELECT 1 AS one FROM trial_bonus_grants WHERE user_id = ${userId} OR phone = ${player.phone} LIMIT 1`),
      );
      if (had) return { refusal: { status: 409, message: BONUS_MESSAGES.claimed } };
    }

    switch (campaign.kind) {
      case 'deposit_match':
        return { marks, phone, amount: null };
      case 'free_spins':
        return { marks, phone, amount: (campaign.spins ?? 0) * (campaign.spinValue ?? 0) };
      case 'cashback': {
        // the losses since the previous cashback of this campaign are not paid back twice
        const [previous] = await on
          .select({ at: playerBonuses.createdAt })
          .from(playerBonuses)
          .where(and(eq(playerBonuses.userId, userId), eq(playerBonuses.campaignId, campaign.id)))
          .orderBy(desc(playerBonuses.createdAt))
          .limit(1);
        // the previous bonus is stamped on the players' clock: moved back onto the rows' clock
        const since = Math.max(recordedAt - (campaign.cashbackDays ?? 7) * DAY_MS, (previous?.at.getTime() ?? 0) - (at - recordedAt));
        const loss = await netLoss(on, userId, new Date(since));
        const amount = Math.min(share(Math.max(loss, 0), campaign.percent ?? 0), campaign.maxAmount ?? Number.MAX_SAFE_INTEGER);
        if (amount <= 0) return { refusal: { status: 400, message: BONUS_MESSAGES.noLosses } };
        return { marks, phone, amount };
      }
      case 'free_bet':
      case 'trial':
        return { marks, phone, amount: campaign.maxAmount ?? 0 };
    }
  }

  // ---- money --------------------------------------------------------------------------------------

  /** Ends an open bonus: its bonus money becomes cash (completed) or goes back to the house. Returns the money settled. */
  async function end(tx: Db, ops: WalletOps, { row, campaign }: OpenBonus, status: EndStatus): Promise<number> {
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
  async function grant(tx: Db, ops: WalletOps, { row, campaign }: OpenBonus, amount: number): Promise<void> {
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

  /** Locks a bonus by its id, with its campaign. */
  async function lockBonus(tx: Db, bonusId: number): Promise<OpenBonus | undefined> {
    const [found] = await tx
      .select({ row: playerBonuses, campaign: bonusCampaigns })
      .from(playerBonuses)
      .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, playerBonuses.campaignId))
      .where(eq(playerBonuses.id, bonusId))
      .for('update', { of: playerBonuses });
    return found;
  }

  const categories = new Map<string, StakeCategory>();
  /** What a stake counts as: sports, or its game's own kind, never the lobby categories that list it. */
  async function categoryOf(tx: Db, action: GuardedAction): Promise<StakeCategory> {
    if (action.provider === SPORTS_PROVIDER) return 'sports';
    const code = action.gameCode ?? '';
    const known = categories.get(code);
    if (known) return known;
    const [row] = await tx.select({ kind: casinoGames.kind }).from(casinoGames).where(eq(casinoGames.gameCode, code));
    const category = KIND_CATEGORY[row?.kind ?? 'table'];
    if (row) categories.set(code, category);
    return category;
  }

  /**
   * The numbers of the roulette table the player covers in the round of `action` (the single-player
   * Roulette's slip, or all their bets of an auto-roulette round so far); 0 for any other game.
   */
  async function rouletteCoverage(tx: Db, action: GuardedAction): Promise<number> {
    if (action.provider !== ORIGINALS_PROVIDER) return 0;
    const round = /^(?:round|live-auto-roulette)-(\d+)$/.exec(action.roundId ?? '')?.[1];
    if (!round) return 0;
    let bets: RouletteBet[] = [];
    if (action.gameCode === 'roulette') {
      const [row] = rowsOf<{ bets: RouletteBet[] | null }>(
        await tx.execute(sql`SELECT params->'bets' AS bets FROM originals_rounds WHERE id = ${Number(round)} AND user_id = ${action.userId}`),
      );
      bets = row?.bets ?? [];
    } else if (action.gameCode === 'auto-roulette') {
      bets = rowsOf<{ bet: RouletteBet }>(
        await tx.execute(sql`
          SELECT params AS bet FROM live_bets
          WHERE round_id = ${Number(round)} AND user_id = ${action.userId} AND status <> ${LiveBetStatus.Refunded}`),
      ).map(({ bet }) => bet);
    }
    return new Set(bets.flatMap((bet) => rouletteBetNumbers(bet))).size;
  }

  /** Adds `counted` to the bonus's wagering; at the requirement the bonus money converts to cash. */
  async function addWagered(tx: Db, ops: WalletOps, bonus: OpenBonus, counted: number): Promise<AfterCommit | void> {
    const { row, campaign } = bonus;
    const [after] = await tx
      .update(playerBonuses)
      .set({ wagered: sql`${playerBonuses.wagered} + ${counted}` })
      .where(eq(playerBonuses.id, row.id))
      .returning({ wagered: playerBonuses.wagered });
    // while free spins are left, their winnings to come are not wagered yet
    if (after.wagered < row.wageringRequired || row.spinsLeft > 0) return;
    const converted = await end(tx, ops, bonus, 'completed');
    return async () => {
      await announceOpen(row.userId);
      await notify(row.userId, 'completed', converted, campaign);
    };
  }

  /**
   * A casino stake counts towards wagering by its game's kind, unless its roulette round covers more of
   * the table than the rules allow. A sports stake is recorded now and counts when its bet settles.
   */
  async function countStake(tx: Db, ops: WalletOps, bonus: OpenBonus, action: GuardedAction, transactionId: number): Promise<AfterCommit | void> {
    const { row, campaign } = bonus;
    const category = await categoryOf(tx, action);
    const coverage = await rouletteCoverage(tx, action);
    const eligible =
      category !== 'sports' &&
      category !== 'excluded' &&
      (campaign.gameCode === null || campaign.gameCode === action.gameCode) &&
      coverage <= MAX_ROULETTE_COVERAGE;
    const counted = eligible ? share(action.amount, row.wagering.contributions[category]) : 0;
    await tx.insert(bonusWagers).values({ bonusId: row.id, transactionId, category, stake: action.amount, counted });
    if (coverage > MAX_ROULETTE_COVERAGE) {
      // the round's earlier bets (auto-roulette takes one bet a call) no longer count either
      await tx.execute(sql`
        WITH earlier AS (
          SELECT w.transaction_id, w.counted FROM bonus_wagers w JOIN ledger_transactions t ON t.id = w.transaction_id
          WHERE w.bonus_id = ${row.id} AND t.round_id = ${action.roundId ?? ''} AND w.counted > 0),
        zeroed AS (
          UPDATE bonus_wagers w SET counted = 0 FROM earlier e WHERE w.bonus_id = ${row.id} AND w.transaction_id = e.transaction_id)
        UPDATE player_bonuses SET wagered = GREATEST(wagered - (SELECT COALESCE(SUM(counted), 0) FROM earlier), 0) WHERE id = ${row.id}`);
    }
    return addWagered(tx, ops, bonus, counted);
  }

  /**
   * A sports bet counts towards wagering when it settles, won or lost, for the stake it still risked
   * then (a partial cash-out took the rest back): not if it is void or was cashed out in full
   * (settlement never reaches such a bet), under the minimum odds, or if the player holds another bet
   * on a different outcome of one of its markets (the two offset each other). A corrected result
   * counts it again: what it counted before is replaced. It counts for the bonus active when it was
   * placed, while that bonus is still active.
   */
  async function sportsSettled(tx: Db, ops: WalletOps, bet: SettledSportsBet): Promise<AfterCommit | void> {
    const [placed] = rowsOf<{ bonus_id: number; transaction_id: number; counted: number }>(
      await tx.execute(sql`
        SELECT w.bonus_id, w.transaction_id, w.counted FROM bonus_wagers w JOIN ledger_transactions t ON t.id = w.transaction_id
        WHERE t.round_id = ${`sports:${bet.id}`} AND t.kind = 'bet' AND w.category = 'sports'`),
    );
    if (!placed) return;
    const bonus = await lockBonus(tx, Number(placed.bonus_id));
    if (!bonus || bonus.row.status !== 'active' || isDue(bonus.row) || bonus.campaign.gameCode !== null) return;
    const [offset] = rowsOf<{ one: number }>(
      await tx.execute(sql`
        SELECT 1 AS one FROM sports_bet_legs mine
        JOIN sports_bet_legs other ON other.market_id = mine.market_id AND other.selection_id <> mine.selection_id AND other.bet_id <> mine.bet_id
        JOIN sports_bets b ON b.id = other.bet_id
        WHERE mine.bet_id = ${bet.id} AND b.user_id = ${bet.userId} LIMIT 1`),
    );
    const counts = bet.status !== 'void' && !offset && bet.price >= bonus.row.wagering.minOdds;
    const counted = counts ? share(bet.stake, bonus.row.wagering.contributions.sports) : 0;
    if (counted === Number(placed.counted)) return;
    await tx
      .update(bonusWagers)
      .set({ counted })
      .where(and(eq(bonusWagers.bonusId, bonus.row.id), eq(bonusWagers.transactionId, Number(placed.transaction_id))));
    return addWagered(tx, ops, bonus, counted - Number(placed.counted));
  }

  const expiredFollowUp =
    (bonus: OpenBonus, removed: number): AfterCommit =>
    async () => {
      await announceOpen(bonus.row.userId);
      if (bonus.row.status === 'active') await notify(bonus.row.userId, 'expired', removed, bonus.campaign);
    };

  // ---- the wallet guard ----------------------------------------------------------------------------

  /** what a guard's check already did in the movement's transaction, for its after() to announce */
  const pending = new WeakMap<GuardedAction, AfterCommit[]>();

  const guard: WalletGuard = {
    name: 'bonus',
    applies: ({ action, userId }) => (action === 'bet' || action === 'deposit' || action === 'withdraw') && (open.has(userId) || unsure.has(userId)),

    async check(tx, action, ops) {
      const followUps: AfterCommit[] = [];
      pending.set(action, followUps);
      const bonus = await lockOpen(tx, action.userId);
      if (!bonus) return;
      if (isDue(bonus.row)) {
        followUps.push(expiredFollowUp(bonus, await end(tx, ops, bonus, 'expired')));
        return;
      }
      if (bonus.row.status !== 'active') return;
      // a free bet token holds no money: no maximum bet for the player's own stakes, nothing a withdrawal forfeits
      if (bonus.campaign.kind === 'free_bet') return;
      if (action.action === 'bet' && action.amount > bonus.row.wagering.maxBet) {
        throw new WalletRefusal(BONUS_MESSAGES.maxBet, { amount: { money: bonus.row.wagering.maxBet } });
      }
      if (action.action === 'withdraw') {
        if (!action.forfeitBonus) {
          const money = (await ops.spendable(action.userId))?.bonus ?? 0;
          throw new WalletRefusal(BONUS_MESSAGES.withdrawForfeits, { amount: { money } }, 409);
        }
        // forfeited first, in the hold's transaction: the withdrawal and the forfeit commit together
        await end(tx, ops, bonus, 'forfeited');
        followUps.push(() => announceOpen(action.userId));
      }
    },

    async after(tx, action, movement, ops) {
      const followUps = pending.get(action) ?? [];
      pending.delete(action);
      if (action.action === 'bet' || action.action === 'deposit') {
        const bonus = await lockOpen(tx, action.userId);
        if (bonus?.row.status === 'active' && action.action === 'bet' && bonus.campaign.kind !== 'free_bet') {
          const done = await countStake(tx, ops, bonus, action, movement.transactionId);
          if (done) followUps.push(done);
        }
        if (bonus?.row.status === 'awaiting_deposit' && action.action === 'deposit' && action.amount >= (bonus.campaign.minDeposit ?? 0)) {
          const amount = Math.min(share(action.amount, bonus.campaign.percent ?? 0), bonus.campaign.maxAmount ?? Number.MAX_SAFE_INTEGER);
          if (bonus.campaign.oncePer === 'device' && !(await instrumentFree(tx, bonus, movement.transactionId))) {
            // the deposit stands; the bonus it would have earned was another account's already
            await end(tx, ops, bonus, 'forfeited');
            followUps.push(() => announceOpen(action.userId));
          } else if (amount > 0) {
            await grant(tx, ops, bonus, amount);
            followUps.push(async () => {
              await announceOpen(action.userId);
              await notify(action.userId, 'granted', amount, bonus.campaign);
            });
          }
        }
      }
      if (followUps.length === 0) return;
      return async () => {
        for (const followUp of followUps) await followUp();
      };
    },

    async rolledBack(tx, { userId, transactionId }) {
      if (!open.has(userId) && !unsure.has(userId)) return;
      // the stake never happened: what it counted towards wagering is taken back
      await tx.execute(sql`
        WITH gone AS (
          DELETE FROM bonus_wagers w USING player_bonuses b
          WHERE w.transaction_id = ${transactionId} AND b.id = w.bonus_id AND b.status = 'active'
          RETURNING w.bonus_id, w.counted)
        UPDATE player_bonuses b SET wagered = GREATEST(b.wagered - gone.counted, 0) FROM gone WHERE b.id = gone.bonus_id`);
    },
  };
  wallet.addGuard(guard);

  // ---- upkeep: expiry, and bonus money a late win paid back after its bonus ended ------------------

  /** Ends the open bonuses whose time is up (all, or one player's): their bonus money is removed. */
  async function expireDue(userId?: number): Promise<void> {
    const due = await db
      .select({ userId: playerBonuses.userId })
      .from(playerBonuses)
      .where(
        and(
          inArray(playerBonuses.status, [...OPEN_STATUSES]),
          lte(playerBonuses.expiresAt, now()),
          userId === undefined ? undefined : eq(playerBonuses.userId, userId),
        ),
      );
    for (const { userId: player } of due) {
      const ended = await wallet.transaction(async (tx, ops) => {
        const bonus = await lockOpen(tx, player);
        if (!bonus || !isDue(bonus.row)) return null;
        return { bonus, removed: await end(tx, ops, bonus, 'expired') };
      });
      if (ended) await expiredFollowUp(ended.bonus, ended.removed)();
    }
  }

  /**
   * Bonus money with no open bonus to hold it: the win or rollback of a bet that spent bonus money came
   * after its bonus ended. It follows its bonus: cash if the bonus completed, the house's otherwise.
   */
  async function settleStray(userId: number): Promise<void> {
    if (open.has(userId) || (await wallet.bonusBalance(userId)) === 0) return;
    await wallet.transaction(async (tx, ops) => {
      if (await lockOpen(tx, userId)) return;
      const money = (await ops.spendable(userId))?.bonus ?? 0;
      if (money === 0) return;
      const [last] = await tx
        .select({ id: playerBonuses.id, status: playerBonuses.status })
        .from(playerBonuses)
        .where(eq(playerBonuses.userId, userId))
        .orderBy(desc(playerBonuses.id))
        .limit(1);
      const move = { userId, amount: money, key: `bonus-late:${last?.id ?? 0}:${clock.now()}`, reason: 'Bonus money returned after its bonus ended' };
      if (last?.status === 'completed') await ops.bonusConvert(move);
      else await ops.bonusRemove(move);
      await tx
        .update(playerBonuses)
        .set({ settled: sql`${playerBonuses.settled} + ${money}` })
        .where(eq(playerBonuses.id, last?.id ?? 0));
    });
  }

  /** A player's bonuses brought up to date before they are read or claimed. */
  async function refresh(userId: number): Promise<void> {
    await expireDue(userId);
    await settleStray(userId);
  }

  async function campaignOr404(on: Db, id: number): Promise<CampaignRow> {
    const [campaign] = await on.select().from(bonusCampaigns).where(eq(bonusCampaigns.id, id));
    if (!campaign || !campaign.enabled) throw new HttpError(404, BONUS_MESSAGES.offerNotFound);
    return campaign;
  }

  /** An excluded player (player protection's guard) may not claim: the refusal's own sentence, or null. */
  async function admitted(userId: number): Promise<WalletRefusal | null> {
    try {
      await wallet.admit({ action: 'claim', userId, amount: 0 });
      return null;
    } catch (error) {
      if (error instanceof WalletRefusal) return error;
      throw error;
    }
  }

  /** Forfeits the open bonus `which` finds: its bonus money is removed. */
  async function forfeitOpen(which: SQL, within?: OperatorStep<{ before: BonusRow; after: BonusRow }>): Promise<OpenBonus> {
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
      await end(tx, ops, found, 'forfeited');
      const [row] = await tx.select().from(playerBonuses).where(eq(playerBonuses.id, found.row.id));
      await within?.(tx, { before: found.row, after: row });
      return { row, campaign: found.campaign };
    });
    await announceOpen(forfeited.row.userId);
    return forfeited;
  }

  /** Claims a campaign: a deposit match waits for its deposit, every other kind is credited now. */
  async function claim(
    userId: number,
    offerId: number,
    code: string | undefined,
    { locale, ...signals }: ClaimContext,
  ): Promise<{ bonus: PlayerBonus; message: BonusMessage }> {
    const refused = await admitted(userId);
    if (refused) throw new HttpError(refused.status, refused.reason, refused.params);
    await refresh(userId);
    const claimed = await wallet.transaction(async (tx, ops) => {
      const campaign = await campaignOr404(tx, offerId);
      const verdict = await assess(tx, campaign, userId, signals, true);
      if ('refusal' in verdict) throw new HttpError(verdict.refusal.status, verdict.refusal.message, verdict.refusal.params);
      if (campaign.code !== null && !sameCode(code ?? '', campaign.code)) throw new HttpError(400, BONUS_MESSAGES.code);
      const at = clock.now();
      const [row] = await tx
        .insert(playerBonuses)
        .values({
          userId,
          campaignId: campaign.id,
          status: 'awaiting_deposit',
          wagering: campaign.wagering,
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
      if (verdict.amount !== null) await grant(tx, ops, { row, campaign }, verdict.amount);
      const [after] = await tx.select().from(playerBonuses).where(eq(playerBonuses.id, row.id));
      return { row: after, campaign, amount: verdict.amount };
    });
    await announceOpen(userId);
    if (claimed.amount !== null) await notify(userId, 'granted', claimed.amount, claimed.campaign);
    const message: BonusMessage =
      claimed.amount === null
        ? { message: BONUS_MESSAGES.awaitingDeposit, params: { amount: { money: claimed.campaign.minDeposit ?? 0 } } }
        : { message: BONUS_MESSAGES.granted };
    return { bonus: toPlayerBonus(claimed, locale, await wallet.bonusBalance(userId)), message };
  }

  /** The site's trial bonus campaign when it is on offer now. */
  async function openTrial(): Promise<CampaignRow | undefined> {
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

  return {
    expireDue: () => expireDue(),

    /** The campaigns open now, each with whether this player can claim it (and why not). */
    async offers(userId: number, { locale, ...signals }: ClaimContext, translate: (key: string, params?: Record<string, MessageParam>) => string) {
      await refresh(userId);
      const refused = await admitted(userId);
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
          : await assess(db, campaign, userId, signals, false);
        const offer: BonusOffer = {
          id: campaign.id,
          kind: campaign.kind,
          title: campaign.title[locale],
          description: campaign.description[locale],
          needsCode: campaign.code !== null,
          wagering: campaign.wagering,
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
    },

    /** Claims a campaign: a deposit match waits for its deposit, every other kind is credited now. */
    claim,

    /** The trial bonus's amount on offer now (0: none). */
    async trialAmount(): Promise<number> {
      return (await openTrial())?.maxAmount ?? 0;
    },

    /** Claims the trial bonus (bonus/definetrialbonus): bonus money under its campaign's wagering, as any bonus. */
    async claimTrial(userId: number, context: ClaimContext): Promise<{ bonus: PlayerBonus; message: BonusMessage }> {
      const trial = await openTrial();
      if (!trial?.maxAmount) throw new HttpError(400, BONUS_MESSAGES.noTrial);
      return claim(userId, trial.id, undefined, context);
    },

    /** The player's open and past bonuses (newest first), expiries brought up to date. */
    async mine(userId: number, locale: Locale): Promise<PlayerBonuses> {
      await refresh(userId);
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
    },

    /** The player gives up an open bonus: its bonus money is removed. */
    async forfeit(userId: number, bonusId: number, locale: Locale): Promise<PlayerBonus> {
      const forfeited = await forfeitOpen(and(eq(playerBonuses.id, bonusId), eq(playerBonuses.userId, userId))!);
      return toPlayerBonus(forfeited, locale, 0);
    },

    /** An operator forfeits a player's open bonus; `within` runs in its transaction (the audit entry) with the bonus before and after. */
    async forfeitByOperator(bonusId: number, within: OperatorStep<{ before: BonusRow; after: BonusRow }>): Promise<void> {
      await forfeitOpen(eq(playerBonuses.id, bonusId), within);
    },

    /**
     * An operator grants a campaign to a player, eligibility aside (an excluded or locked player still
     * cannot have one, nor a player holding an open bonus). `key` is the request's Idempotency-Key: a
     * retry answers the bonus the first request granted and moves no money again. `within` runs in the
     * grant's transaction (the audit entry).
     */
    async grantByOperator(
      { userId, campaignId, amount, key }: { userId: number; campaignId: number; amount: number | undefined; key: string },
      within: OperatorStep<BonusRow>,
    ): Promise<{ row: BonusRow; campaign: CampaignRow; replayed: boolean }> {
      const refused = await admitted(userId);
      if (refused) throw new HttpError(refused.status, refused.reason, refused.params);
      await refresh(userId);
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
          .values({ userId, campaignId, status: 'awaiting_deposit', wagering: campaign.wagering, createdAt: now() })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new HttpError(409, BONUS_MESSAGES.playerHasOpen);
        await tx.insert(bonusClaimMarks).values({ campaignId, mark, bonusId: row.id });
        await grant(tx, ops, { row, campaign }, money);
        const [after] = await tx.select().from(playerBonuses).where(eq(playerBonuses.id, row.id));
        await within(tx, after);
        return { row: after, campaign, amount: money, replayed: false };
      });
      if (!granted.replayed) {
        await announceOpen(userId);
        await notify(userId, 'granted', granted.amount, granted.campaign);
      }
      return granted;
    },

    /**
     * Spends one free spin of the player's active free-spins bonus on a round of `game` at `stake`, in
     * the round's opening transaction: the bonus row's lock makes two spins at once take two spins, or
     * refuse the second. Answers the bonus's id; refuses (HttpError 400) another game or stake, or no spin left.
     */
    async takeFreeSpin(tx: Db, userId: number, game: string, stake: number): Promise<number> {
      const bonus = await lockOpen(tx, userId);
      if (!bonus || bonus.row.status !== 'active' || isDue(bonus.row) || bonus.row.spinsLeft === 0) throw new HttpError(400, BONUS_MESSAGES.noFreeSpins);
      const { gameCode, spinValue } = bonus.campaign;
      if (gameCode !== game || spinValue !== stake) {
        throw new HttpError(400, BONUS_MESSAGES.freeSpinTerms, { game: gameCode ?? '', amount: { money: spinValue ?? 0 } });
      }
      await tx
        .update(playerBonuses)
        .set({ spinsLeft: sql`${playerBonuses.spinsLeft} - 1` })
        .where(eq(playerBonuses.id, bonus.row.id));
      return bonus.row.id;
    },

    /**
     * A free spin's win becomes its bonus's money, with the bonus's wagering, in the round's settling
     * transaction under the round's key (a settled-again round replays it). The bonus completes once its
     * last spin is played and nothing is left to wager; the answer announces it after the commit.
     */
    async settleFreeSpin(
      tx: Db,
      ops: WalletOps,
      { bonusId, win, key, othersInPlay }: { bonusId: number; win: number; key: string; othersInPlay: () => Promise<number> },
    ): Promise<AfterCommit | void> {
      const bonus = await lockBonus(tx, bonusId);
      if (!bonus) return;
      const { row, campaign } = bonus;
      const credited = win > 0 && !(await ops.bonusCredit({ userId: row.userId, amount: win, key, reason: campaign.title.en })).replayed;
      // the bonus ended while its spin was played: the win follows it as any late bonus money does
      if (row.status !== 'active') return () => settleStray(row.userId);
      const [after] = await tx
        .update(playerBonuses)
        .set(
          credited
            ? { amount: sql`${playerBonuses.amount} + ${win}`, wageringRequired: sql`${playerBonuses.wageringRequired} + ${win * row.wagering.multiplier}` }
            : { amount: playerBonuses.amount },
        )
        .where(eq(playerBonuses.id, row.id))
        .returning();
      // a spin taken but not settled yet may still win: ending now would pay its win out as cash, unwagered
      // (asked under the bonus's lock, which the other spins' settlements wait for, so the last one ends it)
      if (after.spinsLeft > 0 || after.wagered < after.wageringRequired || (await othersInPlay()) > 0) return;
      const converted = await end(tx, ops, { row: after, campaign }, 'completed');
      return async () => {
        await announceOpen(row.userId);
        if (converted > 0) await notify(row.userId, 'completed', converted, campaign);
      };
    },

    /**
     * Uses the player's free bet token for `bet`, in the placement's transaction (the bonus row's lock
     * lets one bet have it): one single or accumulator bet at the token's value and the terms' minimum
     * odds. No money moves. Answers the bonus's id; refuses (HttpError 400) otherwise.
     */
    async useFreeBet(tx: Db, userId: number, bet: { id: number; type: string; stake: number; price: number }): Promise<number> {
      const bonus = await lockOpen(tx, userId);
      if (!bonus || bonus.campaign.kind !== 'free_bet' || bonus.row.status !== 'active' || isDue(bonus.row) || bonus.row.freeBetId !== null) {
        throw new HttpError(400, BONUS_MESSAGES.noFreeBet);
      }
      const { row } = bonus;
      if (bet.type === 'system' || bet.stake !== row.amount || bet.price < row.wagering.minOdds) {
        throw new HttpError(400, BONUS_MESSAGES.freeBetTerms, { amount: { money: row.amount }, odds: (row.wagering.minOdds / 100).toFixed(2) });
      }
      // an open bet does not expire with its bonus: the bet decides how the bonus ends
      await tx.update(playerBonuses).set({ freeBetId: bet.id, expiresAt: null }).where(eq(playerBonuses.id, row.id));
      return row.id;
    },

    /**
     * A free bet's bonus follows its bet's settlement, in the settlement's transaction: a void bet gives
     * the token back for the bonus's days again; a won or lost one completes the bonus with the winnings
     * the bet paid (the bet pays them). The answer announces it after the commit.
     */
    async settleFreeBet(tx: Db, bonusId: number, settled: { void: boolean; winnings: number }): Promise<AfterCommit> {
      const bonus = await lockBonus(tx, bonusId);
      if (!bonus || bonus.row.status !== 'active') return async () => undefined;
      const { row } = bonus;
      if (settled.void) {
        await tx
          .update(playerBonuses)
          .set({ freeBetId: null, expiresAt: new Date(clock.now() + row.wagering.days * DAY_MS) })
          .where(eq(playerBonuses.id, row.id));
        return async () => undefined;
      }
      await tx.update(playerBonuses).set({ status: 'completed', settled: settled.winnings, endedAt: now() }).where(eq(playerBonuses.id, row.id));
      return () => announceOpen(row.userId);
    },

    sportsSettled,

    /** What a withdrawal now would forfeit: the active bonus's money. */
    async withdrawalImpact(userId: number, locale: Locale): Promise<WithdrawalImpact> {
      await refresh(userId);
      const [found] = await db
        .select({ id: playerBonuses.id, title: bonusCampaigns.title })
        .from(playerBonuses)
        .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, playerBonuses.campaignId))
        .where(and(eq(playerBonuses.userId, userId), eq(playerBonuses.status, 'active')));
      if (!found) return { forfeit: 0, bonuses: [] };
      const balance = await wallet.bonusBalance(userId);
      return { forfeit: balance, bonuses: [{ id: found.id, title: found.title[locale], balance }] };
    },
  };
}

export type BonusService = Awaited<ReturnType<typeof createBonusService>>;
