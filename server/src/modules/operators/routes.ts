// The back office's calls (operatorEndpoints): login, withdrawals waiting for review, balance
// adjustments and the audit trail. Every action an operator takes is written to the audit trail.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { operatorEndpoints } from '@arena/contracts';
import type { AuthConfig } from '../../config';
import { done, ok } from '../../http/envelope';
import { IDEMPOTENCY_KEY_REUSED, idempotencyKey } from '../../http/idempotency-key';
import { routeSchema } from '../../http/route-schema';
import { HttpError } from '../../plugins/errors';
import { verifyNothing, verifyPassword } from '../auth/plugin';
import { WalletError } from '../wallet/plugin';
import { byOperatorUsername } from './accounts';
import { operators } from './schema';

const INVALID_CREDENTIALS = 'Invalid username or password.';

/** how the wallet's refusals of an adjustment reach the operator */
const ADJUST_REFUSALS: Partial<Record<WalletError['code'], readonly [number, string]>> = {
  unknown_player: [404, 'The player does not exist.'],
  insufficient_funds: [409, "The player's balance is too low for this adjustment."],
  key_conflict: [409, IDEMPOTENCY_KEY_REUSED],
  invalid_amount: [400, 'The amount must not be zero.'],
};

export const operatorRoutes: FastifyPluginAsyncTypebox<{ limits: AuthConfig['limits'] }> = async (app, { limits }) => {
  const { rateLimiter: limiter } = app;
  const { sessions, audit, authenticate, allow } = app.operators;
  const reviewers = { preHandler: [authenticate, allow('admin', 'payments')] };
  const admins = { preHandler: [authenticate, allow('admin')] };

  // counted as the player login is (auth config's limits), under keys of its own
  app.post('/login', { schema: routeSchema(operatorEndpoints.operatorLogin) }, async (request) => {
    const { username, password } = request.body;
    const account = username.toLowerCase();
    await limiter.assertOpen('operator-login-ip', limits.loginPerIp, request.ip);
    await limiter.assertOpen('operator-login-account', limits.loginPerAccount, account);
    const [operator] = await app.db.select().from(operators).where(byOperatorUsername(username)).limit(1);
    const valid = operator ? await verifyPassword(operator.passwordHash, password) : await verifyNothing(password);
    if (!operator || !valid) {
      await Promise.all([
        limiter.fail('operator-login-ip', limits.loginPerIp, request.ip),
        limiter.fail('operator-login-account', limits.loginPerAccount, account),
      ]);
      // a wrong password for a real operator is someone trying the back office: the operator should know
      if (operator)
        await audit.record(app.db, {
          operatorId: operator.id,
          action: 'login.failed',
          subject: `operator:${operator.id}`,
          before: null,
          after: { ip: request.ip },
        });
      // 400, not 401: as for players, a client treats any 401 as "your session is gone"
      throw new HttpError(400, INVALID_CREDENTIALS);
    }
    await limiter.reset('operator-login-account', account);
    const token = await app.db.transaction(async (tx) => {
      const session = await sessions.start(tx, operator.id, request.ip);
      await audit.record(tx, {
        operatorId: operator.id,
        action: 'login',
        subject: `operator:${operator.id}`,
        before: null,
        after: { sessionId: session.sessionId, ip: request.ip },
      });
      return session.token;
    });
    return ok({ token, username: operator.username, role: operator.role }, request.t('Login successful.'));
  });

  app.get(
    '/withdrawals',
    {
      schema: routeSchema(operatorEndpoints.operatorWithdrawals),
      // a query string is text: ?status=2 reaches the schema's numeric enum as the number it spells
      // (the server's ajv never coerces, so that a JSON body's "12" stays refused)
      preValidation: async (request) => {
        const query = request.query as Record<string, unknown>;
        if (typeof query.status === 'string' && /^\d{1,3}$/.test(query.status)) query.status = Number(query.status);
      },
      ...reviewers,
    },
    async (request) => ok(await app.payments.listWithdrawals(request.query)),
  );

  app.post('/withdrawals/approve', { schema: routeSchema(operatorEndpoints.operatorApproveWithdrawal), ...reviewers }, async (request) => {
    const { id } = request.body;
    const { operatorId } = request.operator;
    await audit.around({ operatorId, action: 'withdrawal.approve', subject: `withdrawal:${id}` }, () => app.payments.approveWithdrawal(id, { operatorId }));
    return done(request.t('The withdrawal has been approved and paid out.'));
  });

  app.post('/withdrawals/reject', { schema: routeSchema(operatorEndpoints.operatorRejectWithdrawal), ...reviewers }, async (request) => {
    const { id, reason } = request.body;
    const { operatorId } = request.operator;
    await audit.around({ operatorId, action: 'withdrawal.reject', subject: `withdrawal:${id}` }, async () => {
      const { before, after } = await app.payments.rejectWithdrawal(id, reason, { operatorId });
      return { before, after: { ...after, reason } };
    });
    return done(request.t('The withdrawal has been rejected and the funds returned to the player.'));
  });

  app.post('/adjust', { schema: routeSchema(operatorEndpoints.operatorAdjust), ...admins }, async (request) => {
    const { userId, amount, reason } = request.body;
    const { operatorId } = request.operator;
    // scoped by operator: two operators' keys never meet
    const key = `adjust:${operatorId}:${idempotencyKey(request)}`;
    try {
      // the movement and its audit entry commit together; a replay moved nothing and is not a new action
      const movement = await app.wallet.transaction(async (tx, wallet) => {
        const moved = await wallet.adjust({ userId, amount, key, reason, operatorId });
        if (!moved.replayed) {
          await audit.record(tx, {
            operatorId,
            action: 'balance.adjust',
            subject: `player:${userId}`,
            before: { balance: moved.balance - amount },
            after: { balance: moved.balance, amount, reason, transactionId: moved.transactionId },
          });
        }
        return moved;
      });
      return ok({ balance: movement.balance }, request.t('The balance has been adjusted.'));
    } catch (error) {
      const refusal = error instanceof WalletError ? ADJUST_REFUSALS[error.code] : undefined;
      if (refusal) throw new HttpError(...refusal);
      throw error;
    }
  });

  app.get('/audit', { schema: routeSchema(operatorEndpoints.operatorAudit), ...admins }, async () => ok(await audit.list()));
};
