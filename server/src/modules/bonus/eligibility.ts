// Whether a player may claim a campaign now, and the marks (player, phone, device, instrument) that
// keep a once-per bonus once.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { TransactionType } from '@arena/contracts';
import type { Db } from '../../db/client';
import type { Locale } from '../../i18n/translations';
import { HttpError } from '../../http/errors';
import { ledgerTransactions, WalletRefusal } from '../wallet/plugin';
import { DAY_MS, rowsOf, share, type BonusContext, type OpenBonus } from './context';
import { BONUS_MESSAGES, type BonusMessage } from './messages';
import { bonusCampaigns, bonusClaimMarks, playerBonuses, type CampaignRow } from './schema';
import { TRIAL_BONUS_SLUG } from './seed';

/**
 * A once-per-device bonus claimed from an address refuses the same address for a day or two: marks
 * carry the day, and the day before is checked too. Not longer: a household or a mobile carrier's
 * shared address must not shut new players out for good (the other signals follow them instead).
 */
const ADDRESS_DAY_MS = DAY_MS;

interface Refusal extends BonusMessage {
  status: 400 | 403 | 404 | 409;
}

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
export async function instrumentFree(tx: Db, { row, campaign }: OpenBonus, transactionId: number): Promise<boolean> {
  const marks = await instrumentMarks(tx, row.userId, transactionId);
  if (marks.length === 0) return true;
  return marksFree(tx, { row, campaign }, marks);
}

/**
 * Marks `marks` as this bonus's for its campaign, and answers whether none of them was another bonus's
 * already. Inserted first: a racing claim with a shared mark waits on the key, then sees this one's.
 */
async function marksFree(tx: Db, { row, campaign }: OpenBonus, marks: string[]): Promise<boolean> {
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

/**
 * A claim's marks in one order for every claim: two claims of one cluster insert the same marks, and in
 * one order the second waits for the first on the first mark they share instead of each holding one
 * the other needs (a deadlock).
 */
const inLockOrder = (marks: string[]) => [...new Set(marks)].sort();

/**
 * A deposit match is granted to one person once: the accounts linked to the player now (the deposit's
 * own instrument included, linked in this transaction) are marked for this bonus, and it is refused
 * (false) when one of them already holds this campaign's mark for another bonus, or the cluster is
 * restricted. Links can form after the claim, so the claim's check alone would not do.
 */
export async function personFree({ people }: BonusContext, tx: Db, { row, campaign }: OpenBonus): Promise<boolean> {
  const person = await people.samePerson(tx, row.userId);
  if (person.restricted) return false;
  return marksFree(tx, { row, campaign }, inLockOrder(person.accounts.map((id) => `player:${id}`)));
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
export async function assess(
  ctx: BonusContext,
  on: Db,
  campaign: CampaignRow,
  userId: number,
  signals: ClaimSignals,
  lockPhone: boolean,
): Promise<{ refusal: Refusal } | { marks: string[]; phone: string | null; amount: number | null }> {
  const { clock, recordClock, open, unsure, accounts, people } = ctx;
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
  // one person, however many accounts: the cluster's other accounts' claims are this one's (and a cluster
  // a risk operator restricted claims nothing)
  const person = await people.samePerson(on, userId);
  if (person.restricted) return { refusal: { status: 403, message: BONUS_MESSAGES.restricted } };

  // cashback can be claimed once per period: its marks carry the period's number
  const period = campaign.cashbackDays ? `:${Math.floor(at / (campaign.cashbackDays * DAY_MS))}` : '';
  const marks = person.accounts.map((id) => `player:${id}${period}`);
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
      return { marks: inLockOrder(marks), phone, amount: null };
    case 'free_spins':
      return { marks: inLockOrder(marks), phone, amount: (campaign.spins ?? 0) * (campaign.spinValue ?? 0) };
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
      return { marks: inLockOrder(marks), phone, amount };
    }
    case 'free_bet':
    case 'trial':
      return { marks: inLockOrder(marks), phone, amount: campaign.maxAmount ?? 0 };
  }
}

export async function campaignOr404(on: Db, id: number): Promise<CampaignRow> {
  const [campaign] = await on.select().from(bonusCampaigns).where(eq(bonusCampaigns.id, id));
  if (!campaign || !campaign.enabled) throw new HttpError(404, BONUS_MESSAGES.offerNotFound);
  return campaign;
}

/** An excluded player (player protection's guard) may not claim: the refusal's own sentence, or null. */
export async function admitted({ wallet }: BonusContext, userId: number): Promise<WalletRefusal | null> {
  try {
    await wallet.admit({ action: 'claim', userId, amount: 0 });
    return null;
  } catch (error) {
    if (error instanceof WalletRefusal) return error;
    throw error;
  }
}
