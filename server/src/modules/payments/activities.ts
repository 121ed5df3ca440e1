// payment/financialactivities: the player's deposit and withdraw requests (with their status) merged
// with the wallet's other movements (bets, wins, rollbacks, bonuses, adjustments), newest first. The
// requests stand for their own ledger movements, so the statement is asked without those.
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import {
  TransactionType,
  type FinancialActivities,
  type FinancialActivitiesRequest,
  type FinancialActivity,
  type FinancialActivityKind,
} from '@arena/contracts';
import type { Db } from '../../db/client';
import type { WalletService } from '../wallet/plugin';
import { paymentMethods, paymentRequests, type PaymentRequestRow } from './schema';

/** The movements of the statement besides deposits and withdrawals. */
const LEDGER_KINDS: FinancialActivityKind[] = ['bet', 'win', 'rollback', 'bonus', 'adjust'];
/** The player's calendar day (Europe/Istanbul, UTC+3 all year since 2016). */
const ISTANBUL_OFFSET = '+03:00';
const DAY_MS = 86_400_000;

/** from: the first instant of its day (inclusive); to: the first instant after its day (exclusive). */
export function dayRange(from: string | undefined, to: string | undefined): { from?: Date; to?: Date } {
  return {
    ...(from !== undefined && { from: new Date(`${from}T00:00:00.000${ISTANBUL_OFFSET}`) }),
    ...(to !== undefined && { to: new Date(Date.parse(`${to}T00:00:00.000${ISTANBUL_OFFSET}`) + DAY_MS) }),
  };
}

type Line = Omit<FinancialActivity, 'createdAt'> & { createdAt: Date };

/** A request as the player's list shows it: a withdrawal takes money out, so it is negative. */
function requestLine(request: PaymentRequestRow, method: string): Line {
  const deposit = request.direction === TransactionType.Deposit;
  return {
    id: `request-${request.id}`,
    kind: deposit ? 'deposit' : 'withdraw',
    amount: deposit ? request.amount : -request.amount,
    status: request.status,
    description: method,
    createdAt: request.createdAt,
  };
}

export function createFinancialActivities(db: Db, wallet: WalletService) {
  return async function financialActivities(userId: number, q: FinancialActivitiesRequest): Promise<FinancialActivities> {
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
      q.type === TransactionType.All ? wallet.statement(userId, { kinds: LEDGER_KINDS, from, to, skip: 0, take: window }) : { items: [], total: 0 },
    ]);

    const lines: Line[] = [
      ...requests.map(({ request, method }) => requestLine(request, method)),
      ...ledger.items.map((item) => ({ ...item, id: `entry-${item.id}`, status: null })),
    ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());

    return {
      items: lines.slice(q.skip, window).map((line) => ({ ...line, createdAt: line.createdAt.toISOString() })),
      total: requestTotal + ledger.total,
    };
  };
}
