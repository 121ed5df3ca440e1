// The back office's payments desk under /api/operator/payments (area `payments`): the deposit and
// withdrawal queues, the payment methods and the review threshold. Every change is audited in the
// transaction that makes it.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OPERATOR_ACCESS, operatorPaymentEndpoints, TransactionType } from '@arena/contracts';
import { done, ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { PAYMENTS_INTERNALS } from './plugin';

/**
 * A query string is text: ?status=2&method=1 reach the schema's numbers as the numbers they spell (the
 * server's ajv never coerces, so that a JSON body's "12" stays refused).
 */
async function numericQuery(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown>;
  for (const name of ['status', 'method']) if (typeof query[name] === 'string' && /^\d{1,9}$/.test(query[name])) query[name] = Number(query[name]);
}

export const operatorPaymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { desk, settings } = app[PAYMENTS_INTERNALS];
  const { authenticate, allow, audit } = app.operators;
  const paymentsDesk = { onRequest: [authenticate, allow(...OPERATOR_ACCESS.payments)] };

  app.get(
    '/deposits',
    { schema: routeSchema(operatorPaymentEndpoints.operatorPaymentDeposits), preValidation: numericQuery, ...paymentsDesk },
    async (request) => ok(await desk.queue(TransactionType.Deposit, request.query)),
  );

  app.get(
    '/withdrawals',
    { schema: routeSchema(operatorPaymentEndpoints.operatorPaymentWithdrawals), preValidation: numericQuery, ...paymentsDesk },
    async (request) => ok(await desk.queue(TransactionType.Withdraw, request.query)),
  );

  app.get('/methods', { schema: routeSchema(operatorPaymentEndpoints.operatorPaymentMethods), ...paymentsDesk }, async () => ok(await desk.methods()));

  app.post('/methods', { schema: routeSchema(operatorPaymentEndpoints.operatorSavePaymentMethod), ...paymentsDesk }, async (request) => {
    const { operatorId } = request.operator;
    await app.db.transaction(async (tx) => {
      const { before, after } = await desk.updateMethod(tx, request.body);
      await audit.record(tx, { ip: request.ip, operatorId, action: 'payment.method', subject: `payment-method:${request.body.id}`, before, after });
    });
    return done(request.t('The payment method has been saved.'));
  });

  app.post('/methods/fields', { schema: routeSchema(operatorPaymentEndpoints.operatorSavePaymentFields), ...paymentsDesk }, async (request) => {
    const { id, direction } = request.body;
    await app.db.transaction(async (tx) => {
      const { before, after } = await settings.setMethodFields(tx, request.body);
      await audit.record(tx, {
        ip: request.ip,
        operatorId: request.operator.operatorId,
        action: 'payment.method.fields',
        subject: `payment-method:${id}:${direction}`,
        before,
        after,
      });
    });
    return done(request.t('The form has been saved.'));
  });

  app.get('/settings', { schema: routeSchema(operatorPaymentEndpoints.operatorPaymentSettings), ...paymentsDesk }, async () =>
    ok({ withdrawReviewAbove: await settings.withdrawReviewAbove(), configured: settings.configured.withdrawReviewAbove }),
  );

  app.post('/settings', { schema: routeSchema(operatorPaymentEndpoints.operatorSavePaymentSettings), ...paymentsDesk }, async (request) => {
    const { operatorId } = request.operator;
    await app.db.transaction(async (tx) => {
      const { before, after } = await settings.setWithdrawReviewAbove(tx, request.body.withdrawReviewAbove, operatorId);
      await audit.record(tx, {
        ip: request.ip,
        operatorId,
        action: 'payment.settings',
        subject: 'payment-settings',
        before: { withdrawReviewAbove: before },
        after: { withdrawReviewAbove: after },
      });
    });
    return done(request.t('The payment settings have been saved.'));
  });
};
