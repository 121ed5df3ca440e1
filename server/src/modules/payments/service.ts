// Deposit and withdraw requests from creation to their end (RequestStatus): a deposit is
// Created, Pending once the player acts on the payment page, Confirmed when the provider's webhook says
// paid (credited once, under the key deposit:<id>) or Rejected when declined. A withdrawal holds the
// amount at once (Pending), and is then paid out (Confirmed) or released (Rejected).
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gte, lt, lte, ne, notInArray, sql } from 'drizzle-orm';
import {
  NotificationType,
  PAYMENT_AMOUNT_KEY,
  RequestStatus,
  TransactionType,
  type OperatorWithdrawal,
  type PaymentDirection,
  type PaymentRequest,
  type PaymentWebhook,
} from '@arena/contracts';
import type { Clock } from '../../clock';
import type { PaymentsConfig } from '../../config';
import type { Db } from '../../db/client';
import { IDEMPOTENCY_KEY_REUSED } from '../../http/idempotency-key';
import type { RateLimiter } from '../../security/rate-limit';
import type { Locale } from '../../i18n/translations';
import { HttpError } from '../../http/errors';
import type { KycService } from '../kyc/plugin';
import type { NotificationService } from '../notifications/plugin';
import { walletHttpError, WalletError, WalletRefusal, type AfterCommit, type WalletOps, type WalletService } from '../wallet/plugin';
import { comparableName, isPlayersName } from './holder';
import { istanbulDayOf } from './activities';
import { METHOD_REFUSALS, type MethodCatalog, type MethodForm } from './methods';
import type { PaymentProvider } from './provider';
import type { PaymentSettings } from './settings';
import { paymentEvents, paymentMethods, paymentRequests, players, type PaymentDetail, type PaymentRequestRow } from './schema';

export const PAYMENT_MESSAGES = {
  keyReused: IDEMPOTENCY_KEY_REUSED,
  insufficientFunds: 'Your balance is not enough for this withdrawal.',
  requestNotFound: 'The payment request was not found.',
  requestClosed: 'The payment request is already closed.',
  amountMismatch: 'The amount does not match the payment request.',
  withdrawalNotFound: 'The withdrawal request was not found.',
  withdrawalNotPending: 'The withdrawal request is not pending.',
  holderNotPlayer: 'Withdrawals are paid only to an account in your own name: enter the account holder exactly as you registered.',
  holderNotVerified: 'Withdrawals are paid only to an account in your verified name: enter the account holder as your identity document shows it.',
  notDepositAccount: 'Withdrawals by this method are paid back to the account you deposited from: enter that account.',
  dailyLimit: 'The daily limit of {method} is {limit}: you can request {left} more today.',
} as const;

/** the withdrawal field naming the receiving account's holder (seed.ts); a method without it (crypto) names nobody */
const HOLDER_KEY = 'AccountHolder';
/**
 * The fields naming an account money can go back to (seed.ts: a bank account, a Papara account). A card
 * takes deposits only and a crypto deposit names no wallet: those pay out to any account in the
 * player's name.
 */
const ACCOUNT_KEYS = ['Iban', 'PaparaNo'] as const;
/** an account number as typed, with or without the mask's spaces */
const accountNumber = (value: string | number) => String(value).replace(/\s/g, '').toUpperCase();
/** Why a pending withdrawal ended Rejected when a correction needed its money (the operators' list shows it). */
export const RELEASED_FOR_CORRECTION = 'A settled bet was corrected: its overpaid winnings are taken back';

/** A withdrawal as the operators' audit records it before and after their action. */
export interface WithdrawalSnapshot {
  id: number;
  userId: number;
  status: RequestStatus;
  amount: number;
}

const snapshot = (row: PaymentRequestRow): WithdrawalSnapshot => ({ id: row.id, userId: row.userId, status: row.status, amount: row.amount });

