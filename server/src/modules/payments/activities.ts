// payment/financialactivities: the player's deposit and withdraw requests (with their status) merged
// with the wallet's other movements (bets, wins, refunds, bonuses, adjustments), newest first, every
// line in the player's words and language: what it is (a sports cash-out is no win), the game by its
// name and studio or the bet by its event, the bonus by its campaign, never a code. The requests stand
// for their own ledger movements, so the statement is asked without those.
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import {
  RequestStatus,
  TransactionType,
  type FinancialActivities,
  type FinancialActivitiesRequest,
  type FinancialActivity,
  type FinancialActivityKind,
  type FinancialActivityStatus,
  type FinancialActivityType,
} from '@arena/contracts';
import type { Db } from '../../db/client';
import type { Locale } from '../../i18n/translations';
import { translate } from '../../plugins/locale';
import { describeBonusMovements } from '../bonus/plugin';
import { gameNames } from '../casino';
import { describeBookMovements } from '../sports/plugin';
import type { StatementItem, WalletService } from '../wallet/plugin';
import { paymentMethods, paymentRequests, type PaymentRequestRow } from './schema';

/** The movements of the statement besides deposits and withdrawals. */
const LEDGER_KINDS: FinancialActivityKind[] = ['bet', 'win', 'rollback', 'bonus', 'adjust'];
/** The player's calendar day (Europe/Istanbul, UTC+3 all year since 2016). */
const ISTANBUL_OFFSET = '+03:00';
const ISTANBUL_OFFSET_MS = 3 * 3600_000;
const DAY_MS = 86_400_000;

/** from: the first instant of its day (inclusive); to: the first instant after its day (exclusive). */
export function dayRange(from: string | undefined, to: string | undefined): { from?: Date; to?: Date } {
  return {
    ...(from !== undefined && { from: new Date(`${from}T00:00:00.000${ISTANBUL_OFFSET}`) }),
    ...(to !== undefined && { to: new Date(Date.parse(`${to}T00:00:00.000${ISTANBUL_OFFSET}`) + DAY_MS) }),
  };
}

/** The Europe/Istanbul calendar day that holds `at` (ms), as a range. */
export function istanbulDayOf(at: number): { from: Date; to: Date } {
  const day = new Date(at + ISTANBUL_OFFSET_MS).toISOString().slice(0, 10);
  return { from: new Date(`${day}T00:00:00.000${ISTANBUL_OFFSET}`), to: new Date(Date.parse(`${day}T00:00:00.000${ISTANBUL_OFFSET}`) + DAY_MS) };
}

type Line = Omit<FinancialActivity, 'createdAt'> & { createdAt: Date };

/** A request's status as the player reads it (None and Merged are the enum's, never written here). */
const REQUEST_STATUS: Record<RequestStatus, FinancialActivityStatus> = {
  [RequestStatus.None]: 'pending',
  [RequestStatus.Created]: 'created',
  [RequestStatus.Pending]: 'pending',
  [RequestStatus.Confirmed]: 'confirmed',
  [RequestStatus.Merged]: 'confirmed',
  [RequestStatus.Rejected]: 'rejected',
  [RequestStatus.Cancelled]: 'cancelled',
};

/** A request as the player's list shows it: a withdrawal takes money out, so it is negative. */
function requestLine(request: PaymentRequestRow, method: string): Line {
  const deposit = request.direction === TransactionType.Deposit;
  return {
    id: `request-${request.id}`,
    type: deposit ? 'deposit' : 'withdraw',
    amount: deposit ? request.amount : -request.amount,
    status: REQUEST_STATUS[request.status],
    description: method,
    provider: null,
    createdAt: request.createdAt,
  };
}

/** a game's movement: what it is, whoever made the game */
const GAME_LINE: Partial<Record<FinancialActivityKind, FinancialActivityType>> = { bet: 'bet', win: 'win', rollback: 'refund' };

/**
 * Ledger movements as the player's list shows them: the sportsbook and the bonuses name their own, a
 * game is named by the catalogue, an operator's adjustment by the reason given. A movement is final
 * once written; a bet whose stake came back is refunded.
 */
async function movementLines(db: Db, items: StatementItem[], locale: Locale): Promise<Line[]> {
  const movements = items.map((item) => item.movement);
  const [book, bonuses, games] = await Promise.all([
    describeBookMovements(db, movements, locale),
    describeBonusMovements(db, movements, locale),
    gameNames(
      db,
      movements.flatMap(({ gameCode }) => gameCode ?? []),
    ),
  ]);
  return items.map(({ id, kind, amount, description, createdAt, movement }) => {
    const common = {
      id: `entry-${id}`,
      amount,
      createdAt,
      status: movement.kind === 'bet' && movement.rolledBack ? ('refunded' as const) : ('completed' as const),
    };
    const bet = book.get(movement.key);
    if (bet) return { ...common, ...bet };
    const gameLine = GAME_LINE[kind];
    if (gameLine) {
      const game = movement.gameCode === null ? undefined : games.get(movement.gameCode);
      return { ...common, type: gameLine, description: game?.name ?? translate(locale, 'Casino game'), provider: game?.studio ?? null };
    }
    if (kind === 'bonus') return { ...common, type: 'bonus', description: bonuses.get(movement.key) ?? translate(locale, 'Bonus'), provider: null };
    // an operator's correction: the reason the operator gave the player
    return { ...common, type: 'adjust', description, provider: null };
  });
}

export function createFinancialActivities(db: Db, wallet: WalletService) {
  return async function financialActivities(userId: number, q: FinancialActivitiesRequest, locale: Locale): Promise<FinancialActivities> {
    const { from, to } = dayRange(q.from, q.to);
    const conditions: SQL[] = [eq(paymentRequests.userId, userId)];
    if (q.type !== TransactionType.All) conditions.push(eq(paymentRequests.direction, q.type));
    if (from) conditions.push(gte(paymentRequests.createdAt, from));
    if (to) conditions.push(lt(paymentRequests.createdAt, to));
    const where = and(...conditions);
    // a page of the merged list is within the first skip+take of each source
    const window = q.skip + q.take;

    const [requests, [{ total: requestTotal }], ledger] = await Promise.all([
      db
        .select({ request: paymentRequests, method: paymentMethods.name })
        .from(paymentRequests)
        .innerJoin(paymentMethods, eq(paymentMethods.id, paymentRequests.methodId))
        .where(where)
        .orderBy(desc(paymentRequests.createdAt), desc(paymentRequests.id))
        .limit(window),
      db.select({ total: count() }).from(paymentRequests).where(where),
      // a zero win closing a lost round, or a stake paid all in bonus money, moved no cash: no line
      q.type === TransactionType.All
        ? wallet.statement(userId, { kinds: LEDGER_KINDS, moved: true, from, to, skip: 0, take: window })
        : { items: [], total: 0 },
    ]);

    type Dated = { createdAt: Date } & ({ line: Line } | { entry: StatementItem });
    const page = ([] as Dated[])
      .concat(
        requests.map(({ request, method }) => ({ createdAt: request.createdAt, line: requestLine(request, method) })),
        ledger.items.map((entry) => ({ createdAt: entry.createdAt, entry })),
      )
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(q.skip, window);
    // only the page's movements are named
    const named = await movementLines(
      db,
      page.flatMap((dated) => ('entry' in dated ? [dated.entry] : [])),
      locale,
    );
    const lines = page.map((dated) => ('line' in dated ? dated.line : named.shift()!));

    return {
      items: lines.map((line) => ({ ...line, createdAt: line.createdAt.toISOString() })),
      total: requestTotal + ledger.total,
    };
  };
}
