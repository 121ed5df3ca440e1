// The back office's calls (operatorEndpoints): login and its second factor, operator accounts, players,
// the dashboard, withdrawals waiting for review, balance adjustments and the audit trail. Every route
// but the login's two steps needs a session (so a second factor) and a role of OPERATOR_ACCESS; every
// action an operator takes is written to the audit trail.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { OPERATOR_ACCESS, operatorEndpoints, RequestStatus } from '@arena/contracts';
import type { AuthConfig } from '../../config';
import { done, ok } from '../../http/envelope';
import { IDEMPOTENCY_KEY_REUSED, idempotencyKey } from '../../http/idempotency-key';
import { routeSchema } from '../../http/route-schema';
import { HttpError, TooManyRequestsError } from '../../http/errors';
import type { Db } from '../../db/client';
import { users, verifyNothing, verifyPassword } from '../auth/plugin';
import { WalletError, type WalletOps } from '../wallet/plugin';
import { byOperatorUsername, insertOperator, listOperators, newOperatorAccount, OperatorInputError } from './accounts';
import { adjustmentRequests, operatorRequests, operators } from './schema';
import type { AccountLock } from './second-factor';

const INVALID_CREDENTIALS = 'Invalid username or password.';
const OPERATOR_DISABLED = 'This operator account is disabled.';
const OPERATOR_NOT_FOUND = 'The operator does not exist.';
const NOT_YOURSELF = 'You cannot disable your own account.';
const ADJUSTMENT_NOT_FOUND = 'The adjustment does not exist.';
const ADJUSTMENT_DECIDED = 'The adjustment has already been decided.';
const SECOND_ADMIN = 'A second admin must approve this adjustment.';
const OPERATOR_TAKEN = 'An operator with this username already exists.';
const ACCOUNT_REQUEST_NOT_FOUND = 'The request for a new admin does not exist.';
const ACCOUNT_REQUEST_DECIDED = 'The request for a new admin has already been decided.';
const SECOND_ADMIN_FOR_ADMIN = 'A second admin must approve this new admin.';
const ADJUSTED_PLAYER = "You adjusted this player's balance: another operator must approve their withdrawals.";

/** how the wallet's refusals of an adjustment reach the operator */
const ADJUST_REFUSALS: Partial<Record<WalletError['code'], readonly [number, string]>> = {
  unknown_player: [404, 'The player does not exist.'],
  insufficient_funds: [409, "The player's balance is too low for this adjustment."],
  key_conflict: [409, IDEMPOTENCY_KEY_REUSED],
  invalid_amount: [400, 'The amount must not be zero.'],
};

