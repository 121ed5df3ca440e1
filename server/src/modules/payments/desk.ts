// The back office's payments desk: the deposit and withdrawal queues with their filters, and the
// payment methods as an operator edits them (on/off, limits). The players' forms read the same rows
// (methods.ts), so a change applies to the next request.
import { and, asc, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  RequestStatus,
  type OperatorPaymentMethod,
  type OperatorPaymentMethodUpdate,
  type OperatorPaymentQueueQuery,
  type OperatorPaymentRequest,
  type PaymentDirection,
} from '@arena/contracts';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { paymentMethods, paymentRequests, players } from './schema';

/** a queue's page: the filters narrow it down further */
const QUEUE_LIMIT = 200;

export const DESK_MESSAGES = {
  methodNotFound: 'The payment method was not found.',
  limitsReversed: 'The maximum must not be below the minimum.',
} as const;

/** the statuses a request can still leave: listed first */
const OPEN = sql`${paymentRequests.status} IN (${RequestStatus.Pending}, ${RequestStatus.Created})`;

function playerFilter(player: string): SQL | undefined {
  const byName = eq(sql`lower(${players.username})`, player.toLowerCase());
  return /^\d{1,9}$/.test(player) ? or(byName, eq(paymentRequests.userId, Number(player))) : byName;
}

export function createPaymentDesk(db: Db) {
  return {
    async queue(direction: PaymentDirection, query: OperatorPaymentQueueQuery): Promise<OperatorPaymentRequest[]> {
      const { status, method, player, from, to } = query;
      const rows = await db
        .select({ request: paymentRequests, username: players.username, method: paymentMethods.name })
        .from(paymentRequests)
        .innerJoin(players, eq(players.id, paymentRequests.userId))
        .innerJoin(paymentMethods, eq(paymentMethods.id, paymentRequests.methodId))
        .where(
          and(
            eq(paymentRequests.direction, direction),
            status === undefined ? undefined : eq(paymentRequests.status, status),
            method === undefined ? undefined : eq(paymentRequests.methodId, method),
            player === undefined ? undefined : playerFilter(player.trim()),
            from === undefined ? undefined : gte(paymentRequests.createdAt, new Date(from)),
            to === undefined ? undefined : lt(paymentRequests.createdAt, new Date(to)),
          ),
        )
        .orderBy(desc(OPEN), desc(paymentRequests.createdAt), desc(paymentRequests.id))
        .limit(QUEUE_LIMIT);
      return rows.map(({ request, username, method: methodName }) => ({
        id: request.id,
        reference: request.reference,
        userId: request.userId,
        username,
        methodId: request.methodId,
        method: methodName,
        amount: request.amount,
        detail: request.detail,
        status: request.status,
        reason: request.reason,
        review: request.status === RequestStatus.Pending && request.payoutDueAt === null,
        createdAt: request.createdAt.toISOString(),
        updatedAt: request.updatedAt.toISOString(),
      }));
    },

    async methods(): Promise<OperatorPaymentMethod[]> {
      return db
        .select({
          id: paymentMethods.id,
          name: paymentMethods.name,
          enabled: paymentMethods.enabled,
          minAmount: paymentMethods.minAmount,
          maxAmount: paymentMethods.maxAmount,
          depositFields: paymentMethods.depositFields,
          withdrawFields: paymentMethods.withdrawFields,
        })
        .from(paymentMethods)
        .orderBy(asc(paymentMethods.sort), asc(paymentMethods.id));
    },

    /** in `tx` (with its audit entry): the method's settings before and after */
    async updateMethod(tx: Db, update: OperatorPaymentMethodUpdate) {
      const { id, enabled, minAmount, maxAmount } = update;
      if (maxAmount < minAmount) throw new HttpError(400, DESK_MESSAGES.limitsReversed);
      const [before] = await tx
        .select({ enabled: paymentMethods.enabled, minAmount: paymentMethods.minAmount, maxAmount: paymentMethods.maxAmount })
        .from(paymentMethods)
        .where(eq(paymentMethods.id, id))
        .for('update');
      if (!before) throw new HttpError(404, DESK_MESSAGES.methodNotFound);
      await tx.update(paymentMethods).set({ enabled, minAmount, maxAmount }).where(eq(paymentMethods.id, id));
      return { before, after: { enabled, minAmount, maxAmount } };
    },
  };
}

export type PaymentDesk = ReturnType<typeof createPaymentDesk>;
