// Player protection (UKGC RTS 12–14, LCCP; MGA): the limits a player sets on themself, the reality
// check, time-out, self-exclusion and closure, and the activity statement. Enforcement is the wallet
// guard below (deposits, bets, launches, claims) and the login check, so a crafted request is refused
// exactly like a click. Which players have a limit, an exclusion or a closure is kept in memory on every
// instance (loaded at start, announced on every change): a player with none costs the wallet no query.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  LIMIT_COOLING_OFF_HOURS,
  SessionStatus,
  type AccountClosureReason,
  type ActivityStatement,
  type LimitKind,
  type LimitPeriod,
  type PlaySession,
  type PlayerLimit,
  type ProtectionSettings,
  type StatementPeriod,
} from '@arena/contracts';
import { createPlayerSet } from '../../cache/player-set';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { PubSub } from '../../plugins/pubsub';
import { sessions as loginSessions, users, verifyPassword, type SessionService } from '../auth/plugin';
import { ledgerTransactions, WalletRefusal, type GuardedAction, type WalletGuard, type WalletService } from '../wallet/plugin';
import { formatIstanbul, periodOf, type Period } from './periods';
import { playerLimits, playerProtection, protectionEvents, type ExclusionKind } from './schema';

const HOUR_MS = 3600_000;
const COOLING_OFF_MS = LIMIT_COOLING_OFF_HOURS * HOUR_MS;

export const PROTECTION_MESSAGES = {
  limitSaved: 'Your limit has been saved.',
  limitPending: 'Your new limit can be confirmed after 24 hours; until then your current limit stays in force.',
  limitConfirmed: 'Your new limit is in force.',
  noLimit: 'You have no such limit.',
  nothingPending: 'There is no limit change waiting for your confirmation.',
  notYet: 'You can confirm this change from {date}.',
  realityCheckSaved: 'Your reality check has been saved.',
  wrongPassword: 'The password is incorrect.',
  timeOutStarted: 'Your time-out has started.',
  selfExclusionStarted: 'Your self-exclusion has started.',
  accountClosed: 'Your account has been closed.',
  inTimeOut: 'Your account is in a time-out until {date}.',
  selfExcluded: 'Your account is self-excluded until {date}.',
  closed: 'This account is closed.',
} as const;

/** per period: the deposit that would pass the limit, the limit already reached, and the same for losses and play time */
const LIMIT_REFUSALS: Record<LimitPeriod, { deposit: string; depositReached: string; loss: string; lossReached: string; session: string }> = {
  day: {
    deposit: 'This deposit would exceed your daily deposit limit. You can deposit up to {amount} more today.',
    depositReached: 'You have reached your daily deposit limit.',
    loss: 'This bet would exceed your daily loss limit. You can stake up to {amount} more today.',
    lossReached: 'You have reached your daily loss limit.',
    session: 'You have used up your daily play time limit.',
  },
  week: {
    deposit: 'This deposit would exceed your weekly deposit limit. You can deposit up to {amount} more this week.',
    depositReached: 'You have reached your weekly deposit limit.',
    loss: 'This bet would exceed your weekly loss limit. You can stake up to {amount} more this week.',
    lossReached: 'You have reached your weekly loss limit.',
    session: 'You have used up your weekly play time limit.',
  },
  month: {
    deposit: 'This deposit would exceed your monthly deposit limit. You can deposit up to {amount} more this month.',
    depositReached: 'You have reached your monthly deposit limit.',
    loss: 'This bet would exceed your monthly loss limit. You can stake up to {amount} more this month.',
    lossReached: 'You have reached your monthly loss limit.',
    session: 'You have used up your monthly play time limit.',
  },
};

/** the limits each guarded action is held to (exclusions and closure hold them all) */
const LIMITS_OF: Record<GuardedAction['action'], LimitKind[]> = {
  deposit: ['deposit'],
  bet: ['loss', 'session'],
  play: ['session'],
  claim: [],
  withdraw: [],
};

type ProtectionRow = typeof playerProtection.$inferSelect;
type LimitRow = typeof playerLimits.$inferSelect;