/** The same body under the same key hashes the same, whatever the order of the detail's keys. */
function bodyHash(direction: PaymentDirection, body: PaymentRequest): string {
  const detail = Object.fromEntries(Object.entries(body.detail).sort(([a], [b]) => (a < b ? -1 : 1)));
  return createHash('sha256')
    .update(JSON.stringify([direction, body.id, body.target, detail]))
    .digest('hex');
}

/**
 * Card numbers are never stored (PCI DSS): the request keeps the last four digits, which is all the
 * player and an operator need to recognise the card; the provider's own page takes the card itself.
 */
const CARD_NUMBER_KEYS = new Set(['CardNo']);
function storedDetail(detail: PaymentDetail): PaymentDetail {
  return Object.fromEntries(
    Object.entries(detail).map(([key, value]) => [key, CARD_NUMBER_KEYS.has(key) ? `**** ${String(value).replace(/\D/g, '').slice(-4)}` : value]),
  );
}

const newReference = (direction: PaymentDirection) => `${direction === TransactionType.Deposit ? 'dep' : 'wd'}_${randomBytes(16).toString('base64url')}`;

export interface NewRequest {
  userId: number;
  locale: Locale;
  idempotencyKey: string;
  body: PaymentRequest;
  /** our site as the player reached it (the payment page is on it) */
  origin: string;
}

interface Deps {
  db: Db;
  clock: Clock;
  config: PaymentsConfig;
  methods: MethodCatalog;
  provider: PaymentProvider;
  wallet: WalletService;
  notifications: NotificationService;
  limiter: RateLimiter;
  settings: PaymentSettings;
  kyc: KycService;
  /** player protection's gate for a licence that wants a deposit limit before any deposit */
  depositLimit: DepositLimitGate;
}

/** `app.protection`'s deposit-limit gate, as payments uses it */
export interface DepositLimitGate {
  /** refuses (409, DEPOSIT_LIMIT_REQUIRED) a deposit from a player who must set a limit first */
  require(userId: number): Promise<void>;
  /** the same rule read in `on` (the credit's transaction) */
  missing(userId: number, on: Db): Promise<boolean>;
}