export const operatorRoutes: FastifyPluginAsyncTypebox<{ limits: AuthConfig['limits'] }> = async (app, { limits }) => {
  const { rateLimiter: limiter } = app;
  const { sessions, secondFactor, audit, authenticate, allow, players, fourEyes } = app.operators;
  const signedIn = { onRequest: [authenticate] };
  const reviewers = { onRequest: [authenticate, allow(...OPERATOR_ACCESS.withdrawals)] };
  const adjusters = { onRequest: [authenticate, allow(...OPERATOR_ACCESS.adjust)] };
  const managers = { onRequest: [authenticate, allow(...OPERATOR_ACCESS.operators)] };
  const auditors = { onRequest: [authenticate, allow(...OPERATOR_ACCESS.audit)] };
  const playerDesk = { onRequest: [authenticate, allow(...OPERATOR_ACCESS.players)] };
  const playerLockers = { onRequest: [authenticate, allow(...OPERATOR_ACCESS.playerLock)] };
  const dashboardViewers = { onRequest: [authenticate, allow(...OPERATOR_ACCESS.dashboard)] };

  // counted as the player login is (auth config's limits), under keys of its own
  const accountKey = (username: string) => username.toLowerCase();
  const accountLock: AccountLock = {
    take: (username) => limiter.consume('operator-login-account', limits.loginPerAccount, accountKey(username)),
    locked: (username) =>
      limiter.assertOpen('operator-login-account', limits.loginPerAccount, accountKey(username)).then(
        () => false,
        (error: unknown) => {
          if (error instanceof TooManyRequestsError) return true;
          throw error;
        },
      ),
  };

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
      if (operator) {
        if (await accountLock.locked(account)) await secondFactor.endOpen(operator.id);
        await audit.record(app.db, {
          ip: request.ip,
          operatorId: operator.id,
          action: 'login.failed',
          subject: `operator:${operator.id}`,
          before: null,
          after: { ip: request.ip },
        });
      }
      // 400, not 401: as for players, a client treats any 401 as "your session is gone"
      throw new HttpError(400, INVALID_CREDENTIALS);
    }
    // the account's failures are reset by a whole login (./second-factor.ts's code too), not by the password alone
    if (operator.disabledAt) throw new HttpError(400, OPERATOR_DISABLED);
    const challenge = await secondFactor.open(operator.id, operator.totpSecret !== null);
    return ok(
      challenge,
      request.t(challenge.secondFactor === 'enrol' ? 'Set up your authenticator app to continue.' : 'Enter the code from your authenticator app.'),
    );
  });

  app.post('/totp/enrol', { schema: routeSchema(operatorEndpoints.operatorTotpEnrol) }, async (request) =>
    ok(await secondFactor.enrol(request.body.challenge)),
  );

  // A challenge allows a few codes, and every code takes one of the account's login tries, as a wrong
  // password does: someone who knows the password cannot open challenge after challenge to try every code.
  app.post('/totp/verify', { schema: routeSchema(operatorEndpoints.operatorTotpVerify) }, async (request) => {
    await limiter.assertOpen('operator-code-ip', limits.loginPerIp, request.ip);
    try {
      const session = await secondFactor.verify(request.body.challenge, request.body.code, request.ip, accountLock);
      await limiter.reset('operator-login-account', accountKey(session.username));
      return ok(session, request.t('Login successful.'));
    } catch (error) {
      if (error instanceof HttpError) await limiter.fail('operator-code-ip', limits.loginPerIp, request.ip);
      throw error;
    }
  });

  app.post('/logout', { schema: routeSchema(operatorEndpoints.operatorLogout), ...signedIn }, async (request) => {
    const { sessionId, operatorId } = request.operator;
    await sessions.end(sessionId);
    await audit.record(app.db, { ip: request.ip, operatorId, action: 'logout', subject: `operator:${operatorId}`, before: null, after: { sessionId } });
    return done(request.t('You have been logged out.'));
  });

  app.get('/me', { schema: routeSchema(operatorEndpoints.operatorMe), ...signedIn }, async (request) =>
    ok({ username: request.operator.username, role: request.operator.role }),
  );

  app.get('/operators', { schema: routeSchema(operatorEndpoints.operatorAccounts), ...managers }, async () => ok(await listOperators(app.db)));

  app.post('/operators', { schema: routeSchema(operatorEndpoints.operatorCreate), ...managers }, async (request) => {
    const { username, password, role } = request.body;
    const { operatorId } = request.operator;
    try {
      const account = await newOperatorAccount({ username, password, role });
      if (role === 'admin') {
        // four eyes: a new admin could do all an admin does, so a second admin makes the account
        const [taken] = await app.db.select({ id: operators.id }).from(operators).where(byOperatorUsername(username));
        if (taken) throw new OperatorInputError(`an operator named "${username}" already exists`);
        const pendingId = await app.db.transaction(async (tx) => {
          const [asked] = await tx
            .insert(operatorRequests)
            .values({ ...account, requestedBy: operatorId, createdAt: new Date(app.operators.clock.now()), status: 'pending' })
            .returning({ id: operatorRequests.id });
          await audit.record(tx, {
            ip: request.ip,
            operatorId,
            action: 'operator.create_requested',
            subject: `operator-request:${asked.id}`,
            before: null,
            after: { username, role },
          });
          return asked.id;
        });
        return ok({ pendingId }, request.t('The new admin waits for a second admin to approve it.'));
      }
      const created = await app.db.transaction(async (tx) => {
        const operator = await insertOperator(tx, { ...account, createdBy: operatorId });
        // the password is the new operator's secret: never in the audit trail
        await audit.record(tx, {
          ip: request.ip,
          operatorId,
          action: 'operator.create',
          subject: `operator:${operator.id}`,
          before: null,
          after: { username, role },
        });
        return operator;
      });
      return ok({ id: created.id }, request.t('The operator has been created.'));
    } catch (error) {
      if (error instanceof OperatorInputError) throw new HttpError(409, OPERATOR_TAKEN);
      throw error;
    }
  });

  app.get('/operators/requests', { schema: routeSchema(operatorEndpoints.operatorAccountRequests), ...managers }, async () => {
    const requester = alias(operators, 'requester');
    const rows = await app.db
      .select({
        id: operatorRequests.id,
        username: operatorRequests.username,
        role: operatorRequests.role,
        requestedBy: requester.username,
        createdAt: operatorRequests.createdAt,
      })
      .from(operatorRequests)
      .innerJoin(requester, eq(requester.id, operatorRequests.requestedBy))
      .where(eq(operatorRequests.status, 'pending'))
      .orderBy(asc(operatorRequests.createdAt), asc(operatorRequests.id));
    return ok(rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })));
  });

  app.post('/operators/requests/decide', { schema: routeSchema(operatorEndpoints.operatorDecideAccountRequest), ...managers }, async (request) => {
    const { id, approve } = request.body;
    const { operatorId } = request.operator;
    try {
      await app.db.transaction(async (tx) => {
        const [asked] = await tx.select().from(operatorRequests).where(eq(operatorRequests.id, id)).for('update');
        if (!asked) throw new HttpError(404, ACCOUNT_REQUEST_NOT_FOUND);
        if (asked.status !== 'pending') throw new HttpError(409, ACCOUNT_REQUEST_DECIDED);
        if (asked.requestedBy === operatorId) throw new HttpError(400, SECOND_ADMIN_FOR_ADMIN);
        const { username, passwordHash, role, requestedBy } = asked;
        const created = approve ? await insertOperator(tx, { username, passwordHash, role, createdBy: requestedBy }) : null;
        await tx
          .update(operatorRequests)
          .set({ status: approve ? 'approved' : 'rejected', decidedBy: operatorId, decidedAt: new Date(app.operators.clock.now()), operatorId: created?.id })
          .where(eq(operatorRequests.id, id));
        await audit.record(tx, {
          ip: request.ip,
          operatorId,
          action: created ? 'operator.create' : 'operator.create_rejected',
          subject: created ? `operator:${created.id}` : `operator-request:${id}`,
          before: { requestId: id, status: 'pending', requestedBy },
          after: { requestId: id, status: approve ? 'approved' : 'rejected', username, role },
        });
      });
    } catch (error) {
      if (error instanceof OperatorInputError) throw new HttpError(409, OPERATOR_TAKEN);
      throw error;
    }
    return done(request.t(approve ? 'The operator has been created.' : 'The new admin has been rejected.'));
  });

  app.post('/operators/disable', { schema: routeSchema(operatorEndpoints.operatorDisable), ...managers }, async (request) => {
    const { id, disabled } = request.body;
    const { operatorId } = request.operator;
    if (id === operatorId && disabled) throw new HttpError(400, NOT_YOURSELF);
    await app.db.transaction(async (tx) => {
      const [before] = await tx.select({ disabledAt: operators.disabledAt }).from(operators).where(eq(operators.id, id)).for('update');
      if (!before) throw new HttpError(404, OPERATOR_NOT_FOUND);
      await tx
        .update(operators)
        .set({ disabledAt: disabled ? (before.disabledAt ?? new Date(app.operators.clock.now())) : null })
        .where(eq(operators.id, id));
      if (disabled) await sessions.endAll(tx, id);
      await audit.record(tx, {
        ip: request.ip,
        operatorId,
        action: disabled ? 'operator.disable' : 'operator.enable',
        subject: `operator:${id}`,
        before: { disabled: before.disabledAt !== null },
        after: { disabled },
      });
    });
    return done(request.t(disabled ? 'The operator has been disabled.' : 'The operator has been enabled.'));
  });

  app.post('/operators/reset-totp', { schema: routeSchema(operatorEndpoints.operatorResetTotp), ...managers }, async (request) => {
    const { id } = request.body;
    const { operatorId } = request.operator;
    await app.db.transaction(async (tx) => {
      const [before] = await tx.select({ secret: operators.totpSecret }).from(operators).where(eq(operators.id, id)).for('update');
      if (!before) throw new HttpError(404, OPERATOR_NOT_FOUND);
      // the last accepted step stays: a code of the old authenticator seen before is still a replay
      await tx.update(operators).set({ totpSecret: null }).where(eq(operators.id, id));
      await sessions.endAll(tx, id);
      await audit.record(tx, {
        operatorId,
        action: 'operator.totp_reset',
        subject: `operator:${id}`,
        before: { enrolled: before.secret !== null },
        after: { enrolled: false },
      });
    });
    return done(request.t("The operator's authenticator has been reset."));
  });

  app.get('/players', { schema: routeSchema(operatorEndpoints.operatorPlayers), ...playerDesk }, async (request) => ok(await players.search(request.query.q)));

  app.get(
    '/players/:id',
    {
      schema: routeSchema(operatorEndpoints.operatorPlayer),
      ...playerDesk,
      // a path parameter is text: /players/12 reaches the schema's integer as the number it spells
      preValidation: async (request) => {
        const params = request.params as Record<string, unknown>;
        if (typeof params.id === 'string' && /^\d{1,9}$/.test(params.id)) params.id = Number(params.id);
      },
    },
    async (request) => {
      const profile = await players.profile(request.params.id);
      // who looked at a player's personal data is on the record too (data protection: KVKK / GDPR)
      const { operatorId } = request.operator;
      await audit.record(app.db, { ip: request.ip, operatorId, action: 'player.view', subject: `player:${request.params.id}`, before: null, after: null });
      return ok(profile);
    },
  );

  app.post('/players/note', { schema: routeSchema(operatorEndpoints.operatorPlayerNote), ...playerDesk }, async (request) => {
    const { id, text } = request.body;
    const { operatorId } = request.operator;
    await app.db.transaction(async (tx) => {
      const noteId = await players.addNote(tx, id, operatorId, text);
      await audit.record(tx, { ip: request.ip, operatorId, action: 'player.note', subject: `player:${id}`, before: null, after: { noteId, text } });
    });
    return done(request.t('The note has been added.'));
  });

  app.post('/players/lock', { schema: routeSchema(operatorEndpoints.operatorLockPlayer), ...playerLockers }, async (request) => {
    const { id, locked, reason } = request.body;
    const { operatorId } = request.operator;
    await app.db.transaction(async (tx) => {
      const change = await players.setLock(tx, id, locked ? { reason, operatorId } : null);
      await audit.record(tx, {
        ip: request.ip,
        operatorId,
        action: locked ? 'player.lock' : 'player.unlock',
        subject: `player:${id}`,
        before: change.before,
        after: locked ? change.after : { reason },
      });
    });
    await players.applied(id, locked);
    return done(request.t(locked ? 'The player has been locked.' : 'The player has been unlocked.'));
  });

  app.get('/dashboard', { schema: routeSchema(operatorEndpoints.operatorDashboard), ...dashboardViewers }, async () => ok(await app.operators.dashboard()));

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
    // checked before the approval's transaction: an adjustment made meanwhile is not in the money already held
    const withdrawal = (await app.payments.listWithdrawals({ status: RequestStatus.Pending })).find((pending) => pending.id === id);
    if (withdrawal && (await fourEyes.adjusted(app.db, operatorId, withdrawal.userId))) throw new HttpError(400, ADJUSTED_PLAYER);
    await audit.around({ ip: request.ip, operatorId, action: 'withdrawal.approve', subject: `withdrawal:${id}` }, () =>
      app.payments.approveWithdrawal(id, { operatorId }),
    );
    return done(request.t('The withdrawal has been approved and paid out.'));
  });

  app.post('/withdrawals/reject', { schema: routeSchema(operatorEndpoints.operatorRejectWithdrawal), ...reviewers }, async (request) => {
    const { id, reason } = request.body;
    const { operatorId } = request.operator;
    await audit.around({ ip: request.ip, operatorId, action: 'withdrawal.reject', subject: `withdrawal:${id}` }, async () => {
      const { before, after } = await app.payments.rejectWithdrawal(id, reason, { operatorId });
      return { before, after: { ...after, reason } };
    });
    return done(request.t('The withdrawal has been rejected and the funds returned to the player.'));
  });

  /** the wallet's refusals of an adjustment as the operator's answers */
  const refusingWallet = async <T>(move: () => Promise<T>): Promise<T> => {
    try {
      return await move();
    } catch (error) {
      const refusal = error instanceof WalletError ? ADJUST_REFUSALS[error.code] : undefined;
      if (refusal) throw new HttpError(...refusal);
      throw error;
    }
  };

  /** moves an adjustment with its audit entry in the wallet's transaction; a replayed key moved nothing and is not a new action */
  const moveAdjustment = async (
    tx: Db,
    wallet: WalletOps,
    adjustment: { userId: number; amount: number; reason: string; key: string; operatorId: number; ip: string; requestId?: number },
  ) => {
    const { userId, amount, reason, key, operatorId, ip, requestId } = adjustment;
    const moved = await wallet.adjust({ userId, amount, key, reason, operatorId });
    if (!moved.replayed) {
      await audit.record(tx, {
        ip,
        operatorId,
        action: 'balance.adjust',
        subject: `player:${userId}`,
        before: { balance: moved.balance - amount },
        after: { balance: moved.balance, amount, reason, transactionId: moved.transactionId, ...(requestId && { requestId }) },
      });
    }
    return moved;
  };

  app.post('/adjust', { schema: routeSchema(operatorEndpoints.operatorAdjust), ...adjusters }, async (request) => {
    const { userId, amount, reason } = request.body;
    const { operatorId } = request.operator;
    // scoped by operator: two operators' keys never meet
    const key = `adjust:${operatorId}:${idempotencyKey(request)}`;
    // read before the transaction, never in it: the embedded database's one connection is the transaction's
    const balance = await app.wallet.balance(userId);
    if (balance === undefined) throw new HttpError(...ADJUST_REFUSALS.unknown_player!);
    const answer = await refusingWallet(() =>
      app.wallet.transaction(async (tx, wallet) => {
        await fourEyes.serialise(tx, operatorId, userId);
        // every adjustment is kept: a retry answers as the first time; the key with another body is refused
        const [first] = await tx.select().from(adjustmentRequests).where(eq(adjustmentRequests.requestKey, key));
        if (first && (first.userId !== userId || first.amount !== amount || first.reason !== reason)) throw new HttpError(409, IDEMPOTENCY_KEY_REUSED);
        const waits = first ? first.status !== 'applied' : await fourEyes.needsSecondAdmin(tx, { operatorId, userId, amount });
        if (first && waits) return { balance, pendingId: first.id };
        const [created] = first
          ? [first]
          : await tx
              .insert(adjustmentRequests)
              .values({
                userId,
                amount,
                reason,
                requestKey: key,
                requestedBy: operatorId,
                createdAt: new Date(app.operators.clock.now()),
                status: waits ? 'pending' : 'applied',
              })
              .returning({ id: adjustmentRequests.id });
        if (!waits) return { balance: (await moveAdjustment(tx, wallet, { userId, amount, reason, key, operatorId, ip: request.ip })).balance };
        // four eyes: nothing moves yet
        await audit.record(tx, {
          ip: request.ip,
          operatorId,
          action: 'balance.adjust_requested',
          subject: `player:${userId}`,
          before: { balance },
          after: { requestId: created.id, amount, reason },
        });
        return { balance, pendingId: created.id };
      }),
    );
    if (answer.pendingId === undefined) return ok(answer, request.t('The balance has been adjusted.'));
    return ok(answer, request.t('The adjustment waits for a second admin to approve it.'));
  });

  app.get('/adjustments', { schema: routeSchema(operatorEndpoints.operatorAdjustments), ...adjusters }, async () => {
    const requester = alias(operators, 'requester');
    const rows = await app.db
      .select({
        id: adjustmentRequests.id,
        userId: adjustmentRequests.userId,
        username: users.username,
        amount: adjustmentRequests.amount,
        reason: adjustmentRequests.reason,
        requestedBy: requester.username,
        createdAt: adjustmentRequests.createdAt,
      })
      .from(adjustmentRequests)
      .innerJoin(users, eq(users.id, adjustmentRequests.userId))
      .innerJoin(requester, eq(requester.id, adjustmentRequests.requestedBy))
      .where(eq(adjustmentRequests.status, 'pending'))
      .orderBy(asc(adjustmentRequests.createdAt), asc(adjustmentRequests.id));
    return ok(rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })));
  });

  app.post('/adjustments/decide', { schema: routeSchema(operatorEndpoints.operatorDecideAdjustment), ...adjusters }, async (request) => {
    const { id, approve } = request.body;
    const { operatorId } = request.operator;
    const [pending] = await app.db.select().from(adjustmentRequests).where(eq(adjustmentRequests.id, id));
    if (!pending) throw new HttpError(404, ADJUSTMENT_NOT_FOUND);
    if (pending.status !== 'pending') throw new HttpError(409, ADJUSTMENT_DECIDED);
    if (pending.requestedBy === operatorId) throw new HttpError(400, SECOND_ADMIN);
    // only one decision: the request leaves 'pending' in the same transaction as the money moves
    const decide = async (tx: Db) => {
      const [decided] = await tx
        .update(adjustmentRequests)
        .set({ status: approve ? 'approved' : 'rejected', decidedBy: operatorId, decidedAt: new Date(app.operators.clock.now()) })
        .where(and(eq(adjustmentRequests.id, id), eq(adjustmentRequests.status, 'pending')))
        .returning({ id: adjustmentRequests.id });
      if (!decided) throw new HttpError(409, ADJUSTMENT_DECIDED);
      await audit.record(tx, {
        ip: request.ip,
        operatorId,
        action: approve ? 'balance.adjust_approved' : 'balance.adjust_rejected',
        subject: `player:${pending.userId}`,
        before: { requestId: id, status: 'pending', requestedBy: pending.requestedBy },
        after: { requestId: id, status: approve ? 'approved' : 'rejected', amount: pending.amount },
      });
    };
    if (!approve) {
      await app.db.transaction(decide);
      return done(request.t('The adjustment has been rejected.'));
    }
    await refusingWallet(() =>
      app.wallet.transaction(async (tx, wallet) => {
        const { userId, amount, reason } = pending;
        await moveAdjustment(tx, wallet, { userId, amount, reason, key: `adjust-request:${id}`, operatorId, ip: request.ip, requestId: id });
        await decide(tx);
      }),
    );
    return done(request.t('The balance has been adjusted.'));
  });

  app.get('/audit', { schema: routeSchema(operatorEndpoints.operatorAudit), ...auditors }, async (request) => ok(await audit.list(request.query)));
};