export interface ProtectionDeps {
  db: Db;
  /** protection's own time: cooling-off periods, exclusions, periods (shiftable outside production) */
  clock: Clock;
  /** the clock login sessions are stamped with */
  sessionClock: Clock;
  /** a login session unused this long has ended (config.auth.sessionIdleSeconds) */
  sessionIdleMs: number;
  pubsub: PubSub;
  sessions: SessionService;
  log: FastifyBaseLogger;
  /** the player's lock (their cash account's row) that every bet takes: an exclusion takes it too */
  wallet: Pick<WalletService, 'transaction'>;
}

export type ProtectionService = Awaited<ReturnType<typeof createProtectionService>>;

/** `months` calendar months after `at` (UTC) */
function addMonths(at: number, months: number): number {
  const date = new Date(at);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
}

const iso = (at: number) => new Date(at).toISOString();
const total = (value: unknown) => Number(value ?? 0);

const CHANGED_CHANNEL = 'protection-changed';

export async function createProtectionService({ db, clock, sessionClock, sessionIdleMs, pubsub, sessions, log, wallet }: ProtectionDeps) {
  /**
   * Players some limit, exclusion or closure may hold: the guard's `check` (inside the movement's
   * transaction) decides, so this set may say too much but never too little. It is never read from the
   * database while a movement runs: on PGlite's one session that read would wait for the movement's
   * own transaction. A player stays in it until the set is next loaded even after a removal, at the
   * cost of one needless check.
   */
  const held = await createPlayerSet({
    pubsub,
    channel: CHANGED_CHANNEL,
    log,
    load: async () =>
      (
        await db
          .select({ userId: playerLimits.userId })
          .from(playerLimits)
          .union(
            db
              .select({ userId: playerProtection.userId })
              .from(playerProtection)
              .where(sql`${playerProtection.closedAt} IS NOT NULL OR ${playerProtection.exclusionUntil} > ${iso(clock.now())}::timestamptz`),
          )
      ).map(({ userId }) => userId),
  });

  /**
   * The ledger stamps its rows with the database's time and sessions with the app's clock; protection's
   * clock runs ahead of both when shifted (development, tests). A protection instant is moved back by
   * that lead before it is compared with their stamps. In production both leads are zero.
   */
  const ledgerTime = (at: number) => new Date(at - (clock.now() - Date.now()));
  const sessionTime = (at: number) => at - (clock.now() - sessionClock.now());

  /** after a limit, exclusion or closure committed: every instance holds the player to it */
  async function changed(userId: number): Promise<void> {
    try {
      await held.announce(userId, true);
    } catch (error) {
      // committed: another instance catches up when its subscription is restored
      log.warn({ err: error, userId }, 'protection change not announced');
    }
  }

  /** the exclusion or closure in force, read outside any movement */
  async function barNow(userId: number) {
    if (!held.has(userId)) return null;
    const [row] = await db.select().from(playerProtection).where(eq(playerProtection.userId, userId));
    return barOf(row);
  }

  /** the exclusion or closure that refuses everything now, as a translation key and its params */
  function barOf(row: Pick<ProtectionRow, 'closedAt' | 'exclusionKind' | 'exclusionUntil'> | undefined): { key: string; date?: string } | null {
    if (!row) return null;
    if (row.closedAt) return { key: PROTECTION_MESSAGES.closed };
    if (row.exclusionUntil && row.exclusionUntil.getTime() > clock.now()) {
      return {
        key: row.exclusionKind === 'self_exclusion' ? PROTECTION_MESSAGES.selfExcluded : PROTECTION_MESSAGES.inTimeOut,
        date: formatIstanbul(row.exclusionUntil.getTime()),
      };
    }
    return null;
  }

  const ledgerSum = (on: Db, userId: number, signed: SQL, kinds: string[], period: Period) =>
    on
      .select({ total: sql<string>`COALESCE(SUM(${signed}), 0)` })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.userId, userId),
          inArray(ledgerTransactions.kind, kinds),
          sql`${ledgerTransactions.createdAt} >= ${ledgerTime(period.from).toISOString()}::timestamptz`,
          sql`${ledgerTransactions.createdAt} < ${ledgerTime(period.to).toISOString()}::timestamptz`,
        ),
      );

  /**
   * Minutes logged in during the period. A session still open counts until now, or until its idle
   * timeout if the player left it unused (nothing may have marked it ended yet); one that timed out
   * counts until it was last seen.
   */
  async function sessionMinutes(on: Db, userId: number, period: Period): Promise<number> {
    const now = iso(sessionTime(clock.now()));
    const from = iso(sessionTime(period.from));
    const to = iso(sessionTime(Math.min(period.to, clock.now())));
    const open = sql`LEAST(${now}::timestamptz, ${loginSessions.lastSeenAt} + ${sessionIdleMs} * interval '1 millisecond')`;
    const end = sql`CASE ${loginSessions.status} WHEN ${SessionStatus.Processing} THEN ${open} WHEN ${SessionStatus.Expired} THEN ${loginSessions.lastSeenAt} ELSE ${loginSessions.endedAt} END`;
    const [row] = await on
      .select({
        seconds: sql<string>`COALESCE(SUM(GREATEST(EXTRACT(EPOCH FROM (LEAST(${end}, ${to}::timestamptz) - GREATEST(${loginSessions.createdAt}, ${from}::timestamptz))), 0)), 0)`,
      })
      .from(loginSessions)
      .where(and(eq(loginSessions.userId, userId), sql`${loginSessions.createdAt} < ${to}::timestamptz`));
    return Math.floor(total(row.seconds) / 60);
  }

  /** what the player has used of a limit in its current period: deposited, net loss, minutes played */
  async function usage(on: Db, userId: number, kind: LimitKind, period: Period): Promise<number> {
    if (kind === 'session') return sessionMinutes(on, userId, period);
    if (kind === 'deposit') return total((await ledgerSum(on, userId, sql`${ledgerTransactions.amount}`, ['deposit'], period))[0].total);
    // net loss: stakes − wins − returned stakes; winning more than staked is no loss
    const signed = sql`CASE ${ledgerTransactions.kind} WHEN 'bet' THEN ${ledgerTransactions.amount} ELSE -${ledgerTransactions.amount} END`;
    return Math.max(0, total((await ledgerSum(on, userId, signed, ['bet', 'win', 'rollback'], period))[0].total));
  }

  /** refuses `action` when a limit in force would be passed (inside the movement's transaction) */
  async function checkLimit(on: Db, limit: LimitRow, action: GuardedAction): Promise<void> {
    const period = periodOf(limit.period, clock.now());
    const used = await usage(on, action.userId, limit.kind, period);
    const messages = LIMIT_REFUSALS[limit.period];
    const left = Math.max(0, limit.amount - used);
    if (limit.kind === 'session') {
      if (left === 0) throw new WalletRefusal(messages.session);
      return;
    }
    if (action.amount <= left) return;
    if (left === 0) throw new WalletRefusal(limit.kind === 'deposit' ? messages.depositReached : messages.lossReached);
    throw new WalletRefusal(limit.kind === 'deposit' ? messages.deposit : messages.loss, { amount: { money: left } });
  }

  const guard: WalletGuard = {
    name: 'player-protection',

    // a withdrawal is never held: a player can always take their money out. Every bet is checked: a
    // bet that passed `held` before an exclusion was announced would otherwise be taken after it began
    applies: (action) => action.action === 'bet' || (action.action !== 'withdraw' && held.has(action.userId)),

    async check(tx, action, ops) {
      // the player's lock first, as an exclusion takes it: a bet waits for an exclusion being set, then sees it
      await ops.spendable(action.userId);
      // the lock orders concurrent movements of one player: each sums what the one before it committed
      const [row] = await tx.select().from(playerProtection).where(eq(playerProtection.userId, action.userId)).for('update');
      const bar = barOf(row);
      if (bar) throw new WalletRefusal(bar.key, bar.date ? { date: bar.date } : {}, 403);
      const kinds = LIMITS_OF[action.action];
      if (!row || kinds.length === 0) return;
      const limits = await tx
        .select()
        .from(playerLimits)
        .where(and(eq(playerLimits.userId, action.userId), inArray(playerLimits.kind, kinds)));
      for (const limit of limits) await checkLimit(tx, limit, action);
    },
  };

  /** the player's protection row, created on first use and locked for the caller's transaction */
  async function lockRow(tx: Db, userId: number): Promise<ProtectionRow> {
    await tx.insert(playerProtection).values({ userId }).onConflictDoNothing();
    const [row] = await tx.select().from(playerProtection).where(eq(playerProtection.userId, userId)).for('update');
    return row;
  }

  const event = (tx: Db, userId: number, kind: string, detail: Record<string, unknown>) =>
    tx.insert(protectionEvents).values({ userId, kind, detail, createdAt: new Date(clock.now()) });

  async function checkPassword(userId: number, password: string): Promise<void> {
    const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
    if (!user || !(await verifyPassword(user.passwordHash, password))) throw new HttpError(400, PROTECTION_MESSAGES.wrongPassword);
  }

  async function settings(userId: number): Promise<ProtectionSettings> {
    const now = clock.now();
    const [[row], limits] = await Promise.all([
      db.select().from(playerProtection).where(eq(playerProtection.userId, userId)),
      db.select().from(playerLimits).where(eq(playerLimits.userId, userId)).orderBy(playerLimits.kind, playerLimits.period),
    ]);
    const shown = await Promise.all(
      limits.map(async (limit): Promise<PlayerLimit> => {
        const period = periodOf(limit.period, now);
        const effectiveAt = limit.pendingEffectiveAt?.getTime();
        return {
          kind: limit.kind,
          period: limit.period,
          amount: limit.amount,
          used: await usage(db, userId, limit.kind, period),
          resetsAt: iso(period.to),
          pending: effectiveAt === undefined ? null : { amount: limit.pendingAmount, effectiveAt: iso(effectiveAt), confirmable: effectiveAt <= now },
        };
      }),
    );
    const excluded = row?.exclusionKind && row.exclusionUntil && row.exclusionUntil.getTime() > now;
    return {
      limits: shown,
      realityCheckMinutes: row?.realityCheckMinutes ?? null,
      exclusion: excluded ? { kind: row.exclusionKind!, startedAt: row.exclusionStartedAt!.toISOString(), until: row.exclusionUntil!.toISOString() } : null,
    };
  }

  /** Starts (or lengthens, never shortens) an exclusion and logs the player out everywhere. */
  async function exclude(userId: number, password: string, kind: ExclusionKind, until: number): Promise<void> {
    await checkPassword(userId, password);
    await wallet.transaction(async (tx, ops) => {
      // under the player's lock: a bet taken before the exclusion has committed; one after it waits and is refused
      await ops.spendable(userId);
      const row = await lockRow(tx, userId);
      const current = row.exclusionUntil && row.exclusionUntil.getTime() > clock.now() ? row : null;
      if (!current || current.exclusionUntil!.getTime() < until) {
        const startedAt = current?.exclusionStartedAt ?? new Date(clock.now());
        await tx
          .update(playerProtection)
          .set({
            exclusionKind: kind === 'self_exclusion' || !current ? kind : current.exclusionKind,
            exclusionStartedAt: startedAt,
            exclusionUntil: new Date(until),
          })
          .where(eq(playerProtection.userId, userId));
      }
      await event(tx, userId, kind, { until: iso(until) });
      await sessions.revokeAll(userId, tx);
    });
    await changed(userId);
    await sessions.announceEnded(userId);
  }

  return {
    guard,
    settings,

    /** RTS 12: a first limit or a decrease applies now; a raise or removal waits 24 hours and a confirmation */
    async setLimit(userId: number, kind: LimitKind, period: LimitPeriod, amount: number | null): Promise<string> {
      const now = clock.now();
      const message = await db.transaction(async (tx) => {
        await lockRow(tx, userId);
        const where = and(eq(playerLimits.userId, userId), eq(playerLimits.kind, kind), eq(playerLimits.period, period));
        const [limit] = await tx.select().from(playerLimits).where(where);
        if (!limit) {
          if (amount === null) throw new HttpError(400, PROTECTION_MESSAGES.noLimit);
          await tx.insert(playerLimits).values({ userId, kind, period, amount, updatedAt: new Date(now) });
        } else if (amount !== null && amount <= limit.amount) {
          await tx
            .update(playerLimits)
            .set({ amount, pendingAmount: null, pendingEffectiveAt: null, updatedAt: new Date(now) })
            .where(where);
        } else {
          // asking again for the same change does not restart its 24 hours
          const same = limit.pendingEffectiveAt !== null && limit.pendingAmount === amount;
          if (!same)
            await tx
              .update(playerLimits)
              .set({ pendingAmount: amount, pendingEffectiveAt: new Date(now + COOLING_OFF_MS), updatedAt: new Date(now) })
              .where(where);
          await event(tx, userId, 'limit_requested', { kind, period, amount });
          return PROTECTION_MESSAGES.limitPending;
        }
        await event(tx, userId, 'limit_set', { kind, period, amount });
        return PROTECTION_MESSAGES.limitSaved;
      });
      await changed(userId);
      return message;
    },

    /** applies a pending raise or removal once its 24 hours have passed */
    async confirmLimit(userId: number, kind: LimitKind, period: LimitPeriod): Promise<void> {
      await db.transaction(async (tx) => {
        await lockRow(tx, userId);
        const where = and(eq(playerLimits.userId, userId), eq(playerLimits.kind, kind), eq(playerLimits.period, period));
        const [limit] = await tx.select().from(playerLimits).where(where);
        if (!limit?.pendingEffectiveAt) throw new HttpError(404, PROTECTION_MESSAGES.nothingPending);
        if (limit.pendingEffectiveAt.getTime() > clock.now()) {
          throw new HttpError(400, PROTECTION_MESSAGES.notYet, { date: formatIstanbul(limit.pendingEffectiveAt.getTime()) });
        }
        if (limit.pendingAmount === null) await tx.delete(playerLimits).where(where);
        else
          await tx
            .update(playerLimits)
            .set({ amount: limit.pendingAmount, pendingAmount: null, pendingEffectiveAt: null, updatedAt: new Date(clock.now()) })
            .where(where);
        await event(tx, userId, 'limit_confirmed', { kind, period, amount: limit.pendingAmount });
      });
      await changed(userId);
    },

    async setRealityCheck(userId: number, minutes: number | null): Promise<void> {
      await db.transaction(async (tx) => {
        await lockRow(tx, userId);
        await tx.update(playerProtection).set({ realityCheckMinutes: minutes }).where(eq(playerProtection.userId, userId));
        await event(tx, userId, 'reality_check', { minutes });
      });
    },

    /** RTS 13: the current login session's elapsed time and what was staked and won in it */
    async playSession(userId: number, sessionId: number): Promise<PlaySession> {
      const [[session], [row]] = await Promise.all([
        db.select({ createdAt: loginSessions.createdAt }).from(loginSessions).where(eq(loginSessions.id, sessionId)),
        db.select({ minutes: playerProtection.realityCheckMinutes }).from(playerProtection).where(eq(playerProtection.userId, userId)),
      ]);
      const startedAt = session.createdAt.getTime();
      // the session's start on protection's clock
      const since = startedAt + (clock.now() - sessionClock.now());
      const window = { from: since, to: clock.now() + 1 };
      const [[bets], [wins]] = await Promise.all([
        ledgerSum(
          db,
          userId,
          sql`CASE ${ledgerTransactions.kind} WHEN 'bet' THEN ${ledgerTransactions.amount} ELSE -${ledgerTransactions.amount} END`,
          ['bet', 'rollback'],
          window,
        ),
        ledgerSum(db, userId, sql`${ledgerTransactions.amount}`, ['win'], window),
      ]);
      const staked = Math.max(0, total(bets.total));
      const won = total(wins.total);
      return {
        startedAt: iso(startedAt),
        // on protection's clock: a development server's shifted time moves the reality check on too
        elapsedSeconds: Math.max(0, Math.floor((clock.now() - startedAt) / 1000)),
        staked,
        won,
        net: won - staked,
        realityCheckMinutes: row?.minutes ?? null,
      };
    },

    timeOut: (userId: number, password: string, days: number) => exclude(userId, password, 'time_out', clock.now() + days * 24 * HOUR_MS),
    selfExclude: (userId: number, password: string, months: number) => exclude(userId, password, 'self_exclusion', addMonths(clock.now(), months)),

    async closeAccount(userId: number, password: string, reason: AccountClosureReason, note: string | undefined): Promise<void> {
      await checkPassword(userId, password);
      await db.transaction(async (tx) => {
        await lockRow(tx, userId);
        await tx
          .update(playerProtection)
          .set({ closedAt: new Date(clock.now()), closureReason: reason, closureNote: note ?? null })
          .where(eq(playerProtection.userId, userId));
        await event(tx, userId, 'account_closed', { reason, note: note ?? null });
        await sessions.revokeAll(userId, tx);
      });
      await changed(userId);
      await sessions.announceEnded(userId);
    },

    /** the login's refusal for an excluded or closed account: why, and until when */
    async assertMayLogin(userId: number): Promise<void> {
      const bar = await barNow(userId);
      if (bar) throw new HttpError(403, bar.key, bar.date ? { date: bar.date } : {});
    },

    /** no marketing reaches a player in a time-out, self-excluded or closed (LCCP SR 5.1.11 / MGA) */
    async marketingAllowed(userId: number): Promise<boolean> {
      return (await barNow(userId)) === null;
    },

    /** deposits, withdrawals (held or paid, less those released back), stakes and wins per period, newest first */
    async statement(userId: number, periodKind: StatementPeriod, count: number): Promise<ActivityStatement> {
      const periods = Array.from({ length: count }, (_, back) => periodOf(periodKind, clock.now(), back));
      const bucket = sql.join(
        [
          sql`CASE`,
          ...periods.map((period, index) => sql`WHEN ${ledgerTransactions.createdAt} >= ${ledgerTime(period.from).toISOString()}::timestamptz THEN ${index}`),
          sql`END`,
        ],
        sql` `,
      );
      const grouped = (where: SQL | undefined, byPeriod: boolean) =>
        db
          .select({
            bucket: byPeriod ? sql<number>`${bucket}` : sql<number>`0`,
            kind: ledgerTransactions.kind,
            total: sql<string>`SUM(${ledgerTransactions.amount})`,
          })
          .from(ledgerTransactions)
          .where(
            and(
              eq(ledgerTransactions.userId, userId),
              inArray(ledgerTransactions.kind, ['deposit', 'withdraw_hold', 'withdraw_release', 'bet', 'win', 'rollback']),
              where,
            ),
          )
          .groupBy(sql`1`, ledgerTransactions.kind);
      const [rows, lifetime] = await Promise.all([
        grouped(
          and(
            sql`${ledgerTransactions.createdAt} >= ${ledgerTime(periods[count - 1].from).toISOString()}::timestamptz`,
            sql`${ledgerTransactions.createdAt} < ${ledgerTime(periods[0].to).toISOString()}::timestamptz`,
          ),
          true,
        ),
        grouped(undefined, false),
      ]);
      const figures = (found: { bucket: number; kind: string; total: string }[], index: number) => {
        const of = (kind: string) => total(found.find((row) => Number(row.bucket) === index && row.kind === kind)?.total);
        const staked = of('bet') - of('rollback');
        const won = of('win');
        return { deposits: of('deposit'), withdrawals: of('withdraw_hold') - of('withdraw_release'), staked, won, net: won - staked };
      };
      return {
        rows: periods.map((period, index) => ({ from: iso(period.from), to: iso(period.to), ...figures(rows, index) })),
        lifetime: figures(lifetime, 0),
      };
    },
  };
}