export function createPaymentRequests({ db, clock, config, methods, provider, wallet, notifications, limiter, settings, kyc, depositLimit }: Deps) {
  const now = () => new Date(clock.now());

  /**
   * A new request (not a retry of one): within the player's hourly allowance, then the method's form, or
   * a 404 naming why, and the detail checked against it.
   */
  async function checkedForm(direction: PaymentDirection, { body, locale, userId }: NewRequest) {
    await limiter.consume('payment-request', config.requestsPerPlayer, userId);
    const form = await methods.form(body.id, direction);
    if ('refused' in form) throw new HttpError(404, METHOD_REFUSALS[form.refused]);
    const problem = methods.problem(form.fields, body.detail, locale);
    if (problem !== null) throw new HttpError(400, problem);
    return form;
  }

  /**
   * A payout goes to the player's own name only (holder.ts): the name their identity verification
   * recorded when one holds (the kyc module), else the registered one; and back to an account they
   * deposited from when they paid in through one of its kind (a closed loop). Refused before any money is held.
   */
  async function checkPayee({ userId, body }: NewRequest): Promise<void> {
    const holder = body.detail[HOLDER_KEY];
    if (holder !== undefined) {
      const verified = await kyc.verifiedName(userId);
      if (verified !== null) {
        if (comparableName(String(holder)) !== comparableName(verified)) throw new HttpError(400, PAYMENT_MESSAGES.holderNotVerified);
      } else {
        const [player] = await db.select({ name: players.name, surname: players.surname }).from(players).where(eq(players.id, userId));
        if (!player || !isPlayersName(String(holder), player)) throw new HttpError(400, PAYMENT_MESSAGES.holderNotPlayer);
      }
    }
    for (const key of ACCOUNT_KEYS) {
      const to = body.detail[key];
      if (to === undefined) continue;
      const deposits = await db
        .select({ detail: paymentRequests.detail })
        .from(paymentRequests)
        .where(
          and(
            eq(paymentRequests.userId, userId),
            eq(paymentRequests.direction, TransactionType.Deposit),
            eq(paymentRequests.status, RequestStatus.Confirmed),
            sql`${paymentRequests.detail} ->> ${key} IS NOT NULL`,
          ),
        );
      const paidFrom = new Set(deposits.map(({ detail }) => accountNumber(detail[key])));
      if (paidFrom.size > 0 && !paidFrom.has(accountNumber(to))) throw new HttpError(400, PAYMENT_MESSAGES.notDepositAccount);
    }
  }

  /**
   * Refuses a request that takes the player past its method's daily limit in this direction (the
   * Istanbul day's requests, less those rejected or cancelled). `on`: inside a transaction, its tx;
   * `request`: the one being made (when already inserted, it is not counted twice).
   */
  async function checkDailyLimit(
    on: Db,
    method: MethodForm['method'],
    request: { userId: number; direction: PaymentDirection; amount: number; id?: number },
  ): Promise<void> {
    if (method.dailyLimit === null) return;
    const { from, to } = istanbulDayOf(clock.now());
    const [{ used }] = await on
      .select({ used: sql<string>`coalesce(sum(${paymentRequests.amount}), 0)` })
      .from(paymentRequests)
      .where(
        and(
          eq(paymentRequests.userId, request.userId),
          eq(paymentRequests.methodId, method.id),
          eq(paymentRequests.direction, request.direction),
          gte(paymentRequests.createdAt, from),
          lt(paymentRequests.createdAt, to),
          notInArray(paymentRequests.status, [RequestStatus.Rejected, RequestStatus.Cancelled]),
          request.id === undefined ? undefined : ne(paymentRequests.id, request.id),
        ),
      );
    const left = Math.max(0, method.dailyLimit - Number(used));
    if (request.amount > left)
      throw new HttpError(400, PAYMENT_MESSAGES.dailyLimit, { method: method.name, limit: { money: method.dailyLimit }, left: { money: left } });
  }

  async function existing(userId: number, idempotencyKey: string, hash: string, on: Db = db): Promise<PaymentRequestRow | undefined> {
    const [row] = await on
      .select()
      .from(paymentRequests)
      .where(and(eq(paymentRequests.userId, userId), eq(paymentRequests.idempotencyKey, idempotencyKey)))
      .limit(1);
    if (row && row.bodyHash !== hash) throw new HttpError(409, PAYMENT_MESSAGES.keyReused);
    return row;
  }

  /** Inserts the request unless the key is taken (a concurrent retry): then the row that took it. */
  async function insertOnce(tx: Db, values: typeof paymentRequests.$inferInsert): Promise<{ row: PaymentRequestRow; created: boolean }> {
    const [row] = await tx.insert(paymentRequests).values(values).onConflictDoNothing().returning();
    if (row) return { row, created: true };
    return { row: (await existing(values.userId, values.idempotencyKey, values.bodyHash, tx))!, created: false };
  }

  function rowValues(direction: PaymentDirection, request: NewRequest, hash: string, status: RequestStatus) {
    const at = now();
    return {
      reference: newReference(direction),
      userId: request.userId,
      methodId: request.body.id,
      direction,
      amount: Number(request.body.detail[PAYMENT_AMOUNT_KEY]),
      detail: storedDetail(request.body.detail),
      status,
      idempotencyKey: request.idempotencyKey,
      bodyHash: hash,
      provider: provider.name,
      locale: request.locale,
      createdAt: at,
      updatedAt: at,
    };
  }

  /** `on`: inside a transaction, its tx (PGlite has one session: a query beside it would wait for it forever) */
  async function withMethodName(row: PaymentRequestRow, on: Db = db) {
    const [method] = await on.select({ name: paymentMethods.name }).from(paymentMethods).where(eq(paymentMethods.id, row.methodId)).limit(1);
    return { reference: row.reference, amount: row.amount, method: method?.name ?? '', detail: row.detail };
  }

  /** Pays a held withdrawal out (Confirmed) or, when the provider refuses, gives the amount back (Rejected). */
  async function settleWithdrawal(tx: Db, ops: WalletOps, row: PaymentRequestRow, decidedBy: number | null): Promise<PaymentRequestRow> {
    const request = await withMethodName(row, tx);
    const movement = { userId: row.userId, amount: row.amount, reference: row.reference, description: request.method };
    const result = await provider.payout(request);
    if (result.paid) await ops.withdrawPay({ ...movement, key: `withdraw-pay:${row.id}` });
    else await ops.withdrawRelease({ ...movement, key: `withdraw-release:${row.id}` });
    const [after] = await tx
      .update(paymentRequests)
      .set({ status: result.paid ? RequestStatus.Confirmed : RequestStatus.Rejected, reason: result.paid ? null : result.reason, decidedBy, updatedAt: now() })
      .where(eq(paymentRequests.id, row.id))
      .returning();
    return after;
  }

  async function announceWithdrawal(row: PaymentRequestRow): Promise<void> {
    if (row.status === RequestStatus.Confirmed) {
      await notifications.notify(row.userId, {
        type: NotificationType.Withdraw,
        title: 'Withdrawal paid',
        note: 'Your withdrawal of {amount} has been paid.',
        params: { amount: { money: row.amount } },
      });
    } else if (row.status === RequestStatus.Rejected) {
      await notifications.notify(row.userId, {
        type: NotificationType.Withdraw,
        title: 'Withdrawal rejected',
        note: 'Your withdrawal of {amount} was rejected and the amount is back in your balance. Reason: {reason}',
        params: { amount: { money: row.amount }, reason: row.reason ?? '' },
      });
    }
  }

  /** The pending withdrawal `id` locked for a decision: 404 unknown, 409 no longer pending. */
  async function lockPendingWithdrawal(tx: Db, id: number): Promise<PaymentRequestRow> {
    const [row] = Number.isSafeInteger(id)
      ? await tx
          .select()
          .from(paymentRequests)
          .where(and(eq(paymentRequests.id, id), eq(paymentRequests.direction, TransactionType.Withdraw)))
          .for('update')
      : [];
    if (!row) throw new HttpError(404, PAYMENT_MESSAGES.withdrawalNotFound);
    if (row.status !== RequestStatus.Pending) throw new HttpError(409, PAYMENT_MESSAGES.withdrawalNotPending);
    return row;
  }

  async function admitDeposit(userId: number, amount: number): Promise<void> {
    try {
      await wallet.admit({ action: 'deposit', userId, amount });
    } catch (error) {
      if (error instanceof WalletError) throw walletHttpError(error);
      throw error;
    }
  }

  return {
    /** payment/deposit: the URL of the provider's payment page; a retry with the same key gets the same URL. */
    async deposit(request: NewRequest): Promise<string> {
      const hash = bodyHash(TransactionType.Deposit, request.body);
      let row = await existing(request.userId, request.idempotencyKey, hash);
      if (!row) {
        const form = await checkedForm(TransactionType.Deposit, request);
        // a licence that verifies before the first deposit sends the player to the verification page first
        await kyc.requireVerification(request.userId, 'deposit');
        const amount = Number(request.body.detail[PAYMENT_AMOUNT_KEY]);
        await checkDailyLimit(db, form.method, { userId: request.userId, direction: TransactionType.Deposit, amount });
        // a limit or an exclusion refuses it before the player is sent to pay (the credit is held to them again)
        await admitDeposit(request.userId, amount);
        // a licence that wants a deposit limit first sends a player without one to the limits page (after
        // the refusals above, which say more: a paused or excluded player is told that, not to set a limit)
        await depositLimit.require(request.userId);
        row = (await insertOnce(db, rowValues(TransactionType.Deposit, request, hash, RequestStatus.Created))).row;
      }
      if (row.redirectUrl !== null) return row.redirectUrl;
      // also reached by a retry after a provider failure: a PSP's create is idempotent on our reference
      const { redirectUrl } = await provider.create(await withMethodName(row), request.origin);
      await db.update(paymentRequests).set({ redirectUrl, updatedAt: now() }).where(eq(paymentRequests.id, row.id));
      return redirectUrl;
    },

    /** payment/withdraw: holds the amount at once; small amounts are queued for the automatic payout. */
    async withdraw(request: NewRequest): Promise<void> {
      const hash = bodyHash(TransactionType.Withdraw, request.body);
      if (await existing(request.userId, request.idempotencyKey, hash)) return;
      const form = await checkedForm(TransactionType.Withdraw, request);
      // no payout to a player the licence wants verified first (or again): refused, pointing at the verification page
      await kyc.requireVerification(request.userId, 'withdraw');
      await checkPayee(request);
      const values = rowValues(TransactionType.Withdraw, request, hash, RequestStatus.Pending);
      const automatic = values.amount <= (await settings.withdrawReviewAbove());
      try {
        await wallet.transaction(async (tx, ops) => {
          const { row, created } = await insertOnce(tx, { ...values, payoutDueAt: automatic ? new Date(clock.now() + config.payoutDelayMs) : null });
          if (!created) return;
          // under the player's lock: two withdrawals at once cannot pass the daily limit together
          await ops.spendable(row.userId);
          await checkDailyLimit(tx, form.method, row);
          await ops.withdrawHold({
            userId: row.userId,
            amount: row.amount,
            key: `withdraw-hold:${row.id}`,
            reference: row.reference,
            description: form.method.name,
            // without it the bonus guard refuses the hold (409) while a bonus is active; with it the bonus is forfeited in this transaction
            forfeitBonus: request.body.forfeitBonus === true,
          });
        });
      } catch (error) {
        if (!(error instanceof WalletError)) throw error;
        if (error.code === 'insufficient_funds') throw new HttpError(400, PAYMENT_MESSAGES.insufficientFunds);
        throw walletHttpError(error);
      }
    },

    /** A deposit by its reference, for the payment page; undefined when unknown. */
    async depositByReference(reference: string) {
      const [row] = await db
        .select({
          id: paymentRequests.id,
          userId: paymentRequests.userId,
          status: paymentRequests.status,
          amount: paymentRequests.amount,
          locale: paymentRequests.locale,
          method: paymentMethods.name,
        })
        .from(paymentRequests)
        .innerJoin(paymentMethods, eq(paymentMethods.id, paymentRequests.methodId))
        .where(and(eq(paymentRequests.reference, reference), eq(paymentRequests.direction, TransactionType.Deposit)))
        .limit(1);
      return row;
    },

    /** The player acted on the payment page: the request waits for the provider (Created → Pending). */
    async markPending(reference: string): Promise<void> {
      await db
        .update(paymentRequests)
        .set({ status: RequestStatus.Pending, updatedAt: now() })
        .where(and(eq(paymentRequests.reference, reference), eq(paymentRequests.status, RequestStatus.Created)));
    },

    /**
     * A verified provider event. Applied once: the event id is recorded with the change, a deposit is
     * credited under the key deposit:<id>, and the row lock orders concurrent deliveries. An event that
     * contradicts a closed request (declined after paid, paid after declined) is refused and changes
     * nothing. Returns whether this call changed the request.
     */
    async applyEvent(event: PaymentWebhook): Promise<'applied' | 'duplicate'> {
      const outcome = await wallet.transaction(async (tx, ops) => {
        const [row] = await tx
          .select()
          .from(paymentRequests)
          .where(and(eq(paymentRequests.reference, event.reference), eq(paymentRequests.provider, provider.name)))
          .for('update');
        if (!row || row.direction !== TransactionType.Deposit) throw new HttpError(404, PAYMENT_MESSAGES.requestNotFound);
        const recorded = await tx
          .insert(paymentEvents)
          .values({ provider: provider.name, eventId: event.eventId, requestId: row.id, status: event.status, receivedAt: now() })
          .onConflictDoNothing()
          .returning({ eventId: paymentEvents.eventId });
        if (recorded.length === 0) return { changed: null, refusedPaid: false };
        const wanted = event.status === 'paid' ? RequestStatus.Confirmed : RequestStatus.Rejected;
        if (row.status === wanted) return { changed: null, refusedPaid: false };
        if (row.status !== RequestStatus.Created && row.status !== RequestStatus.Pending) throw new HttpError(409, PAYMENT_MESSAGES.requestClosed);
        if (event.amount !== row.amount) throw new HttpError(400, PAYMENT_MESSAGES.amountMismatch);
        let status = wanted;
        if (wanted === RequestStatus.Confirmed) {
          const { method } = await withMethodName(row, tx);
          // paid, but a limit the player set (or an exclusion they took) since the request refuses it, or the
          // deposit limit the licence wants was removed since (after its cooling-off): the request ends
          // Rejected and the payer's money goes back to them, never onto the account
          if (await depositLimit.missing(row.userId, tx)) status = RequestStatus.Rejected;
          else {
            try {
              await ops.deposit({ userId: row.userId, amount: row.amount, key: `deposit:${row.id}`, reference: row.reference, description: method });
            } catch (error) {
              if (!(error instanceof WalletRefusal)) throw error;
              status = RequestStatus.Rejected;
            }
          }
        }
        const [after] = await tx.update(paymentRequests).set({ status, updatedAt: now() }).where(eq(paymentRequests.id, row.id)).returning();
        return { changed: after, refusedPaid: wanted !== status };
      });
      if (!outcome.changed) return 'duplicate';
      if (outcome.refusedPaid) {
        await notifications.notify(outcome.changed.userId, {
          type: NotificationType.Deposit,
          title: 'Deposit refused',
          note: 'Your deposit of {amount} could not be credited because of your deposit limit or exclusion; it is being returned to your payment method.',
          params: { amount: { money: outcome.changed.amount } },
        });
      }
      if (outcome.changed.status === RequestStatus.Confirmed) {
        await notifications.notify(outcome.changed.userId, {
          type: NotificationType.Deposit,
          title: 'Deposit credited',
          note: 'Your deposit of {amount} has been credited to your balance.',
          params: { amount: { money: outcome.changed.amount } },
        });
      }
      return 'applied';
    },

    /** Deposits whose payment page was never acted on within the expiry end Cancelled; a late 'paid' is then refused. */
    async expireDeposits(): Promise<void> {
      await db
        .update(paymentRequests)
        .set({ status: RequestStatus.Cancelled, updatedAt: now() })
        .where(
          and(
            eq(paymentRequests.direction, TransactionType.Deposit),
            eq(paymentRequests.status, RequestStatus.Created),
            lte(paymentRequests.createdAt, new Date(clock.now() - config.depositExpiryMs)),
          ),
        );
    },

    /**
     * Pays out the next withdrawal whose automatic payout is due; false when none is. SKIP LOCKED lets
     * several servers work the queue without taking the same request twice. A withdrawal queued before
     * an operator lowered the review threshold below its amount goes to the review queue instead.
     */
    async payNextDue(): Promise<boolean> {
      const paid = await wallet.transaction(async (tx, ops) => {
        const [row] = await tx
          .select()
          .from(paymentRequests)
          .where(
            and(
              eq(paymentRequests.status, RequestStatus.Pending),
              eq(paymentRequests.direction, TransactionType.Withdraw),
              lte(paymentRequests.payoutDueAt, now()),
            ),
          )
          .orderBy(asc(paymentRequests.payoutDueAt))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!row) return null;
        if (row.amount > (await settings.withdrawReviewAbove(tx))) {
          await tx.update(paymentRequests).set({ payoutDueAt: null, updatedAt: now() }).where(eq(paymentRequests.id, row.id));
          return 'review';
        }
        return settleWithdrawal(tx, ops, row, null);
      });
      if (!paid) return false;
      if (paid === 'review') return true;
      await announceWithdrawal(paid);
      return true;
    },

    /** The operators' list: pending first, then newest. */
    async listWithdrawals({ status }: { status?: RequestStatus }): Promise<OperatorWithdrawal[]> {
      const rows = await db
        .select({ request: paymentRequests, username: players.username, method: paymentMethods.name })
        .from(paymentRequests)
        .innerJoin(players, eq(players.id, paymentRequests.userId))
        .innerJoin(paymentMethods, eq(paymentMethods.id, paymentRequests.methodId))
        .where(and(eq(paymentRequests.direction, TransactionType.Withdraw), status === undefined ? undefined : eq(paymentRequests.status, status)))
        .orderBy(sql`${paymentRequests.status} = ${RequestStatus.Pending} DESC`, desc(paymentRequests.createdAt), desc(paymentRequests.id));
      return rows.map(({ request, username, method }) => ({
        id: request.id,
        userId: request.userId,
        username,
        method,
        amount: request.amount,
        detail: request.detail,
        status: request.status,
        createdAt: request.createdAt.toISOString(),
      }));
    },

    async approveWithdrawal(id: number, by: { operatorId: number }) {
      const result = await wallet.transaction(async (tx, ops) => {
        const row = await lockPendingWithdrawal(tx, id);
        return { before: row, after: await settleWithdrawal(tx, ops, row, by.operatorId) };
      });
      await announceWithdrawal(result.after);
      return { before: snapshot(result.before), after: snapshot(result.after) };
    },

    /**
     * A correction takes `amount` back from the player (a sports re-settlement), inside the caller's
     * transaction. Money waiting in a pending withdrawal is the player's cash on its way out: when their
     * cash does not cover the amount, their pending withdrawals are released back to it, newest first,
     * until it does; each ends Rejected and the player is told after the commit. The withdrawals are
     * locked before the cash, in the order an operator's decision locks them. Resolves to the cash now.
     */
    async releaseForCorrection(tx: Db, ops: WalletOps, userId: number, amount: number): Promise<{ cash: number; after: AfterCommit }> {
      const pending = () =>
        tx
          .select()
          .from(paymentRequests)
          .where(
            and(eq(paymentRequests.userId, userId), eq(paymentRequests.direction, TransactionType.Withdraw), eq(paymentRequests.status, RequestStatus.Pending)),
          )
          .orderBy(desc(paymentRequests.id))
          .for('update');
      await pending();
      let cash = (await ops.spendable(userId))?.cash ?? 0;
      const released: PaymentRequestRow[] = [];
      // again under the cash lock: a withdrawal that committed while it was awaited is seen now
      for (const row of await pending()) {
        if (cash >= amount) break;
        const { method } = await withMethodName(row, tx);
        const movement = await ops.withdrawRelease({
          userId,
          amount: row.amount,
          key: `withdraw-release:${row.id}`,
          reference: row.reference,
          description: method,
        });
        cash = movement.balance;
        const [after] = await tx
          .update(paymentRequests)
          .set({ status: RequestStatus.Rejected, reason: RELEASED_FOR_CORRECTION, updatedAt: now() })
          .where(eq(paymentRequests.id, row.id))
          .returning();
        released.push(after);
      }
      return {
        cash,
        after: async () => {
          for (const row of released)
            await notifications.notify(row.userId, {
              type: NotificationType.Withdraw,
              title: 'Withdrawal cancelled',
              note: 'Your withdrawal of {amount} was cancelled because a settled bet was corrected; the amount is back in your balance, less what the correction took back.',
              params: { amount: { money: row.amount } },
            });
        },
      };
    },

    async rejectWithdrawal(id: number, reason: string, by: { operatorId: number }) {
      const result = await wallet.transaction(async (tx, ops) => {
        const row = await lockPendingWithdrawal(tx, id);
        const { method } = await withMethodName(row, tx);
        await ops.withdrawRelease({ userId: row.userId, amount: row.amount, key: `withdraw-release:${row.id}`, reference: row.reference, description: method });
        const [after] = await tx
          .update(paymentRequests)
          .set({ status: RequestStatus.Rejected, reason, decidedBy: by.operatorId, updatedAt: now() })
          .where(eq(paymentRequests.id, row.id))
          .returning();
        return { before: row, after };
      });
      await announceWithdrawal(result.after);
      return { before: snapshot(result.before), after: snapshot(result.after) };
    },
  };
}

export type PaymentRequests = ReturnType<typeof createPaymentRequests>;
